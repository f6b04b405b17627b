import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { LocationRouter } from '@/lib/navigation/location-router';
import { createMemoryLocationSource } from '@/lib/navigation/location-source';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export type MemoryHistory = ReturnType<typeof createMemoryLocationSource>;

/** Shows every change of an in-memory history at once (the app's router waits for the page's chunk). */
export function MemoryRouter({ history, children }: { history: MemoryHistory; children: ReactNode }) {
  const readLocation = () => history.location;
  const location = useSyncExternalStore(history.listen, readLocation, readLocation);
  return (
    <LocationRouter location={location} navigate={history.navigate}>
      {children}
    </LocationRouter>
  );
}

export interface TestRoute {
  /** A wouter pattern, '*' for any address. */
  path: string;
  element: ReactElement;
}

export interface RenderRouteOptions {
  /** Route pattern the element is mounted at (default '*', so it stays mounted across navigation). */
  path?: string;
  /** Where the test starts (default '/'). */
  initialEntry?: string;
  /** Other routes, matched before the element's, for checking where the element navigates to. */
  routes?: TestRoute[];
  userOptions?: UserEventOptions;
}

/**
 * Renders `ui` at a route of an in-memory history with a fresh query client. Returns the history, so a
 * test can read `history.location` and `history.action`, and a user-event instance.
 */
export function renderRoute(
  ui: ReactElement,
  { path = '*', initialEntry = '/', routes = [], userOptions }: RenderRouteOptions = {},
) {
  const history = createMemoryLocationSource(initialEntry);
  const queryClient = createTestQueryClient();
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter history={history}>
        <Switch>
          {[...routes, { path, element: ui }].map((route) => (
            <Route key={route.path} path={route.path}>
              {route.element}
            </Route>
          ))}
        </Switch>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, history, queryClient, user };
}
