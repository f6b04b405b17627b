import { lazy, startTransition, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  matchRoutes,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { paths } from '@/config/paths';

// The routes are declared for react-router's declarative mode (`useRoutes` under a plain `Router`), not its
// data router: the data router's loaders, actions and fetchers would add about 20 KB gzip to every first
// visit, and the site has no use for them. Lazy pages, the page fade and prerendering are done here instead.

type RouteModule = { default: ComponentType };

// One chunk per page, loaded when first visited: admin code never reaches a public visitor.
const routeModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  './routes/*/*.tsx',
  '!**/__tests__/**',
]);

/** What a page route carries: its chunk's source file (the build preloads it) and a way to load it ahead. */
export interface PageRouteHandle {
  module: string;
  preload: () => Promise<void>;
}

/**
 * A page loaded on first visit, by its file under src/app/routes (without `.tsx`). Once its chunk is in
 * (`preload`, awaited before hydrating and before showing a navigation), it renders straight away; until
 * then it suspends, and the layout's Suspense boundary holds its place.
 */
function page(name: string): Pick<RouteObject, 'element' | 'handle'> {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`src/app/routes/${name}.tsx does not exist`);
  let LoadedPage: ComponentType | undefined;
  const preload = async () => {
    LoadedPage ??= (await load()).default;
  };
  const SuspendingPage = lazy(async () => {
    await preload();
    return { default: LoadedPage ?? (() => null) };
  });
  function Page() {
    return LoadedPage ? <LoadedPage /> : <SuspendingPage />;
  }
  Page.displayName = `Page(${name})`;
  const handle: PageRouteHandle = { module: `src/app/routes/${name}.tsx`, preload };
  return { element: <Page />, handle };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home.path, ...page('home') },
          { path: paths.whoWeAre.path, ...page('who-we-are') },
          { path: paths.programs.path, ...page('programs') },
          { path: paths.ourPeople.path, ...page('our-people') },
          { path: paths.blog.path, ...page('blog') },
          { path: paths.blogArticle.path, ...page('blog-article') },
          { path: paths.donate.path, ...page('donate') },
          { path: paths.memberCard.path, ...page('member-card') },
          { path: paths.memberRequisition.path, ...page('member-requisition') },
          { path: paths.auth.signIn.path, ...page('auth/sign-in') },
          { path: '*', ...page('not-found') },
        ],
      },
      {
        path: paths.admin.root.path,
        ...page('admin/admin-root'),
        children: [
          { index: true, ...page('admin/dashboard') },
          { path: paths.admin.createMember.path, ...page('admin/create-member') },
          { path: paths.admin.viewMembers.path, ...page('admin/view-members') },
          { path: paths.admin.volunteers.path, ...page('admin/volunteers') },
          { path: paths.admin.addBlog.path, ...page('admin/add-blog') },
          { path: paths.admin.addProgram.path, ...page('admin/add-program') },
          { path: paths.admin.memberApplication.path, ...page('admin/member-application') },
          // Unknown admin addresses stay inside the admin layout: the public header never shows under /admin.
          { path: `${paths.admin.root.path}/*`, ...page('not-found') },
          { path: paths.admin.blogs.path, ...page('admin/blogs') },
          { path: paths.admin.programs.path, ...page('admin/programs') },
          { path: paths.admin.donations.path, ...page('admin/donations') },
          { path: paths.admin.auditLog.path, ...page('admin/audit-log') },
        ],
      },
    ],
  },
];

/** The page routes an address opens, outermost first. */
export function pageHandlesAt(pathname: string): PageRouteHandle[] {
  return (matchRoutes(appRoutes, pathname) ?? []).flatMap(({ route }) => {
    const handle = route.handle as PageRouteHandle | undefined;
    return handle ? [handle] : [];
  });
}

/** Loads the chunks of every page an address opens. */
export async function preloadPagesAt(pathname: string): Promise<void> {
  await Promise.all(pageHandlesAt(pathname).map((handle) => handle.preload()));
}

/** Every page, inside the layouts its address matches. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The browser's history as react-router's own `BrowserRouter` creates it (it exports it as UNSAFE_). */
export type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** What the app's router needs of a history: the browser's, or an in-memory one in tests. */
export type AppHistory = Pick<
  BrowserHistory,
  'action' | 'location' | 'listen' | 'go' | 'push' | 'replace' | 'createHref' | 'encodeLocation'
>;

export function createAppHistory(): BrowserHistory {
  // v5Compat, as BrowserRouter: the listener hears of every change, pushes included, not only back/forward.
  return createBrowserHistory({ v5Compat: true });
}

interface ShownLocation {
  action: NavigationType;
  location: Location;
}

/**
 * The router of the site: react-router's `BrowserRouter`, plus two things its data router would do.
 * A navigation is shown once the new page's chunk has arrived, so the old page stays on screen meanwhile
 * instead of a blank space. And it is shown as a View Transition, which `src/styles/index.css` turns into
 * SPEC's 0.5 s fade out and in (none for visitors who asked for less motion). Only a change of page fades:
 * a new query string or hash on the same page changes at once. Browsers without View Transitions change
 * page at once.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [shown, setShown] = useState<ShownLocation>(() => ({
    action: history.action,
    location: history.location,
  }));

  useLayoutEffect(() => {
    let shownPathname = history.location.pathname;
    let latestNavigation = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latestNavigation;
      // A chunk that fails to load is no reason to stay put: the page's error boundary will say so.
      void preloadPagesAt(location.pathname)
        .catch(() => undefined)
        .then(() => {
          if (navigation !== latestNavigation) return;
          const changesPage = location.pathname !== shownPathname;
          shownPathname = location.pathname;
          const show = () => setShown({ action, location });
          if (changesPage && typeof document.startViewTransition === 'function') {
            document.startViewTransition(() => flushSync(show));
          } else {
            startTransition(show);
          }
        });
    });
  }, [history]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}
