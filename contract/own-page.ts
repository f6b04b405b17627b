import { z } from './zod';
import { MEMBER_REQUEST_STATUSES, MEMBER_REQUEST_TYPES } from './constants';
import { defineEndpoint } from './endpoint';
import { memberCardSchema } from './member';

/** The addresses of the page's forms and files (plain HTML forms and links: they work without the app). */
export const OWN_PAGE_PATHS = {
  signIn: '/me/sign-in',
  open: '/me/open',
  signOut: '/me/sign-out',
  memberRequest: '/me/member-requests',
  /** Whether the person wants news of the forum's work and appeals by e-mail. */
  mailPreferences: '/me/mail-preferences',
  receipt: (reference: string) => `/me/gifts/${encodeURIComponent(reference)}/receipt.pdf`,
  statement: (year: number) => `/me/statements/${year}.pdf`,
  /** Every record held under the signed-in address, as one JSON file. */
  myData: '/me/my-data.json',
  cancelMonthly: (subscriptionCode: string) => `/me/monthly/${encodeURIComponent(subscriptionCode)}/cancel`,
  changeCard: (subscriptionCode: string) => `/me/monthly/${encodeURIComponent(subscriptionCode)}/card`,
} as const;

/** How long a mailed link opens the page, once. */
export const OWN_PAGE_LINK_VALID_MINUTES = 30;
/** How long a session lasts, unless the person signs out. */
export const OWN_PAGE_SESSION_DAYS = 7;

export const OWN_PAGE_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  linkSent: `If we hold anything for this address, we have sent it a link to your page. It works once, for ${OWN_PAGE_LINK_VALID_MINUTES} minutes.`,
  tooManyRequests: 'Too many links were asked for from here. Please wait a few minutes and try again.',
  linkExpired: 'This link has expired. Ask for a new one below.',
  linkUsed: 'This link has already been used. Ask for a new one below.',
  linkInvalid: 'This link is not valid: it may have been cut short or changed. Ask for a new one below.',
  signedOut: 'You are signed out.',
  sessionEnded: 'Your session has ended. Ask for a new link below.',
  monthlyCancelled: 'Your monthly gift is cancelled. You will not be charged again.',
  monthlyNotFound: 'We could not find this monthly gift on your page.',
  paystackUnavailable: 'We could not reach Paystack right now. Please try again in a moment.',
  memberRequestFiled: 'Application submitted successfully',
  noGiftsInYear: (year: number) => `You made no gifts in ${year}, so there is no statement for that year.`,
  newsAndAppealsRequired: 'Please choose whether we may send you news and appeals',
  newsAndAppealsOn: "Saved: we will send you news of the forum's work and appeals.",
  newsAndAppealsOff: 'Saved: we will send you no news or appeals. Receipts for your gifts still come.',
} as const;

/** The e-mail preferences form's one field: 'yes' to news of the forum's work and appeals, or 'no'. */
export const NEWS_AND_APPEALS_FIELD = 'newsAndAppeals';

export const ownPageMailPreferencesFormSchema = z.object({
  [NEWS_AND_APPEALS_FIELD]: z.enum(['yes', 'no'], { error: OWN_PAGE_MESSAGES.newsAndAppealsRequired }),
});

/** The sign-in form: an e-mail address. */
export const ownPageSignInFormSchema = z.object({
  email: z
    .string({ error: OWN_PAGE_MESSAGES.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, OWN_PAGE_MESSAGES.emailRequired),
      z.maxLength(254, OWN_PAGE_MESSAGES.emailInvalid),
      z.email(OWN_PAGE_MESSAGES.emailInvalid),
    ),
});

/** How a gift stands: paid, or what happened to it afterwards. */
const GIFT_STATUSES = ['paid', 'refunded-in-part', 'refunded', 'disputed'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** The words a person reads for each gift status. */
export const GIFT_STATUS_LABELS: Record<GiftStatus, string> = {
  paid: 'Paid',
  'refunded-in-part': 'Refunded in part',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

const giftSchema = z.object({
  reference: z.string(),
  /** ISO timestamp of the payment. */
  paidAt: z.string(),
  amountKobo: z.number(),
  /** The program the gift was earmarked for; null: the general fund. */
  program: z.nullable(z.string()),
  donationType: z.enum(['once', 'monthly']),
  status: z.enum(GIFT_STATUSES),
  /** What went back to the donor: refunds processed and disputes lost. */
  refundedKobo: z.number(),
});
export type OwnPageGift = z.infer<typeof giftSchema>;

const monthlyGiftSchema = z.object({
  subscriptionCode: z.string(),
  amountKobo: z.number(),
  status: z.enum(['active', 'attention', 'cancelled']),
  nextPaymentDate: z.nullable(z.string()),
  /** Whether it can be cancelled here (Paystack's e-mail token for it is known). */
  cancellable: z.boolean(),
});

const ownMemberRequestSchema = z.object({
  id: z.number(),
  type: z.enum(MEMBER_REQUEST_TYPES),
  duration: z.nullable(z.number()),
  amount: z.nullable(z.number()),
  description: z.string(),
  status: z.enum(MEMBER_REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type OwnMemberRequest = z.infer<typeof ownMemberRequestSchema>;

/** A notice at the top of the page: what the last action did. */
const noticeSchema = z.object({ tone: z.enum(['success', 'error']), message: z.string() });

/** What the page shows: the sign-in form, or the signed-in person's records. */
export const ownPageViewSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('signed-out'),
    notice: z.nullable(noticeSchema),
    /** The address typed, kept when the form comes back. */
    email: z.string(),
    /** A message for the e-mail field. */
    emailError: z.nullable(z.string()),
  }),
  z.object({
    /** A mailed link, not yet spent: a button opens the page (mail scanners that follow links spend nothing). */
    state: z.literal('confirm-link'),
    token: z.string(),
  }),
  z.object({
    state: z.literal('signed-in'),
    notice: z.nullable(noticeSchema),
    email: z.string(),
    gifts: z.array(giftSchema),
    /** Calendar years (Lagos) with at least one gift, newest first, and this year. */
    statementYears: z.array(z.number()),
    monthlyGifts: z.array(monthlyGiftSchema),
    /** The member whose record carries this address, if any. */
    member: z.nullable(memberCardSchema),
    memberRequests: z.array(ownMemberRequestSchema),
    /** The member request form's key for this rendering: the same form sent twice files one request. */
    formKey: z.string(),
    /** The member request form sent back with what was wrong. */
    memberRequestForm: z.nullable(
      z.object({ values: z.record(z.string(), z.string()), errors: z.record(z.string(), z.string()) }),
    ),
    /**
     * The person's latest word on news of the forum's work and appeals (their consent to updates): given,
     * withdrawn, or null when they never gave one (then they get none). Receipts go whatever it says.
     */
    newsAndAppeals: z.nullable(z.enum(['given', 'withdrawn'])),
    /** What was wrong with the e-mail preferences form as sent. */
    mailPreferencesError: z.nullable(z.string()),
  }),
]);
export type OwnPageView = z.infer<typeof ownPageViewSchema>;

/** The cache key the page's view is embedded under in the page the server sends. */
export const ownPageQueryKey = ['own-page', 'view'] as const;

/** GET /api/me: the page's view for the session cookie (the signed-out view without one). */
export const getOwnPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/me',
  access: 'public',
  response: ownPageViewSchema,
});
