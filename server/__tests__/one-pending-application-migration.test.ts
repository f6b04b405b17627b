import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePendingApplication } from '../db/migrations/0016-one-pending-application';
import { createMembershipApplicationsRepository } from '../repositories/membership-applications-repository';
import { createTestApp, databaseTargets, type TestApp } from '../testing/test-app';
import { TEST_APPLICATION } from '../testing/test-members';

describe.each(await databaseTargets())(
  'applications under review twice before the migration, on %s',
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(async () => t.close());

    it('keeps both under review, and holds one under review per address for applications stored after them', async () => {
      const store = (email: string) =>
        createMembershipApplicationsRepository(t.app.db).insert({ ...TEST_APPLICATION, email });
      const migration = onePendingApplication();
      await migration.down!(t.app.db);
      await store('twice@forum.test');
      await store('TWICE@forum.test');
      await migration.up(t.app.db);
      const rows = await t.app.db
        .selectFrom('membership_applications')
        .select(['email', 'status'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { email: 'twice@forum.test', status: 'pending' },
        { email: 'TWICE@forum.test', status: 'pending' },
      ]);

      await store('once@forum.test');
      await expect(store('ONCE@forum.test')).rejects.toMatchObject({
        code: expect.stringMatching(/^(23505|SQLITE_CONSTRAINT_UNIQUE)$/),
      });
    });
  },
);
