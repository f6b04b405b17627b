import { useEffect, useRef, type FocusEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button/button';
import { CloseIcon, HeartIcon, MenuIcon } from '@/components/ui/icons/icons';
import { DONATE_CALL_TO_ACTION, HEADER_LINKS } from '@/content/navigation';
import { cn } from '@/lib/cn';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The hamburger of small screens. It opens and closes the menu by the browser alone (`popovertarget`), before
 * and without the app, and the browser tells assistive technology whether the menu is expanded. Its icon
 * switches between menu and close by CSS while the menu is open (`.mobile-menu-toggle`, src/styles/index.css).
 */
export function MobileMenuButton() {
  return (
    <button
      type="button"
      popoverTarget={MOBILE_MENU_ID}
      aria-label="Menu"
      className="mobile-menu-toggle inline-flex size-11 items-center justify-center rounded-full text-brand-900 transition-colors hover:bg-brand-50 lg:hidden"
    >
      <MenuIcon data-when-menu="closed" data-testid="open-menu-icon" />
      <CloseIcon data-when-menu="open" data-testid="close-menu-icon" />
    </button>
  );
}

/**
 * The left slide-in panel (70% wide) of small screens: a `popover`, so the browser gives it the dimmed
 * backdrop, Escape, a click outside to close, and focus back to the hamburger. A link closes it by navigating
 * (a new page without the app; the app hides it on every navigation). It slides in CSS, not under reduced
 * motion.
 */
export function MobileMenu() {
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // Any navigation closes the menu, including one the menu did not start (the logo, Back); the app taking over
  // the page is not one, so a menu opened before the app arrived stays open.
  // (Hiding a hidden popover does nothing; a browser without popovers shows the panel in the page instead.)
  const hide = () => {
    const menu = menuRef.current;
    if (menu && 'hidePopover' in menu) menu.hidePopover();
  };
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current !== pathname) hide();
    shownFor.current = pathname;
  }, [pathname]);

  // Focus leaving the open panel (Tab past its last link) closes it, so focus never lands on a control hidden
  // under it; focus moving to the hamburger is left to the hamburger, which toggles the panel itself.
  const hideOnFocusLeaving = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!next || event.currentTarget.contains(next)) return;
    if (next.getAttribute('popovertarget') !== MOBILE_MENU_ID) hide();
  };

  return (
    <div
      ref={menuRef}
      id={MOBILE_MENU_ID}
      popover="auto"
      onBlur={hideOnFocusLeaving}
      className="mobile-menu lg:hidden"
    >
      <p className="text-xs font-semibold tracking-widest text-slate-500 uppercase">Menu</p>
      <nav aria-label="Main" className="mt-4">
        <ul className="flex flex-col gap-1">
          {HEADER_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink
                to={link.href}
                end={link.isExact}
                onClick={hide}
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
        onClick={hide}
        className={buttonClassName({ variant: 'accent', isFullWidth: true, className: 'mt-6' })}
      >
        <HeartIcon className="size-5" />
        {DONATE_CALL_TO_ACTION.label}
      </Link>
    </div>
  );
}
