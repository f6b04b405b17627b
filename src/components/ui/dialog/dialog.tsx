import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '@/components/ui/icons/icons';
import { useModalDialog } from '@/components/ui/dialog/use-modal-dialog';
import { cn } from '@/lib/cn';
import { useMotionKitSwitchingWhile, type MotionKit } from '@/lib/motion/use-motion-kit';

const DIALOG_WIDTHS = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
} as const;

export interface DialogProps {
  isOpen: boolean;
  /** Called on Escape, on a backdrop click (unless disabled) and by the × button. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Shown under the title and read with it (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom (buttons). */
  footer?: ReactNode;
  size?: keyof typeof DIALOG_WIDTHS;
  /** Shows the × button in the corner (default true). */
  showCloseButton?: boolean;
  closeButtonLabel?: string;
  /** Closes when the dimmed area around the panel is clicked (default true). */
  closeOnBackdropClick?: boolean;
  /** Keeps the title for screen readers only (an image viewer, for example). */
  isTitleVisuallyHidden?: boolean;
  /** Element to focus on open; by default the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** How a dialog enters and leaves (none for visitors who asked for less motion: see MotionConfig). */
const BACKDROP_MOTION = {
  initial: { opacity: 0 },
  animate: { opacity: 1 },
  exit: { opacity: 0 },
  transition: { duration: 0.2 },
} as const;
const PANEL_MOTION = {
  initial: { opacity: 0, scale: 0.96, y: 8 },
  animate: { opacity: 1, scale: 1, y: 0 },
  exit: { opacity: 0, scale: 0.96, y: 8 },
  transition: { duration: 0.2, ease: 'easeOut' },
} as const;

/**
 * The one modal of the site, on the platform's `<dialog>` shown with `showModal()`: in the top layer, the
 * page behind inert (focus stays inside, screen readers read only the dialog), Escape closes, focus returns
 * to the opener. Labelled by its title; enters and leaves with a fade; long content scrolls; page scroll is
 * locked while open (src/styles/index.css).
 */
export function Dialog(props: DialogProps) {
  // Opened before the motion kit arrived, a dialog stays without animation until it closes (no remount of a
  // form being filled in).
  const kit = useMotionKitSwitchingWhile(!props.isOpen);
  if (!kit) return props.isOpen ? <OpenDialog {...props} /> : null;
  return (
    <kit.MotionScope>
      <kit.AnimatePresence>{props.isOpen ? <OpenDialog {...props} kit={kit} /> : null}</kit.AnimatePresence>
    </kit.MotionScope>
  );
}

function OpenDialog({
  kit,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  showCloseButton = true,
  closeButtonLabel = 'Close',
  closeOnBackdropClick = true,
  isTitleVisuallyHidden = false,
  initialFocusRef,
  role = 'dialog',
  className,
}: DialogProps & { kit?: MotionKit }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useModalDialog(dialogRef, { onClose, initialFocusRef });

  const backdropProps = {
    'aria-hidden': true,
    'data-testid': 'dialog-backdrop',
    className: 'fixed inset-0 bg-slate-950/60',
    onClick: closeOnBackdropClick ? onClose : undefined,
  } as const;
  const panelClassName = cn(
    'relative my-auto w-full rounded-2xl bg-white shadow-2xl outline-none',
    DIALOG_WIDTHS[size],
    className,
  );
  const panelContent = (
    <>
      <div className={cn('flex items-start gap-4 px-6 pt-6', isTitleVisuallyHidden && 'justify-end')}>
        <div className={cn('min-w-0 flex-1', isTitleVisuallyHidden && 'sr-only')}>
          <h2 id={titleId} className="text-xl font-bold text-brand-900">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </p>
          ) : null}
        </div>
        {showCloseButton ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={closeButtonLabel}
            className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800"
          >
            <CloseIcon className="size-5" />
          </button>
        ) : null}
      </div>
      {children ? <div className="px-6 pt-4 pb-6">{children}</div> : <div className="pb-4" />}
      {footer ? (
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 px-6 py-4 sm:flex-row sm:justify-end">
          {footer}
        </div>
      ) : null}
    </>
  );

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-start justify-center overflow-y-auto bg-transparent p-4 backdrop:bg-transparent open:flex sm:items-center sm:p-6"
    >
      {/* The dimmed area around the panel. A click that starts in the panel and ends out here lands on the
          dialog itself, not on this, so selecting text in a form never closes it. */}
      {kit ? <kit.m.div {...BACKDROP_MOTION} {...backdropProps} /> : <div {...backdropProps} />}
      {kit ? (
        <kit.m.div {...PANEL_MOTION} className={panelClassName}>
          {panelContent}
        </kit.m.div>
      ) : (
        <div className={panelClassName}>{panelContent}</div>
      )}
    </dialog>
  );
}
