import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDonationsResponseSchema } from '@contract/admin-donations';
import { getDashboardResponseSchema } from '@contract/admin-dashboard';
import { CURRENCY, DONATION_TYPE, KOBO_PER_NAIRA } from '@contract/constants';
import { lagosDate } from '@contract/lagos-time';
import { getLedgerEndpoint, LEDGER_CSV_PATH, ledgerSchema } from '@contract/ledger';
import {
  getMembershipApplicationsResponseSchema,
  getMembershipApplicationsEndpoint,
} from '@contract/membership-application';
import {
  DONATION_TYPE_FIELD,
  PAYSTACK_WEBHOOK_PATH,
  sandboxCheckoutEndpoint,
  sandboxCheckoutResponseSchema,
  sandboxTransactionCommandEndpoint,
} from '@contract/paystack';
import { getProgramsResponseSchema, getProgramsEndpoint } from '@contract/program';
import { addProgramEndpoint } from '@contract/admin-content';
import { PROGRAM_EARMARK_FIELD } from '@contract/program-goal';
import { overRefundMessage, REFUND_MESSAGES, refundPaymentEndpoint } from '@contract/refunds';
import { MINIMAL_PDF, PNG_1PX, PNG_DATA_URL } from '../../testing/fixtures';
import { insertTestGift } from '../../testing/test-payments';
import {
  adminAuthHeader,
  createTestApp,
  databaseTargets,
  TEST_ADMIN,
  type TestApp,
} from '../../testing/test-app';
import { signWebhookBody } from '../webhook-signature';
import {
  APPLICANT,
  insertSandboxTransaction,
  listenOnFreePort,
  paidApplicationFee,
  sendChargeSuccess,
  submitApplication,
} from './payment-fixtures';
import { verifyPaymentEndpoint } from '@contract/donation';

const naira = (amount: number) => amount * KOBO_PER_NAIRA;

