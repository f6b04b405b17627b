import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type DataRouter,
  type RouteObject,
  type RouterNavigateOptions,
  type To,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteErrorPage } from '@/app/routes/route-error';
import { paths } from '@/config/paths';

type RouteModule = { default: ComponentType };

// One chunk per page, loaded when first visited: admin code never reaches a public visitor.
const routeModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  './routes/*/*.tsx',
  '!./routes/route-error.tsx',
  '!**/__tests__/**',
]);

/** What a page route carries for the build: the source file of its chunk, to preload it with a prerendered page. */
export interface PageRouteHandle {
  module: string;
}

/** A lazily loaded page, by its file under src/app/routes (without `.tsx`). */
function page(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`src/app/routes/${name}.tsx does not exist`);
  const handle: PageRouteHandle = { module: `src/app/routes/${name}.tsx` };
  return { lazy: async () => ({ Component: (await load()).default }), handle };
}

/**
 * While the first page's chunk loads, the public header and footer already paint (a fast first paint);
 * the page's place is held one screen tall so the footer does not jump when it arrives.
 */
function PageChunkLoading() {
  return <div className="min-h-screen" aria-busy="true" />;
}

/** The admin area paints nothing until its chunk arrives (no public header to show there). */
function AdminChunkLoading() {
  return null;
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: AdminChunkLoading,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // Inside the layout, so a page that fails keeps the header and footer around its error.
            errorElement: <RouteErrorPage />,
            HydrateFallback: PageChunkLoading,
            children: [
              { path: paths.home.path, ...page('home') },
              { path: paths.whoWeAre.path, ...page('who-we-are') },
              { path: paths.programs.path, ...page('programs') },
              { path: paths.ourPeople.path, ...page('our-people') },
              { path: paths.blog.path, ...page('blog') },
              { path: paths.blogArticle.path, ...page('blog-article') },
              { path: paths.donate.path, ...page('donate') },
              { path: paths.memberCard.path, ...page('member-card') },
              {
                path: paths.memberRequisition.path,
                ...page('member-requisition'),
              },
              { path: paths.auth.signIn.path, ...page('auth/sign-in') },
              { path: '*', ...page('not-found') },
            ],
          },
        ],
      },
      {
        path: paths.admin.root.path,
        ...page('admin/admin-root'),
        children: [
          { index: true, ...page('admin/dashboard') },
          {
            path: paths.admin.createMember.path,
            ...page('admin/create-member'),
          },
          { path: paths.admin.viewMembers.path, ...page('admin/view-members') },
          { path: paths.admin.volunteers.path, ...page('admin/volunteers') },
          { path: paths.admin.addBlog.path, ...page('admin/add-blog') },
          { path: paths.admin.addProgram.path, ...page('admin/add-program') },
          {
            path: paths.admin.memberApplication.path,
            ...page('admin/member-application'),
          },
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

/**
 * SPEC's page fade: every navigation (links, `navigate()`, and back/forward between pages reached that way)
 * runs as a View Transition, which `src/styles/index.css` turns into a 0.5 s fade out and in. The old page
 * stays on screen until the new page's chunk has arrived, and nothing is hidden at first paint. Browsers
 * without View Transitions change page at once.
 */
export function fadeEveryNavigation(router: DataRouter): DataRouter {
  const navigate = router.navigate.bind(router);
  function navigateWithFade(to: number): Promise<void>;
  function navigateWithFade(to: To | null, options?: RouterNavigateOptions): Promise<void>;
  function navigateWithFade(to: number | To | null, options?: RouterNavigateOptions): Promise<void> {
    if (typeof to === 'number') return navigate(to);
    return navigate(to, { ...options, viewTransition: options?.viewTransition ?? true });
  }
  router.navigate = navigateWithFade;
  return router;
}

export function createAppRouter(): DataRouter {
  return fadeEveryNavigation(createBrowserRouter(appRoutes));
}

/** Resolves once the router has loaded the chunks of the page it opened on. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
