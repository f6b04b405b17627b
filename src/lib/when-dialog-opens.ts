/**
 * Resolves once the `<dialog>` with this id is open: at once when it already is, or when the page has no such
 * dialog (the app is rendering it itself). A dialog opened by the browser (an invoker command) is seen by its
 * `open` attribute. It resolves too when the visitor follows a link or goes back or forward: a part of the page
 * the server sent that waits for its code cannot change, and the next page would wait for it.
 */
export function whenDialogOpens(id: string): Promise<void> {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', done);
      resolve();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) done();
    };
    const observer = new MutationObserver(() => {
      if (dialog.open) done();
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', done);
  });
}
