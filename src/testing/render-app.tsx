import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { readHistory } from '@/testing/test-utils';

/** The whole app as main.tsx composes it, on react-router's memory router instead of the browser's. */
export function renderApp(initialEntry: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [initialEntry] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { history: readHistory(router), user: userEvent.setup() };
}

/** Route modules load on demand; the first one in a cold test run takes a while to transform. */
export const findPageHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
