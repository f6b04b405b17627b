import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from '../made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    const make = vi.fn(() => new Intl.NumberFormat('en-NG'));
    const formatter = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();

    const first = formatter();
    expect(formatter()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is falsy too', () => {
    const make = vi.fn(() => 0);
    const zero = madeOnFirstUse(make);
    expect([zero(), zero()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
