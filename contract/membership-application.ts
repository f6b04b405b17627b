import { z } from './zod';
import {
  ADDRESS_MIN_LENGTH,
  APPLICATION_IMAGE_EXTENSIONS,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MARITAL_STATUSES,
  CERTIFICATE_EXTENSIONS,
  CERTIFICATE_MAX_BYTES,
  GENDERS,
  NAME_MIN_LENGTH,
  PHONE_PATTERN,
} from './constants';
import { looseId, looseList, looseText, outcomeResponseSchema } from './common';
import { requiredText } from './request-fields';
import { defineEndpoint } from './endpoint';

/** The messages for the membership application, in one place for both sides. */
export const MEMBERSHIP_APPLICATION_MESSAGES = {
  imageRequired: 'Passport photograph is required',
  imageTooLarge: 'Image size must be less than 2MB',
  imageWrongType: 'Only JPG, JPEG, PNG files are allowed',
  titleRequired: 'Title is required',
  nameRequired: 'Full name is required',
  nameTooShort: 'Name must be at least 2 characters',
  maritalStatusRequired: 'Marital status is required',
  genderRequired: 'Gender is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  occupationRequired: 'Occupation is required',
  addressRequired: 'Address is required',
  addressTooShort: 'Please provide a complete address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  stateOfOriginRequired: 'State of origin is required',
  certificateRequired: 'Certificate of Corporation or Proof of Employment is required',
  certificateTooLarge: 'File size must be less than 5MB',
  certificateWrongType: 'Only PDF, DOC, DOCX, JPG, PNG files are allowed',
} as const;

const M = MEMBERSHIP_APPLICATION_MESSAGES;
const required = (message: string, max = 200) =>
  requiredText(message, max, `${message.replace(/ is required$/, '')} is too long`);

/** The text fields of the application (multipart fields), with their messages. */
export const membershipApplicationFieldsSchema = z.object({
  title: required(M.titleRequired, 40),
  name: z.pipe(required(M.nameRequired, 150), z.string().check(z.minLength(NAME_MIN_LENGTH, M.nameTooShort))),
  maritalStatus: z.enum(APPLICATION_MARITAL_STATUSES, { error: M.maritalStatusRequired }),
  gender: z.enum(GENDERS, { error: M.genderRequired }),
  email: z.pipe(required(M.emailRequired, 254), z.email(M.emailInvalid)),
  occupation: required(M.occupationRequired, 150),
  address: z.pipe(
    required(M.addressRequired, 500),
    z.string().check(z.minLength(ADDRESS_MIN_LENGTH, M.addressTooShort)),
  ),
  phone: z.pipe(required(M.phoneRequired, 30), z.string().check(z.regex(PHONE_PATTERN, M.phoneInvalid))),
  stateOfOrigin: required(M.stateOfOriginRequired, 60),
});

/** What the server reads from the multipart body besides the two files: the fields plus the fee's reference. */
export const membershipApplicationBodySchema = z.extend(membershipApplicationFieldsSchema, {
  paymentReference: requiredText(
    'The application fee payment reference is required',
    100,
    'Payment reference is too long',
  ),
});
export type MembershipApplicationBody = z.infer<typeof membershipApplicationBodySchema>;

export const MEMBERSHIP_APPLICATION_FILE_FIELDS = { image: 'image', certificate: 'certificateFile' } as const;

export interface FileFacts {
  name: string;
  size: number;
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** The passport-photo rule; returns the message to show, or null when the file is acceptable. */
export function checkApplicationImage(file: FileFacts | null | undefined): string | null {
  if (!file || file.size === 0) return M.imageRequired;
  if (file.size > APPLICATION_IMAGE_MAX_BYTES) return M.imageTooLarge;
  if (!(APPLICATION_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return M.imageWrongType;
  return null;
}

/** The certificate rule; returns the message to show, or null when the file is acceptable. */
export function checkCertificateFile(file: FileFacts | null | undefined): string | null {
  if (!file || file.size === 0) return M.certificateRequired;
  if (file.size > CERTIFICATE_MAX_BYTES) return M.certificateTooLarge;
  if (!(CERTIFICATE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return M.certificateWrongType;
  return null;
}

export const submitMembershipApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/volunteer/volunteer.php',
  access: 'public',
  /** multipart/form-data: membershipApplicationBodySchema + files `image` and `certificateFile`. */
  response: outcomeResponseSchema,
  successIsStatus: true,
});

/**
 * Ours: what an e-mail address already has with the forum. An address with an application under review, or of a
 * member, cannot apply again (a rejected or withdrawn applicant can); the app asks before the fee is paid. Whether
 * a person is a member or has applied is theirs: it is told only to a caller who also gives the phone number of
 * that application (a member's: the one they were accepted from), and anyone else hears 'free'.
 */
const APPLICANT_STANDINGS = ['free', 'pending', 'member'] as const;
export type ApplicantStanding = (typeof APPLICANT_STANDINGS)[number];

/** Why an address cannot apply, for the applicant: before the fee is paid, and on a second application. */
export const applyAgainRefusal = (standing: Exclude<ApplicantStanding, 'free'>, email: string) =>
  standing === 'pending'
    ? `An application from ${email} is already under review, so there is no need to apply or pay again. We will write to you as soon as it has been decided.`
    : `${email} already belongs to a member of the forum, so there is no need to apply or pay again.`;

/** Said after a second application's refusal, whose fee was paid but not used. */
export const UNUSED_FEE_NOTE =
  'The fee you have just paid was not used: it is on record, and the forum will refund it.';

export const applicantStandingBodySchema = z.object({
  email: membershipApplicationFieldsSchema.shape.email,
  phone: membershipApplicationFieldsSchema.shape.phone,
});

const applicantStandingResponseSchema = z.object({
  success: z.boolean(),
  standing: z.enum(APPLICANT_STANDINGS),
});

export const applicantStandingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/membership-application/standing',
  access: 'public',
  body: applicantStandingBodySchema,
  response: applicantStandingResponseSchema,
});

/** 'withdrawn' (ours): the application fee was refunded before anyone reviewed the application. */
const MEMBERSHIP_APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;

const membershipApplicationSchema = z.object({
  id: looseId,
  title: looseText,
  name: z.string(),
  gender: looseText,
  email: looseText,
  phone: looseText,
  marital_status: looseText,
  state_of_origin: looseText,
  address: looseText,
  occupation: looseText,
  /** An admin-only URL: fetched with the admin token, never public. */
  imageUrl: z.nullish(z.string()),
  /** An admin-only URL of the certificate. */
  file_path: z.nullish(z.string()),
  created_at: z.string(),
  status: z.nullish(z.enum(MEMBERSHIP_APPLICATION_STATUSES)),
  /** Ours: how much of the application fee went back (refunds processed, disputes lost), in kobo. */
  feeRefundedKobo: z.optional(z.number()),
});
export type MembershipApplication = z.infer<typeof membershipApplicationSchema>;

export const getMembershipApplicationsResponseSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: looseList(membershipApplicationSchema),
});

export const getMembershipApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/volunteer/getVolunteer.php',
  access: 'admin',
  response: getMembershipApplicationsResponseSchema,
});
