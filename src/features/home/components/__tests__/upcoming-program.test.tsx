import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getProgramsEndpoint } from '@contract/program';
import { UPCOMING_PROGRAM_COPY } from '@/content/home';
import { UpcomingProgram } from '@/features/home/components/upcoming-program';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const NOW = new Date('2026-06-15T09:00:00Z');
const programs = [
  { id: 1, date: '2026-06-01', title: 'Past food drive', description: 'Done.', imageUrl: '/a.svg' },
  { id: 2, date: '2026-07-20', title: 'Medical outreach', description: 'Free checks.', imageUrl: '/b.svg' },
  { id: 3, date: '2026-06-30', title: 'Widows workshop', description: 'Soap making.', imageUrl: '/c.svg' },
];

describe('UpcomingProgram', () => {
  it('shows the earliest future program with links to donate and to all programs', async () => {
    server.use(respondTo(getProgramsEndpoint, { success: true, data: programs }));
    renderRoute(<UpcomingProgram now={NOW} />);
    expect(await screen.findByRole('heading', { name: 'Widows workshop' })).toBeInTheDocument();
    expect(screen.queryByText('Medical outreach')).not.toBeInTheDocument();
    expect(screen.getByText('30 June 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UPCOMING_PROGRAM_COPY.donateLabel })).toHaveAttribute(
      'href',
      '/donate',
    );
    expect(screen.getByRole('link', { name: UPCOMING_PROGRAM_COPY.programsLabel })).toHaveAttribute(
      'href',
      '/programs',
    );
  });

  it('shows the placeholder text when only past programs exist', async () => {
    server.use(respondTo(getProgramsEndpoint, { success: true, data: [programs[0]] }));
    renderRoute(<UpcomingProgram now={NOW} />);
    expect(await screen.findByRole('heading', { name: 'No Upcoming Programs' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Stay tuned for our next program. We are committed to making a difference in the community and will update you soon with details.',
      ),
    ).toBeInTheDocument();
  });

  it('logs a failed programs call and shows the placeholder', async () => {
    server.use(handleEndpoint(getProgramsEndpoint, () => HttpResponse.error()));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(<UpcomingProgram now={NOW} />);
    expect(await screen.findByRole('heading', { name: 'No Upcoming Programs' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });
});
