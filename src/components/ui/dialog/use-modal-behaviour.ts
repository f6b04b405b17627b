import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `container`, in document order. */
export function getFocusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

/** Open modals, innermost last: only the innermost one answers Escape and Tab. */
const openModals: symbol[] = [];

let scrollLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockBodyScroll(): () => void {
  if (scrollLocks === 0) {
    const { body, documentElement } = document;
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    // Keeps the page from jumping sideways when the scrollbar disappears (a layout-less DOM reports 0 width).
    if (scrollbarWidth > 0 && documentElement.clientWidth > 0)
      body.style.paddingRight = `${scrollbarWidth}px`;
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0 && savedBodyStyle) {
      document.body.style.overflow = savedBodyStyle.overflow;
      document.body.style.paddingRight = savedBodyStyle.paddingRight;
      savedBodyStyle = null;
    }
  };
}

function inDocumentOrder(a: HTMLElement, b: HTMLElement): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

export interface ModalBehaviourOptions {
  isOpen: boolean;
  /** The dialog element; focus stays inside it (plus `extraTabStopRefs`) while open. */
  containerRef: RefObject<HTMLElement | null>;
  /** Called on Escape. */
  onClose: () => void;
  /** Receives focus on open; otherwise the first focusable element, otherwise the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Elements outside the container that stay in the Tab cycle, such as a menu's own toggle button. */
  extraTabStopRefs?: ReadonlyArray<RefObject<HTMLElement | null>>;
  /** Receives focus on close; otherwise the element that had focus before opening. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Stops the page behind from scrolling while open (default true). */
  shouldLockScroll?: boolean;
}

/**
 * What every modal surface needs: focus moved in on open and trapped while open, Escape to close,
 * page scroll locked, and focus returned on close. Nested modals stack; the innermost one wins.
 */
export function useModalBehaviour({
  isOpen,
  containerRef,
  onClose,
  initialFocusRef,
  extraTabStopRefs,
  returnFocusRef,
  shouldLockScroll = true,
}: ModalBehaviourOptions): void {
  const requestClose = useEffectEvent(() => onClose());

  const getTabStops = useEffectEvent((): HTMLElement[] => {
    const container = containerRef.current;
    if (!container) return [];
    const extras = (extraTabStopRefs ?? [])
      .map((ref) => ref.current)
      .filter((element): element is HTMLElement => element !== null && !element.hasAttribute('disabled'));
    return [...extras, ...getFocusableElements(container)].sort(inDocumentOrder);
  });

  const isInside = useEffectEvent((target: EventTarget | null): boolean => {
    if (!(target instanceof Node)) return false;
    if (containerRef.current?.contains(target)) return true;
    return (extraTabStopRefs ?? []).some((ref) => ref.current?.contains(target) ?? false);
  });

  const focusInitialElement = useEffectEvent(() => {
    const container = containerRef.current;
    if (!container) return;
    const target = initialFocusRef?.current ?? getFocusableElements(container)[0] ?? container;
    target.focus({ preventScroll: true });
  });

  const getReturnFocusTarget = useEffectEvent(() => returnFocusRef?.current ?? null);

  useEffect(() => {
    if (!isOpen) return;

    const modal = Symbol('modal');
    openModals.push(modal);
    const isInnermost = () => openModals[openModals.length - 1] === modal;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = shouldLockScroll ? lockBodyScroll() : () => undefined;

    focusInitialElement();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isInnermost()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;

      const stops = getTabStops();
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) {
        event.preventDefault();
        containerRef.current?.focus({ preventScroll: true });
        return;
      }
      const active = document.activeElement;
      const isTracked = active instanceof HTMLElement && stops.includes(active);
      if (event.shiftKey && (active === first || !isTracked)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !isTracked)) {
        event.preventDefault();
        first.focus();
      }
    };

    // Focus that escapes anyway (a click on the page behind, a screen reader jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (isInnermost() && !isInside(event.target)) focusInitialElement();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openModals.indexOf(modal);
      if (index !== -1) openModals.splice(index, 1);
      unlockScroll();
      const returnTarget = getReturnFocusTarget() ?? previouslyFocused;
      if (returnTarget?.isConnected) returnTarget.focus({ preventScroll: true });
    };
  }, [isOpen, shouldLockScroll, containerRef]);
}
