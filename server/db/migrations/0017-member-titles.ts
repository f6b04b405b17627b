import { sql, type Migration } from 'kysely';

/**
 * A member accepted from an application with the title 'Mr.', 'Mrs.' or 'Miss.' (in any case) has the member
 * title it names, one the member form offers, as accepting gives now; any other title ('Dr.') is kept as typed.
 * There is no going back: how each was typed is not kept.
 */
export function memberTitles(): Migration {
  return {
    async up(db) {
      for (const title of ['Mr', 'Mrs', 'Miss']) {
        const dotted = `${title.toLowerCase()}.`;
        await sql`update members set title = ${title} where lower(title) = ${dotted}`.execute(db);
      }
    },
  };
}
