import { describe, expect, it } from 'vitest';
import { formatNaira } from '../format-naira';

describe('formatNaira', () => {
  it('writes whole naira without kobo, and kobo always with two digits', () => {
    expect(formatNaira(250000)).toBe('₦250,000');
    expect(formatNaira(2000.5)).toBe('₦2,000.50');
    expect(formatNaira(175.05)).toBe('₦175.05');
    expect(formatNaira(0.5)).toBe('₦0.50');
  });
});
