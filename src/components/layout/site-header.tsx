import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '@/components/layout/logo';
import { buttonClassName } from '@/components/ui/button/button';
import { CloseIcon, HeartIcon, MenuIcon } from '@/components/ui/icons/icons';
import { DONATE_CALL_TO_ACTION, HEADER_LINKS } from '@/content/navigation';
import { cn } from '@/lib/cn';

const loadMobileMenu = () => import('@/components/layout/mobile-menu');
// The menu panel is code only phones need, and only once tapped: it loads when the visitor reaches for the
// button (pointer, touch or focus), a moment before the tap opens it.
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const prefetchMobileMenu = () => void loadMobileMenu();

const MOBILE_MENU_ID = 'mobile-menu';
/** Tailwind's lg breakpoint: from here the desktop bar replaces the hamburger. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** The fixed white header of every public page. */
export function SiteHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  const { pathname } = useLocation();
  const [pathnameOfMenu, setPathnameOfMenu] = useState(pathname);

  // Any navigation closes the menu, including one the menu did not start (the logo, Back).
  if (pathname !== pathnameOfMenu) {
    setPathnameOfMenu(pathname);
    setIsMenuOpen(false);
  }

  // A menu left open while the window widens to desktop would leave the page inert behind a hidden panel.
  useEffect(() => {
    if (!isMenuOpen || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) setIsMenuOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [isMenuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end={link.isExact}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors',
                      isActive
                        ? 'text-brand-700 underline decoration-2 underline-offset-8'
                        : 'text-slate-700 hover:text-brand-700',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          {/* On phones the button lives in the menu, leaving the bar to the logo and the hamburger. */}
          <div className="hidden sm:block">
            <Link to={DONATE_CALL_TO_ACTION.href} className={buttonClassName({ variant: 'accent' })}>
              <HeartIcon className="size-5" />
              {DONATE_CALL_TO_ACTION.label}
            </Link>
          </div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 transition-colors hover:bg-brand-50 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onPointerEnter={prefetchMobileMenu}
            onTouchStart={prefetchMobileMenu}
            onFocus={prefetchMobileMenu}
            onClick={() => {
              setHasOpenedMenu(true);
              setIsMenuOpen((open) => !open);
            }}
          >
            {isMenuOpen ? (
              <CloseIcon data-testid="close-menu-icon" />
            ) : (
              <MenuIcon data-testid="open-menu-icon" />
            )}
          </button>
        </div>
      </div>

      {hasOpenedMenu ? (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} isOpen={isMenuOpen} onClose={() => setIsMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
