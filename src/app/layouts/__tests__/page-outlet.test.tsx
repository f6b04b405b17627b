import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageOutlet } from '@/app/layouts/page-outlet';
import { renderRoute } from '@/testing/test-utils';

function BrokenPage(): never {
  throw new Error('the page broke');
}

function renderAt(path: string) {
  return renderRoute(
    <>
      <nav>
        <Link to="/fine">Fine page</Link>
      </nav>
      <PageOutlet loading={<p>Loading page</p>} />
    </>,
    {
      path: '/',
      initialEntry: path,
      children: [
        { path: 'broken', element: <BrokenPage /> },
        { path: 'fine', element: <h1>Fine page</h1> },
      ],
    },
  );
}

describe('PageOutlet', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows an error notice inside the layout when a page fails, and the next page once the visitor moves on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAt('/broken');

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Fine page' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Fine page' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
