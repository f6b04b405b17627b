const lastTenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * Whether two phone numbers are one: the same last ten digits, so +234 803 123 4567, 2348031234567 and
 * 08031234567 are one number. A number of fewer than ten digits is no one's and matches nothing.
 */
export function isSamePhoneNumber(a: string, b: string): boolean {
  return lastTenDigits(a).length === 10 && lastTenDigits(a) === lastTenDigits(b);
}
