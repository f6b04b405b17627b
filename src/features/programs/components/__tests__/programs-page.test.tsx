import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProgramsEndpoint } from '@contract/program';
import { PROGRAMS_COPY, ProgramsPage } from '@/features/programs/components/programs-page';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const programs = [
  {
    id: 1,
    date: '2026-01-05',
    title: 'Food drive',
    description: 'Rice and beans for 240 families.',
    imageUrl: '/a.svg',
  },
  {
    id: 2,
    date: '2026-04-18',
    title: 'Medical outreach',
    description: 'Free checks in Moniya.',
    imageUrl: '/b.svg',
  },
];

describe('ProgramsPage', () => {
  it("lists the programs as cards with image, title, date and description under 'Recent Programs'", async () => {
    server.use(respondTo(getProgramsEndpoint, { success: true, data: programs }));
    renderRoute(<ProgramsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recent Programs' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Medical outreach',
      'Food drive',
    ]);
    expect(within(cards[0]!).getByText('18 April 2026')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Free checks in Moniya.')).toBeInTheDocument();
    const image = cards[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/b.svg');
    expect(image).toHaveAttribute('width');
    // The first card's picture is the page's largest paint: it loads at once and first; the others wait.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const laterImage = cards[1]!.querySelector('img')!;
    expect(laterImage).toHaveAttribute('loading', 'lazy');
    expect(laterImage).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the empty state when the server does not answer success, even with data', async () => {
    server.use(respondTo(getProgramsEndpoint, { success: false, message: 'Nope', data: programs }));
    renderRoute(<ProgramsPage />);
    expect(await screen.findByRole('heading', { name: PROGRAMS_COPY.emptyHeading })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
