import { useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  text: ReactNode;
  onConfirm: () => void;
  /** Called by Cancel, Escape and a backdrop click. */
  onCancel: () => void;
  confirmLabel?: string;
  /** Shows a spinner on Confirm and disables both buttons while the action runs. */
  isConfirming?: boolean;
  /** 'danger' unless the action is a harmless one. */
  confirmVariant?: ButtonVariant;
}

/** Asks before an action that cannot be undone. Cancel has focus first, so Enter never confirms by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  isConfirming = false,
  confirmVariant = 'danger',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => {
        if (!isConfirming) onCancel();
      }}
      title={title}
      description={text}
      role="alertdialog"
      size="sm"
      showCloseButton={false}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={isConfirming}>
            Cancel
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isLoading={isConfirming}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
