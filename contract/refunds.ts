import { z } from './zod';
import { outcomeResponseSchema } from './common';
import { isWholeKobo, requiredText, WHOLE_KOBO_MESSAGE } from './request-fields';
import { defineEndpoint } from './endpoint';
import { formatNaira } from './format-naira';
import { KOBO_PER_NAIRA } from './constants';

/** Refunds the admin starts, and the messages every refusal answers with. Ours only: a PHP API has none. */

const REFUND_REASON_MAX_LENGTH = 500;

export const REFUND_MESSAGES = {
  amountRequired: 'Amount is required',
  amountNotNumber: 'Amount must be a number',
  amountPositive: 'The refund must be more than ₦0',
  amountKobo: WHOLE_KOBO_MESSAGE,
  reasonRequired: 'Say why the gift is refunded',
  reasonTooLong: `The reason must be ${REFUND_REASON_MAX_LENGTH} characters or fewer`,
  unknownPayment: 'No payment has that reference',
  notPaid: 'Only a paid gift can be refunded',
  fullyRefunded: 'This payment has already been refunded in full',
  disputed: 'This payment is disputed: Paystack holds the money until the dispute is resolved',
  inProgress: 'Another refund of this payment is being made. Try again in a moment.',
  providerUnavailable: 'Paystack could not be reached, so nothing was refunded. Try again.',
} as const;

/** The refusal of a refund larger than what is left of the payment. */
export const overRefundMessage = (leftKobo: number) =>
  `The refund cannot be more than what is left of the payment (${formatNaira(leftKobo / KOBO_PER_NAIRA)})`;

/** Paystack's own refusal, passed on. */
export const providerRefusedMessage = (message: string) => `Paystack refused the refund: ${message}`;

export const refundStartedMessage = (amountKobo: number) =>
  `Refund of ${formatNaira(amountKobo / KOBO_PER_NAIRA)} started. Paystack confirms it when the money has gone back.`;

export const refundBodySchema = z.object({
  amountNaira: z
    .number({
      error: (issue) =>
        issue.input === undefined ? REFUND_MESSAGES.amountRequired : REFUND_MESSAGES.amountNotNumber,
    })
    .check(z.positive(REFUND_MESSAGES.amountPositive), z.refine(isWholeKobo, REFUND_MESSAGES.amountKobo)),
  reason: requiredText(
    REFUND_MESSAGES.reasonRequired,
    REFUND_REASON_MAX_LENGTH,
    REFUND_MESSAGES.reasonTooLong,
  ),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundPaymentParamsSchema = z.object({
  reference: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** POST /api/admin/payments/:reference/refund: asks Paystack to refund all or part of a payment. */
export const refundPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/payments/:reference/refund',
  access: 'admin',
  body: refundBodySchema,
  response: outcomeResponseSchema,
});

const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;

/** What the admin sees of a payment's refunds and dispute. */
export const paymentMoneyBackSchema = z.object({
  /** Processed refunds and disputes lost, in kobo. */
  refundedKobo: z.number(),
  /** Refunds Paystack has not confirmed yet. */
  refundPendingKobo: z.number(),
  /** What may still be refunded (nothing while a dispute is open). */
  refundableKobo: z.number(),
  /** Paystack's message for the latest refund that failed, if the latest refund failed. */
  refundFailure: z.nullable(z.string()),
  /** The latest dispute of the payment, if any. */
  dispute: z.nullable(
    z.object({ status: z.enum(DISPUTE_STATUSES), amountKobo: z.number(), dueAt: z.nullable(z.string()) }),
  ),
});
export type PaymentMoneyBack = z.infer<typeof paymentMoneyBackSchema>;

/** An open dispute, as the dashboard lists it. */
export const openDisputeSchema = z.object({
  reference: z.string(),
  amountKobo: z.number(),
  /** Paystack's deadline for the forum's answer (ISO instant), when given. */
  dueAt: z.nullable(z.string()),
  openedAt: z.string(),
});
