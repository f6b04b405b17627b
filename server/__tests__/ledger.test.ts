import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDashboardResponseSchema } from '@contract/admin-dashboard';
import { CURRENCY, DONATION_TYPE, KOBO_PER_NAIRA } from '@contract/constants';
import { lagosDate } from '@contract/lagos-time';
import { DISBURSEMENT_MESSAGES, getLedgerEndpoint, LEDGER_CSV_PATH, ledgerSchema } from '@contract/ledger';
import {
  DONATION_TYPE_FIELD,
  sandboxCheckoutEndpoint,
  sandboxCheckoutResponseSchema,
  sandboxTransactionCommandEndpoint,
} from '@contract/paystack';
import { getProgramsResponseSchema, getProgramsEndpoint } from '@contract/program';
import { addProgramEndpoint } from '@contract/admin-content';
import { PROGRAM_EARMARK_FIELD } from '@contract/program-goal';
import { MINIMAL_PDF, PNG_DATA_URL } from '../testing/fixtures';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../testing/test-app';
import { listenOnFreePort } from '../payments/__tests__/payment-fixtures';
import { verifyPaymentEndpoint } from '@contract/donation';

const PDF_DATA_URL = `data:application/pdf;base64,${MINIMAL_PDF.toString('base64')}`;

describe.each(await databaseTargets())('program goals, earmarks and the public ledger on %s', (target) => {
  let t: TestApp;
  let headers: { authorization: string };
  let programId: number;

  beforeAll(async () => {
    t = await createTestApp(target);
    await listenOnFreePort(t.app);
    headers = await adminAuthHeader(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: addProgramEndpoint.path,
      headers,
      payload: {
        title: 'Clean water for Ikorodu',
        description: 'Boreholes',
        date: '2030-01-10',
        image: PNG_DATA_URL,
        goalNaira: 1_000_000,
        goalEndsOn: '2030-01-31',
      },
    });
    expect(added.statusCode).toBe(200);
    programId = (added.json() as { id: number }).id;
  });
  afterAll(async () => t.close());

  /** Pays in the emulator with the metadata the SPA builds, then verifies as the browser does. */
  async function give(amountNaira: number, earmark?: unknown, email = 'donor@forum.test') {
    const customFields: Array<{ display_name: string; variable_name: string; value: unknown }> = [
      { ...DONATION_TYPE_FIELD, value: DONATION_TYPE },
    ];
    if (earmark !== undefined) customFields.push({ ...PROGRAM_EARMARK_FIELD, value: earmark });
    const paid = await t.app.inject({
      method: 'POST',
      url: sandboxCheckoutEndpoint.path,
      payload: {
        email,
        amount: amountNaira * KOBO_PER_NAIRA,
        currency: CURRENCY,
        metadata: { purpose: 'donation', custom_fields: customFields },
      },
    });
    const reference = sandboxCheckoutResponseSchema.parse(paid.json()).data.reference;
    const verified = await t.app.inject({
      method: 'POST',
      url: verifyPaymentEndpoint.path,
      payload: { reference, purpose: 'donation', amount: amountNaira },
    });
    expect(verified.json()).toMatchObject({ status: 'success' });
    return reference;
  }

  const programProgress = async () => {
    const response = await t.app.inject({ method: 'GET', url: getProgramsEndpoint.path });
    const program = getProgramsResponseSchema.parse(response.json()).data.find((p) => p.id === programId);
    return { goalNaira: program?.goalNaira, goalEndsOn: program?.goalEndsOn, ...program?.progress };
  };
  const readLedger = async () =>
    ledgerSchema.parse(
      (await t.app.inject({ method: 'GET', url: getLedgerEndpoint.path })).json<{ data: unknown }>().data,
    );
  const readDashboard = async () =>
    getDashboardResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers })).json(),
    ).data;

  it('records the earmark after verification, once, and the program shows it at once', async () => {
    expect(await programProgress()).toEqual({
      goalNaira: 1_000_000,
      goalEndsOn: '2030-01-31',
      raisedKobo: 0,
      donors: 0,
    });
    const reference = await give(5_000, String(programId));
    // The same reference verified again adds nothing.
    await t.app.inject({
      method: 'POST',
      url: verifyPaymentEndpoint.path,
      payload: { reference, purpose: 'donation', amount: 5_000 },
    });
    await give(2_000, programId, 'DONOR@forum.test');
    const rows = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.program_id).toBe(programId);
    expect(await programProgress()).toMatchObject({ raisedKobo: 7_000 * KOBO_PER_NAIRA, donors: 1 });
  });

  it('ignores and logs an unknown program earmark: the gift counts once, in the general fund', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const before = await readLedger();
    const reference = await give(3_000, 987_654);
    const unreadable = await give(1_000, 'not-a-program');
    const rows = await t.app.db
      .selectFrom('payments')
      .select(['reference', 'program_id'])
      .where('reference', 'in', [reference, unreadable])
      .execute();
    expect(rows.map((row) => row.program_id)).toEqual([null, null]);
    expect(warn.mock.calls.some(([, message]) => String(message).includes('unknown program'))).toBe(true);
    warn.mockRestore();
    const after = await readLedger();
    const general = (ledger: typeof after) =>
      ledger.balances.find((b) => b.programId === null)?.raisedKobo ?? 0;
    expect(general(after) - general(before)).toBe(4_000 * KOBO_PER_NAIRA);
    expect(after.totals.inKobo - before.totals.inKobo).toBe(4_000 * KOBO_PER_NAIRA);
  });

  it('refuses a disbursement of ₦0 or less or finer than a kobo, dated in the future or for no program, and writes nothing', async () => {
    const valid = { paidOn: lagosDate(), programId, amountNaira: 100, description: 'Pipes' };
    const cases: Array<[object, string]> = [
      [{ ...valid, amountNaira: 0 }, DISBURSEMENT_MESSAGES.amountPositive],
      [{ ...valid, amountNaira: -5 }, DISBURSEMENT_MESSAGES.amountPositive],
      [{ ...valid, amountNaira: 1_234.567 }, DISBURSEMENT_MESSAGES.amountKobo],
      [{ ...valid, paidOn: lagosDate(Date.now(), 2) }, DISBURSEMENT_MESSAGES.dateInFuture],
      [{ ...valid, programId: 987_654 }, DISBURSEMENT_MESSAGES.unknownProgram],
      [{ ...valid, description: '  ' }, DISBURSEMENT_MESSAGES.descriptionRequired],
      [{ ...valid, receipt: 'data:text/plain;base64,aGVsbG8=' }, DISBURSEMENT_MESSAGES.receiptType],
      [
        { ...valid, receipt: `data:application/pdf;base64,${Buffer.from('hello').toString('base64')}` },
        DISBURSEMENT_MESSAGES.receiptType,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/disbursements',
        headers,
        payload,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect(await t.app.db.selectFrom('disbursements').selectAll().execute()).toHaveLength(0);
  });

  it('shows a disbursement with its public receipt, and flags a fund that spent more than it raised', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/disbursements',
      headers,
      payload: {
        paidOn: lagosDate(),
        programId,
        amountNaira: 9_000,
        description: 'Borehole drilling, first half',
        receipt: PDF_DATA_URL,
      },
    });
    expect(added.json()).toMatchObject({ success: true, message: DISBURSEMENT_MESSAGES.added });
    const ledger = await readLedger();
    const item = ledger.moneyOut.find((entry) => entry.description === 'Borehole drilling, first half');
    expect(item).toMatchObject({ programId, programTitle: 'Clean water for Ikorodu', amountKobo: 900_000 });
    const receipt = await t.app.inject({ method: 'GET', url: item?.receiptUrl ?? '/missing' });
    expect(receipt.statusCode).toBe(200);
    const program = ledger.balances.find((balance) => balance.programId === programId);
    expect(program).toMatchObject({ raisedKobo: 700_000, spentKobo: 900_000, balanceKobo: -200_000 });
    const dashboard = await readDashboard();
    expect(dashboard.negativeBalances).toEqual([program]);
  });

  it('publishes a picture receipt without its EXIF (GPS position), and a PDF receipt as sent', async () => {
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#eee' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    for (const [description, receipt] of [
      ['Receipt photographed', `data:image/jpeg;base64,${photo.toString('base64')}`],
      ['Receipt scanned', PDF_DATA_URL],
    ] as const) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/admin/disbursements',
        headers,
        payload: { paidOn: lagosDate(), programId, amountNaira: 1, description, receipt },
      });
      expect(added.json(), description).toMatchObject({ success: true });
    }
    const ledger = await readLedger();
    const served = async (description: string) => {
      const item = ledger.moneyOut.find((entry) => entry.description === description);
      return (await t.app.inject({ method: 'GET', url: item?.receiptUrl ?? '/missing' })).rawPayload;
    };
    const picture = await served('Receipt photographed');
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 30, height: 20 });
    expect((await sharp(picture).metadata()).exif).toBeUndefined();
    expect(picture.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect((await served('Receipt scanned')).equals(Buffer.from(PDF_DATA_URL.split(',')[1]!, 'base64'))).toBe(
      true,
    );
    for (const entry of ledger.moneyOut.filter((item) => item.description.startsWith('Receipt ')))
      await t.app.inject({ method: 'DELETE', url: `/api/admin/disbursements/${entry.id}`, headers });
  });

  it('shows on the ledger exactly the figures the admin dashboard shows, refunds and disputes included', async () => {
    // Money going back: part of a gift refunded by an admin, one gift's dispute lost, another's still open.
    const refunded = await give(1_500, programId, 'refunded@forum.test');
    const refundResponse = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${refunded}/refund`,
      headers,
      payload: { amountNaira: 500, reason: 'Paid twice' },
    });
    expect(refundResponse.statusCode, refundResponse.body).toBe(200);
    const disputed = await give(300, undefined, 'disputed@forum.test');
    const held = await give(200, undefined, 'held@forum.test');
    const dispute = (reference: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: sandboxTransactionCommandEndpoint.path.replace(':reference', reference),
        payload,
      });
    await dispute(disputed, { action: 'open-dispute' });
    await dispute(disputed, { action: 'resolve-dispute', resolution: 'merchant-accepted' });
    await dispute(held, { action: 'open-dispute' });

    const [ledger, dashboard] = await Promise.all([readLedger(), readDashboard()]);
    expect(ledger.totals.refundsKobo).toBe(800 * KOBO_PER_NAIRA);
    expect(ledger.totals.refundsKobo).toBe(dashboard.refundsAllTimeKobo);
    expect(ledger.totals.netKobo).toBe(dashboard.netAllTimeKobo);
    expect(ledger.totals.netKobo).toBe(ledger.totals.inKobo - ledger.totals.refundsKobo);
    expect(ledger.totals.balanceKobo).toBe(ledger.totals.netKobo - ledger.totals.outKobo);
    expect(ledger.disputed).toMatchObject({ heldKobo: 200 * KOBO_PER_NAIRA, count: 1 });
    expect(dashboard.disputedHeldKobo).toBe(ledger.disputed.heldKobo);
    expect(dashboard.openDisputes?.map((open) => open.reference)).toEqual([held]);
    expect(ledger.balances.find((b) => b.programId === programId)?.raisedKobo).toBe(
      (await programProgress()).raisedKobo,
    );
    expect(ledger.totals.inKobo).toBe(dashboard.donationsAllTimeKobo);
    expect(ledger.totals.outKobo).toBe(dashboard.spentAllTimeKobo);
    const thisMonth = ledger.moneyIn.find((month) => month.month === lagosDate().slice(0, 7));
    expect(thisMonth?.totalKobo).toBe(dashboard.donationsThisMonthKobo);
    expect(thisMonth?.refundsKobo).toBe(dashboard.refundsThisMonthKobo);
    expect(thisMonth).toMatchObject({ refundsKobo: 800 * KOBO_PER_NAIRA, refundsCount: 2 });
    expect(thisMonth?.count).toBe(7);
    expect(thisMonth?.once).toEqual({ totalKobo: thisMonth?.totalKobo, count: 7 });
    expect(thisMonth?.monthly).toEqual({ totalKobo: 0, count: 0 });
    expect(JSON.stringify(ledger)).not.toMatch(/@forum\.test|donor/i);
  });

  it('limits the CSV to 30 downloads a minute per client: the 31st is 429, another client is still answered', async () => {
    const download = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: LEDGER_CSV_PATH, remoteAddress });
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await download('10.78.0.1')).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await download('10.78.0.2')).statusCode).toBe(200);
  });

  it('offers the same figures as CSV', async () => {
    const ledger = await readLedger();
    const response = await t.app.inject({ method: 'GET', url: LEDGER_CSV_PATH });
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    const money = (kobo: number) => (kobo / 100).toFixed(2);
    const text = (value: string) => (value.includes(',') ? `"${value}"` : value);
    for (const month of ledger.moneyIn) {
      expect(lines).toContain(
        `money in,${month.month},all,,${money(month.totalKobo)},${month.count},${money(month.once.totalKobo)},${money(month.monthly.totalKobo)},${money(month.refundsKobo)},${month.refundsCount},${money(month.netKobo)}`,
      );
    }
    for (const item of ledger.moneyOut) {
      expect(lines).toContain(
        `money out,${item.paidOn},${item.programTitle ?? 'General fund'},${text(item.description)},${money(item.amountKobo)},,,,,,`,
      );
    }
    for (const balance of ledger.balances) {
      expect(lines).toContain(`balance,,${balance.title},balance,${money(balance.balanceKobo)},,,,,,`);
    }
    expect(ledger.disputed.count).toBe(1);
    for (const slice of ledger.disputed.byProgram) {
      expect(lines).toContain(
        `disputed (held),,${slice.title},held by Paystack,${money(slice.heldKobo)},${slice.count},,,,,`,
      );
    }
    expect(response.body).not.toContain('@forum.test');
  });

  it('edits and deletes a disbursement, and clears a program goal', async () => {
    const [item] = (await readLedger()).moneyOut;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/disbursements/${item?.id}`,
      headers,
      payload: { paidOn: lagosDate(), programId: null, amountNaira: 50, description: 'Fuel', receipt: null },
    });
    expect(edited.json()).toMatchObject({ success: true });
    expect((await readLedger()).moneyOut[0]).toMatchObject({
      programId: null,
      amountKobo: 5_000,
      receiptUrl: null,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/disbursements/${item?.id}`,
      headers,
    });
    expect(removed.json()).toMatchObject({ success: true });
    expect((await readLedger()).moneyOut).toHaveLength(0);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/programs/${programId}`,
      headers,
      payload: {
        title: 'Clean water for Ikorodu',
        description: 'Boreholes',
        date: '2030-01-10',
        goalNaira: null,
      },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await programProgress()).toMatchObject({ goalNaira: null, goalEndsOn: null });
  });
});
