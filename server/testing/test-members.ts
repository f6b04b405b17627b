import type { Kysely } from 'kysely';
import { nowIso } from '../lib/clock';
import { newMemberUlid } from '../lib/member-id';
import type { Database, MemberRow, MemberStatus } from '../db/schema';

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
