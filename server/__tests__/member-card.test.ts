import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberResponseSchema, memberCardSchema, getMemberEndpoint } from '@contract/member';
import { MEMBER_CARD_NOT_FOUND } from '@contract/member-card';
import { nowIso } from '../lib/clock';
import { newMemberUlid } from '../lib/member-id';
import type { MemberStatus } from '../db/schema';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../testing/test-app';

const CARD_URL = getMemberEndpoint.path;
const NOT_FOUND_BODY = { success: false, error: MEMBER_CARD_NOT_FOUND, message: MEMBER_CARD_NOT_FOUND };

describe.each(await databaseTargets())('member card on %s', (target) => {
  let t: TestApp;

  async function insertMember(status: MemberStatus) {
    const now = nowIso();
    return t.app.db
      .insertInto('members')
      .values({
        ulid: newMemberUlid(),
        title: 'Mr',
        name: 'Tunde Afolabi',
        state_of_origin: 'Oyo',
        date_of_birth: '1979-07-30',
        place_of_residence: '3 Secret Close, Bodija',
        type_of_work: 'Engineer',
        company_name: 'Ibadan Water Works',
        position_held: 'Supervisor',
        educational_status: 'HND',
        marital_status: 'Single',
        email: 'tunde@forum.test',
        status,
        membership_application_id: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  const getCard = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: CARD_URL, query: { id }, headers });

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it('answers the admin the card of an approved member by numeric id, with only the card fields', async () => {
    const member = await insertMember('approved');
    const response = await getCard(String(member.id), await adminAuthHeader(t.app));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; member: Record<string, unknown> }>();
    expect(body.success).toBe(true);
    expect(Object.keys(body.member).sort()).toEqual(Object.keys(memberCardSchema.shape).sort());
    expect(body.member).toMatchObject({
      id: member.id,
      ulid: member.ulid,
      name: 'Tunde Afolabi',
      type_of_work: 'Engineer',
    });
    expect(JSON.stringify(body)).not.toContain('1979-07-30');
    expect(JSON.stringify(body)).not.toContain('Secret Close');
    expect(getMemberResponseSchema.safeParse(body).success).toBe(true);
  });

  it('answers the same card by the 36-character ULID', async () => {
    const member = await insertMember('approved');
    const response = await getCard(member.ulid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, member: { id: member.id, ulid: member.ulid } });
  });

  it('answers the public 404 "Member not found" for a numeric id, even one the admin can open', async () => {
    const member = await insertMember('approved');
    const admin = await adminAuthHeader(t.app);
    expect((await getCard(String(member.id), admin)).statusCode).toBe(200);
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const response = await getCard(String(member.id), headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND_BODY);
    }
    // A loop over ids learns nothing.
    for (let id = 1; id <= member.id; id += 1) expect((await getCard(String(id))).statusCode).toBe(404);
  });

  it('tells search engines not to index the card, cached answers included', async () => {
    const member = await insertMember('approved');
    for (let round = 0; round < 2; round += 1) {
      const response = await getCard(member.ulid);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await getCard('987654')).headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('answers 404 "Member not found" for a suspended member, by id and by ULID', async () => {
    const member = await insertMember('suspended');
    const admin = await adminAuthHeader(t.app);
    for (const id of [String(member.id), member.ulid]) {
      const response = await getCard(id, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND_BODY);
    }
  });

  it.each([
    ['an unknown numeric id', '987654'],
    ['an unknown ULID', '00000000-0000-7000-8000-000000000000'],
    ['a number beyond any id', '99999999999999999999'],
    ['a short non-numeric id', 'abc'],
  ])('answers 404 for %s', async (_label, id) => {
    const response = await getCard(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND_BODY);
  });

  it.each([
    ['no id', undefined, 'id is required'],
    ['an id of 37 characters', 'a'.repeat(37), 'id is too long'],
    ['an id with quotes', "1' or '1'='1", 'id has invalid characters'],
  ])('answers 400 for %s', async (_label, id, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: CARD_URL,
      query: id === undefined ? {} : { id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });
});
