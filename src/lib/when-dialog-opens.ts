/**
 * Resolves once the `<dialog>` with this id is open: at once when it already is, or when the page has no such
 * dialog (the app is rendering it itself). A dialog opened by the browser (an invoker command) is seen by its
 * `open` attribute.
 */
export function whenDialogOpens(id: string): Promise<void> {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!dialog.open) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
  });
}
