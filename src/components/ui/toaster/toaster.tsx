import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DEFAULT_MS } from '@contract/constants';
import { subscribeToTopmostModalDialog, topmostModalDialog } from '@/lib/topmost-modal-dialog';

// sonner's toaster is about 10 KB gzip, which would take the home page's first load over its budget. Every
// toast answers something the visitor did, so the toaster comes with their first touch or key, or with the
// first dialog: sonner hands it the toasts shown before it mounted.
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const;
let hasInteracted = false;

function subscribeToFirstInteraction(listener: () => void): () => void {
  const interacted = () => {
    hasInteracted = true;
    listener();
  };
  for (const type of FIRST_INTERACTIONS) document.addEventListener(type, interacted, { capture: true });
  return () => {
    for (const type of FIRST_INTERACTIONS) document.removeEventListener(type, interacted, { capture: true });
  };
}

/** Where the toasts go: in the topmost modal dialog while one is open, or else in the page's body. */
function useToastHost(): HTMLElement | null {
  const dialog = useSyncExternalStore(subscribeToTopmostModalDialog, topmostModalDialog, () => undefined);
  const isWanted = useSyncExternalStore(
    subscribeToFirstInteraction,
    () => hasInteracted,
    () => false,
  );
  if (dialog) return dialog;
  // None on the server, nor while the page is being taken over.
  return isWanted ? document.body : null;
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
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton duration={TOAST_DEFAULT_MS} />
    </Suspense>,
    host,
  );
}
