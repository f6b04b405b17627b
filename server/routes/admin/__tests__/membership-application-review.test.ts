import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  reviewMembershipApplicationResponseSchema,
  MEMBERSHIP_APPLICATION_REVIEW_MESSAGES,
} from '@contract/admin-membership-application-review';
import { ULID_LENGTH } from '@contract/constants';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../../../testing/test-app';
import { TEST_APPLICATION as APPLICATION } from '../../../testing/test-members';
import { getMembersEndpoint, getMembersResponseSchema, updateMemberEndpoint } from '@contract/member';
import { recordNewsAndAppealsChoice } from '../../../services/mail-preferences';

describe.each(await databaseTargets())('membership application review on %s', (target) => {
  let t: TestApp;
  let headers: { authorization: string };
  let membershipApplicationId: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    headers = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom('members').execute();
    await t.app.db.deleteFrom('membership_applications').execute();
    await t.app.db.deleteFrom('outbox').execute();
    await t.app.db.deleteFrom('audit_log').execute();
    await t.app.db.deleteFrom('consents').execute();
    const row = await t.app.db
      .insertInto('membership_applications')
      .values(APPLICATION)
      .returning('id')
      .executeTakeFirstOrThrow();
    membershipApplicationId = row.id;
  });

  const review = (id: number | string, payload: object, auth: Record<string, string> = headers) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/membership-applications/${id}/status`,
      headers: auth,
      payload,
    });

  it('accepts an application by creating the member from its data in one step', async () => {
    const response = await review(membershipApplicationId, { status: 'accepted' });
    expect(response.statusCode).toBe(200);
    const body = reviewMembershipApplicationResponseSchema.parse(response.json());
    expect(body.message).toBe(MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.accepted);
    expect(body.member?.ulid).toHaveLength(ULID_LENGTH);

    const member = await t.app.db.selectFrom('members').selectAll().executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      id: body.member!.id,
      title: 'Dr.',
      name: 'Tunde Balogun',
      email: 'tunde@example.ng',
      state_of_origin: 'Oyo',
      place_of_residence: '12 Ring Road, Ibadan',
      type_of_work: 'Pharmacist',
      marital_status: 'Married',
      status: 'approved',
      membership_application_id: membershipApplicationId,
    });
    const membershipApplication = await t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(membershipApplication).toMatchObject({ status: 'accepted', member_id: member.id });
    expect(membershipApplication.decided_at).not.toBeNull();
    const mail = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('tunde@example.ng');
    expect(mail.text_body).toContain(member.ulid);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().execute();
    expect(audit.map((row) => `${row.action} ${row.entity} ${row.entity_id}`)).toEqual([
      `accept membership-application ${membershipApplicationId}`,
    ]);

    const member2 = await t.app.inject({ method: 'GET', url: `${getMembersEndpoint.path}`, headers });
    expect(member2.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it("turns an applicant's 'Mr.' into the title Mr, and the member can then be edited one field at a time", async () => {
    await t.app.db
      .updateTable('membership_applications')
      .set({ title: 'Mr.', marital_status: 'Widowed' })
      .execute();
    expect((await review(membershipApplicationId, { status: 'accepted' })).statusCode).toBe(200);
    const listed = async () =>
      getMembersResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: getMembersEndpoint.path, headers })).json(),
      ).data[0]!;
    const member = await listed();
    expect(member).toMatchObject({
      title: 'Mr',
      marital_status: 'Widowed',
      date_of_birth: '',
      company_name: '',
    });
    const update = (payload: object) =>
      t.app.inject({ method: 'POST', url: updateMemberEndpoint.path, headers, payload });

    const saved = await update({ ...member, company_name: 'Emzor Pharmaceuticals' });
    expect(saved.statusCode).toBe(200);
    const edited = await listed();
    expect(edited).toEqual({ ...member, company_name: 'Emzor Pharmaceuticals' });

    const refused = await update({
      ...edited,
      date_of_birth: '12/04/1980',
      title: 'Sir',
      position_held: ' ',
    });
    expect(refused.statusCode).toBe(400);
    expect(updateMemberEndpoint.response.parse(refused.json()).errors).toEqual({
      title: 'Required',
      date_of_birth: 'Use the format YYYY-MM-DD',
      position_held: 'Required',
    });
    expect(await listed()).toMatchObject({ company_name: 'Emzor Pharmaceuticals', date_of_birth: '' });
  });

  it('keeps a title other than Mr, Miss or Mrs as typed, and an edit of another field keeps it', async () => {
    expect((await review(membershipApplicationId, { status: 'accepted' })).statusCode).toBe(200);
    const [member] = await t.app.db.selectFrom('members').selectAll().execute();
    const response = await t.app.inject({
      method: 'POST',
      url: updateMemberEndpoint.path,
      headers,
      payload: { ...member, position_held: 'Superintendent Pharmacist' },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.app.db.selectFrom('members').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      title: 'Dr.',
      position_held: 'Superintendent Pharmacist',
      date_of_birth: '',
    });
  });

  it('answers the path the route had before its rename alike, for one release, marked deprecated', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/volunteers/${membershipApplicationId}/status`,
      headers,
      payload: { status: 'rejected' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.rejected });
    expect(response.headers.deprecation).toBe('true');
    expect(response.headers.link).toBe(
      `</api/admin/membership-applications/${membershipApplicationId}/status>; rel="successor-version"`,
    );
    const current = await review(membershipApplicationId, { status: 'accepted' });
    expect(current.statusCode).toBe(409);
    expect(current.headers.deprecation).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/volunteers/${membershipApplicationId}/status` }))
        .statusCode,
    ).toBe(401);
  });

  it('rejects an application without creating a member', async () => {
    const response = await review(membershipApplicationId, { status: 'rejected' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.rejected,
    });
    expect(await t.app.db.selectFrom('members').selectAll().execute()).toEqual([]);
    const membershipApplication = await t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(membershipApplication.status).toBe('rejected');
  });

  it('tells a rejected applicant by e-mail once, however often the rejection is sent, even after they unsubscribed', async () => {
    await recordNewsAndAppealsChoice(t.app.db, APPLICATION.email, false, 'unsubscribe link');
    const [first, second] = await Promise.all([
      review(membershipApplicationId, { status: 'rejected' }),
      review(membershipApplicationId, { status: 'rejected' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await review(membershipApplicationId, { status: 'rejected' })).statusCode).toBe(409);

    const mails = await t.app.db.selectFrom('outbox').selectAll().execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: 'tunde@example.ng',
      subject: 'About your membership application',
    });
    expect(mails[0]!.text_body).toContain('Dear Dr. Tunde Balogun,');
    expect(mails[0]!.text_body).toContain('we are sorry that we cannot accept it');
    expect(mails[0]!.text_body).toContain(`Application number: ${membershipApplicationId}`);
  });

  it('refuses a second decision with 409, so one application never becomes two members', async () => {
    const [first, second] = await Promise.all([
      review(membershipApplicationId, { status: 'accepted' }),
      review(membershipApplicationId, { status: 'accepted' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = [first, second].find((response) => response.statusCode === 409)!;
    expect(refused.json()).toEqual({
      success: false,
      message: MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.alreadyDecided,
    });
    expect(await t.app.db.selectFrom('members').selectAll().execute()).toHaveLength(1);
    const late = await review(membershipApplicationId, { status: 'rejected' });
    expect(late.statusCode).toBe(409);
  });

  it('answers 404 for an unknown application and 400 for bad input', async () => {
    const missing = await review(membershipApplicationId + 999, { status: 'accepted' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      message: MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.notFound,
    });
    const badStatus = await review(membershipApplicationId, { status: 'pending' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toEqual({ success: false, message: 'Status must be accepted or rejected' });
    const badId = await review('abc', { status: 'accepted' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ success: false, message: 'id must be a number' });
  });

  it('answers 401 without a token and leaves the application pending', async () => {
    const response = await review(membershipApplicationId, { status: 'accepted' }, {});
    expect(response.statusCode).toBe(401);
    const membershipApplication = await t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(membershipApplication.status).toBe('pending');
  });
});
