import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import {
  BREACH_MESSAGES,
  listBreachesEndpoint,
  ndpcDeadline,
  recordBreachEndpoint,
  type Breach,
} from '@contract/admin-breaches';
import { BreachRegister, deadlineStatus } from '@/features/admin-breaches/components/breach-register';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const HOUR = 3600_000;
const breach = (foundAt: string, ndpcNotifiedAt: string | null = null): Breach => ({
  id: 1,
  whatHappened: 'A laptop was stolen',
  foundAt,
  whoWasAffected: '12 applicants',
  ndpcNotifiedAt,
  ndpcDeadline: ndpcDeadline(foundAt),
  recordedBy: 'admin@forum.test',
  createdAt: foundAt,
});

describe('BreachRegister', () => {
  it('counts the 72 hours from when the breach was found', () => {
    const found = Date.parse('2026-11-20T10:00:00Z');
    const open = breach(new Date(found).toISOString());
    expect(open.ndpcDeadline).toBe('2026-11-23T10:00:00.000Z');
    expect(deadlineStatus(open, found + 2 * HOUR)).toBe('70 h left to tell the NDPC');
    expect(deadlineStatus(open, found + 75 * HOUR)).toBe('Overdue by 3 h');
    expect(deadlineStatus(breach(open.foundAt, '2026-11-21T10:00:00.000Z'), found + 90 * HOUR)).toBe(
      'NDPC told in time',
    );
    expect(deadlineStatus(breach(open.foundAt, '2026-11-24T10:00:00.000Z'), found + 90 * HOUR)).toBe(
      'NDPC told late',
    );
  });

  it('records a breach with what happened, when it was found and who was affected', async () => {
    const sent: unknown[] = [];
    let list: Breach[] = [];
    server.use(
      handleEndpoint(listBreachesEndpoint, () => HttpResponse.json({ success: true, data: list })),
      handleEndpoint(recordBreachEndpoint, async ({ request }) => {
        const body = (await request.json()) as { foundAt: string };
        sent.push(body);
        list = [breach(body.foundAt)];
        return HttpResponse.json({ success: true, message: BREACH_MESSAGES.recorded, data: list[0] });
      }),
    );
    const { user } = renderRoute(
      <>
        <BreachRegister />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('No breaches recorded')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Record a breach' });
    await user.type(within(form).getByLabelText(/What happened/), 'A laptop was stolen');
    await user.type(within(form).getByLabelText(/When it was found/), '2026-11-20T10:00');
    await user.type(within(form).getByLabelText(/Who was affected/), '12 applicants');
    await user.click(within(form).getByRole('button', { name: 'Record breach' }));
    expect(await screen.findByText(BREACH_MESSAGES.recorded)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        whatHappened: 'A laptop was stolen',
        foundAt: new Date('2026-11-20T10:00').toISOString(),
        whoWasAffected: '12 applicants',
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Breaches' });
    expect(within(table).getByRole('button', { name: 'NDPC told now' })).toBeInTheDocument();
  });

  it('shows a breach the NDPC was told of with the time it was told', async () => {
    server.use(
      respondTo(listBreachesEndpoint, {
        success: true,
        data: [breach('2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z')],
      }),
    );
    renderRoute(<BreachRegister />);
    expect(await screen.findByText('NDPC told in time')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NDPC told now' })).not.toBeInTheDocument();
  });
});
