// `npm run seed`: adds the demo content to an empty database (the server does this at start unless SEED_DEMO=0).
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoContent } from '../seed/demo-content';

const config = loadConfig();
const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db, handle.dialect);
  const seeded = await seedDemoContent(handle.db);
  process.stdout.write(
    seeded ? 'Demo content added.\n' : 'The database already has content; nothing added.\n',
  );
} finally {
  await handle.close();
}
