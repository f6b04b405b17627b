import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditLogResponseSchema } from '@contract/admin-audit-log';
import { getDashboardResponseSchema, LATEST_DONATIONS_COUNT } from '@contract/admin-dashboard';
import { listDonationsResponseSchema } from '@contract/admin-donations';
import type { NewPaymentRow } from '../../../db/schema';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../../../testing/test-app';
import { startOfLagosMonthIso } from '@contract/lagos-time';
import { createMemberEndpoint } from '@contract/member';

const DAY_MS = 24 * 60 * 60 * 1000;

function payment(reference: string, overrides: Partial<NewPaymentRow>): NewPaymentRow {
  return {
    reference,
    purpose: 'donation',
    email: `${reference}@example.ng`,
    amount_kobo: 100_000_00,
    currency: 'NGN',
    status: 'success',
    source: 'verify',
    provider_transaction_id: null,
    paid_at: new Date().toISOString(),
    used_by_membership_application_id: null,
    used_at: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

describe.each(await databaseTargets())('dashboard, payments and audit log on %s', (target) => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(target);
    headers = await adminAuthHeader(t.app);
    const monthStart = Date.parse(startOfLagosMonthIso());
    await t.app.db
      .insertInto('payments')
      .values([
        payment('this-month-1', {
          amount_kobo: 50_000_00,
          paid_at: new Date(monthStart + 60_000).toISOString(),
        }),
        payment('this-month-2', { amount_kobo: 250_000_00, source: 'webhook' }),
        payment('last-month', {
          amount_kobo: 1_000_000_00,
          paid_at: new Date(monthStart - 60_000).toISOString(),
        }),
        payment('fee', { purpose: 'application_fee', amount_kobo: 50_000_00 }),
        payment('failed', { status: 'failed', amount_kobo: 7_00 }),
        ...Array.from({ length: 4 }, (_, index) =>
          payment(`old-${index}`, {
            amount_kobo: 100_00,
            paid_at: new Date(monthStart - (index + 40) * DAY_MS).toISOString(),
          }),
        ),
      ])
      .execute();
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('member_requests')
      .values(
        (['pending', 'pending', 'approved'] as const).map((status, index) => ({
          member_id: null,
          name: `Member ${index}`,
          ulid: `0190a0b0-0000-7000-8000-00000000000${index}`,
          type: 'leave' as const,
          duration: 2,
          amount: null,
          description: 'Rest',
          status,
          decided_at: null,
          decided_by: null,
          created_at: now,
        })),
      )
      .execute();
  });
  afterAll(async () => t.close());

  it('totals members, pending reviews and donations this month and all time', async () => {
    await t.app.inject({
      method: 'POST',
      url: createMemberEndpoint.path,
      headers,
      payload: {
        title: 'Mr',
        name: 'Sola',
        state_of_origin: 'Oyo',
        date_of_birth: '1990-01-01',
        place_of_residence: 'Ibadan',
        type_of_work: 'Teacher',
        company_name: 'School',
        position_held: 'Head',
        educational_status: 'BEd',
        marital_status: 'Single',
        email: 'sola@example.ng',
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
    expect(response.statusCode).toBe(200);
    const { data } = getDashboardResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      members: 1,
      membershipApplicationsAwaitingReview: 0,
      pendingMemberRequests: 2,
      donationsThisMonthKobo: 300_000_00,
      donationsAllTimeKobo: 1_300_000_00 + 4 * 100_00,
    });
    expect(data.latestDonations).toHaveLength(LATEST_DONATIONS_COUNT);
    expect(data.latestDonations.every((donation) => donation.purpose === 'donation')).toBe(true);
    expect(data.latestDonations[0]!.paidAt >= data.latestDonations[1]!.paidAt).toBe(true);
  });

  it('lists every successful payment newest first with its source and purpose', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers });
    const { data } = listDonationsResponseSchema.parse(response.json());
    expect(data.map((row) => row.reference)).not.toContain('failed');
    expect(data).toHaveLength(8);
    expect(data.find((row) => row.reference === 'fee')).toMatchObject({
      purpose: 'application_fee',
      amountKobo: 50_000_00,
    });
    expect(data.find((row) => row.reference === 'this-month-2')).toMatchObject({ source: 'webhook' });
    const times = data.map((row) => row.paidAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows each admin write in the audit log, newest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers });
    const { data } = listAuditLogResponseSchema.parse(response.json());
    expect(data[0]).toMatchObject({ adminEmail: 'admin@forum.test', action: 'create', entity: 'member' });
    expect(data[0]!.summary).toContain('Sola');
  });

  it.each(['/api/admin/dashboard', '/api/admin/payments', '/api/admin/audit-log'])(
    'answers 401 to %s without a token',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
    },
  );
});
