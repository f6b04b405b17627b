import type { MembershipApplication } from '@contract/membership-application';

/** A pending membership application with a photo and a certificate, as the admin list answers it. */
export const PENDING_APPLICANT: MembershipApplication = {
  id: 7,
  title: 'Mrs.',
  name: 'Funke Adeyemi',
  gender: 'Female',
  email: 'funke@example.ng',
  phone: '+234 805 555 0101',
  marital_status: 'Married',
  state_of_origin: 'Oyo',
  address: '4 Bodija Market Road, Ibadan',
  occupation: 'Nurse',
  imageUrl: '/api/admin/membership-applications/7/photo',
  file_path: '/api/admin/membership-applications/7/certificate',
  created_at: '2026-03-05T14:07:00.000Z',
  status: 'pending',
};
