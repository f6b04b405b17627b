import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider } from '@/app/provider';
import { AppRouter, AppRoutes } from '@/app/router';
import { createMemoryLocationSource } from '@/lib/navigation/location-source';

/** The whole app as main.tsx composes it, over an in-memory history instead of the browser's. */
export function renderApp(initialEntry: string) {
  const history = createMemoryLocationSource(initialEntry);
  render(
    <AppProvider>
      <AppRouter source={history}>
        <AppRoutes />
      </AppRouter>
    </AppProvider>,
  );
  return { history, user: userEvent.setup() };
}

/** Route modules load on demand; the first one in a cold test run takes a while to transform. */
export const findPageHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
