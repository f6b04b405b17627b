import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { paths } from '@/config/paths';

// Routing is react-router's, in its declarative mode (`useRoutes` over the route table below): the data
// router (loaders, actions) would add about 18 KB gzip to the first visit and the app reads its data with
// TanStack Query instead (see docs/architecture.md). The table is plain data, so the prerender and the
// browser can ask which page chunks an address opens (`matchRoutes`) and load them before rendering it.

type RouteModule = { default: ComponentType };

// One chunk per page, loaded when first visited: admin code never reaches a public visitor.
const routeModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  './routes/*/*.tsx',
  '!**/__tests__/**',
]);

/** What a route carries: its chunk's source file (the build preloads it) and a way to load it ahead. */
export interface PageRouteHandle {
  module: string;
  preload: () => Promise<void>;
}

/**
 * The route module at src/app/routes/{name}.tsx, loaded on first visit. Once its chunk is in (`preload`,
 * awaited before hydrating), it renders straight away, so a prerendered page hydrates without suspending;
 * until then it suspends, and the nearest Suspense boundary (a layout's PageOutlet) holds its place.
 */
function lazyRoute(name: string): Pick<RouteObject, 'element' | 'handle'> {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`src/app/routes/${name}.tsx does not exist`);
  let LoadedPage: ComponentType | undefined;
  const preload = async () => {
    LoadedPage ??= (await load()).default;
  };
  const SuspendingPage = lazy<ComponentType>(async () => {
    await preload();
    return { default: LoadedPage ?? (() => null) };
  });
  function Page() {
    return LoadedPage ? <LoadedPage /> : <SuspendingPage />;
  }
  Page.displayName = `Route(${name})`;
  const handle: PageRouteHandle = { module: `src/app/routes/${name}.tsx`, preload };
  return { element: <Page />, handle };
}

const notFound = (): RouteObject => ({ path: '*', ...lazyRoute('not-found') });

/** The one route table of the site. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...lazyRoute('home') },
          { path: paths.whoWeAre.path, ...lazyRoute('who-we-are') },
          { path: paths.programs.path, ...lazyRoute('programs') },
          { path: paths.ourPeople.path, ...lazyRoute('our-people') },
          { path: paths.blog.path, ...lazyRoute('blog') },
          { path: paths.blogArticle.path, ...lazyRoute('blog-article') },
          { path: paths.donate.path, ...lazyRoute('donate') },
          { path: paths.donationReturn.path, ...lazyRoute('donation-return') },
          { path: paths.transparency.path, ...lazyRoute('transparency') },
          { path: paths.privacy.path, ...lazyRoute('privacy') },
          { path: paths.memberCard.path, ...lazyRoute('member-card') },
          { path: paths.memberRequest.path, ...lazyRoute('member-request') },
          { path: paths.ownPage.path, ...lazyRoute('own-page') },
          { path: paths.ownPageForms.path, ...lazyRoute('own-page') },
          { path: paths.auth.signIn.path, ...lazyRoute('auth/sign-in') },
          { path: paths.auth.forgotPassword.path, ...lazyRoute('auth/forgot-password') },
          { path: paths.auth.setPassword.path, ...lazyRoute('auth/set-password') },
          { path: paths.auth.newPassword.path, ...lazyRoute('auth/new-password') },
          notFound(),
        ],
      },
      {
        // The guard is a layout route, so no admin page (nor the admin layout) renders
        // before it lets the visitor in; otherwise it replaces the entry with the sign-in page.
        path: paths.admin.root.path,
        ...lazyRoute('admin/admin-guard'),
        children: [
          {
            ...lazyRoute('admin/admin-root'),
            children: [
              { index: true, ...lazyRoute('admin/dashboard') },
              { path: paths.admin.createMember.path, ...lazyRoute('admin/create-member') },
              { path: paths.admin.viewMembers.path, ...lazyRoute('admin/view-members') },
              {
                path: paths.admin.membershipApplications.path,
                ...lazyRoute('admin/membership-applications'),
              },
              { path: paths.admin.addBlog.path, ...lazyRoute('admin/add-blog') },
              { path: paths.admin.addProgram.path, ...lazyRoute('admin/add-program') },
              { path: paths.admin.memberRequests.path, ...lazyRoute('admin/member-requests') },
              { path: paths.admin.blogs.path, ...lazyRoute('admin/blogs') },
              { path: paths.admin.programs.path, ...lazyRoute('admin/programs') },
              { path: paths.admin.donations.path, ...lazyRoute('admin/donations') },
              { path: paths.admin.donors.path, ...lazyRoute('admin/donors') },
              { path: paths.admin.auditLog.path, ...lazyRoute('admin/audit-log') },
              { path: paths.admin.admins.path, ...lazyRoute('admin/admins') },
              { path: paths.admin.disbursements.path, ...lazyRoute('admin/disbursements') },
              { path: paths.admin.privacy.path, ...lazyRoute('admin/privacy') },
              { path: paths.admin.breaches.path, ...lazyRoute('admin/breaches') },
              // Unknown admin addresses stay inside the admin layout: the public header never shows there.
              notFound(),
            ],
          },
        ],
      },
    ],
  },
];

const isPageRouteHandle = (handle: unknown): handle is PageRouteHandle =>
  typeof handle === 'object' && handle !== null && 'preload' in handle && 'module' in handle;

/** The route modules an address opens, outermost first. */
export function pageHandlesAt(pathname: string): PageRouteHandle[] {
  return (matchRoutes(appRoutes, pathname) ?? [])
    .map(({ route }) => route.handle as unknown)
    .filter(isPageRouteHandle);
}

/** Loads the chunks of every route module an address opens. */
export async function preloadPagesAt(pathname: string): Promise<void> {
  await Promise.all(pageHandlesAt(pathname).map((handle) => handle.preload()));
}

/** Every page, inside the layouts its address matches; rendered inside a router (browser, static or memory). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
