import { z } from './zod';
import { defineEndpoint } from './endpoint';

/**
 * Personal data under Nigeria's Data Protection Act 2023: the privacy notice's settings, consent as the forms
 * send it, the unsubscribe link, and the admin's Privacy screen (find, export, erase a person's data).
 */

/**
 * The privacy notice's version. Each recorded consent names the version the person read, so raise it whenever
 * the notice's text changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-27.2';

/** The multipart field of the membership application that carries the declaration; the only accepted value. */
export const APPLICATION_CONSENT_FIELD = 'consent';
export const APPLICATION_CONSENT_VALUE = 'true';

/** The Paystack metadata custom field carrying the donor's "Keep me updated" choice (ticked: 'yes'). */
export const KEEP_UPDATED_FIELD = { display_name: 'Keep me updated', variable_name: 'keep_updated' } as const;
export const KEEP_UPDATED_VALUE = 'yes';

export const PRIVACY_MESSAGES = {
  consentRequired: 'Please confirm that you agree to the processing of your documents',
  keepUpdated: "Keep me updated about the forum's work",
  unsubscribeConfirm: "Unsubscribe from the forum's e-mails?",
  unsubscribed: 'You are unsubscribed',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  emailRequired: 'Enter the e-mail address to look up',
  nothingHeld: 'Nothing is held under this e-mail address',
  confirmRequired: 'Type the e-mail address again to confirm the erasure',
  erased: 'The person was erased; amounts, dates and references stay in the ledger',
  openMemberRequest: 'The member has a member request still pending: decide it first',
  pendingApplication: 'A membership application is still pending: decide it first',
  activeMonthlyGift: 'A monthly gift is still active: it must be cancelled first',
} as const;

/** The retention periods when the settings do not change them; the notice states the ones in force. */
export const RETENTION_DEFAULTS = { decidedDocumentsDays: 90, draftDays: 30, donorDataYears: 6 } as const;

const retentionSchema = z.object({
  decidedDocumentsDays: z.number(),
  draftDays: z.number(),
  donorDataYears: z.number(),
});

export const privacyNoticeSettingsSchema = z.object({
  version: z.string(),
  /** null: the forum itself. */
  controllerName: z.nullable(z.string()),
  /** null: the forum's contact address. */
  contactEmail: z.nullable(z.string()),
  retention: retentionSchema,
});
export type PrivacyNoticeSettings = z.infer<typeof privacyNoticeSettingsSchema>;

/** GET /api/privacy/notice: who the controller is and the retention periods in force, for /privacy. */
export const getPrivacyNoticeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/notice',
  access: 'public',
  response: z.object({ success: z.boolean(), data: privacyNoticeSettingsSchema }),
});

/** The unsubscribe link of news and appeals and of mail about an application or requests (`?token=`): a page with one button, or a one-click POST. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

const cell = z.union([z.string(), z.number(), z.null()]);
const recordsSchema = z.array(z.record(z.string(), cell));

/** Everything held under one e-mail address, grouped by kind; each record as stored. */
export const personalDataSchema = z.object({
  email: z.string(),
  gifts: recordsSchema,
  monthlyGifts: recordsSchema,
  membershipApplications: recordsSchema,
  members: recordsSchema,
  memberRequests: recordsSchema,
  consents: recordsSchema,
  outbox: recordsSchema,
  documentAccess: recordsSchema,
  /** Why the person cannot be erased now; empty: erasure is allowed. */
  erasureRefusals: z.array(z.string()),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

const emailQuery = z.object({
  email: z
    .string({ error: PRIVACY_MESSAGES.emailRequired })
    .check(z.trim(), z.minLength(3, PRIVACY_MESSAGES.emailRequired), z.maxLength(254)),
});

/** GET /api/admin/privacy?email=: everything held under an e-mail address, and whether it may be erased. */
export const findPersonalDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/privacy',
  access: 'admin',
  query: emailQuery,
  response: z.object({ success: z.boolean(), data: personalDataSchema }),
});

/** GET /api/admin/privacy/export?email=: one ZIP archive, `personal-data.json` and the person's own files. */
export const EXPORT_PERSONAL_DATA_PATH = '/api/admin/privacy/export';
export const exportPersonalDataQuerySchema = emailQuery;

/** POST /api/admin/privacy/erase: removes the person; `confirmEmail` must repeat the address. */
export const erasePersonalDataEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/privacy/erase',
  access: 'admin',
  body: z.object({
    email: emailQuery.shape.email,
    confirmEmail: z.string({ error: PRIVACY_MESSAGES.confirmRequired }),
  }),
  response: z.object({
    success: z.boolean(),
    message: z.string(),
    erased: z.object({
      gifts: z.number(),
      monthlyGifts: z.number(),
      membershipApplications: z.number(),
      members: z.number(),
      memberRequests: z.number(),
      consents: z.number(),
      outbox: z.number(),
      files: z.number(),
    }),
  }),
});
