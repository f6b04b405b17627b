import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_REQUEST_DESCRIPTION_MAX, ULID_LENGTH } from '@contract/constants';
import {
  MEMBER_REQUEST_MESSAGES,
  fetchMemberRequestsEndpoint,
  updateMemberRequestStatusEndpoint,
  submitMemberRequestEndpoint,
} from '@contract/member-request';
import { failureResponseSchema } from '@contract/common';
import { newMemberUlid } from '../lib/member-id';
import type { MemberStatus } from '../db/schema';
import { SUBMIT_MEMBER_REQUEST_MESSAGES } from '../services/member-requests';
import { MEMBER_REQUEST_REVIEW_MESSAGES } from '../routes/admin/member-requests';
import {
  adminAuthHeader,
  createTestApp,
  databaseTargets,
  TEST_ADMIN,
  type TestApp,
} from '../testing/test-app';
import { insertTestMember } from '../testing/test-members';

const SUBMIT_URL = submitMemberRequestEndpoint.path;
const FETCH_URL = fetchMemberRequestsEndpoint.path;
const UPDATE_URL = updateMemberRequestStatusEndpoint.path;
/** Decision e-mails ('Your leave application has been approved'), not the notice that a request was filed. */
const DECISION_SUBJECTS = 'Your %';

describe.each(await databaseTargets())('member requests on %s', (target) => {
  let t: TestApp;
  let admin: { authorization: string };

  const insertMember = (status: MemberStatus = 'approved', email?: string) =>
    insertTestMember(t.app.db, status, email);

  const leaveFor = (ulid: string) => ({
    name: 'Ngozi Eze',
    ulid,
    type: 'leave',
    duration: 5,
    description: 'Family wedding in Enugu',
  });
  const raiseFor = (ulid: string) => ({
    name: 'Ngozi Eze',
    ulid,
    type: 'raise',
    amount: 25_000,
    description: 'Cost of transport has doubled',
  });

  const submit = (payload: object) => t.app.inject({ method: 'POST', url: SUBMIT_URL, payload });
  const decide = (id: number, status: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: UPDATE_URL, headers, payload: { id, status } });
  const countRows = async (table: 'member_requests' | 'outbox' | 'audit_log') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  async function submitPendingLeave() {
    const member = await insertMember();
    const response = await submit(leaveFor(member.ulid));
    expect(response.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('member_requests')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    return { member, memberRequest: row };
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());

  describe('submitting a member request', () => {
    it('stores a leave request of an approved member as pending, linked to the member, without an amount', async () => {
      const member = await insertMember();
      const response = await submit(leaveFor(member.ulid));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: { message: SUBMIT_MEMBER_REQUEST_MESSAGES.submitted },
      });
      const row = await t.app.db
        .selectFrom('member_requests')
        .selectAll()
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        type: 'leave',
        duration: 5,
        amount: null,
        status: 'pending',
        ulid: member.ulid,
      });
    });

    it('stores a raise request with its amount to the kobo and no duration', async () => {
      const member = await insertMember();
      expect((await submit({ ...raiseFor(member.ulid), amount: 12_345.67 })).statusCode).toBe(200);
      const row = await t.app.db
        .selectFrom('member_requests')
        .selectAll()
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ type: 'raise', amount: 12_345.67, duration: null, status: 'pending' });
    });

    it('refuses a well-formed ULID that no member holds with 404', async () => {
      const before = await countRows('member_requests');
      const response = await submit(leaveFor(newMemberUlid()));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: SUBMIT_MEMBER_REQUEST_MESSAGES.unknownMember,
      });
      expect(await countRows('member_requests')).toBe(before);
    });

    it('refuses the ULID of a suspended member with 404', async () => {
      const member = await insertMember('suspended');
      const response = await submit(leaveFor(member.ulid));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: SUBMIT_MEMBER_REQUEST_MESSAGES.unknownMember,
      });
    });

    it.each([
      ['a 37-character ULID', { ulid: 'a'.repeat(ULID_LENGTH + 1) }, MEMBER_REQUEST_MESSAGES.ulidLength],
      ['a 35-character ULID', { ulid: 'a'.repeat(ULID_LENGTH - 1) }, MEMBER_REQUEST_MESSAGES.ulidLength],
      ['an empty name', { name: '   ' }, MEMBER_REQUEST_MESSAGES.nameRequired],
      [
        'a 256-character description',
        { description: 'x'.repeat(MEMBER_REQUEST_DESCRIPTION_MAX + 1) },
        MEMBER_REQUEST_MESSAGES.descriptionTooLong,
      ],
      ['an empty description', { description: '' }, MEMBER_REQUEST_MESSAGES.descriptionRequired],
      ['a leave with an amount', { amount: 5000 }, 'Unrecognized key: "amount"'],
      ['a leave without a duration', { duration: undefined }, MEMBER_REQUEST_MESSAGES.durationRequired],
      ['a duration of 0 days', { duration: 0 }, 'Duration must be at least 1 day'],
      ['a duration of 1.5 days', { duration: 1.5 }, 'Duration must be a whole number of days'],
      ['a duration of 366 days', { duration: 366 }, 'Duration must be at most 365 days'],
      ['an unknown type', { type: 'holiday' }, MEMBER_REQUEST_MESSAGES.typeRequired],
    ])('refuses %s with 400 and a clear message, storing nothing', async (_label, change, message) => {
      const member = await insertMember();
      const before = await countRows('member_requests');
      const response = await submit({ ...leaveFor(member.ulid), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
      expect(await countRows('member_requests')).toBe(before);
    });

    it('accepts a description of exactly 255 characters', async () => {
      const member = await insertMember();
      const response = await submit({
        ...leaveFor(member.ulid),
        description: 'x'.repeat(MEMBER_REQUEST_DESCRIPTION_MAX),
      });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['a raise with a duration', { duration: 3 }, 'Unrecognized key: "duration"'],
      ['a raise without an amount', { amount: undefined }, MEMBER_REQUEST_MESSAGES.amountRequired],
      ['a raise of zero naira', { amount: 0 }, 'Amount must be more than zero'],
      ['an amount sent as text', { amount: '5000' }, MEMBER_REQUEST_MESSAGES.amountRequired],
      ['a tenth of a kobo', { amount: 0.001 }, MEMBER_REQUEST_MESSAGES.amountKobo],
      ['a billionth of a naira', { amount: 1e-9 }, MEMBER_REQUEST_MESSAGES.amountKobo],
      ['an amount with three decimal places', { amount: 12_345.678 }, MEMBER_REQUEST_MESSAGES.amountKobo],
    ])('refuses %s with 400, storing nothing', async (_label, change, message) => {
      const member = await insertMember();
      const before = await countRows('member_requests');
      // From an address of its own, so these cases leave the file's other requests within the form's rate limit.
      const response = await t.app.inject({
        method: 'POST',
        url: SUBMIT_URL,
        payload: { ...raiseFor(member.ulid), ...change },
        remoteAddress: '192.0.2.7',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
      expect(await countRows('member_requests')).toBe(before);
    });
  });

  describe('the admin list of member requests', () => {
    it('lists every request newest first for an admin, in the contract shape', async () => {
      const { memberRequest } = await submitPendingLeave();
      const response = await t.app.inject({ method: 'GET', url: FETCH_URL, headers: admin });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ success: boolean; data: { id: number; status: string }[] }>();
      expect(body.success).toBe(true);
      expect(body.data[0]).toMatchObject({
        id: memberRequest.id,
        status: 'pending',
        type: 'leave',
        duration: 5,
      });
      const ids = body.data.map((row) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('answers 401 without an admin token', async () => {
      const response = await t.app.inject({ method: 'GET', url: FETCH_URL });
      expect(response.statusCode).toBe(401);
      expect(failureResponseSchema.safeParse(response.json()).success).toBe(true);
    });
  });

  describe("an admin's decision on a member request", () => {
    it('approves a pending request, writes the audit entry and queues the e-mail to the member', async () => {
      const { member, memberRequest } = await submitPendingLeave();
      const response = await decide(memberRequest.id, 'approved');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: MEMBER_REQUEST_REVIEW_MESSAGES.decided('approved'),
      });

      const row = await t.app.db
        .selectFrom('member_requests')
        .selectAll()
        .where('id', '=', memberRequest.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'approved', decided_by: TEST_ADMIN.email });
      expect(row.decided_at).not.toBeNull();

      const mails = await t.app.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', member.email)
        .where('subject', 'like', DECISION_SUBJECTS)
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Your leave application has been approved');
      expect(mails[0]!.text_body).toContain('Dear Ngozi Eze');
      expect(mails[0]!.text_body).toContain('leave application for 5 days');
      expect(mails[0]!.status).toBe('queued');

      const audit = await t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'member-request')
        .where('entity_id', '=', String(memberRequest.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'member-request.approve', admin_email: TEST_ADMIN.email });
    });

    it('rejects a pending raise request and tells the member it was rejected', async () => {
      const member = await insertMember();
      await submit(raiseFor(member.ulid));
      const memberRequest = await t.app.db
        .selectFrom('member_requests')
        .selectAll()
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      const response = await decide(memberRequest.id, 'rejected');
      expect(response.statusCode).toBe(200);
      const mail = await t.app.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', member.email)
        .where('subject', 'like', DECISION_SUBJECTS)
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Your raise application has been rejected');
      expect(mail.text_body).toContain('raise application for ₦25,000,');
    });

    it('refuses a second decision on a decided request with 409 and changes nothing', async () => {
      const { member, memberRequest } = await submitPendingLeave();
      expect((await decide(memberRequest.id, 'approved')).statusCode).toBe(200);
      const again = await decide(memberRequest.id, 'rejected');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        message: MEMBER_REQUEST_REVIEW_MESSAGES.alreadyDecided('approved'),
      });
      const row = await t.app.db
        .selectFrom('member_requests')
        .select('status')
        .where('id', '=', memberRequest.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('approved');
      const mails = await t.app.db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', member.email)
        .where('subject', 'like', DECISION_SUBJECTS)
        .execute();
      expect(mails).toHaveLength(1);
    });

    it('lets exactly one of two concurrent decisions win', async () => {
      const { member, memberRequest } = await submitPendingLeave();
      const [first, second] = await Promise.all([
        decide(memberRequest.id, 'approved'),
        decide(memberRequest.id, 'rejected'),
      ]);
      const codes = [first!.statusCode, second!.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const winner = first!.statusCode === 200 ? 'approved' : 'rejected';
      const row = await t.app.db
        .selectFrom('member_requests')
        .select('status')
        .where('id', '=', memberRequest.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(winner);
      const mails = await t.app.db
        .selectFrom('outbox')
        .select('subject')
        .where('recipient', '=', member.email)
        .where('subject', 'like', DECISION_SUBJECTS)
        .execute();
      expect(mails).toEqual([{ subject: `Your leave application has been ${winner}` }]);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'member-request')
        .where('entity_id', '=', String(memberRequest.id))
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('keeps the request pending and writes nothing when the e-mail cannot be queued', async () => {
      const { memberRequest } = await submitPendingLeave();
      const auditBefore = await countRows('audit_log');
      await t.app.db.schema.alterTable('outbox').renameTo('outbox_unavailable').execute();
      try {
        const response = await decide(memberRequest.id, 'approved');
        expect(response.statusCode).toBe(500);
      } finally {
        await t.app.db.schema.alterTable('outbox_unavailable').renameTo('outbox').execute();
      }
      const row = await t.app.db
        .selectFrom('member_requests')
        .select('status')
        .where('id', '=', memberRequest.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      expect(await countRows('audit_log')).toBe(auditBefore);
    });

    it('answers 404 for an unknown id and 400 for a status other than approved or rejected', async () => {
      const unknown = await decide(999_999, 'approved');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: MEMBER_REQUEST_REVIEW_MESSAGES.notFound });
      const { memberRequest } = await submitPendingLeave();
      const pending = await decide(memberRequest.id, 'pending');
      expect(pending.statusCode).toBe(400);
      expect(pending.json()).toEqual({ success: false, message: 'Status must be approved or rejected' });
    });

    it('answers 401 to a caller without an admin token and leaves the request pending', async () => {
      const { memberRequest } = await submitPendingLeave();
      const outboxBefore = await countRows('outbox');
      const response = await decide(memberRequest.id, 'approved', {});
      expect(response.statusCode).toBe(401);
      const forged = await decide(memberRequest.id, 'approved', { authorization: 'Bearer not-a-token' });
      expect(forged.statusCode).toBe(401);
      const row = await t.app.db
        .selectFrom('member_requests')
        .select('status')
        .where('id', '=', memberRequest.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      expect(await countRows('outbox')).toBe(outboxBefore);
    });
  });

  describe('GET /api/admin/outbox', () => {
    beforeEach(async () => {
      await submitPendingLeave().then(({ memberRequest }) => decide(memberRequest.id, 'approved'));
    });

    it('shows an admin the queued decision e-mails, newest first, and refuses anyone else', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ success: boolean; data: { id: number; subject: string }[] }>();
      expect(body.data[0]?.subject).toBe('Your leave application has been approved');
      const ids = body.data.map((mail) => mail.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    });
  });
});
