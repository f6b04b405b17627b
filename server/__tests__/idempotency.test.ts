import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_APPLICATION_SERVER_MESSAGES as S } from '@contract/membership-application-documents';
import { newMemberUlid } from '../lib/member-id';
import {
  fingerprintOf,
  IDEMPOTENCY_KEY_RETENTION_MS,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_MESSAGES,
} from '../plugins/app/idempotency';
import { createIdempotencyKeysRepository } from '../repositories/idempotency-keys-repository';
import { SUBMIT_MEMBER_REQUEST_MESSAGES } from '../services/member-requests';
import { MINIMAL_PDF, PNG_1PX } from '../testing/fixtures';
import { createTestApp, databaseTargets, type TestApp } from '../testing/test-app';
import { insertTestMember } from '../testing/test-members';
import {
  APPLICANT,
  applicantEmailFor,
  listenOnFreePort,
  paidApplicationFee,
  submitApplication,
} from '../payments/__tests__/payment-fixtures';
import { verifyPaymentEndpoint } from '@contract/donation';
import { submitMemberRequestEndpoint } from '@contract/member-request';

const SUBMIT_URL = submitMemberRequestEndpoint.path;

describe.each(await databaseTargets())('retries on a flaky network, on %s', (target) => {
  let t: TestApp;
  let ulid: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    await listenOnFreePort(t.app);
    ulid = (await insertTestMember(t.app.db)).ulid;
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  const leave = (description: string) => ({
    name: 'Ngozi Eze',
    ulid,
    type: 'leave',
    duration: 5,
    description,
  });
  const submit = (payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: SUBMIT_URL,
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const requestsDescribed = async (description: string) =>
    (
      await t.app.db
        .selectFrom('member_requests')
        .select('id')
        .where('description', '=', description)
        .execute()
    ).length;

  describe('the membership application, idempotent on its fee', () => {
    const parts = (reference: string, fields: Record<string, string> = {}) => ({
      fields: { ...APPLICANT, email: applicantEmailFor(reference), paymentReference: reference, ...fields },
      image: { name: 'passport.png', content: PNG_1PX },
      certificate: { name: 'certificate.pdf', content: MINIMAL_PDF },
    });
    const applicationsWith = async (reference: string) =>
      (
        await t.app.db
          .selectFrom('membership_applications')
          .select('id')
          .where('payment_reference', '=', reference)
          .execute()
      ).length;
    const privateFileCount = async () => {
      let count = 0;
      for await (const _file of t.app.files.list('private')) count += 1;
      return count;
    };
    const receivedMails = async (reference: string) =>
      (
        await t.app.db
          .selectFrom('outbox')
          .select('id')
          .where('recipient', '=', applicantEmailFor(reference))
          .where('subject', '=', 'We have received your membership application')
          .execute()
      ).length;

    it('answers the same application sent again with its fee as the first time, and stores it once', async () => {
      const reference = await paidApplicationFee(t.app);
      const mailsBefore = await receivedMails(reference);
      const first = await submitApplication(t.app, parts(reference));
      const filesAfterFirst = await privateFileCount();
      const second = await submitApplication(t.app, parts(reference));

      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());
      expect(first.json()).toEqual({ success: true, message: S.submitted });
      expect(await applicationsWith(reference)).toBe(1);
      expect(await privateFileCount()).toBe(filesAfterFirst);
      expect(await receivedMails(reference)).toBe(mailsBefore + 1);
    });

    it('still refuses that fee to a different applicant, or to a changed application, with 409', async () => {
      const reference = await paidApplicationFee(t.app);
      expect((await submitApplication(t.app, parts(reference))).statusCode).toBe(201);

      const otherPerson = await submitApplication(
        t.app,
        parts(reference, { email: 'someone.else@forum.test', name: 'Someone Else' }),
      );
      expect(otherPerson.statusCode).toBe(409);
      expect(otherPerson.json()).toEqual({ success: false, message: S.feeAlreadyUsed });

      const changed = await submitApplication(t.app, parts(reference, { occupation: 'Architect' }));
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toEqual({ success: false, message: S.feeAlreadyUsed });

      const otherCertificate = await submitApplication(t.app, {
        ...parts(reference),
        certificate: { name: 'certificate.pdf', content: Buffer.concat([MINIMAL_PDF, Buffer.from('\n')]) },
      });
      expect(otherCertificate.statusCode).toBe(409);
      expect(await applicationsWith(reference)).toBe(1);
    });

    it('answers the same application sent twice at once twice alike, storing one', async () => {
      const reference = await paidApplicationFee(t.app);
      const answers = await Promise.all([
        submitApplication(t.app, parts(reference)),
        submitApplication(t.app, parts(reference)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(await applicationsWith(reference)).toBe(1);
    });

    it('gives a retry with the same Idempotency-Key the kept answer', async () => {
      const reference = await paidApplicationFee(t.app);
      const key = { 'idempotency-key': crypto.randomUUID() };
      const first = await submitApplication(t.app, parts(reference), key);
      const retry = await submitApplication(t.app, parts(reference), key);
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toBe(first.body);

      const otherBody = await submitApplication(t.app, parts(reference, { occupation: 'Architect' }), key);
      expect(otherBody.statusCode).toBe(422);
      expect(otherBody.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.otherRequest });
      expect(await applicationsWith(reference)).toBe(1);
    });
  });

  describe('member requests with an Idempotency-Key', () => {
    it('stores a request sent 3 times with one key once and answers each alike', async () => {
      const key = crypto.randomUUID();
      const body = leave('Sent three times');
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await submit(body, key));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      for (const answer of answers) {
        expect(answer.json()).toEqual({
          success: true,
          data: { message: SUBMIT_MEMBER_REQUEST_MESSAGES.submitted },
        });
      }
      expect(answers.map((answer) => answer.headers['idempotent-replayed'])).toEqual([
        undefined,
        'true',
        'true',
      ]);
      expect(await requestsDescribed('Sent three times')).toBe(1);
    });

    it('stores a request sent 10 times at once with one key once; the others get its answer or a 409 to retry', async () => {
      const key = crypto.randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => submit(leave('Sent ten times at once'), key)),
      );
      expect(await requestsDescribed('Sent ten times at once')).toBe(1);
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      for (const answer of answers) {
        expect([200, 409]).toContain(answer.statusCode);
        if (answer.statusCode === 409) {
          expect(answer.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.inProgress });
          expect(answer.headers['retry-after']).toBe('1');
        }
      }
      // Their retries all get the kept answer.
      const retry = await submit(leave('Sent ten times at once'), key);
      expect(retry.statusCode).toBe(200);
      expect(await requestsDescribed('Sent ten times at once')).toBe(1);
    });

    it('refuses the same key with another body with 422 and a clear message', async () => {
      const key = crypto.randomUUID();
      expect((await submit(leave('First body'), key)).statusCode).toBe(200);
      const other = await submit(leave('Another body'), key);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.otherRequest });
      expect(await requestsDescribed('Another body')).toBe(0);
      // Scoped per route: the same key on another route is another key.
      const verify = await t.app.inject({
        method: 'POST',
        url: verifyPaymentEndpoint.path,
        payload: { reference: 'no-such-reference' },
        headers: { 'idempotency-key': key },
      });
      expect(verify.statusCode).not.toBe(422);
    });

    it('processes afresh a request whose earlier answer was a refusal (nothing was stored)', async () => {
      const key = crypto.randomUUID();
      const unknown = { ...leave('Unknown member first'), ulid: newMemberUlid() };
      expect((await submit(unknown, key)).statusCode).toBe(404);
      const again = await submit(unknown, key);
      expect(again.statusCode).toBe(404);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
    });

    it('refuses a key that is not 1 to 255 visible characters', async () => {
      const tooLong = await submit(leave('Bad key'), 'k'.repeat(256));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.invalidKey });
      expect(await requestsDescribed('Bad key')).toBe(0);
    });

    it('takes over the key of a request whose process died, once its lease ran out', async () => {
      const key = crypto.randomUUID();
      const body = leave('Process died holding the key');
      // What a process killed mid-request leaves: the claim, and no answer (its transaction rolled back).
      const keys = createIdempotencyKeysRepository(t.app.db);
      const claimedAt = Date.now();
      await keys.claim({
        scope: `POST ${SUBMIT_URL}`,
        key,
        owner: 'dead-process',
        fingerprint: fingerprintOf(body),
        now: new Date(claimedAt).toISOString(),
        lockedUntil: new Date(claimedAt + IDEMPOTENCY_LEASE_MS).toISOString(),
        expiresAt: new Date(claimedAt + IDEMPOTENCY_KEY_RETENTION_MS).toISOString(),
      });
      const tooSoon = await submit(body, key);
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.inProgress });

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(claimedAt + IDEMPOTENCY_LEASE_MS + 1000);
      const afterLease = await submit(body, key);
      expect(afterLease.statusCode).toBe(200);
      expect(await requestsDescribed('Process died holding the key')).toBe(1);
      expect((await submit(body, key)).headers['idempotent-replayed']).toBe('true');
    });

    it('processes an expired key afresh even when the periodic purge has not run since it expired', async () => {
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      const key = crypto.randomUUID();
      const body = leave('Expired between two purges');
      expect((await submit(body, key)).statusCode).toBe(200);
      // A write just before the day is over runs the purge, which the key survives.
      vi.setSystemTime(start + IDEMPOTENCY_KEY_RETENTION_MS - 30_000);
      expect((await submit(leave('Just before the day is over'), crypto.randomUUID())).statusCode).toBe(200);
      vi.setSystemTime(start + IDEMPOTENCY_KEY_RETENTION_MS + 1000);
      const afterADay = await submit(body, key);
      expect(afterADay.statusCode).toBe(200);
      expect(afterADay.headers['idempotent-replayed']).toBeUndefined();
      expect(await requestsDescribed('Expired between two purges')).toBe(2);
    });

    it('forgets keys after 24 hours: an old key is processed afresh, and expired keys are purged', async () => {
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      const key = crypto.randomUUID();
      const body = leave('Kept for a day');
      expect((await submit(body, key)).statusCode).toBe(200);

      vi.setSystemTime(start + IDEMPOTENCY_KEY_RETENTION_MS - 60_000);
      expect((await submit(body, key)).headers['idempotent-replayed']).toBe('true');
      expect(await requestsDescribed('Kept for a day')).toBe(1);

      vi.setSystemTime(start + IDEMPOTENCY_KEY_RETENTION_MS + 60_000);
      const otherKey = crypto.randomUUID();
      expect((await submit(leave('A day later'), otherKey)).statusCode).toBe(200);
      const kept = await t.app.db.selectFrom('idempotency_keys').select('key').execute();
      expect(kept.map((row) => row.key)).not.toContain(key);
      expect(kept.map((row) => row.key)).toContain(otherKey);

      const afterADay = await submit(body, key);
      expect(afterADay.statusCode).toBe(200);
      expect(afterADay.headers['idempotent-replayed']).toBeUndefined();
      expect(await requestsDescribed('Kept for a day')).toBe(2);
    });
  });
});
