import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTitles } from '../db/migrations/0017-member-titles';
import { createTestApp, databaseTargets, type TestApp } from '../testing/test-app';
import { insertTestMember } from '../testing/test-members';

describe.each(await databaseTargets())("members' titles before the migration, on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it("turns 'Mr.', 'mrs.' and 'MISS.' into the member titles they name, and keeps any other", async () => {
    const typed = ['Mr.', 'mrs.', 'MISS.', 'Dr.', 'Mrs', 'Mr. Engr.'];
    for (const title of typed) {
      const { id } = await insertTestMember(t.app.db);
      await t.app.db.updateTable('members').set({ title }).where('id', '=', id).execute();
    }
    await memberTitles().up(t.app.db);
    const rows = await t.app.db.selectFrom('members').select('title').orderBy('id').execute();
    expect(rows.map((row) => row.title)).toEqual(['Mr', 'Mrs', 'Miss', 'Dr.', 'Mrs', 'Mr. Engr.']);
  });
});
