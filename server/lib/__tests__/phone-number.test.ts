import { describe, expect, it } from 'vitest';
import { isSamePhoneNumber } from '../phone-number';

describe('one phone number however it is written', () => {
  it('matches a Nigerian number written in the international, the bare and the local form', () => {
    const forms = ['+234 803 123 4567', '2348031234567', '08031234567', '(0803) 123-4567'];
    for (const a of forms) for (const b of forms) expect(isSamePhoneNumber(a, b)).toBe(true);
  });

  it('tells different numbers apart', () => {
    expect(isSamePhoneNumber('+234 803 123 4567', '+234 803 123 4568')).toBe(false);
    expect(isSamePhoneNumber('08031234567', '08131234567')).toBe(false);
  });

  it('matches nothing with a number of fewer than ten digits, not even itself', () => {
    expect(isSamePhoneNumber('(((-)))----', '+ ( ) - - -')).toBe(false);
    expect(isSamePhoneNumber('123 456 789', '123 456 789')).toBe(false);
  });
});
