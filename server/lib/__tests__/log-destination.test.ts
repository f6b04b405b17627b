import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../log-destination';

describe('log lines for whoever reads them', () => {
  it('gives a person at a terminal readable lines', async () => {
    const options = await loggerOptions('info', {}, { isTTY: true });
    expect(options.level).toBe('info');
    expect(options.stream).toBeDefined();
  });

  it('keeps JSON lines in production, even at a terminal', async () => {
    expect(await loggerOptions('warn', { NODE_ENV: 'production' }, { isTTY: true })).toEqual({
      level: 'warn',
    });
  });

  it('keeps JSON lines for a log shipper or a file (stdout not a terminal)', async () => {
    expect(await loggerOptions('info', {}, { isTTY: false })).toEqual({ level: 'info' });
    expect(await loggerOptions('info', {}, {})).toEqual({ level: 'info' });
  });

  it('follows LOG_FORMAT: readable lines through a pipe (npm run dev), JSON lines at a terminal', async () => {
    expect((await loggerOptions('info', { LOG_FORMAT: 'pretty' }, { isTTY: false })).stream).toBeDefined();
    expect(await loggerOptions('info', { LOG_FORMAT: 'json' }, { isTTY: true })).toEqual({ level: 'info' });
  });
});
