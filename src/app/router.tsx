import { useState, type ComponentType } from 'react';
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

/** Every page is its own chunk, loaded when first visited: admin code never reaches a public visitor. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

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
              { path: paths.home.path, lazy: page(() => import('@/app/routes/home')) },
              { path: paths.whoWeAre.path, lazy: page(() => import('@/app/routes/who-we-are')) },
              { path: paths.programs.path, lazy: page(() => import('@/app/routes/programs')) },
              { path: paths.ourPeople.path, lazy: page(() => import('@/app/routes/our-people')) },
              { path: paths.blog.path, lazy: page(() => import('@/app/routes/blog')) },
              { path: paths.blogArticle.path, lazy: page(() => import('@/app/routes/blog-article')) },
              { path: paths.donate.path, lazy: page(() => import('@/app/routes/donate')) },
              { path: paths.memberCard.path, lazy: page(() => import('@/app/routes/member-card')) },
              {
                path: paths.memberRequisition.path,
                lazy: page(() => import('@/app/routes/member-requisition')),
              },
              { path: paths.auth.signIn.path, lazy: page(() => import('@/app/routes/auth/sign-in')) },
              { path: '*', lazy: page(() => import('@/app/routes/not-found')) },
            ],
          },
        ],
      },
      {
        path: paths.admin.root.path,
        lazy: page(() => import('@/app/routes/admin/admin-root')),
        children: [
          { index: true, lazy: page(() => import('@/app/routes/admin/dashboard')) },
          {
            path: paths.admin.createMember.path,
            lazy: page(() => import('@/app/routes/admin/create-member')),
          },
          { path: paths.admin.viewMembers.path, lazy: page(() => import('@/app/routes/admin/view-members')) },
          { path: paths.admin.volunteers.path, lazy: page(() => import('@/app/routes/admin/volunteers')) },
          { path: paths.admin.addBlog.path, lazy: page(() => import('@/app/routes/admin/add-blog')) },
          { path: paths.admin.addProgram.path, lazy: page(() => import('@/app/routes/admin/add-program')) },
          {
            path: paths.admin.memberApplication.path,
            lazy: page(() => import('@/app/routes/admin/member-application')),
          },
          // Unknown admin addresses stay inside the admin layout: the public header never shows under /admin.
          { path: `${paths.admin.root.path}/*`, lazy: page(() => import('@/app/routes/not-found')) },
          { path: paths.admin.blogs.path, lazy: page(() => import('@/app/routes/admin/blogs')) },
          { path: paths.admin.programs.path, lazy: page(() => import('@/app/routes/admin/programs')) },
          { path: paths.admin.donations.path, lazy: page(() => import('@/app/routes/admin/donations')) },
          { path: paths.admin.auditLog.path, lazy: page(() => import('@/app/routes/admin/audit-log')) },
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

export function AppRouter() {
  const [router] = useState(() => fadeEveryNavigation(createBrowserRouter(appRoutes)));
  return <RouterProvider router={router} />;
}
