import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PageOutlet } from '@/app/layouts/page-outlet';
import { PageTransition } from '@/app/layouts/page-transition';
import { LogoMark } from '@/components/layout/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { TestModeBanner } from '@/components/layout/test-mode-banner';
import { CloseIcon, MenuIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';
import { ADMIN_LINKS } from '@/content/navigation';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useApiKind } from '@/lib/api-capabilities';
import { cn } from '@/lib/cn';

const ADMIN_NAVIGATION_ID = 'admin-navigation';

const PHP_API_ADMIN_LINKS = ADMIN_LINKS.filter((link) => !link.isOursOnly);

/** The ours-only screen at this address, if any (the dashboard only at /admin itself). */
function oursOnlyScreenAt(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_LINKS.find(
    (link) =>
      link.isOursOnly &&
      (link.isExact ? path === link.href : path === link.href || path.startsWith(`${link.href}/`)),
  );
}

/**
 * What the admin sees where our server has a screen the forum's PHP API lacks: the PHP API's six screens at /admin (its
 * landing page), a plain notice elsewhere. Never an error, never a request.
 */
function PhpApiAdminScreen({ isLanding }: { isLanding: boolean }) {
  return (
    <section aria-labelledby="spec-admin-heading" className="max-w-xl">
      <h1 id="spec-admin-heading" className="mb-3 text-2xl font-bold text-brand-900">
        {isLanding ? 'Admin Panel' : 'Not available on this server'}
      </h1>
      {!isLanding && <p className="mb-4 text-slate-700">This server does not offer this screen.</p>}
      <ul className="flex flex-col gap-2">
        {PHP_API_ADMIN_LINKS.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="font-medium text-brand-800 underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The admin area: a sidebar titled Admin Panel (collapsible on small screens) beside the page. */
export function AdminLayout() {
  const [isNavigationOpen, setIsNavigationOpen] = useState(false);
  const closeNavigation = () => setIsNavigationOpen(false);
  const apiKind = useApiKind();
  const { pathname } = useLocation();
  const links = apiKind === 'php' ? PHP_API_ADMIN_LINKS : ADMIN_LINKS;
  const oursOnlyScreen = oursOnlyScreenAt(pathname);

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <SkipLink />
      <aside
        data-surface="dark"
        className="bg-brand-900 text-brand-50 lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0 lg:flex-col"
      >
        <div className="flex h-16 items-center justify-between gap-3 px-4 lg:h-20 lg:px-6">
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <LogoMark className="size-9" />
            Admin Panel
          </p>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-brand-800 lg:hidden"
            aria-expanded={isNavigationOpen}
            aria-controls={ADMIN_NAVIGATION_ID}
            aria-label={isNavigationOpen ? 'Close admin menu' : 'Open admin menu'}
            onClick={() => setIsNavigationOpen((open) => !open)}
          >
            {isNavigationOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>

        <div
          id={ADMIN_NAVIGATION_ID}
          className={cn(
            'flex-1 flex-col overflow-y-auto px-3 pb-4 lg:flex',
            isNavigationOpen ? 'flex' : 'hidden',
          )}
        >
          <nav aria-label="Admin">
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    end={link.isExact}
                    onClick={closeNavigation}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                        isActive
                          ? 'bg-white text-brand-900'
                          : 'text-brand-100 hover:bg-brand-800 hover:text-white',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 flex flex-col gap-1 border-t border-brand-800 pt-4 lg:mt-auto">
            <Link
              to={paths.home.getHref()}
              className="rounded-lg px-3 py-2.5 text-sm font-medium text-brand-100 hover:bg-brand-800 hover:text-white"
            >
              View website
            </Link>
            <SignOutButton className="rounded-lg px-3 py-2.5 text-left text-sm font-medium text-brand-100 hover:bg-brand-800 hover:text-white" />
          </div>
        </div>
      </aside>

      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10"
      >
        <TestModeBanner className="-mx-4 -mt-6 mb-6 sm:-mx-6 lg:-mx-10 lg:-mt-10" />
        {oursOnlyScreen && apiKind === 'php' ? (
          <PhpApiAdminScreen isLanding={oursOnlyScreen.isExact === true} />
        ) : oursOnlyScreen && apiKind === null ? (
          // Until the API has said what it offers, an ours-only screen does not mount (nor call).
          <p className="text-slate-600">Loading...</p>
        ) : (
          <PageOutlet loading={<p className="text-slate-600">Loading...</p>}>
            <PageTransition />
          </PageOutlet>
        )}
      </main>
    </div>
  );
}
