import type { NewVolunteerRow, VolunteerRow } from '../db/schema';
import type { DbExecutor } from './executor';

/** Membership applications (volunteers) with their privately stored documents. */
export function createVolunteersRepository(db: DbExecutor) {
  return {
    async insert(volunteer: NewVolunteerRow): Promise<number> {
      const row = await db
        .insertInto('volunteers')
        .values(volunteer)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async findById(id: number): Promise<VolunteerRow | undefined> {
      return db.selectFrom('volunteers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByPaymentReference(reference: string): Promise<VolunteerRow | undefined> {
      return db
        .selectFrom('volunteers')
        .selectAll()
        .where('payment_reference', '=', reference)
        .executeTakeFirst();
    },

    /** Newest first. */
    async listAll(): Promise<VolunteerRow[]> {
      return db.selectFrom('volunteers').selectAll().orderBy('id', 'desc').execute();
    },
  };
}
