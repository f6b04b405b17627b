import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { createTestApp, databaseTargets, type TestApp } from '../../testing/test-app';

const MAILS = 20;
const DISPATCHERS = 4;

describe.each(await databaseTargets())('outbox claims (%s)', (target) => {
  let testApp: TestApp;
  const others: DatabaseHandle[] = [];

  beforeEach(async () => {
    testApp = await createTestApp(target);
    const outbox = createOutboxRepository(testApp.app.db);
    for (let i = 0; i < MAILS; i += 1)
      await outbox.enqueue({ to: `m${i}@forum.test`, subject: 'Hi', text: 'x' });
  });

  afterEach(async () => {
    for (const handle of others.splice(0)) await handle.close();
    await testApp.close();
  });

  it('hands each queued mail to one dispatcher when several claim at once, each on its own connection', async () => {
    // Each "process" has its own connection (SQLite: its own handle on the shared file; PostgreSQL: its own pool).
    for (let i = 0; i < DISPATCHERS; i += 1) {
      others.push(openDatabase({ databaseUrl: testApp.config.databaseUrl, dataDir: testApp.config.dataDir }));
    }
    const rounds = await Promise.all(
      others.map((handle) => createOutboxRepository(handle.db).claimQueued(handle.dialect, MAILS, 60_000)),
    );
    const ids = rounds.flat().map((mail) => mail.id);
    expect(ids).toHaveLength(MAILS);
    expect(new Set(ids).size).toBe(MAILS);
  });

  it('claims nothing a lease still holds, and a released mail again', async () => {
    const outbox = createOutboxRepository(testApp.app.db);
    const first = await outbox.claimQueued(testApp.app.dbDialect, 5, 60_000);
    expect(first).toHaveLength(5);
    const second = await outbox.claimQueued(testApp.app.dbDialect, MAILS, 60_000);
    expect(second.map((mail) => mail.id)).not.toContain(first[0]?.id);
    expect(second).toHaveLength(MAILS - 5);
    await outbox.release(first[0]?.id ?? 0);
    expect((await outbox.claimQueued(testApp.app.dbDialect, MAILS, 60_000)).map((mail) => mail.id)).toEqual([
      first[0]?.id,
    ]);
  });
});
