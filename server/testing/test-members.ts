import type { Kysely } from 'kysely';
import { nowIso } from '../lib/clock';
import { newMemberUlid } from '../lib/member-id';
import type { Database, MemberRow, MemberStatus, NewMembershipApplicationRow } from '../db/schema';

/** A member on record (approved unless told), with a fresh ULID: the one a member request names. */
export async function insertTestMember(
  db: Kysely<Database>,
  status: MemberStatus = 'approved',
  email = `member-${Math.random()}@forum.test`,
): Promise<MemberRow> {
  const now = nowIso();
  return db
    .insertInto('members')
    .values({
      ulid: newMemberUlid(),
      title: 'Mrs',
      name: 'Ngozi Eze',
      state_of_origin: 'Enugu',
      date_of_birth: '1985-02-11',
      place_of_residence: '14 Ring Road, Ibadan',
      type_of_work: 'Nurse',
      company_name: 'Adeoyo Hospital',
      position_held: 'Matron',
      educational_status: 'BSc',
      marital_status: 'Married',
      email,
      status,
      membership_application_id: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A membership application under review, without documents or fee, as a row to insert. */
export const TEST_APPLICATION: NewMembershipApplicationRow = {
  title: 'Dr.',
  name: 'Tunde Balogun',
  gender: 'Male',
  email: 'tunde@example.ng',
  phone: '+234 803 000 0000',
  marital_status: 'Married',
  state_of_origin: 'Oyo',
  address: '12 Ring Road, Ibadan',
  occupation: 'Pharmacist',
  image_path: null,
  image_original_name: null,
  image_mime: null,
  certificate_path: null,
  certificate_original_name: null,
  certificate_mime: null,
  payment_reference: null,
  status: 'pending',
  member_id: null,
  decided_at: null,
  created_at: new Date().toISOString(),
};
