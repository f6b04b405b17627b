import { PHP_API_ENDPOINTS } from '@contract/endpoints';
import type { Endpoint, Schema } from '@contract/endpoint';
import {
  MEMBERSHIP_APPLICATION_FILE_FIELDS,
  submitMembershipApplicationEndpoint,
} from '@contract/membership-application';
import { PNG_DATA_URL } from '../../testing/fixtures';
import { loginEndpoint } from '@contract/auth';
import { addBlogEndpoint } from '@contract/blog';
import { verifyPaymentEndpoint } from '@contract/donation';
import { submitMemberRequestEndpoint, updateMemberRequestStatusEndpoint } from '@contract/member-request';
import { createMemberEndpoint, updateMemberEndpoint } from '@contract/member';
import { addProgramEndpoint } from '@contract/admin-content';

/** A well-formed request for each call of the contract: the fuzzer mutates these so it reaches deep validation. */
const VALID_MEMBER_FIELDS = {
  title: 'Mrs',
  name: 'Adaeze Okafor',
  state_of_origin: 'Anambra',
  date_of_birth: '1990-04-12',
  place_of_residence: 'Ibadan',
  type_of_work: 'Nurse',
  company_name: 'UCH Ibadan',
  position_held: 'Senior Nurse',
  educational_status: 'BSc',
  marital_status: 'Married',
  email: 'adaeze@example.org',
};

export const VALID_APPLICATION_FIELDS = {
  title: 'Mr',
  name: 'Tunde Bakare',
  maritalStatus: 'Single',
  gender: 'Male',
  email: 'tunde@example.org',
  occupation: 'Teacher',
  address: '12 Ring Road, Ibadan, Oyo State',
  phone: '+234 801 234 5678',
  stateOfOrigin: 'Oyo',
  paymentReference: 'fuzz_ref_application',
  consent: 'true',
};

const SAMPLE_ULID = '01JD2W5X7Y8Z9A0B1C2D3E4F5G6H7J8K9M0N'.slice(0, 36);

const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/admin/admins/invite': { email: 'new.admin@forum.test' },
  '/api/admin/admins/invite/revoke': { email: 'new.admin@forum.test' },
  '/api/admin/account/password': {
    currentPassword: 'not the password',
    newPassword: 'a new password long enough',
  },
  '/api/auth/forgot-password': { email: 'admin@forum.test' },
  '/api/auth/set-password': { token: 'A'.repeat(43), password: 'a new password long enough' },
  [loginEndpoint.path]: { email: 'admin@forum.test', password: 'not the password' },
  [verifyPaymentEndpoint.path]: { reference: 'fuzz_ref_1', purpose: 'donation', amount: 5000 },
  [createMemberEndpoint.path]: VALID_MEMBER_FIELDS,
  [updateMemberEndpoint.path]: { ...VALID_MEMBER_FIELDS, id: 1 },
  [addBlogEndpoint.path]: {
    title: 'Relief in Ibadan',
    body: '<p>Food parcels reached <strong>200</strong> families.</p>',
    summary: 'Food parcels for 200 families',
    author: 'HHHF Team',
    image: PNG_DATA_URL,
  },
  [addProgramEndpoint.path]: {
    title: 'Medical outreach',
    description: 'Free check-ups in Ring Road',
    date: '2027-01-15',
    image: PNG_DATA_URL,
  },
  '/api/admin/disbursements': {
    paidOn: '2026-01-15',
    programId: null,
    amountNaira: 25_000,
    description: 'Food parcels for the Ibadan drive',
  },
  [updateMemberRequestStatusEndpoint.path]: { id: 1, status: 'approved' },
  [submitMemberRequestEndpoint.path]: {
    name: 'Adaeze Okafor',
    ulid: SAMPLE_ULID,
    type: 'leave',
    duration: 5,
    description: 'Family event',
  },
};

function contractEndpointFor(method: string, url: string): Endpoint | undefined {
  return (PHP_API_ENDPOINTS as readonly Endpoint[]).find(
    (endpoint) => endpoint.method === method && endpoint.path === url,
  );
}

export function validBodyFor(url: string): Record<string, unknown> {
  return VALID_BODIES[url] ?? {};
}

export const MULTIPART_ROUTES: Record<string, { fields: Record<string, string>; files: string[] }> = {
  [submitMembershipApplicationEndpoint.path]: {
    fields: VALID_APPLICATION_FIELDS,
    files: [MEMBERSHIP_APPLICATION_FILE_FIELDS.image, MEMBERSHIP_APPLICATION_FILE_FIELDS.certificate],
  },
};

/** Parses a success answer with the contract's response schema when the call is in the contract. */
export function responseSchemaFor(method: string, url: string): Schema | undefined {
  return contractEndpointFor(method, url)?.response;
}
