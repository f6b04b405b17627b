import { z } from './zod';
import { MAX_DONATION_NAIRA, MIN_DONATION_NAIRA, PRESET_DONATION_AMOUNTS_NAIRA } from './constants';
import { formatNaira } from './format-naira';

/**
 * Ours: a donation made without JavaScript. The donation form posts to the donate page's own address; the server
 * starts a Paystack transaction and sends the donor to Paystack's checkout, which brings them back to the return
 * page with the reference. A form with something to fix comes back as the donate page at that same address, so
 * the app, when it arrives, takes over the page it knows. With the app, the same form opens Paystack's pop-up
 * instead and this path is never posted to.
 */
export const DONATION_CHECKOUT_PATH = '/donate';

/** The donation form's field names, shared by the form and the server that reads it. */
export const DONATION_FORM_FIELDS = {
  preset: 'preset',
  amount: 'amount',
  email: 'email',
  frequency: 'frequency',
  program: 'program_id',
  idempotencyKey: 'idempotency_key',
  /** The unticked "Keep me updated about the forum's work" box: 'yes' when ticked. */
  keepUpdated: 'keep_updated',
} as const;

/** What the donor is told about the form's fields, with or without the app. */
export const DONATION_FORM_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  /** Zero, negative, empty or below the server's minimum: the donor is not sent to pay. */
  amountTooSmall: `Please enter a donation amount of at least ${formatNaira(MIN_DONATION_NAIRA)}.`,
  /** Above the largest amount one payment may carry. */
  amountTooLarge: `Amount is too large: one gift can be at most ${formatNaira(MAX_DONATION_NAIRA)}.`,
} as const;

const M = DONATION_FORM_MESSAGES;
const PRESETS: readonly string[] = PRESET_DONATION_AMOUNTS_NAIRA.map(String);

/** Naira typed or picked, or null when it cannot be paid (empty, not a number, below the minimum, above the maximum). */
function payableDonationAmount(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  // Paystack counts in kobo: anything finer than a kobo is rounded away.
  const amount = Math.round(Number(trimmed) * 100) / 100;
  return amount >= MIN_DONATION_NAIRA && amount <= MAX_DONATION_NAIRA ? amount : null;
}

/** The amount a donor means: the one they typed when they typed one, otherwise the preset they picked. */
export function chosenDonationAmount(typed: string, preset: string): number | null {
  if (typed.trim() !== '') return payableDonationAmount(typed);
  return PRESETS.includes(preset.trim()) ? Number(preset.trim()) : null;
}

/** What is wrong with the amount a donor means, or undefined when it can be paid. */
export function donationAmountError(typed: string, preset: string): string | undefined {
  if (chosenDonationAmount(typed, preset) !== null) return undefined;
  return Number(typed.trim()) > MAX_DONATION_NAIRA ? M.amountTooLarge : M.amountTooSmall;
}

const text = z._default(z.string(), '');

/**
 * The form as a browser posts it (application/x-www-form-urlencoded, every value a string), read into the
 * gift it asks for. Errors are keyed by the field they belong to.
 */
export const donationCheckoutFormSchema = z.pipe(
  z
    .object({
      preset: text,
      amount: text,
      email: text,
      frequency: z._default(z.enum(['once', 'monthly'], { error: 'Choose once or monthly' }), 'once'),
      program_id: z.optional(z.string().check(z.regex(/^\d{1,10}$/, 'The program is not valid'))),
      idempotency_key: z.optional(z.string().check(z.maxLength(100))),
      keep_updated: z.optional(z.string().check(z.maxLength(10))),
    })
    .check(
      z.superRefine((form, ctx) => {
        const email = form.email.trim();
        if (!email) ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailRequired });
        else if (!z.email().safeParse(email).success || email.length > 254)
          ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailInvalid });
        const amountError = donationAmountError(form.amount, form.preset);
        if (amountError) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountError });
      }),
    ),
  z.transform((form) => ({
    email: form.email.trim(),
    // Checked above.
    amountNaira: chosenDonationAmount(form.amount, form.preset) ?? 0,
    frequency: form.frequency,
    programId: form.program_id ? Number(form.program_id) : undefined,
    idempotencyKey: form.idempotency_key?.trim() || undefined,
    keepUpdated: form.keep_updated === 'yes',
  })),
);
export type DonationCheckoutForm = z.output<typeof donationCheckoutFormSchema>;

/** The return page's verdict, as the server found it (the SPA's messages for each). */
export interface DonationReturnAnswer {
  /** 'cancelled': the donor left Paystack's checkout without paying. */
  status: 'success' | 'cancelled' | 'failed';
  /** The reference Paystack brought back, when it was a readable one. */
  reference?: string;
}

/** The cache key the return page's verdict is kept under (embedded by the server, or read by the app). */
export const donationReturnQueryKey = (reference: string) => ['donation-return', reference] as const;
