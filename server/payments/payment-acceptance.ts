import { KEEP_UPDATED_FIELD, KEEP_UPDATED_VALUE } from '@contract/privacy';
import { APPLICATION_FEE_KOBO, CURRENCY, KOBO_PER_NAIRA, MIN_DONATION_NAIRA } from '@contract/constants';
import type { PaymentPurpose } from '@contract/donation';
import type { PaystackTransaction } from '@contract/paystack';
import { PROGRAM_EARMARK_FIELD } from '@contract/program-goal';

/** What the server expects of a payment before it counts it. */
export interface PaymentExpectation {
  purpose: PaymentPurpose;
  /** Donations: the kobo the browser asked Paystack for, when it said so. The fee is always APPLICATION_FEE_KOBO. */
  requestedAmountKobo?: number;
}

export const PAYMENT_REFUSALS = {
  notSuccessful: 'The payment was not successful',
  wrongCurrency: `The payment was not made in ${CURRENCY}`,
  wrongFeeAmount: 'The amount paid does not match the application fee',
  wrongDonationAmount: 'The amount paid does not match the donation amount',
  donationTooSmall: `The smallest donation we accept is ₦${MIN_DONATION_NAIRA}`,
  unknownReference: 'No payment was found for this reference',
  otherPurpose: 'This payment was recorded for another purpose',
  providerUnavailable: 'We could not confirm the payment with Paystack right now. Please try again.',
} as const;

/**
 * The server never trusts the browser: a payment counts only when Paystack says 'success', in NGN, for the
 * amount the purpose requires. Answers the refusal message, or null when the payment is acceptable.
 */
export function refusalOf(transaction: PaystackTransaction, expectation: PaymentExpectation): string | null {
  if (transaction.status !== 'success') return PAYMENT_REFUSALS.notSuccessful;
  if (transaction.currency !== CURRENCY) return PAYMENT_REFUSALS.wrongCurrency;
  if (expectation.purpose === 'application_fee') {
    return transaction.amount === APPLICATION_FEE_KOBO ? null : PAYMENT_REFUSALS.wrongFeeAmount;
  }
  if (
    expectation.requestedAmountKobo !== undefined &&
    transaction.amount !== expectation.requestedAmountKobo
  ) {
    return PAYMENT_REFUSALS.wrongDonationAmount;
  }
  if (transaction.amount < MIN_DONATION_NAIRA * KOBO_PER_NAIRA) return PAYMENT_REFUSALS.donationTooSmall;
  return null;
}

/** The purpose the browser put in the transaction's metadata (webhooks carry nothing else). */
export function purposeFromMetadata(metadata: PaystackTransaction['metadata']): PaymentPurpose {
  return metadataObject(metadata)?.purpose === 'application_fee' ? 'application_fee' : 'donation';
}

/** The metadata as an object, whether Paystack sent it as one or as JSON text; null when it is neither. */
function metadataObject(metadata: PaystackTransaction['metadata']): Record<string, unknown> | null {
  let value: unknown = metadata;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * The program a donation was earmarked for: the 'Program' custom field beside 'Donation Type'. Answers null
 * when there is none (the general fund) and 'unreadable' when the field is there but holds no program id.
 * Whether that program exists is the recorder's check.
 */
export function earmarkFromMetadata(metadata: PaystackTransaction['metadata']): number | null | 'unreadable' {
  const fields = metadataObject(metadata)?.custom_fields;
  if (!Array.isArray(fields)) return null;
  const field: unknown = fields.find(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      (item as { variable_name?: unknown }).variable_name === PROGRAM_EARMARK_FIELD.variable_name,
  );
  if (field === undefined) return null;
  const value = (field as { value?: unknown }).value;
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : 'unreadable';
}

/** Whether the donor ticked "Keep me updated about the forum's work" (Paystack's copy of the metadata). */
export function keepUpdatedFromMetadata(metadata: PaystackTransaction['metadata']): boolean {
  const fields = metadataObject(metadata)?.custom_fields;
  if (!Array.isArray(fields)) return false;
  return fields.some(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      (item as { variable_name?: unknown }).variable_name === KEEP_UPDATED_FIELD.variable_name &&
      (item as { value?: unknown }).value === KEEP_UPDATED_VALUE,
  );
}
