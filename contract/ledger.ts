import { z } from './zod';
import { calendarDateSchema, outcomeResponseSchema } from './common';
import { isWholeKobo, requiredText, WHOLE_KOBO_MESSAGE } from './request-fields';
import { defineEndpoint } from './endpoint';

/**
 * The public ledger (/transparency) and the disbursements the admin records for it. Ours only: a PHP API has
 * none of these calls. Money is integer kobo; no donor name or e-mail is ever part of it.
 */

export const DISBURSEMENT_MESSAGES = {
  dateRequired: 'Date is required',
  dateInFuture: 'The date cannot be in the future',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be more than ₦0',
  amountTooLarge: 'Amount is too large',
  amountKobo: WHOLE_KOBO_MESSAGE,
  descriptionRequired: 'Say what it paid for',
  descriptionTooLong: 'What it paid for must be 500 characters or fewer',
  receiptType: 'The receipt must be an image or a PDF',
  receiptTooLarge: 'The receipt must be 5 MB or smaller',
  unknownProgram: 'That program does not exist',
  added: 'Disbursement recorded.',
  updated: 'Disbursement updated.',
  deleted: 'Disbursement deleted.',
  notFound: 'Disbursement not found',
} as const;

/** A receipt as the admin form sends it: an image or a PDF as a data URL. */
const receiptDataUrlSchema = z
  .string()
  .check(
    z.regex(
      /^data:(image\/[a-z0-9.+-]+|application\/pdf);base64,[A-Za-z0-9+/=\s]+$/i,
      DISBURSEMENT_MESSAGES.receiptType,
    ),
  );

export const disbursementBodySchema = z.object({
  paidOn: z.pipe(
    z
      .string({ error: DISBURSEMENT_MESSAGES.dateRequired })
      .check(z.minLength(1, DISBURSEMENT_MESSAGES.dateRequired)),
    calendarDateSchema,
  ),
  /** null or absent: the general fund. */
  programId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  amountNaira: z
    .number({ error: DISBURSEMENT_MESSAGES.amountRequired })
    .check(
      z.positive(DISBURSEMENT_MESSAGES.amountPositive),
      z.lte(10_000_000_000, DISBURSEMENT_MESSAGES.amountTooLarge),
      z.refine(isWholeKobo, DISBURSEMENT_MESSAGES.amountKobo),
    ),
  description: requiredText(
    DISBURSEMENT_MESSAGES.descriptionRequired,
    500,
    DISBURSEMENT_MESSAGES.descriptionTooLong,
  ),
  /** On edit: absent keeps the current receipt, null removes it. */
  receipt: z.optional(z.nullable(receiptDataUrlSchema)),
});
export type DisbursementBody = z.infer<typeof disbursementBodySchema>;

const disbursementSchema = z.object({
  id: z.number(),
  paidOn: z.string(),
  programId: z.nullable(z.number()),
  programTitle: z.nullable(z.string()),
  amountKobo: z.number(),
  description: z.string(),
  receiptUrl: z.nullable(z.string()),
});
export type Disbursement = z.infer<typeof disbursementSchema>;

/** One slice of a month's money in: by donation type ('once' / 'monthly') or by program (null: general fund). */
const moneyInSliceSchema = z.object({ totalKobo: z.number(), count: z.number() });

const moneyInMonthSchema = z.object({
  /** YYYY-MM, Lagos time. */
  month: z.string(),
  totalKobo: z.number(),
  count: z.number(),
  once: moneyInSliceSchema,
  monthly: moneyInSliceSchema,
  /** Money that went back this month (refunds processed, disputes lost), whatever month it came in. */
  refundsKobo: z.number(),
  refundsCount: z.number(),
  /** Money in less refunds. */
  netKobo: z.number(),
  byProgram: z.array(
    z.object({
      programId: z.nullable(z.number()),
      title: z.string(),
      totalKobo: z.number(),
      count: z.number(),
      refundsKobo: z.number(),
      netKobo: z.number(),
    }),
  ),
});
export type MoneyInMonth = z.infer<typeof moneyInMonthSchema>;

export const programBalanceSchema = z.object({
  programId: z.nullable(z.number()),
  title: z.string(),
  raisedKobo: z.number(),
  spentKobo: z.number(),
  balanceKobo: z.number(),
});
export type ProgramBalance = z.infer<typeof programBalanceSchema>;

/** Money Paystack holds while card holders dispute gifts: still counted in, shown apart until resolved. */
const disputedHeldSchema = z.object({
  heldKobo: z.number(),
  count: z.number(),
  byProgram: z.array(
    z.object({
      programId: z.nullable(z.number()),
      title: z.string(),
      heldKobo: z.number(),
      count: z.number(),
    }),
  ),
});
export type DisputedHeld = z.infer<typeof disputedHeldSchema>;

export const ledgerSchema = z.object({
  moneyIn: z.array(moneyInMonthSchema),
  moneyOut: z.array(disbursementSchema),
  /** The general fund first, then each program; raised is net of refunds. */
  balances: z.array(programBalanceSchema),
  disputed: disputedHeldSchema,
  totals: z.object({
    inKobo: z.number(),
    refundsKobo: z.number(),
    netKobo: z.number(),
    outKobo: z.number(),
    /** Net money in less money out. */
    balanceKobo: z.number(),
  }),
});
export type Ledger = z.infer<typeof ledgerSchema>;

export const getLedgerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/transparency',
  access: 'public',
  response: z.object({ success: z.boolean(), data: ledgerSchema }),
});

/** The same figures as CSV (one section per table). */
export const LEDGER_CSV_PATH = '/api/transparency.csv';

export const listDisbursementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/disbursements',
  access: 'admin',
  response: z.object({ success: z.boolean(), data: z.array(disbursementSchema) }),
});

export const addDisbursementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/disbursements',
  access: 'admin',
  body: disbursementBodySchema,
  response: outcomeResponseSchema,
});

export const updateDisbursementEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/disbursements/:id',
  access: 'admin',
  body: disbursementBodySchema,
  response: outcomeResponseSchema,
});

export const deleteDisbursementEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/disbursements/:id',
  access: 'admin',
  response: outcomeResponseSchema,
});
