import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons/icons';
import { useModalBehaviour } from '@/components/ui/dialog/use-modal-behaviour';
import { cn } from '@/lib/cn';

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

/**
 * The one modal of the site: rendered over the page in a portal, labelled by its title, focus trapped
 * inside and returned on close, Escape and backdrop close, page scroll locked. Long content scrolls.
 */
export function Dialog({
  isOpen,
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
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useModalBehaviour({ isOpen, containerRef: panelRef, onClose, initialFocusRef });

  if (!isOpen) return null;

  // A click closes only when it both starts and ends on the backdrop, so selecting text inside the
  // panel and releasing outside does not lose a half-filled form.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const isBackdropClick = pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (isBackdropClick && closeOnBackdropClick) onClose();
  };

  return createPortal(
    <div className="fixed inset-0 z-50">
      <div aria-hidden="true" className="animate-fade-in fixed inset-0 bg-slate-950/60" />
      <div
        role="presentation"
        data-testid="dialog-backdrop"
        className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:items-center sm:p-6"
        onMouseDown={onBackdropMouseDown}
        onClick={onBackdropClick}
      >
        <div
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={cn(
            'animate-dialog-in relative my-auto w-full rounded-2xl bg-white shadow-2xl outline-none',
            DIALOG_WIDTHS[size],
            className,
          )}
        >
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
        </div>
      </div>
    </div>,
    document.body,
  );
}
