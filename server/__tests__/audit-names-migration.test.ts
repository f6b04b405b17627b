import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditNames } from '../db/migrations/0014-audit-names';
import { createTestApp, databaseTargets, type TestApp } from '../testing/test-app';

const WRITTEN_BEFORE = [
  { action: 'requisition.approve', entity: 'requisition' },
  { action: 'requisition.reject', entity: 'requisition' },
  { action: 'accept', entity: 'volunteer' },
  { action: 'reject', entity: 'volunteer' },
  { action: 'create', entity: 'member' },
];

describe.each(await databaseTargets())('the audit log names each concept once, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const entries = async () =>
    (await t.app.db.selectFrom('audit_log').select(['action', 'entity']).orderBy('id').execute()).map(
      (row) => `${row.action} ${row.entity}`,
    );

  it('rewrites the entries written under the old names, and going back restores them', async () => {
    await t.app.db.deleteFrom('audit_log').execute();
    await t.app.db
      .insertInto('audit_log')
      .values(
        WRITTEN_BEFORE.map((entry) => ({
          ...entry,
          admin_id: null,
          admin_email: 'admin@forum.test',
          entity_id: '1',
          summary: 'an entry',
          created_at: new Date().toISOString(),
        })),
      )
      .execute();

    const migration = auditNames();
    await migration.up(t.app.db);
    expect(await entries()).toEqual([
      'member-request.approve member-request',
      'member-request.reject member-request',
      'accept membership-application',
      'reject membership-application',
      'create member',
    ]);

    await migration.down!(t.app.db);
    expect(await entries()).toEqual(WRITTEN_BEFORE.map((entry) => `${entry.action} ${entry.entity}`));
  });
});
