import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseDialect } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DatabaseDialect;
  }
}

/** Opens SQLite (default) or PostgreSQL (DATABASE_URL), applies migrations, closes with the app. */
export default fp(
  async (app) => {
    const handle = openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
    try {
      const applied = await migrateToLatest(handle.db, handle.dialect);
      if (applied.length > 0) {
        const count = `${applied.length} migration${applied.length === 1 ? '' : 's'}`;
        app.log.info({ applied }, `database migrated (${handle.dialect}): ${count} applied`);
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database', dependencies: ['config'] },
);
