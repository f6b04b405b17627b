import { beforeAll, describe, expect, it } from 'vitest';
import { SKIP_POSTGRES } from '../../server/testing/test-app';
import { DATABASE_GOES_AWAY_CHECKS, databaseGoesAway } from './database-goes-away';
import { Checks } from './server-process';

// SKIP_POSTGRES=1 skips this drill on purpose (counted as skipped); otherwise PostgreSQL not answering fails it.
describe.skipIf(SKIP_POSTGRES)('PostgreSQL goes away and comes back', () => {
  const checks = new Checks();
  beforeAll(() => databaseGoesAway(checks));

  it.each(Object.values(DATABASE_GOES_AWAY_CHECKS))('%s', (label) => {
    const result = checks.result(label);
    expect(result, 'the drill stopped before this check').toBeDefined();
    expect(result?.passed, result?.detail).toBe(true);
  });
});
