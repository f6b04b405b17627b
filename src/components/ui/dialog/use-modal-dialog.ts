import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { addOpenModalDialog, removeOpenModalDialog } from '@/components/ui/dialog/open-modal-dialogs';

export interface ModalDialogOptions {
  /** Called on Escape (the dialog's `cancel` event), or when the browser closed the dialog itself. */
  onClose: () => void;
  /** Receives focus on open; otherwise the browser focuses the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Shows a mounted `<dialog>` as the platform's modal (`showModal()`): in the top layer, the rest of the page
 * inert (so focus stays inside without a hand-written trap), Escape heard as its `cancel` event. On unmount
 * (after any exit animation) it closes the dialog and returns focus to the element that opened it.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { onClose, initialFocusRef }: ModalDialogOptions,
): void {
  const requestClose = useEffectEvent(() => onClose());
  const focusInitialElement = useEffectEvent(() => initialFocusRef?.current?.focus());

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    addOpenModalDialog(dialog);
    focusInitialElement();

    // Escape: the dialog stays open (and modal) until React unmounts it, so it can animate out.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', requestClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', requestClose);
      removeOpenModalDialog(dialog);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [dialogRef]);
}
