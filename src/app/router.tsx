import { lazy, startTransition, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { parse as parseRoutePattern } from 'regexparam';
import { matchRoute, Route, Switch, useRoute } from 'wouter';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { paths } from '@/config/paths';
import { LocationRouter } from '@/lib/navigation/location-router';
import type { AppLocation, LocationSource } from '@/lib/navigation/location-source';

// Routing is wouter's (about 3 KB gzip against react-router's 13 in the first visit to /; see
// docs/architecture.md). The route table below is plain data, so the prerender and the navigations can ask
// which page chunks an address opens before rendering it.

type PageProps = { children?: ReactNode };
type RouteModule = { default: ComponentType<PageProps> };

// One chunk per page, loaded when first visited: admin code never reaches a public visitor.
const routeModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  './routes/*/*.tsx',
  '!**/__tests__/**',
]);

/** What a page carries: its chunk's source file (the build preloads it) and a way to load it ahead. */
export interface PageRouteHandle {
  module: string;
  preload: () => Promise<void>;
}

interface LazyPage {
  Page: ComponentType<PageProps>;
  handle: PageRouteHandle;
}

/**
 * A page loaded on first visit, by its file under src/app/routes (without `.tsx`). Once its chunk is in
 * (`preload`, awaited before hydrating and before showing a navigation), it renders straight away; until
 * then it suspends, and the layout's Suspense boundary holds its place.
 */
function lazyPage(name: string): LazyPage {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`src/app/routes/${name}.tsx does not exist`);
  let LoadedPage: ComponentType<PageProps> | undefined;
  const preload = async () => {
    LoadedPage ??= (await load()).default;
  };
  const SuspendingPage = lazy<ComponentType<PageProps>>(async () => {
    await preload();
    return { default: LoadedPage ?? (() => null) };
  });
  function Page({ children }: PageProps) {
    return LoadedPage ? <LoadedPage>{children}</LoadedPage> : <SuspendingPage>{children}</SuspendingPage>;
  }
  Page.displayName = `Page(${name})`;
  return { Page, handle: { module: `src/app/routes/${name}.tsx`, preload } };
}

interface PageRoute {
  /** A wouter (regexparam) pattern; the first route that matches an address shows its page. */
  path: string;
  page: LazyPage;
}

const notFoundPage = lazyPage('not-found');

const publicRoutes: PageRoute[] = [
  { path: paths.home.path, page: lazyPage('home') },
  { path: paths.whoWeAre.path, page: lazyPage('who-we-are') },
  { path: paths.programs.path, page: lazyPage('programs') },
  { path: paths.ourPeople.path, page: lazyPage('our-people') },
  { path: paths.blog.path, page: lazyPage('blog') },
  { path: paths.blogArticle.path, page: lazyPage('blog-article') },
  { path: paths.donate.path, page: lazyPage('donate') },
  { path: paths.memberCard.path, page: lazyPage('member-card') },
  { path: paths.memberRequisition.path, page: lazyPage('member-requisition') },
  { path: paths.auth.signIn.path, page: lazyPage('auth/sign-in') },
  { path: '*', page: notFoundPage },
];

/** /admin and every address below it: the admin layout (and its guard) around one of these pages. */
const ADMIN_AREA = `${paths.admin.root.path}/*?`;
const adminRootPage = lazyPage('admin/admin-root');

const adminRoutes: PageRoute[] = [
  { path: paths.admin.root.path, page: lazyPage('admin/dashboard') },
  { path: paths.admin.createMember.path, page: lazyPage('admin/create-member') },
  { path: paths.admin.viewMembers.path, page: lazyPage('admin/view-members') },
  { path: paths.admin.volunteers.path, page: lazyPage('admin/volunteers') },
  { path: paths.admin.addBlog.path, page: lazyPage('admin/add-blog') },
  { path: paths.admin.addProgram.path, page: lazyPage('admin/add-program') },
  { path: paths.admin.memberApplication.path, page: lazyPage('admin/member-application') },
  { path: paths.admin.blogs.path, page: lazyPage('admin/blogs') },
  { path: paths.admin.programs.path, page: lazyPage('admin/programs') },
  { path: paths.admin.donations.path, page: lazyPage('admin/donations') },
  { path: paths.admin.auditLog.path, page: lazyPage('admin/audit-log') },
  // Unknown admin addresses stay inside the admin layout: the public header never shows under /admin.
  { path: '*', page: notFoundPage },
];

const matches = (pattern: string, pathname: string) => matchRoute(parseRoutePattern, pattern, pathname)[0];

/** The pages an address opens, outermost first. */
export function pageHandlesAt(pathname: string): PageRouteHandle[] {
  const isAdminArea = matches(ADMIN_AREA, pathname);
  const routes = isAdminArea ? adminRoutes : publicRoutes;
  const route = routes.find(({ path }) => matches(path, pathname));
  const pages = isAdminArea ? [adminRootPage] : [];
  if (route) pages.push(route.page);
  return pages.map((page) => page.handle);
}

/** Loads the chunks of every page an address opens. */
export async function preloadPagesAt(pathname: string): Promise<void> {
  await Promise.all(pageHandlesAt(pathname).map((handle) => handle.preload()));
}

function PageSwitch({ routes }: { routes: PageRoute[] }) {
  return (
    <Switch>
      {routes.map(({ path, page: { Page } }) => (
        <Route key={path} path={path}>
          <Page />
        </Route>
      ))}
    </Switch>
  );
}

/** Every page, inside the layouts its address matches. */
export function AppRoutes() {
  const [isAdminArea] = useRoute(ADMIN_AREA);
  const AdminRoot = adminRootPage.Page;
  return (
    <RootLayout>
      {isAdminArea ? (
        <AdminRoot>
          <PageSwitch routes={adminRoutes} />
        </AdminRoot>
      ) : (
        <PublicLayout>
          <PageSwitch routes={publicRoutes} />
        </PublicLayout>
      )}
    </RootLayout>
  );
}

/**
 * The router of the site. A navigation is shown once the new page's chunk has arrived, so the old page
 * stays on screen meanwhile instead of a blank space. And it is shown as a View Transition, which
 * `src/styles/index.css` turns into SPEC's 0.5 s fade out and in (none for visitors who asked for less
 * motion). Only a change of page fades: a new query string or hash on the same page changes at once.
 * Browsers without View Transitions change page at once.
 */
export function AppRouter({ source, children }: { source: LocationSource; children: ReactNode }) {
  const [shown, setShown] = useState<AppLocation>(() => source.location);

  useLayoutEffect(() => {
    let shownPathname = source.location.pathname;
    let latestNavigation = 0;
    return source.listen(() => {
      const location = source.location;
      const navigation = ++latestNavigation;
      // A chunk that fails to load is no reason to stay put: the page's error boundary will say so.
      void preloadPagesAt(location.pathname)
        .catch(() => undefined)
        .then(() => {
          if (navigation !== latestNavigation) return;
          const changesPage = location.pathname !== shownPathname;
          shownPathname = location.pathname;
          const show = () => setShown(location);
          if (changesPage && typeof document.startViewTransition === 'function') {
            document.startViewTransition(() => flushSync(show));
          } else {
            startTransition(show);
          }
        });
    });
  }, [source]);

  return (
    <LocationRouter location={shown} navigate={source.navigate}>
      {children}
    </LocationRouter>
  );
}
