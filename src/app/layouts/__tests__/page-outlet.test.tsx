import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Switch } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageOutlet } from '@/app/layouts/page-outlet';
import { createMemoryLocationSource } from '@/lib/navigation/location-source';
import { MemoryRouter } from '@/testing/test-utils';

function BrokenPage(): never {
  throw new Error('the page broke');
}

function renderAt(path: string) {
  render(
    <MemoryRouter history={createMemoryLocationSource(path)}>
      <nav>
        <Link to="/fine">Fine page</Link>
      </nav>
      <PageOutlet loading={<p>Loading page</p>}>
        <Switch>
          <Route path="/broken">
            <BrokenPage />
          </Route>
          <Route path="/fine">
            <h1>Fine page</h1>
          </Route>
        </Switch>
      </PageOutlet>
    </MemoryRouter>,
  );
}

describe('PageOutlet', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows an error notice inside the layout when a page fails, and the next page once the visitor moves on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Fine page' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Fine page' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
