import { sql, type Kysely, type Migration } from 'kysely';

/**
 * At most one membership application under review per e-mail address (in any case), held by the database, so
 * two sent at once from one address cannot both be stored. Addresses that already have two under review keep
 * them as they are, for an admin to decide (accepting one and refunding the other's fee withdraws it): nobody's
 * application is changed or removed, and the rule holds for every application stored after the newest of them.
 */
export function onePendingApplication(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } = await sql<{ last: number | null }>`select max(id) as last from membership_applications
        where status = 'pending' and lower(email) in (select lower(email) from membership_applications
          where status = 'pending' group by lower(email) having count(*) > 1)`.execute(db);
      await sql`create unique index membership_applications_one_pending on membership_applications (lower(email))
        where status = 'pending' and id > ${sql.lit(Number(rows[0]?.last ?? 0))}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('membership_applications_one_pending').execute();
    },
  };
}
