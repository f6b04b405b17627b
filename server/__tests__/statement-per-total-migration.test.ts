import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementPerTotal } from '../db/migrations/0018-statement-per-total';
import { createOwnPageRepository } from '../repositories/own-page-repository';
import { createTestApp, databaseTargets, type TestApp } from '../testing/test-app';

describe.each(await databaseTargets())('statements numbered before the migration, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it('keep their number and figures; a new total of the year then gets a number of its own', async () => {
    const migration = statementPerTotal(target);
    await migration.down!(t.app.db);
    const statement = {
      statement_number: 'ST-2026-BD2F9827',
      email: 'ada@example.com',
      year: 2026,
      gift_count: 2,
      total_kobo: 20_000_000,
      issued_at: '2026-03-01T10:00:00.000Z',
      created_at: '2026-03-01T10:00:00.000Z',
    };
    await t.app.db.insertInto('gift_statements').values(statement).execute();
    await migration.up(t.app.db);

    const statements = createOwnPageRepository(t.app.db);
    const issue = (totalKobo: number) =>
      statements.issueStatement({ email: 'ada@example.com', year: 2026, giftCount: 2, totalKobo });
    expect(await issue(20_000_000)).toMatchObject(statement);
    const after = await issue(16_000_000);
    expect(after.statement_number).not.toBe(statement.statement_number);
    expect(
      await t.app.db
        .selectFrom('gift_statements')
        .select(['statement_number', 'total_kobo'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      { statement_number: statement.statement_number, total_kobo: 20_000_000 },
      { statement_number: after.statement_number, total_kobo: 16_000_000 },
    ]);
  });
});
