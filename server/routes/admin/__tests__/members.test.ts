import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@contract/admin-members';
import { failureResponseSchema } from '@contract/common';
import { ULID_LENGTH } from '@contract/constants';
import {
  getMembersResponseSchema,
  type MemberFields,
  createMemberEndpoint,
  getMembersEndpoint,
  updateMemberEndpoint,
  deleteMemberEndpoint,
} from '@contract/member';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../../../testing/test-app';

const ADA: MemberFields = {
  title: 'Mrs',
  name: 'Adaeze Okafor',
  state_of_origin: 'Anambra',
  date_of_birth: '1988-04-12',
  place_of_residence: 'Bodija, Ibadan',
  type_of_work: 'Nurse',
  company_name: 'UCH Ibadan',
  position_held: 'Senior Nurse',
  educational_status: 'BSc Nursing',
  marital_status: 'Married',
  email: 'ada@example.ng',
};

describe.each(await databaseTargets())('admin member calls on %s', (target) => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(target);
    headers = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom('member_requests').execute();
    await t.app.db.deleteFrom('members').execute();
    await t.app.db.deleteFrom('audit_log').execute();
  });

  const create = (payload: object, auth = headers) =>
    t.app.inject({ method: 'POST', url: createMemberEndpoint.path, headers: auth, payload });
  const list = async () => {
    const response = await t.app.inject({ method: 'GET', url: getMembersEndpoint.path, headers });
    expect(response.statusCode).toBe(200);
    return getMembersResponseSchema.parse(response.json()).data;
  };
  const auditActions = async () =>
    (
      await t.app.db.selectFrom('audit_log').select(['action', 'entity', 'entity_id']).orderBy('id').execute()
    ).map((row) => `${row.action} ${row.entity} ${row.entity_id}`);

  it('creates an approved member with a 36-character ULID and records who did it', async () => {
    const response = await create(ADA);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MEMBER_MESSAGES.created });
    const [member] = await list();
    expect(member).toMatchObject({ ...ADA, status: 'approved' });
    expect(member!.ulid).toHaveLength(ULID_LENGTH);
    expect(Date.parse(member!.created_at)).not.toBeNaN();
    expect(await auditActions()).toEqual([`create member ${member!.id}`]);
  });

  it.each([
    ['an empty name', { ...ADA, name: '  ' }, 'Required'],
    ['a missing email', { ...ADA, email: undefined }, 'Required'],
    ['a title outside Mr/Miss/Mrs', { ...ADA, title: 'Dr' }, 'Required'],
    ['a marital status outside Single/Married', { ...ADA, marital_status: 'Divorced' }, 'Required'],
    [
      'a date of birth in another format',
      { ...ADA, date_of_birth: '12/04/1988' },
      'Use the format YYYY-MM-DD',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await list()).toEqual([]);
    expect(await auditActions()).toEqual([]);
  });

  it('updates every field of a member and answers 404 for an unknown id', async () => {
    await create(ADA);
    const [member] = await list();
    const changed = {
      ...ADA,
      id: member!.id,
      name: 'Adaeze Okafor-Bello',
      marital_status: 'Single',
      email: 'new@example.ng',
    };
    const response = await t.app.inject({
      method: 'POST',
      url: updateMemberEndpoint.path,
      headers,
      payload: changed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MEMBER_MESSAGES.updated });
    const [after] = await list();
    expect(after).toMatchObject({
      name: 'Adaeze Okafor-Bello',
      marital_status: 'Single',
      email: 'new@example.ng',
      ulid: member!.ulid,
    });

    const missing = await t.app.inject({
      method: 'POST',
      url: updateMemberEndpoint.path,
      headers,
      payload: { ...changed, id: member!.id + 1000 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: MEMBER_MESSAGES.notFound });
    expect(await auditActions()).toEqual([`create member ${member!.id}`, `update member ${member!.id}`]);
  });

  it('refuses an update without an id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: updateMemberEndpoint.path,
      headers,
      payload: ADA,
    });
    expect(response.statusCode).toBe(400);
    expect(failureResponseSchema.parse(response.json()).message).toBe('id must be a number');
  });

  it('deletes a member and keeps their member requests readable with the name and ULID', async () => {
    await create(ADA);
    const [member] = await list();
    await t.app.db
      .insertInto('member_requests')
      .values({
        member_id: member!.id,
        name: member!.name,
        ulid: member!.ulid,
        type: 'leave',
        duration: 5,
        amount: null,
        description: 'Family visit',
        status: 'pending',
        decided_at: null,
        decided_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    // As the SPA sends it: labelled JSON, with no body.
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${deleteMemberEndpoint.path}?id=${member!.id}`,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MEMBER_MESSAGES.deleted });
    expect(await list()).toEqual([]);
    const memberRequest = await t.app.db.selectFrom('member_requests').selectAll().executeTakeFirstOrThrow();
    expect(memberRequest).toMatchObject({ member_id: null, name: ADA.name, ulid: member!.ulid });
    expect(await auditActions()).toEqual([`create member ${member!.id}`, `delete member ${member!.id}`]);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `${deleteMemberEndpoint.path}?id=${member!.id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it.each(['', 'abc', '-3'])('refuses a delete with id "%s"', async (id) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${deleteMemberEndpoint.path}?id=${id}`,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(failureResponseSchema.safeParse(response.json()).success).toBe(true);
  });

  it.each([
    ['POST', createMemberEndpoint.path],
    ['GET', getMembersEndpoint.path],
    ['POST', updateMemberEndpoint.path],
    ['DELETE', `${deleteMemberEndpoint.path}?id=1`],
  ] as const)('answers 401 to %s %s without a token and changes nothing', async (method, url) => {
    await create(ADA);
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? { ...ADA, id: 1 } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
    expect(await list()).toHaveLength(1);
  });
});
