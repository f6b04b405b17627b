import { useSyncExternalStore } from 'react';

// The modal dialogs open now, the last opened last. A modal dialog makes everything outside it inert, so what must
// stay usable while one is open (the toasts and their actions, such as Retry) is placed inside the top one.
let openDialogs: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function update(next: readonly HTMLDialogElement[]): void {
  openDialogs = next;
  listeners.forEach((listener) => listener());
}

export function addOpenModalDialog(dialog: HTMLDialogElement): void {
  update([...openDialogs.filter((open) => open !== dialog), dialog]);
}

export function removeOpenModalDialog(dialog: HTMLDialogElement): void {
  if (openDialogs.includes(dialog)) update(openDialogs.filter((open) => open !== dialog));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal dialog on top (null when none is open, and while rendering on the server). */
export function useTopModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
}
