import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY } from '@contract/constants';
import { refundApplied } from '../db/migrations/0015-refund-applied';
import { createRefundsRepository } from '../repositories/refunds-repository';
import { createTestApp, databaseTargets, type TestApp } from '../testing/test-app';
import { insertTestGift } from '../testing/test-payments';

describe.each(await databaseTargets())('refunds applied before the migration, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it('counts a processed refund of a recorded payment as applied; one still waiting for its payment is not', async () => {
    const paidAt = new Date().toISOString();
    await insertTestGift(t.app.db, {
      reference: 'gift',
      email: 'a@forum.test',
      amountKobo: 500_000,
      paidAt,
      programId: null,
    });
    const refund = (reference: string, status: 'processed' | 'pending') =>
      createRefundsRepository(t.app.db).applyEvent({
        providerRefundId: `RF-${reference}-${status}`,
        reference,
        amountKobo: 100_000,
        currency: CURRENCY,
        status,
        message: null,
      });
    await refund('gift', 'processed');
    await refund('gift', 'pending');
    await refund('not-recorded-yet', 'processed');

    const migration = refundApplied();
    await migration.down!(t.app.db);
    await migration.up(t.app.db);
    const rows = await t.app.db
      .selectFrom('refunds')
      .select(['provider_refund_id', 'applied_at', 'processed_at'])
      .orderBy('id')
      .execute();
    expect(rows[0]?.processed_at).toBeTruthy();
    expect(rows.map((row) => [row.provider_refund_id, row.applied_at])).toEqual([
      ['RF-gift-processed', rows[0]?.processed_at],
      ['RF-gift-pending', null],
      ['RF-not-recorded-yet-processed', null],
    ]);
  });
});
