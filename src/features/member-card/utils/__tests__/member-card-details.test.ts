import { describe, expect, it } from 'vitest';
import {
  formatMemberId,
  formatMemberSince,
  formatNameWithTitle,
  initialOf,
  memberCardFields,
} from '@/features/member-card/utils/member-card-details';

describe('member card details', () => {
  it('pads the member ID with zeros to 6 characters and leaves longer ones alone', () => {
    expect(formatMemberId('7')).toBe('000007');
    expect(formatMemberId('123456')).toBe('123456');
    expect(formatMemberId('01932c4e-7d1a-7b3c-9f00-123456789abc')).toBe(
      '01932c4e-7d1a-7b3c-9f00-123456789abc',
    );
  });

  it("reads 'Member since' from ISO and PHP timestamps, in Lagos time", () => {
    expect(formatMemberSince('2025-03-14T10:00:00.000Z')).toBe('March 2025');
    expect(formatMemberSince('2024-11-02 08:15:00')).toBe('November 2024');
    // 23:30 UTC on 31 December is already January in Lagos (UTC+1).
    expect(formatMemberSince('2024-12-31T23:30:00.000Z')).toBe('January 2025');
    expect(formatMemberSince('not a date')).toBeNull();
    expect(formatMemberSince('')).toBeNull();
  });

  it('joins title and name, and takes the capital initial', () => {
    expect(formatNameWithTitle({ title: 'Mr', name: 'Tunde Afolabi' })).toBe('Mr Tunde Afolabi');
    expect(formatNameWithTitle({ title: '', name: 'Tunde Afolabi' })).toBe('Tunde Afolabi');
    expect(initialOf('  tunde')).toBe('T');
  });

  it('leaves out empty lines but keeps their order', () => {
    const fields = memberCardFields({
      id: 1,
      ulid: 'x',
      title: 'Mr',
      name: 'Tunde',
      email: 'tunde@example.org',
      type_of_work: '',
      company_name: 'Water Works',
      position_held: 'Supervisor',
      state_of_origin: 'Oyo',
      created_at: 'garbage',
    });
    expect(fields.map((field) => field.label)).toEqual(['Email', 'Company', 'Position', 'State of origin']);
  });
});
