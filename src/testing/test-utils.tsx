import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** What a test reads of a memory router: where it is, how it got there, and a way to move or go back. */
export function readHistory(router: MemoryRouter) {
  return {
    get location() {
      return router.state.location;
    },
    get action() {
      return router.state.historyAction;
    },
    navigate: (to: string, options?: { replace?: boolean }) => void router.navigate(to, options),
    back: () => void router.navigate(-1),
  };
}

interface TestRoute {
  /** A react-router path, '*' for any address. */
  path: string;
  element: ReactElement;
}

export interface RenderRouteOptions {
  /** Route path the element is mounted at (default '*', so it stays mounted across navigation). */
  path?: string;
  /** Where the test starts (default '/'). */
  initialEntry?: string;
  /** Other routes, for checking where the element navigates to (or child routes of a layout route). */
  routes?: TestRoute[];
  /** Child routes of the element's own route, which it renders in its <Outlet />. */
  children?: TestRoute[];
  userOptions?: UserEventOptions;
}

/**
 * Renders `ui` at a route of react-router's memory router with a fresh query client. Returns the history
 * (`history.location`, `history.action`, `navigate`, `back`) and a user-event instance.
 */
export function renderRoute(
  ui: ReactElement,
  { path = '*', initialEntry = '/', routes = [], children, userOptions }: RenderRouteOptions = {},
) {
  const routeObjects: RouteObject[] = [...routes, { path, element: ui, children }];
  const router = createMemoryRouter(routeObjects, { initialEntries: [initialEntry] });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, history: readHistory(router), router, queryClient, user };
}
