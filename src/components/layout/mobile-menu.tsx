import { useId, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button/button';
import { useModalDialog } from '@/components/ui/dialog/use-modal-dialog';
import { CloseIcon, HeartIcon } from '@/components/ui/icons/icons';
import { DONATE_CALL_TO_ACTION, HEADER_LINKS } from '@/content/navigation';
import { cn } from '@/lib/cn';
import { useMotionKitSwitchingWhile, type MotionKit } from '@/lib/motion/use-motion-kit';

export interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
}

const SLIDE = { duration: 0.25, ease: 'easeOut' } as const;
const BACKDROP_MOTION = {
  initial: { opacity: 0 },
  animate: { opacity: 1 },
  exit: { opacity: 0 },
  transition: SLIDE,
} as const;
const PANEL_MOTION = {
  initial: { x: '-100%' },
  animate: { x: 0 },
  exit: { x: '-100%' },
  transition: SLIDE,
} as const;
const PANEL_CLASS_NAME =
  'fixed top-16 bottom-0 left-0 flex w-[70%] flex-col overflow-y-auto bg-white px-5 py-6 shadow-2xl';

/**
 * The left slide-in panel (70% wide) of small screens, over a dimmed backdrop: a modal `<dialog>`, so the page
 * behind is inert, Escape closes it and focus returns to the hamburger. The header stays in view; the
 * dialog's own close button sits where the hamburger is, so the icon still reads as switching to ×.
 */
export function MobileMenu(props: MobileMenuProps) {
  // Opened before the motion kit arrived, the menu stays without animation until it closes.
  const kit = useMotionKitSwitchingWhile(!props.isOpen);
  if (!kit) return props.isOpen ? <OpenMobileMenu {...props} /> : null;
  return (
    <kit.MotionScope>
      <kit.AnimatePresence>
        {props.isOpen ? <OpenMobileMenu {...props} kit={kit} /> : null}
      </kit.AnimatePresence>
    </kit.MotionScope>
  );
}

function OpenMobileMenu({ id, onClose, kit }: MobileMenuProps & { kit?: MotionKit }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useModalDialog(dialogRef, { onClose });

  const backdropProps = {
    role: 'presentation',
    'data-testid': 'mobile-menu-backdrop',
    className: 'fixed inset-x-0 top-16 bottom-0 bg-slate-950/50',
    onClick: onClose,
  } as const;
  const panelContent = (
    <>
      <h2 id={headingId} className="text-xs font-semibold tracking-widest text-slate-500 uppercase">
        Menu
      </h2>
      <nav aria-label="Main" className="mt-4">
        <ul className="flex flex-col gap-1">
          {HEADER_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink
                to={link.href}
                end={link.isExact}
                onClick={onClose}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-3 text-base font-medium transition-colors',
                    isActive
                      ? 'bg-brand-50 text-brand-700 underline decoration-2 underline-offset-4'
                      : 'text-slate-700 hover:bg-slate-50 hover:text-brand-700',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        to={DONATE_CALL_TO_ACTION.href}
        onClick={onClose}
        className={buttonClassName({ variant: 'accent', isFullWidth: true, className: 'mt-6' })}
      >
        <HeartIcon className="size-5" />
        {DONATE_CALL_TO_ACTION.label}
      </Link>
    </>
  );

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-modal="true"
      aria-labelledby={headingId}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-transparent lg:hidden"
    >
      {kit ? <kit.m.div {...BACKDROP_MOTION} {...backdropProps} /> : <div {...backdropProps} />}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-end px-4 sm:px-6">
        <button
          type="button"
          aria-label="Close menu"
          aria-expanded="true"
          aria-controls={id}
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-900 transition-colors hover:bg-brand-50"
        >
          <CloseIcon />
        </button>
      </div>
      {kit ? (
        <kit.m.div {...PANEL_MOTION} className={PANEL_CLASS_NAME}>
          {panelContent}
        </kit.m.div>
      ) : (
        <div className={PANEL_CLASS_NAME}>{panelContent}</div>
      )}
    </dialog>
  );
}
