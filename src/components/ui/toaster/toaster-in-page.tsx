import { createPortal } from 'react-dom';
import { Toaster, useSonner } from 'sonner';
import { TOAST_DEFAULT_MS } from '@contract/constants';

/**
 * sonner's toaster, in the page's body, or inside the topmost open modal dialog while a toast shows: the
 * dialog makes everything outside it inert. It moves in only with a toast, which the app shows once it runs
 * the dialog, so a dialog the server sent is never changed before React takes it over. sonner hands the
 * active toasts to the toaster when it mounts again in its new place.
 */
export default function ToasterInPage({ dialog }: { dialog: HTMLDialogElement | undefined }) {
  const { toasts } = useSonner();
  const host = dialog && toasts.length > 0 ? dialog : document.body;
  return createPortal(<Toaster position="top-center" closeButton duration={TOAST_DEFAULT_MS} />, host);
}
