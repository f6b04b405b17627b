import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREACH_MESSAGES } from '@contract/admin-breaches';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../../../testing/test-app';

describe.each(await databaseTargets())('the breach register on %s', (target) => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(target);
    headers = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());

  const record = (payload: object, auth: Record<string, string> = headers) =>
    t.app.inject({ method: 'POST', url: '/api/admin/breaches', headers: auth, payload });

  it('records a breach with the NDPC deadline 72 hours after it was found, and when the NDPC was told', async () => {
    const foundAt = new Date(Date.now() - 5 * 3600_000).toISOString();
    const recorded = await record({
      whatHappened: 'A laptop with exported applications was stolen',
      foundAt,
      whoWasAffected: '12 applicants of October',
    });
    expect(recorded.statusCode).toBe(200);
    const breach = recorded.json().data;
    expect(breach).toMatchObject({
      whatHappened: 'A laptop with exported applications was stolen',
      foundAt,
      ndpcNotifiedAt: null,
      ndpcDeadline: new Date(Date.parse(foundAt) + 72 * 3600_000).toISOString(),
      recordedBy: 'admin@forum.test',
    });

    const tooEarly = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/breaches/${breach.id}/ndpc-notified`,
      headers,
      payload: { notifiedAt: new Date(Date.parse(foundAt) - 60_000).toISOString() },
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe(BREACH_MESSAGES.notifiedAtInvalid);
    const notifiedAt = new Date(Date.now() - 3600_000).toISOString();
    const told = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/breaches/${breach.id}/ndpc-notified`,
      headers,
      payload: { notifiedAt },
    });
    expect(told.statusCode).toBe(200);
    expect(told.json().data.ndpcNotifiedAt).toBe(notifiedAt);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/breaches', headers });
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: breach.id, ndpcNotifiedAt: notifiedAt }),
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'breach')
      .orderBy('id')
      .execute();
    expect(audit.map((line) => line.action)).toEqual(['breach.record', 'breach.ndpc-notified']);
  });

  it('refuses a breach found in the future, one without what happened, and anyone not signed in', async () => {
    const future = await record({
      whatHappened: 'x',
      foundAt: new Date(Date.now() + 86_400_000).toISOString(),
      whoWasAffected: 'y',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ success: false, message: BREACH_MESSAGES.foundAtInvalid });
    const empty = await record({ whatHappened: ' ', foundAt: new Date().toISOString(), whoWasAffected: 'y' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(BREACH_MESSAGES.whatRequired);
    expect((await record({}, {})).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/breaches/999999/ndpc-notified',
      headers,
      payload: { notifiedAt: new Date().toISOString() },
    });
    expect(missing.statusCode).toBe(404);
  });
});
