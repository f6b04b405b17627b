import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import '@/components/ui/dialog/dialog-opener';
import { CloseIcon } from '@/components/ui/icons/icons';
import { cn } from '@/lib/cn';

const DIALOG_WIDTHS = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
} as const;

/** How long the exit transition of `.site-dialog` lasts (src/styles/index.css): the content stays until then. */
const EXIT_TRANSITION_MS = 200;

export interface DialogProps {
  /**
   * The id buttons name to open it (`dialogOpenerProps(id)`). A dialog without `isOpen` is in the page's HTML,
   * closed, and opened by those buttons with no script at all.
   */
  id?: string;
  /** Given, the app opens and closes the dialog; its content is mounted only while it shows. */
  isOpen?: boolean;
  /**
   * Called on Escape, a backdrop click (unless disabled), the × button and a `<form method="dialog">`. An
   * app-driven dialog closes when the caller sets `isOpen` false; any other closes at once.
   */
  onClose?: () => void;
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
  /** Closes when the dimmed area around the panel is clicked (default true). */
  closeOnBackdropClick?: boolean;
  /** Element to focus when the app opens it; by default the first focusable one (or one marked `autoFocus`). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The one modal of the site: the platform's `<dialog>` shown as a modal. The browser puts it in the top layer,
 * makes the page behind inert, closes it on Escape (and on a click outside, `closedby="any"`) and returns
 * focus to the opener. Enters and leaves by CSS transitions (`.site-dialog`), none under reduced motion.
 *
 * Without `isOpen` it is rendered closed with its content, and opened by invoker buttons (`commandfor` +
 * `command="show-modal"`) before and without the app. With `isOpen` the app opens and closes it.
 */
export function Dialog({
  id,
  isOpen,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  showCloseButton = true,
  closeOnBackdropClick = true,
  initialFocusRef,
  role = 'dialog',
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const generatedId = useId();
  const dialogId = id ?? generatedId;
  const titleId = `${dialogId}-title`;
  const descriptionId = `${dialogId}-description`;
  const isControlled = isOpen !== undefined;
  const isContentMounted = useContentMountedWhile(isOpen ?? true);
  const requestClose = useEffectEvent(() => onClose?.());
  const closesOnBackdropClick = useEffectEvent(() => closeOnBackdropClick);
  // Set while the app closes its own dialog, so the `close` event that follows does not call onClose again.
  const isClosingByApp = useRef(false);
  const focusInitial = useEffectEvent(() => initialFocusRef?.current?.focus());

  // The app's dialog follows `isOpen`; focus goes back to the opener when it closes or unmounts (which the
  // browser does on close, not on removal). A passive effect: React puts focus back where it was after the
  // commit's DOM changes, which would undo a focus moved during them.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    focusInitial();
    return () => {
      if (dialog.open) {
        isClosingByApp.current = true;
        dialog.close();
      }
      if (opener?.isConnected && !dialog.contains(opener)) opener.focus({ preventScroll: true });
      // An opener that takes no focus (a submit button disabled while its payment goes on) leaves it on the
      // page behind: a dialog still open under this one takes it instead.
      if (document.activeElement === document.body)
        document.querySelector<HTMLDialogElement>('dialog[open]')?.focus({ preventScroll: true });
    };
  }, [isOpen]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape on the app's dialog asks the caller, who may keep it open (a confirmation in progress).
    const onCancel = (event: Event) => {
      if (!isControlled) return;
      event.preventDefault();
      requestClose();
    };
    const onClosed = () => {
      if (isClosingByApp.current) isClosingByApp.current = false;
      else requestClose();
    };
    // The backdrop (::backdrop) belongs to the dialog: a click there has the dialog itself as its target, and
    // so does a press that started inside the panel and ended outside (selecting text), which must not close
    // it. Browsers without `closedby` get the backdrop click here.
    let pressStartedOnBackdrop = false;
    const onPointerDown = (event: Event) => {
      pressStartedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: Event) => {
      if (!dialog.open || !closesOnBackdropClick() || event.target !== dialog || !pressStartedOnBackdrop)
        return;
      if (isControlled) requestClose();
      else dialog.close();
    };
    const listening = new AbortController();
    const { signal } = listening;
    dialog.addEventListener('cancel', onCancel, { signal });
    dialog.addEventListener('close', onClosed, { signal });
    dialog.addEventListener('pointerdown', onPointerDown, { signal });
    dialog.addEventListener('click', onClick, { signal });
    return () => listening.abort();
  }, [isControlled]);

  return (
    <dialog
      ref={dialogRef}
      id={dialogId}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      closedby={closeOnBackdropClick ? 'any' : 'closerequest'}
      className={cn(
        'site-dialog w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl outline-none',
        DIALOG_WIDTHS[size],
      )}
    >
      {isContentMounted ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start gap-4 px-6 pt-6">
            <div className="min-w-0 flex-1">
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
                commandfor={dialogId}
                command="close"
                onClick={(event) => {
                  // The app's dialog is closed by its caller; without the app the command closes it.
                  event.preventDefault();
                  if (isControlled) onClose?.();
                  else dialogRef.current?.close();
                }}
                aria-label="Close"
                className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800"
              >
                <CloseIcon className="size-5" />
              </button>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {children ? <div className="px-6 pt-4 pb-6">{children}</div> : <div className="pb-4" />}
          </div>
          {footer ? (
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 px-6 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

/** True while `isShown`, and for the exit transition after it turns false, so the panel leaves with its content. */
function useContentMountedWhile(isShown: boolean): boolean {
  const [isLeaving, setIsLeaving] = useState(false);
  const [wasShown, setWasShown] = useState(isShown);
  if (wasShown !== isShown) {
    setWasShown(isShown);
    setIsLeaving(!isShown);
  }
  useEffect(() => {
    if (!isLeaving) return;
    const timer = setTimeout(() => setIsLeaving(false), EXIT_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [isLeaving]);
  return isShown || isLeaving;
}
