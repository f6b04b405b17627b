import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToTopmostModalDialog, topmostModalDialog } from '@/lib/topmost-modal-dialog';

// sonner's toaster is about 10 KB gzip, which would take the home page's first load over its budget. Every
// toast answers something the visitor did, so the toaster comes with their first touch or key, or with the
// first dialog: sonner hands it the toasts shown before it mounted.
const ToasterInPage = lazy(() => import('@/components/ui/toaster/toaster-in-page'));

const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const;
// A tap made before the app arrived (heard by no listener) counts too: the browser remembers it.
let hasInteracted = typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true;

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

/** The app's toaster, once it is wanted (never on the server, nor while the page is being taken over). */
export function Toaster() {
  const dialog = useSyncExternalStore(subscribeToTopmostModalDialog, topmostModalDialog, () => undefined);
  const hasVisitorActed = useSyncExternalStore(
    subscribeToFirstInteraction,
    () => hasInteracted,
    () => false,
  );
  if (!dialog && !hasVisitorActed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterInPage dialog={dialog} />
    </Suspense>
  );
}
