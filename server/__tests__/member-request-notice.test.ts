import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchMemberRequestsResponseSchema,
  fetchMemberRequestsEndpoint,
  submitMemberRequestEndpoint,
} from '@contract/member-request';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../testing/test-app';
import { insertTestMember } from '../testing/test-members';

const SUBMIT_URL = submitMemberRequestEndpoint.path;
const FETCH_URL = fetchMemberRequestsEndpoint.path;

/** A ULID is all it takes to file a request: the member hears of each one, the admin sees the name on record. */
describe.each(await databaseTargets())('member request notice on %s', (target) => {
  let t: TestApp;

  const insertMember = () => insertTestMember(t.app.db);

  const submit = (payload: object) => t.app.inject({ method: 'POST', url: SUBMIT_URL, payload });
  const leave = (ulid: string, name = 'Ngozi Eze') => ({
    name,
    ulid,
    type: 'leave',
    duration: 5,
    description: 'Family wedding in Enugu',
  });
  const countMemberRequests = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('member_requests')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it('e-mails the member on record each time a request is filed with their ULID', async () => {
    const member = await insertMember();
    const noticesTo = () =>
      t.app.db.selectFrom('outbox').selectAll().where('recipient', '=', member.email).orderBy('id').execute();
    expect(await noticesTo()).toHaveLength(0);
    expect((await submit(leave(member.ulid, 'Someone Else'))).statusCode).toBe(200);
    expect(
      (
        await submit({
          name: 'Ngozi Eze',
          ulid: member.ulid,
          type: 'raise',
          amount: 25_000,
          description: 'Cost of transport has doubled',
        })
      ).statusCode,
    ).toBe(200);
    const [leaveNotice, raiseNotice, extra] = await noticesTo();
    expect(extra).toBeUndefined();
    expect(leaveNotice?.subject).toBe('A leave request was filed with your member ID');
    expect(leaveNotice?.text_body).toContain('Dear Ngozi Eze');
    expect(leaveNotice?.text_body).toContain('A leave request for 5 days was filed with your member ID');
    expect(leaveNotice?.text_body).toContain('"Someone Else"');
    expect(leaveNotice?.text_body).toContain('If this was not you, reply to this e-mail');
    expect(raiseNotice?.subject).toBe('A raise request was filed with your member ID');
    expect(raiseNotice?.text_body).toMatch(/A raise request for ₦\s?25,000 was filed with your member ID/);
  });

  it('files nothing when the notice cannot be queued', async () => {
    const member = await insertMember();
    const before = await countMemberRequests();
    await t.app.db.schema.alterTable('outbox').renameTo('outbox_unavailable').execute();
    try {
      expect((await submit(leave(member.ulid))).statusCode).toBe(500);
    } finally {
      await t.app.db.schema.alterTable('outbox_unavailable').renameTo('outbox').execute();
    }
    expect(await countMemberRequests()).toBe(before);
  });

  it("shows the admin the name on the member's record beside the name typed", async () => {
    const member = await insertMember();
    await submit(leave(member.ulid, 'Chinedu Okafor'));
    const response = await t.app.inject({
      method: 'GET',
      url: FETCH_URL,
      headers: await adminAuthHeader(t.app),
    });
    const rows = fetchMemberRequestsResponseSchema.parse(response.json());
    expect(rows.find((row) => row.ulid === member.ulid)).toMatchObject({
      name: 'Chinedu Okafor',
      member_name: 'Ngozi Eze',
    });
  });
});
