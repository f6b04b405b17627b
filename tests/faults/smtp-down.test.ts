import { beforeAll, describe, expect, it } from 'vitest';
import { Checks } from './server-process';
import { SMTP_DOWN_CHECKS, smtpDown } from './smtp-down';

describe('SMTP goes down and comes back', () => {
  const checks = new Checks();
  beforeAll(() => smtpDown(checks));

  it.each(Object.values(SMTP_DOWN_CHECKS))('%s', (label) => {
    const result = checks.result(label);
    expect(result, 'the drill stopped before this check').toBeDefined();
    expect(result?.passed, result?.detail).toBe(true);
  });
});
