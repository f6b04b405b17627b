import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderRouteOptions {
  /** Route pattern the element is mounted at (default '*', so it stays mounted across navigation). */
  path?: string;
  /** Where the test starts (default '/'). */
  initialEntry?: string;
  /** Other routes, for checking where the element navigates to. */
  routes?: RouteObject[];
  userOptions?: UserEventOptions;
}

/**
 * Renders `ui` at a route of an in-memory router with a fresh query client. Returns the router, so a test
 * can read `router.state.location`, and a user-event instance.
 */
export function renderRoute(
  ui: ReactElement,
  { path = '*', initialEntry = '/', routes = [], userOptions }: RenderRouteOptions = {},
) {
  const router = createMemoryRouter([...routes, { path, element: ui }], { initialEntries: [initialEntry] });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
