import { madeOnFirstUse } from './made-on-first-use';

const nairaNumber = madeOnFirstUse(() => new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 }));

/**
 * `₦250,000`: naira with thousands separators, as the donation button and the checkout show amounts. An amount
 * with kobo shows both digits of them (`₦2,000.50`), never one.
 */
export function formatNaira(amount: number): string {
  return `₦${nairaNumber().format(amount).replace(/\.\d$/, '$&0')}`;
}
