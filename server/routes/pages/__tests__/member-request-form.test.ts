import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_REQUEST_MESSAGES } from '@contract/member-request';
import { formAnswerQueryKey, type FormAnswer } from '@contract/server-rendered-page';
import { nowIso } from '../../../lib/clock';
import { newMemberUlid } from '../../../lib/member-id';
import { SUBMIT_MEMBER_REQUEST_MESSAGES } from '../../../services/member-requests';
import { embeddedQueryData, fakePageBuild } from '../../../testing/fake-page-build';
import { createTestApp, databaseTargets, type TestApp } from '../../../testing/test-app';

const PAGE = '/member-requisition';

describe.each(await databaseTargets())('the member request form without JavaScript on %s', (target) => {
  let t: TestApp;
  let build: string;
  let ulid: string;

  beforeAll(async () => {
    build = fakePageBuild();
    t = await createTestApp(target, {}, { STATIC_DIR: build });
    ulid = newMemberUlid();
    const now = nowIso();
    await t.app.db
      .insertInto('members')
      .values({
        ulid,
        title: 'Mrs',
        name: 'Ngozi Eze',
        state_of_origin: 'Enugu',
        date_of_birth: '1985-02-11',
        place_of_residence: '14 Ring Road, Ibadan',
        type_of_work: 'Nurse',
        company_name: 'Adeoyo Hospital',
        position_held: 'Matron',
        educational_status: 'BSc',
        marital_status: 'Married',
        email: 'ngozi@forum.test',
        status: 'approved',
        membership_application_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  /** Posts the form as a browser does: url-encoded text fields. */
  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: PAGE,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const answerOf = (html: string) =>
    embeddedQueryData(html, formAnswerQueryKey('member-request')) as FormAnswer;
  const requestRows = () => t.app.db.selectFrom('member_requests').selectAll().execute();

  it('sends the page back with every message under its field and the values kept, storing nothing', async () => {
    const response = await post({ name: 'Ngozi Eze', ulid: 'too-short', type: '', description: '' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<main>${PAGE}</main>`);
    const answer = answerOf(response.body);
    expect(answer).toMatchObject({
      outcome: 'refused',
      values: { name: 'Ngozi Eze', ulid: 'too-short', type: '', description: '' },
      errors: {
        ulid: MEMBER_REQUEST_MESSAGES.ulidLength,
        type: MEMBER_REQUEST_MESSAGES.typeRequired,
        description: MEMBER_REQUEST_MESSAGES.descriptionRequired,
      },
    });
    expect(answer.errors.name).toBeUndefined();
    expect(await requestRows()).toHaveLength(0);
  });

  it("names the chosen type's own missing field", async () => {
    const leave = answerOf(
      (await post({ name: 'Ngozi Eze', ulid, type: 'leave', duration: '', description: 'Wedding' })).body,
    );
    expect(leave.errors).toEqual({ duration: MEMBER_REQUEST_MESSAGES.durationRequired });
    const raise = answerOf(
      (await post({ name: 'Ngozi Eze', ulid, type: 'raise', amount: '', description: 'Transport' })).body,
    );
    expect(raise.errors).toEqual({ amount: MEMBER_REQUEST_MESSAGES.amountRequired });
    expect(await requestRows()).toHaveLength(0);
  });

  it('refuses a raise amount finer than a kobo under the amount field', async () => {
    const raise = answerOf(
      (await post({ name: 'Ngozi Eze', ulid, type: 'raise', amount: '12345.678', description: 'Transport' }))
        .body,
    );
    expect(raise.errors).toEqual({ amount: MEMBER_REQUEST_MESSAGES.amountKobo });
    expect(await requestRows()).toHaveLength(0);
  });

  it('says when no approved member has the ULID', async () => {
    const response = await post({
      name: 'Ngozi Eze',
      ulid: newMemberUlid(),
      type: 'leave',
      duration: '3',
      description: 'Wedding',
    });
    expect(response.statusCode).toBe(422);
    expect(answerOf(response.body).errors).toEqual({ ulid: SUBMIT_MEMBER_REQUEST_MESSAGES.unknownMember });
    expect(await requestRows()).toHaveLength(0);
  });

  it("stores one request with only its type's field, then sends the browser to the page with the success message, which files nothing again", async () => {
    // Both number fields are on the page (one hidden by CSS), so both are sent.
    const response = await post({
      name: ' Ngozi Eze ',
      ulid,
      type: 'leave',
      duration: '5',
      amount: '25000',
      description: 'Family wedding in Enugu',
    });
    expect(response.statusCode).toBe(303);
    const location = response.headers.location;
    expect(location).toBe(`${PAGE}?submitted=1`);
    // A reload (or going back and forth) asks for that page again: the same message, nothing filed.
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await t.app.inject({ method: 'GET', url: String(location) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(answerOf(page.body)).toEqual({
        outcome: 'submitted',
        values: {},
        errors: {},
        message: 'Application submitted successfully',
      });
    }
    const rows = await requestRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ngozi Eze',
      type: 'leave',
      duration: 5,
      amount: null,
      description: 'Family wedding in Enugu',
      status: 'pending',
    });
    const mails = await t.app.db.selectFrom('outbox').select('recipient').execute();
    expect(mails.filter((mail) => mail.recipient === 'ngozi@forum.test')).toHaveLength(1);
  });

  describe('sent again with the key the form carries', () => {
    const leave = (description: string, key: string) => ({
      name: 'Ngozi Eze',
      ulid,
      type: 'leave',
      duration: '2',
      description,
      idempotency_key: key,
    });
    const filed = async (description: string) =>
      (await requestRows()).filter((row) => row.description === description);

    it('files the same request sent twice with one key once, answering both alike', async () => {
      const form = leave('Sent twice', crypto.randomUUID());
      const first = await post(form);
      const again = await post(form);
      for (const response of [first, again]) {
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(`${PAGE}?submitted=1`);
      }
      expect(await filed('Sent twice')).toHaveLength(1);
    });

    it('files the same request sent twice at once with one key once, both sent to the success page', async () => {
      const form = leave('Sent twice at once', crypto.randomUUID());
      const answers = await Promise.all([post(form), post(form)]);
      expect(answers.map((response) => [response.statusCode, response.headers.location])).toEqual([
        [303, `${PAGE}?submitted=1`],
        [303, `${PAGE}?submitted=1`],
      ]);
      expect(await filed('Sent twice at once')).toHaveLength(1);
    });

    it('files requests with different keys, or one key (a page built for every visitor) with other content', async () => {
      expect((await post(leave('Two keys', crypto.randomUUID()))).statusCode).toBe(303);
      expect((await post(leave('Two keys', crypto.randomUUID()))).statusCode).toBe(303);
      expect(await filed('Two keys')).toHaveLength(2);
      const shared = crypto.randomUUID();
      expect((await post(leave('One visitor', shared))).statusCode).toBe(303);
      expect((await post(leave('Another visitor', shared))).statusCode).toBe(303);
      expect(await filed('One visitor')).toHaveLength(1);
      expect(await filed('Another visitor')).toHaveLength(1);
    });
  });

  it('answers the page itself, without the success message, as every page is answered', async () => {
    const page = await t.app.inject({ method: 'GET', url: PAGE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('Application submitted successfully');
  });
});
