import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DEFAULT_MS } from '@contract/constants';
import { subscribeToTopmostModalDialog, topmostModalDialog } from '@/lib/topmost-modal-dialog';

/** Where the toasts go: in the topmost modal dialog while one is open, or else in the page's body. */
function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribeToTopmostModalDialog,
    () => topmostModalDialog() ?? document.body,
    // None on the server, nor while the page is being taken over: mounted once the app runs.
    () => null,
  );
}

/**
 * sonner's toaster, kept usable above an open modal `<dialog>`: the dialog makes everything outside it inert,
 * so the toaster moves inside the topmost one while it is open. sonner hands the active toasts to the
 * toaster when it mounts again in its new place.
 */
export function Toaster() {
  const host = useToastHost();
  if (!host) return null;
  return createPortal(
    <SonnerToaster position="top-center" richColors closeButton duration={TOAST_DEFAULT_MS} />,
    host,
  );
}
