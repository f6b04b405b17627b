import { useSyncExternalStore } from 'react';

let isToasterRequired = false;
const listeners = new Set<() => void>();

/** Asks the app to mount sonner's <Toaster />: called once code that shows toasts has loaded. */
export function requireToaster(): void {
  if (isToasterRequired) return;
  isToasterRequired = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any code that shows toasts has loaded yet (never while rendering on the server). */
export function useIsToasterRequired(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isToasterRequired,
    () => false,
  );
}
