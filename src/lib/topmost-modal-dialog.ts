/**
 * The modal `<dialog>` on top of the page, if any. A modal dialog puts itself in the top layer and makes the
 * rest of the document inert, so what must stay usable while it is open (a toast's action) has to be inside
 * it. Dialogs open by script (`showModal()`) or by the platform (an invoker command), so they are watched
 * through their `open` attribute: the last one opened as a modal and still open and in the page is on top.
 */

let openedModals: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

function update(targets: readonly Node[]): void {
  let next = openedModals.filter((dialog) => dialog.isConnected && dialog.open);
  for (const target of targets) {
    if (target instanceof HTMLDialogElement && target.open && target.matches(':modal'))
      next = [...next.filter((dialog) => dialog !== target), target];
  }
  if (next.length === openedModals.length && next.every((dialog, index) => dialog === openedModals[index]))
    return;
  openedModals = next;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the topmost modal dialog changes. */
export function subscribeToTopmostModalDialog(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver((records) => update(records.map((record) => record.target)));
    // `open` for dialogs opened and closed; the tree for a dialog taken out of the page while open.
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    update([...document.querySelectorAll('dialog')]);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = undefined;
      openedModals = [];
    }
  };
}

export const topmostModalDialog = (): HTMLDialogElement | undefined => openedModals.at(-1);
