import { Link, NavLink } from 'react-router-dom';
import { Logo } from '@/components/layout/logo';
import { MobileMenu, MobileMenuButton } from '@/components/layout/mobile-menu';
import { buttonClassName } from '@/components/ui/button/button';
import { HeartIcon } from '@/components/ui/icons/icons';
import { DONATE_CALL_TO_ACTION, HEADER_LINKS } from '@/content/navigation';
import { cn } from '@/lib/cn';

/** The fixed white header of every public page. */
export function SiteHeader() {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white">
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
          <MobileMenuButton />
        </div>
      </div>

      <MobileMenu />
    </header>
  );
}
