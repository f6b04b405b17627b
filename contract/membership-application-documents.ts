import { APPLICATION_FEE_NAIRA } from './constants';
import { formatNaira } from './format-naira';

/**
 * Admin-only download URLs of a membership application's private documents. The admin membership applications list
 * (GET /api/volunteer/getVolunteer.php) answers these as `imageUrl` and `file_path`; they need the admin token.
 */
export const MEMBERSHIP_APPLICATION_DOCUMENT_PATHS = {
  photo: {
    path: '/api/admin/volunteers/:id/photo',
    getHref: (id: number) => `/api/admin/volunteers/${id}/photo`,
  },
  certificate: {
    path: '/api/admin/volunteers/:id/certificate',
    getHref: (id: number) => `/api/admin/volunteers/${id}/certificate`,
  },
} as const;

export const MEMBERSHIP_APPLICATION_SERVER_MESSAGES = {
  submitted: "Your application has been submitted successfully. We'll be in touch soon!",
  feeNotPaid: `The ${formatNaira(APPLICATION_FEE_NAIRA)} application fee has not been paid. Please pay the application fee, then submit again.`,
  feeAlreadyUsed: 'This application fee payment has already been used for an application.',
  notMultipart: 'The application must be sent as multipart/form-data',
  unexpectedFile: 'Unexpected file in the application',
  fieldTooLong: 'A form field is too long',
} as const;
