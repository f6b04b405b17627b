import { beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_KILL_CHECKS, retryAfterKill } from './retry-after-kill';
import { Checks } from './server-process';

describe('two instances, one killed mid-load; clients retry with their Idempotency-Key (SQLite)', () => {
  const checks = new Checks();
  beforeAll(() => retryAfterKill(checks));

  it.each(Object.values(RETRY_AFTER_KILL_CHECKS))('%s', (label) => {
    const result = checks.result(label);
    expect(result, 'the drill stopped before this check').toBeDefined();
    expect(result?.passed, result?.detail).toBe(true);
  });
});
