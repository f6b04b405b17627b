/** Business constants, named as the product names them; both the SPA and the server import these. */

export const FORUM_NAME = 'Helping Hands Humanitarian Forum';
export const FORUM_SHORT_NAME = 'HHHF';
export const FORUM_TEAM_LABEL = `${FORUM_NAME} Team`;

export const CURRENCY = 'NGN';
export const KOBO_PER_NAIRA = 100;
export const APPLICATION_FEE_NAIRA = 50_000;
export const APPLICATION_FEE_KOBO = APPLICATION_FEE_NAIRA * KOBO_PER_NAIRA;
export const PRESET_DONATION_AMOUNTS_NAIRA = [
  50_000, 100_000, 250_000, 500_000, 1_000_000, 2_000_000,
] as const;
/** Smallest donation the server accepts (Paystack's own minimum for NGN is ₦50; we keep a round ₦100). */
export const MIN_DONATION_NAIRA = 100;
/** Largest donation the server accepts in one payment, once or monthly. */
export const MAX_DONATION_NAIRA = 1_000_000_000;
export const DONATION_TYPE = 'once';

export const MB = 1024 * 1024;
export const APPLICATION_IMAGE_MAX_BYTES = 2 * MB;
export const CERTIFICATE_MAX_BYTES = 5 * MB;
/** Blog and program images: at most 5 MB each. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * MB;
export const APPLICATION_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const APPLICATION_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const CERTIFICATE_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export const CERTIFICATE_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
] as const;
export const CONTENT_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const NAME_MIN_LENGTH = 2;
export const ADDRESS_MIN_LENGTH = 10;
/** Optional leading +, then at least 11 characters of digits, spaces, hyphens and parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{11,}$/;
export const ULID_LENGTH = 36;
export const MEMBER_REQUEST_DESCRIPTION_MAX = 255;
export const LEAVE_DURATION_MAX_DAYS = 365;
export const MEMBER_ID_DISPLAY_LENGTH = 6;
export const DEFAULT_MEMBER_CARD_ID = '123';

export const APPLICATION_STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
export const MEMBER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const MEMBER_REQUEST_TYPES = ['leave', 'raise'] as const;

export const VERIFY_ATTEMPTS = 3;
export const VERIFY_INTERVAL_MS = 2000;
export const PAYMENT_MODAL_AUTOCLOSE_MS = 2000;

export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUBMIT_SUCCESS_MS = 6000;
export const TOAST_SUBMIT_FAILURE_MS = 5000;

export const HERO_SLIDE_INTERVAL_MS = 3500;
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const ARTICLE_LOAD_DELAY_MS = 1000;
export const RELATED_ARTICLES_MAX = 3;
export const PAGE_FADE_SECONDS = 0.5;

/** A person's own page, opened by a link mailed to their address. */
export const OWN_PAGE_PATH = '/me';
/** A member's digital card (`?id=` the member's ULID). */
export const MEMBER_CARD_PATH = '/member-card';
/** Where Paystack sends the donor back (`?trxref=&reference=`): the page that verifies the payment. */
export const DONATION_RETURN_PATH = '/donate/thank-you';
export const LOGIN_STATUS_MESSAGE_CLEAR_MS = 3000;

export const MEMBER_TITLES = ['Mr', 'Miss', 'Mrs'] as const;
export const ADMIN_MARITAL_STATUSES = ['Single', 'Married'] as const;
export const APPLICATION_MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