describe.each(await databaseTargets())('refunds and disputes on %s', (target) => {
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
        title: 'School fees for orphans',
        description: 'Fees',
        date: '2030-01-10',
        image: PNG_DATA_URL,
        goalNaira: 5_000_000,
      },
    });
    programId = (added.json() as { id: number }).id;
  });
  afterAll(async () => t.close());

  /** Pays in the emulator (earmarked for the program unless told otherwise) and verifies as the browser does. */
  async function give(amountNaira: number, { earmark = true, email = 'giver@forum.test' } = {}) {
    const customFields: Array<{ display_name: string; variable_name: string; value: unknown }> = [
      { ...DONATION_TYPE_FIELD, value: DONATION_TYPE },
    ];
    if (earmark) customFields.push({ ...PROGRAM_EARMARK_FIELD, value: programId });
    const paid = await t.app.inject({
      method: 'POST',
      url: sandboxCheckoutEndpoint.path,
      payload: {
        email,
        amount: naira(amountNaira),
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

  const refund = (reference: string, amountNaira: unknown, reason: unknown = 'Typed one zero too many') =>
    t.app.inject({
      method: 'POST',
      url: refundPaymentEndpoint.path.replace(':reference', encodeURIComponent(reference)),
      headers,
      payload: { amountNaira, reason },
    });

  const sandboxCommand = (reference: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: sandboxTransactionCommandEndpoint.path.replace(':reference', reference),
      payload,
    });

  const webhook = (event: string, data: object) => {
    const raw = JSON.stringify({ event, data });
    return t.app.inject({
      method: 'POST',
      url: PAYSTACK_WEBHOOK_PATH,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhookBody(raw, t.config.paystack.sandboxSecretKey),
      },
    });
  };

  const refundsOf = (reference: string) =>
    t.app.db
      .selectFrom('refunds')
      .selectAll()
      .where('payment_reference', '=', reference)
      .orderBy('id')
      .execute();
  const refundMails = async () =>
    (await t.app.db.selectFrom('outbox').selectAll().orderBy('id').execute()).filter((mail) =>
      mail.subject.startsWith('Refund of'),
    );
  const counts = async () => ({
    refunds: (await t.app.db.selectFrom('refunds').select('id').execute()).length,
    sandboxRefunds: (await t.app.db.selectFrom('sandbox_refunds').select('id').execute()).length,
    audit: (await t.app.db.selectFrom('audit_log').select('id').execute()).length,
    outbox: (await t.app.db.selectFrom('outbox').select('id').execute()).length,
  });
  const moneyBackOf = async (reference: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers });
    return listDonationsResponseSchema.parse(response.json()).data.find((p) => p.reference === reference)
      ?.moneyBack;
  };
  const readLedger = async () =>
    ledgerSchema.parse(
      (await t.app.inject({ method: 'GET', url: getLedgerEndpoint.path })).json<{ data: unknown }>().data,
    );
  const readDashboard = async () =>
    getDashboardResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers })).json(),
    ).data;
  const programRaised = async () => {
    const response = await t.app.inject({ method: 'GET', url: getProgramsEndpoint.path });
    return getProgramsResponseSchema.parse(response.json()).data.find((p) => p.id === programId)?.progress;
  };
  const thisMonth = async () =>
    (await readLedger()).moneyIn.find((month) => month.month === lagosDate().slice(0, 7));

  it('refunds part of a gift, then the rest: Paystack confirms each, the donor hears, the audit log says why', async () => {
    const reference = await give(500_000);
    expect(await programRaised()).toEqual({ raisedKobo: naira(500_000), donors: 1 });
    const mailsBefore = (await refundMails()).length;

    const partial = await refund(reference, 450_000);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ success: true });
    const [first] = await refundsOf(reference);
    expect(first).toMatchObject({
      amount_kobo: naira(450_000),
      status: 'processed',
      reason: 'Typed one zero too many',
      requested_by_email: expect.stringContaining('@') as unknown,
    });
    expect(await moneyBackOf(reference)).toMatchObject({
      refundedKobo: naira(450_000),
      refundPendingKobo: 0,
      refundableKobo: naira(50_000),
    });
    expect(await programRaised()).toEqual({ raisedKobo: naira(50_000), donors: 1 });
    const mails = await refundMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.recipient).toBe('giver@forum.test');
    expect(mails.at(-1)?.text_body).toContain('₦450,000');
    expect(mails.at(-1)?.text_body).toContain(reference);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'refund')
      .where('entity_id', '=', reference)
      .execute();
    expect(audit).toHaveLength(1);
    // Who (the admin), what (how much of which payment) and why (the reason typed).
    expect(audit[0]).toMatchObject({ admin_email: TEST_ADMIN.email, entity: 'payment' });
    expect(audit[0]?.admin_id).not.toBeNull();
    expect(audit[0]?.summary).toContain(`Refunded ₦450,000 of the ₦500,000 payment ${reference}`);
    expect(audit[0]?.summary).toContain('Typed one zero too many');

    const rest = await refund(reference, 50_000, 'The donor asked for all of it back');
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await moneyBackOf(reference)).toMatchObject({ refundedKobo: naira(500_000), refundableKobo: 0 });
    expect(await programRaised()).toEqual({ raisedKobo: 0, donors: 0 });

    const before = await counts();
    const again = await refund(reference, 1);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: REFUND_MESSAGES.fullyRefunded });
    expect(await counts()).toEqual(before);
  });

  it('refuses more than what is left, zero, an unknown reference and a missing reason, writing nothing', async () => {
    const reference = await give(10_000);
    await refund(reference, 4_000);
    // A payment row Paystack never confirmed as paid (one kept from before only paid rows were recorded).
    await t.app.db
      .insertInto('payments')
      .values({
        reference: 'SBX-abandoned',
        purpose: 'donation',
        email: 'abandoned@forum.test',
        amount_kobo: naira(5_000),
        currency: CURRENCY,
        status: 'abandoned',
        source: 'verify',
        provider_transaction_id: null,
        paid_at: null,
        used_by_membership_application_id: null,
        used_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const before = await counts();
    const cases: Array<[string, unknown, unknown, number, string]> = [
      ['SBX-abandoned', 100, 'Never paid', 400, REFUND_MESSAGES.notPaid],
      [reference, 6_000.01, 'Too much', 400, overRefundMessage(naira(6_000))],
      [reference, 0, 'Nothing', 400, REFUND_MESSAGES.amountPositive],
      [reference, -5, 'Less than nothing', 400, REFUND_MESSAGES.amountPositive],
      [reference, 10.001, 'Tenths of kobo', 400, REFUND_MESSAGES.amountKobo],
      [reference, 1e-9, 'Next to nothing', 400, REFUND_MESSAGES.amountKobo],
      [reference, undefined, 'No amount', 400, REFUND_MESSAGES.amountRequired],
      [reference, '5', 'Amount as text', 400, REFUND_MESSAGES.amountNotNumber],
      [reference, 100, '   ', 400, REFUND_MESSAGES.reasonRequired],
      ['SBX-never-paid', 100, 'Unknown', 404, REFUND_MESSAGES.unknownPayment],
    ];
    for (const [ref, amount, reason, status, message] of cases) {
      const response = await refund(ref, amount, reason);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect(await counts()).toEqual(before);
    const row = await t.app.db
      .selectFrom('payments')
      .select('refund_locked_until')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row.refund_locked_until).toBeNull();
  });

  it('refunds once when the same refund is sent again after its answer was lost', async () => {
    const reference = await give(6_000);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: refundPaymentEndpoint.path.replace(':reference', reference),
        headers: { ...headers, 'idempotency-key': `refund-${reference}` },
        payload: { amountNaira: 1_000, reason: 'Retried' },
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await refundsOf(reference)).toHaveLength(1);
  });

  it('refunds once when two admins refund the same gift at once', async () => {
    // Each refund alone fits in the gift, and Paystack would make both: only the lease stops the second.
    const reference = await give(20_000);
    const responses = await Promise.all([
      refund(reference, 10_000, 'First admin'),
      refund(reference, 10_000, 'Second admin'),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({ success: false, message: REFUND_MESSAGES.inProgress });
    expect(await refundsOf(reference)).toHaveLength(1);
    const sandbox = await t.app.db
      .selectFrom('sandbox_refunds')
      .selectAll()
      .where('transaction_reference', '=', reference)
      .execute();
    expect(sandbox).toHaveLength(1);
    // Once the first is done, the lease is gone: a later refund of what is left goes through.
    expect((await refund(reference, 10_000, 'Later')).statusCode).toBe(200);
  });

  it('records each refund event once, whatever the order or the number of copies', async () => {
    const reference = await give(30_000, { earmark: false });
    const mailsBefore = (await refundMails()).length;
    const event = (status: string, extra: object = {}) => ({
      id: 'RF-out-of-order',
      transaction_reference: reference,
      amount: naira(10_000),
      currency: CURRENCY,
      status,
      ...extra,
    });
    for (const [name, data] of [
      ['refund.processed', event('processed')],
      ['refund.pending', event('pending')],
      ['refund.processed', event('processed')],
      ['refund.failed', event('failed', { message: 'Too late' })],
      ['refund.pending', event('pending')],
    ] as const) {
      expect((await webhook(name, data)).statusCode).toBe(200);
    }
    const rows = await refundsOf(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'processed', failure_message: null, amount_kobo: naira(10_000) });
    expect(await refundMails()).toHaveLength(mailsBefore + 1);

    // Copies delivered at the same moment still make one row and one e-mail.
    const twin = { ...event('processed'), id: 'RF-twins', amount: naira(5_000) };
    const answers = await Promise.all([1, 2, 3].map(() => webhook('refund.processed', twin)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await refundMails()).toHaveLength(mailsBefore + 2);

    // A refund that fails reopens what it held, with Paystack's message; its late pending changes nothing.
    const failing = { ...event('failed', { message: 'The bank account is closed' }), id: 'RF-failing' };
    await webhook('refund.pending', { ...failing, status: 'pending' });
    expect(await moneyBackOf(reference)).toMatchObject({
      refundPendingKobo: naira(10_000),
      refundableKobo: naira(5_000),
    });
    await webhook('refund.failed', failing);
    await webhook('refund.failed', failing);
    await webhook('refund.pending', { ...failing, status: 'pending' });
    expect(await moneyBackOf(reference)).toMatchObject({
      refundedKobo: naira(15_000),
      refundPendingKobo: 0,
      refundableKobo: naira(15_000),
      refundFailure: 'The bank account is closed',
    });
    expect(await refundMails()).toHaveLength(mailsBefore + 2);
  });

  it.each([
    ['the refund first', 'one by one', ['refund', 'charge']],
    ['the payment first', 'one by one', ['charge', 'refund']],
    ['both', 'at once', ['refund', 'charge']],
  ] as const)(
    'applies a processed refund once, with one notice, when Paystack sends %s %s, then copies',
    async (label, timing, events) => {
      const reference = `RF-order-${target}-${label.replaceAll(' ', '-')}`;
      const email = `${label.replaceAll(' ', '.')}@forum.test`;
      await insertSandboxTransaction(t.app, {
        reference,
        amountKobo: naira(10_000),
        status: 'success',
        email,
        metadata: { purpose: 'donation' },
      });
      const refundProcessed = {
        id: `RF-${reference}`,
        transaction_reference: reference,
        amount: naira(4_000),
        currency: CURRENCY,
        status: 'processed',
        customer: { email },
      };
      const send = (event: (typeof events)[number]) =>
        event === 'refund'
          ? webhook('refund.processed', refundProcessed)
          : sendChargeSuccess(t.app, reference);
      const deliver = async () => {
        if (timing === 'at once') await Promise.all(events.map(send));
        else for (const event of events) await send(event);
      };
      const mails = () => t.app.db.selectFrom('outbox').selectAll().where('recipient', '=', email).execute();

      await deliver();
      // The receipt and one refund notice.
      expect(await mails()).toHaveLength(2);
      const notices = (await mails()).filter((mail) => mail.subject.startsWith('Refund of'));
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text_body).toContain('₦4,000');
      expect(notices[0]?.text_body).toContain(reference);
      expect(await moneyBackOf(reference)).toMatchObject({
        refundedKobo: naira(4_000),
        refundableKobo: naira(6_000),
      });

      await deliver();
      await deliver();
      expect(await mails()).toHaveLength(2);
      expect(await refundsOf(reference)).toMatchObject([{ status: 'processed' }]);
      expect(await moneyBackOf(reference)).toMatchObject({ refundedKobo: naira(4_000) });
    },
  );

  it('records a refund started in Paystack\u2019s dashboard under its gift, and one that fails', async () => {
    const reference = await give(8_000, { email: 'dashboard.refund@forum.test' });
    const mailsBefore = (await refundMails()).length;
    const failed = await sandboxCommand(reference, {
      action: 'refund',
      amount: naira(3_000),
      outcome: 'failed',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await moneyBackOf(reference)).toMatchObject({
      refundedKobo: 0,
      refundableKobo: naira(8_000),
      refundFailure: expect.any(String) as unknown,
    });
    const processed = await sandboxCommand(reference, { action: 'refund', amount: naira(3_000) });
    expect(processed.json()).toMatchObject({ data: { events: ['refund.pending', 'refund.processed'] } });
    const rows = await refundsOf(reference);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'processed']);
    expect(rows[1]).toMatchObject({ reason: null, requested_by_admin_id: null });
    expect(await moneyBackOf(reference)).toMatchObject({ refundedKobo: naira(3_000), refundFailure: null });
    // Only the refund that went back is told to the donor, once, with the gift's reference.
    const mails = await refundMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ recipient: 'dashboard.refund@forum.test' });
    expect(mails.at(-1)?.text_body).toContain('₦3,000');
    expect(mails.at(-1)?.text_body).toContain(reference);
  });

  it('counts a refund in the month Paystack processed it, not the month of the gift', async () => {
    const reference = 'SBX-paid-last-year';
    const paidAt = '2025-03-14T09:00:00.000Z';
    await insertTestGift(t.app.db, {
      reference,
      email: 'last.year@forum.test',
      amountKobo: naira(70_000),
      paidAt,
      programId,
    });
    const march = async () => (await readLedger()).moneyIn.find((month) => month.month === '2025-03');
    expect(await march()).toMatchObject({ totalKobo: naira(70_000), refundsKobo: 0, netKobo: naira(70_000) });
    const refundsBefore = (await thisMonth())?.refundsKobo ?? 0;
    const raisedBefore = (await programRaised())?.raisedKobo ?? 0;

    const data = (status: string) => ({
      id: 'RF-last-year',
      transaction_reference: reference,
      amount: naira(20_000),
      currency: CURRENCY,
      status,
    });
    await webhook('refund.pending', data('pending'));
    expect((await thisMonth())?.refundsKobo).toBe(refundsBefore);
    await webhook('refund.processed', data('processed'));

    expect(await march()).toMatchObject({ totalKobo: naira(70_000), refundsKobo: 0, netKobo: naira(70_000) });
    const now = await thisMonth();
    expect(now?.refundsKobo).toBe(refundsBefore + naira(20_000));
    expect(now?.byProgram.find((slice) => slice.programId === programId)?.refundsKobo).toBeGreaterThanOrEqual(
      naira(20_000),
    );
    expect((await programRaised())?.raisedKobo).toBe(raisedBefore - naira(20_000));
  });

  it('records disputes: open with its due date, a win changes nothing, a loss counts as a refund', async () => {
    const won = await give(40_000);
    const lost = await give(25_000);
    const raisedBefore = (await programRaised())?.raisedKobo ?? 0;
    const refundsBefore = (await thisMonth())?.refundsKobo ?? 0;

    for (const reference of [won, lost]) {
      expect((await sandboxCommand(reference, { action: 'open-dispute' })).statusCode).toBe(200);
      await sandboxCommand(reference, { action: 'open-dispute' });
      await sandboxCommand(reference, { action: 'remind-dispute' });
    }
    const dashboard = await readDashboard();
    const open = dashboard.openDisputes?.filter((d) => [won, lost].includes(d.reference)) ?? [];
    expect(open).toHaveLength(2);
    expect(open.every((dispute) => dispute.dueAt !== null)).toBe(true);
    expect(await moneyBackOf(won)).toMatchObject({
      refundableKobo: 0,
      dispute: { status: 'open', amountKobo: naira(40_000) },
    });
    const ledger = await readLedger();
    expect(ledger.disputed.heldKobo).toBeGreaterThanOrEqual(naira(65_000));
    expect(dashboard.disputedHeldKobo).toBe(ledger.disputed.heldKobo);

    const before = await counts();
    const refused = await refund(won, 1_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: REFUND_MESSAGES.disputed });
    expect(await counts()).toEqual(before);

    await sandboxCommand(won, { action: 'resolve-dispute', resolution: 'declined' });
    await sandboxCommand(lost, { action: 'resolve-dispute', resolution: 'merchant-accepted' });
    // Late and repeated events after the resolution change nothing.
    await sandboxCommand(lost, { action: 'resolve-dispute', resolution: 'declined' });
    await sandboxCommand(lost, { action: 'remind-dispute' });
    await sandboxCommand(won, { action: 'open-dispute' });

    expect(await moneyBackOf(won)).toMatchObject({ refundedKobo: 0, dispute: { status: 'won' } });
    expect(await moneyBackOf(lost)).toMatchObject({
      refundedKobo: naira(25_000),
      refundableKobo: 0,
      dispute: { status: 'lost' },
    });
    expect((await programRaised())?.raisedKobo).toBe(raisedBefore - naira(25_000));
    expect((await thisMonth())?.refundsKobo).toBe(refundsBefore + naira(25_000));
    const after = await readDashboard();
    expect(after.openDisputes?.filter((d) => [won, lost].includes(d.reference))).toEqual([]);
  });

  it('counts a gift refunded in part, then disputed in full and lost, as given back once, never beyond', async () => {
    const reference = await give(500_000);
    const raisedBefore = (await programRaised())?.raisedKobo ?? 0;
    const refundsBefore = (await thisMonth())?.refundsKobo ?? 0;
    const heldBefore = (await readLedger()).disputed.heldKobo;
    await sandboxCommand(reference, { action: 'refund', amount: naira(3_000) });
    // The card holder disputes the whole charge: Paystack can hold only what was not refunded.
    await sandboxCommand(reference, { action: 'open-dispute' });
    expect(await moneyBackOf(reference)).toMatchObject({
      dispute: { status: 'open', amountKobo: naira(497_000) },
    });
    expect((await readLedger()).disputed.heldKobo).toBe(heldBefore + naira(497_000));

    await sandboxCommand(reference, { action: 'resolve-dispute', resolution: 'merchant-accepted' });
    expect(await moneyBackOf(reference)).toMatchObject({ refundedKobo: naira(500_000), refundableKobo: 0 });
    expect((await thisMonth())?.refundsKobo).toBe(refundsBefore + naira(500_000));
    expect((await programRaised())?.raisedKobo).toBe(raisedBefore - naira(500_000));
  });

  /** Paystack's signed events of one dispute of the whole gift, and of one refund of it. */
  const disputeOf = (reference: string, amountKobo: number) => (event: string, resolution: string | null) =>
    webhook(event, {
      id: `DSP-${reference}`,
      refund_amount: amountKobo,
      currency: CURRENCY,
      status: resolution ? 'resolved' : 'awaiting-merchant-feedback',
      resolution,
      transaction: { reference, amount: amountKobo },
    });
  const refundProcessed = (reference: string, id: string, amountKobo: number) =>
    webhook('refund.processed', {
      id,
      transaction_reference: reference,
      amount: amountKobo,
      currency: CURRENCY,
      status: 'processed',
    });
  const noticesFor = async (reference: string) =>
    (await refundMails()).filter((mail) => mail.text_body.includes(reference));
  const overPaymentAudit = (reference: string) =>
    t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'refund.over-payment')
      .where('entity_id', '=', reference)
      .execute();

  it('counts a refund Paystack reports after the whole gift went back in a lost dispute as nothing, for an admin to check', async () => {
    const reference = await give(50_000);
    const raisedBefore = (await programRaised())?.raisedKobo ?? 0;
    const refundsBefore = (await thisMonth())?.refundsKobo ?? 0;
    const dispute = disputeOf(reference, naira(50_000));
    await dispute('charge.dispute.create', null);
    await dispute('charge.dispute.resolve', 'merchant-accepted');
    expect((await refundProcessed(reference, `RF-late-${reference}`, naira(30_000))).statusCode).toBe(200);
    await refundProcessed(reference, `RF-late-${reference}`, naira(30_000));

    expect(await moneyBackOf(reference)).toMatchObject({
      refundedKobo: naira(50_000),
      refundableKobo: 0,
      dispute: { status: 'lost' },
    });
    expect(await refundsOf(reference)).toMatchObject([{ status: 'processed', amount_kobo: 0 }]);
    expect((await thisMonth())?.refundsKobo).toBe(refundsBefore + naira(50_000));
    expect((await programRaised())?.raisedKobo).toBe(raisedBefore - naira(50_000));
    expect(await noticesFor(reference)).toEqual([]);
    const audit = await overPaymentAudit(reference);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain(`RF-late-${reference} of ₦30,000`);
  });

  it('counts a refund Paystack reports beyond the gift as the gift, and tells the donor that much', async () => {
    const reference = await give(12_345.67, { earmark: false });
    const refundsBefore = (await thisMonth())?.refundsKobo ?? 0;
    await refundProcessed(reference, `RF-huge-${reference}`, 99_999_999);
    await refundProcessed(reference, `RF-huge-${reference}`, 99_999_999);

    expect(await moneyBackOf(reference)).toMatchObject({ refundedKobo: 1_234_567, refundableKobo: 0 });
    expect((await thisMonth())?.refundsKobo).toBe(refundsBefore + 1_234_567);
    const notices = await noticesFor(reference);
    expect(notices.map((mail) => mail.subject)).toEqual(['Refund of ₦12,345.67 on your donation']);
    const audit = await overPaymentAudit(reference);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain('₦999,999.99');
  });

  it('never counts more than the gift when a lost dispute and a refund of it arrive at once', async () => {
    for (const round of [1, 2, 3]) {
      const reference = await give(50_000, { earmark: false });
      const refundsBefore = (await thisMonth())?.refundsKobo ?? 0;
      const dispute = disputeOf(reference, naira(50_000));
      await dispute('charge.dispute.create', null);
      const answers = await Promise.all([
        dispute('charge.dispute.resolve', 'merchant-accepted'),
        refundProcessed(reference, `RF-race-${round}-${reference}`, naira(30_000)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

      expect(await moneyBackOf(reference)).toMatchObject({ refundedKobo: naira(50_000) });
      expect((await thisMonth())?.refundsKobo).toBe(refundsBefore + naira(50_000));
      // The donor hears of the refund only for what it counted: all of it if it came first, else nothing.
      const [row] = await refundsOf(reference);
      const notices = await noticesFor(reference);
      expect(notices.map((mail) => mail.subject)).toEqual(
        row?.amount_kobo === 0 ? [] : ['Refund of ₦30,000.00 on your donation'],
      );
    }
  });

  it('resolves a dispute once whose resolution arrives in copies at once, before its opening', async () => {
    const reference = await give(2_000, { earmark: false });
    const transaction = await t.app.db
      .selectFrom('sandbox_transactions')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const data = (status: string, resolution: string | null) => ({
      id: transaction.id,
      refund_amount: naira(2_000),
      currency: CURRENCY,
      status,
      resolution,
      dueAt: '2030-01-01T00:00:00.000Z',
      transaction: { reference, amount: naira(2_000) },
    });
    const refundsBefore = (await thisMonth())?.refundsKobo ?? 0;
    // Three copies of the resolution at the same moment, then the opening and its reminder late.
    const answers = await Promise.all(
      [1, 2, 3].map(() => webhook('charge.dispute.resolve', data('resolved', 'merchant-accepted'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await webhook('charge.dispute.create', data('awaiting-merchant-feedback', null));
    await webhook('charge.dispute.remind', data('awaiting-merchant-feedback', null));
    const rows = await t.app.db
      .selectFrom('disputes')
      .selectAll()
      .where('payment_reference', '=', reference)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'lost', amount_kobo: naira(2_000) });
    expect((await thisMonth())?.refundsKobo).toBe(refundsBefore + naira(2_000));
  });

  it('withdraws an application whose fee is refunded before review; an accepted member stays, the refund shown', async () => {
    const apply = async (email: string) => {
      const reference = await paidApplicationFee(t.app);
      const response = await submitApplication(t.app, {
        fields: { ...APPLICANT, email, paymentReference: reference },
        image: { name: 'passport.png', content: PNG_1PX },
        certificate: { name: 'certificate.pdf', content: MINIMAL_PDF },
      });
      expect(response.statusCode, response.body).toBe(201);
      const row = await t.app.db
        .selectFrom('membership_applications')
        .selectAll()
        .where('payment_reference', '=', reference)
        .executeTakeFirstOrThrow();
      return { reference, id: row.id };
    };
    const pending = await apply('pending.applicant@forum.test');
    const accepted = await apply('accepted.applicant@forum.test');
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/membership-applications/${accepted.id}/status`,
      headers,
      payload: { status: 'accepted' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    expect((await refund(pending.reference, 50_000, 'Applied twice')).statusCode).toBe(200);
    expect((await refund(accepted.reference, 50_000, 'Fee waived')).statusCode).toBe(200);
    // A card holder disputes a fee: the application waits while the dispute is open, and a loss withdraws it.
    const disputed = await apply('disputed.applicant@forum.test');
    await sandboxCommand(disputed.reference, { action: 'open-dispute' });
    const statusOf = async (id: number) =>
      (
        await t.app.db
          .selectFrom('membership_applications')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await statusOf(disputed.id)).toBe('pending');
    await sandboxCommand(disputed.reference, { action: 'resolve-dispute', resolution: 'merchant-accepted' });

    const list = getMembershipApplicationsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: getMembershipApplicationsEndpoint.path, headers })).json(),
    ).data;
    expect(list.find((a) => Number(a.id) === pending.id)).toMatchObject({
      status: 'withdrawn',
      feeRefundedKobo: naira(50_000),
    });
    expect(list.find((a) => Number(a.id) === accepted.id)).toMatchObject({
      status: 'accepted',
      feeRefundedKobo: naira(50_000),
    });
    expect(list.find((a) => Number(a.id) === disputed.id)).toMatchObject({
      status: 'withdrawn',
      feeRefundedKobo: naira(50_000),
    });
    const members = await t.app.db
      .selectFrom('members')
      .select('id')
      .where('membership_application_id', '=', accepted.id)
      .execute();
    expect(members).toHaveLength(1);
    // Application fees are not gifts: their refunds stay out of the public ledger.
    expect(JSON.stringify(await readLedger())).not.toContain(pending.reference);
  });

  it('shows on the ledger, its CSV and the dashboard the same money in, refunds and net', async () => {
    const [ledger, dashboard] = await Promise.all([readLedger(), readDashboard()]);
    const month = ledger.moneyIn.find((entry) => entry.month === lagosDate().slice(0, 7));
    expect(month?.refundsKobo).toBeGreaterThan(0);
    expect(ledger.totals.inKobo).toBe(dashboard.donationsAllTimeKobo);
    expect(ledger.totals.refundsKobo).toBe(dashboard.refundsAllTimeKobo);
    expect(ledger.totals.netKobo).toBe(dashboard.netAllTimeKobo);
    expect(ledger.totals.netKobo).toBe(ledger.totals.inKobo - ledger.totals.refundsKobo);
    expect(month?.totalKobo).toBe(dashboard.donationsThisMonthKobo);
    expect(month?.refundsKobo).toBe(dashboard.refundsThisMonthKobo);
    expect(month?.netKobo).toBe((month?.totalKobo ?? 0) - (month?.refundsKobo ?? 0));
    const processed = await t.app.db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.reference', 'refunds.payment_reference')
      .where('refunds.status', '=', 'processed')
      .where('payments.purpose', '=', 'donation')
      .select('refunds.amount_kobo')
      .execute();
    const lost = await t.app.db
      .selectFrom('disputes')
      .innerJoin('payments', 'payments.reference', 'disputes.payment_reference')
      .where('disputes.status', '=', 'lost')
      .where('payments.purpose', '=', 'donation')
      .select('disputes.amount_kobo')
      .execute();
    const sum = (rows: Array<{ amount_kobo: number }>) => rows.reduce((s, r) => s + Number(r.amount_kobo), 0);
    expect(ledger.totals.refundsKobo).toBe(sum(processed) + sum(lost));
    const program = ledger.balances.find((balance) => balance.programId === programId);
    expect(program?.raisedKobo).toBe((await programRaised())?.raisedKobo);

    const csv = (await t.app.inject({ method: 'GET', url: LEDGER_CSV_PATH })).body.split('\r\n');
    const money = (kobo: number) => (kobo / 100).toFixed(2);
    expect(csv).toContain(
      `money in,${month?.month},all,,${money(month?.totalKobo ?? 0)},${month?.count},${money(month?.once.totalKobo ?? 0)},${money(month?.monthly.totalKobo ?? 0)},${money(month?.refundsKobo ?? 0)},${month?.refundsCount},${money(month?.netKobo ?? 0)}`,
    );
  });
});
