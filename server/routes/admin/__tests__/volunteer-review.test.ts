import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reviewVolunteerResponseSchema, VOLUNTEER_REVIEW_MESSAGES } from '@contract/admin-volunteer-review';
import { ULID_LENGTH } from '@contract/constants';
import type { NewVolunteerRow } from '../../../db/schema';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../../../testing/test-app';

const APPLICATION: NewVolunteerRow = {
  title: 'Dr.',
  name: 'Tunde Balogun',
  gender: 'Male',
  email: 'tunde@example.ng',
  phone: '+234 803 000 0000',
  marital_status: 'Married',
  state_of_origin: 'Oyo',
  address: '12 Ring Road, Ibadan',
  occupation: 'Pharmacist',
  image_path: null,
  image_original_name: null,
  image_mime: null,
  certificate_path: null,
  certificate_original_name: null,
  certificate_mime: null,
  payment_reference: null,
  status: 'pending',
  member_id: null,
  decided_at: null,
  created_at: new Date().toISOString(),
};

describe.each(await databaseTargets())('volunteer review on %s', (target) => {
  let t: TestApp;
  let headers: { authorization: string };
  let volunteerId: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    headers = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom('members').execute();
    await t.app.db.deleteFrom('volunteers').execute();
    await t.app.db.deleteFrom('outbox').execute();
    await t.app.db.deleteFrom('audit_log').execute();
    const row = await t.app.db
      .insertInto('volunteers')
      .values(APPLICATION)
      .returning('id')
      .executeTakeFirstOrThrow();
    volunteerId = row.id;
  });

  const review = (id: number | string, payload: object, auth: Record<string, string> = headers) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/volunteers/${id}/status`, headers: auth, payload });

  it('accepts an application by creating the member from its data in one step', async () => {
    const response = await review(volunteerId, { status: 'accepted' });
    expect(response.statusCode).toBe(200);
    const body = reviewVolunteerResponseSchema.parse(response.json());
    expect(body.message).toBe(VOLUNTEER_REVIEW_MESSAGES.accepted);
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
      volunteer_id: volunteerId,
    });
    const volunteer = await t.app.db.selectFrom('volunteers').selectAll().executeTakeFirstOrThrow();
    expect(volunteer).toMatchObject({ status: 'accepted', member_id: member.id });
    expect(volunteer.decided_at).not.toBeNull();
    const mail = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('tunde@example.ng');
    expect(mail.text_body).toContain(member.ulid);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().execute();
    expect(audit.map((row) => `${row.action} ${row.entity} ${row.entity_id}`)).toEqual([
      `accept volunteer ${volunteerId}`,
    ]);

    const member2 = await t.app.inject({ method: 'GET', url: `/api/member/getMembers.php`, headers });
    expect(member2.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('rejects an application without creating a member', async () => {
    const response = await review(volunteerId, { status: 'rejected' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: VOLUNTEER_REVIEW_MESSAGES.rejected });
    expect(await t.app.db.selectFrom('members').selectAll().execute()).toEqual([]);
    const volunteer = await t.app.db.selectFrom('volunteers').selectAll().executeTakeFirstOrThrow();
    expect(volunteer.status).toBe('rejected');
  });

  it('refuses a second decision with 409, so one application never becomes two members', async () => {
    const [first, second] = await Promise.all([
      review(volunteerId, { status: 'accepted' }),
      review(volunteerId, { status: 'accepted' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = [first, second].find((response) => response.statusCode === 409)!;
    expect(refused.json()).toEqual({ success: false, message: VOLUNTEER_REVIEW_MESSAGES.alreadyDecided });
    expect(await t.app.db.selectFrom('members').selectAll().execute()).toHaveLength(1);
    const late = await review(volunteerId, { status: 'rejected' });
    expect(late.statusCode).toBe(409);
  });

  it('answers 404 for an unknown application and 400 for bad input', async () => {
    const missing = await review(volunteerId + 999, { status: 'accepted' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: VOLUNTEER_REVIEW_MESSAGES.notFound });
    const badStatus = await review(volunteerId, { status: 'pending' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toEqual({ success: false, message: 'Status must be accepted or rejected' });
    const badId = await review('abc', { status: 'accepted' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ success: false, message: 'id must be a number' });
  });

  it('answers 401 without a token and leaves the application pending', async () => {
    const response = await review(volunteerId, { status: 'accepted' }, {});
    expect(response.statusCode).toBe(401);
    const volunteer = await t.app.db.selectFrom('volunteers').selectAll().executeTakeFirstOrThrow();
    expect(volunteer.status).toBe('pending');
  });
});
