import { APPLICATION_FEE_NAIRA } from './constants';
import { formatNaira } from './format-naira';

/** Where our own admin API keeps the routes of membership applications. */
export const MEMBERSHIP_APPLICATIONS_ADMIN_PATH = '/api/admin/membership-applications';

/**
 * The same routes' prefix before they were named for the concept. The server answers it alike for one release
 * after the rename, so a client built before it keeps working; nothing here calls it.
 */
export const MEMBERSHIP_APPLICATIONS_OLD_ADMIN_PATH = '/api/admin/volunteers';

/**
 * Admin-only download URLs of a membership application's private documents. The admin membership applications list
 * (GET /api/volunteer/getVolunteer.php) answers these as `imageUrl` and `file_path`; they need the admin token.
 */
export const MEMBERSHIP_APPLICATION_DOCUMENT_PATHS = {
  photo: {
    path: `${MEMBERSHIP_APPLICATIONS_ADMIN_PATH}/:id/photo`,
    getHref: (id: number) => `${MEMBERSHIP_APPLICATIONS_ADMIN_PATH}/${id}/photo`,
  },
  certificate: {
    path: `${MEMBERSHIP_APPLICATIONS_ADMIN_PATH}/:id/certificate`,
    getHref: (id: number) => `${MEMBERSHIP_APPLICATIONS_ADMIN_PATH}/${id}/certificate`,
  },
} as const;

export const MEMBERSHIP_APPLICATION_SERVER_MESSAGES = {
  submitted: "Your application has been submitted successfully. We'll be in touch soon!",
  feeNotPaid: `The ${formatNaira(APPLICATION_FEE_NAIRA)} application fee has not been paid. Please pay the application fee, then submit again.`,
  feeAlreadyUsed: 'This application fee payment has already been used for an application.',
  feeRefunded:
    'This application fee was refunded or disputed, so it cannot pay for an application. Please pay the fee again.',
  notMultipart: 'The application must be sent as multipart/form-data',
  unexpectedFile: 'Unexpected file in the application',
  fieldTooLong: 'A form field is too long',
} as const;
