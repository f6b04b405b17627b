import { beforeAll, describe, expect, it } from 'vitest';
import { KILL_DURING_WRITES_CHECKS, killDuringWrites } from './kill-during-writes';
import { Checks } from './server-process';

describe('SIGKILL during a burst of writes (SQLite)', () => {
  const checks = new Checks();
  beforeAll(() => killDuringWrites(checks));

  it.each(Object.values(KILL_DURING_WRITES_CHECKS))('%s', (label) => {
    const result = checks.result(label);
    expect(result, 'the drill stopped before this check').toBeDefined();
    expect(result?.passed, result?.detail).toBe(true);
  });
});
