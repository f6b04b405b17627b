import { useId, useRef, type RefObject } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '@/components/ui/button/button';
import { useModalBehaviour } from '@/components/ui/dialog/use-modal-behaviour';
import { HeartIcon } from '@/components/ui/icons/icons';
import { NavLink } from '@/components/ui/nav-link/nav-link';
import { DONATE_CALL_TO_ACTION, HEADER_LINKS } from '@/content/navigation';
import { cn } from '@/lib/cn';

export interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  /** The hamburger: it stays in the Tab cycle (it is the visible close control) and gets focus back. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** The left slide-in panel (70% wide) of small screens, over a dimmed backdrop. */
export function MobileMenu({ id, isOpen, onClose, toggleRef }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useModalBehaviour({
    isOpen,
    containerRef: panelRef,
    onClose,
    extraTabStopRefs: [toggleRef],
    returnFocusRef: toggleRef,
  });

  if (!isOpen) return null;

  return (
    <div className="lg:hidden">
      <div
        aria-hidden="true"
        data-testid="mobile-menu-backdrop"
        className="animate-fade-in fixed inset-x-0 top-16 bottom-0 z-30 bg-slate-950/50"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        className="animate-slide-in-left fixed top-16 bottom-0 left-0 z-40 flex w-[70%] flex-col overflow-y-auto bg-white px-5 py-6 shadow-2xl outline-none"
      >
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
      </div>
    </div>
  );
}
