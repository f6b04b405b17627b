import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { convertExistingImagesApart } from '../../images/convert-in-child-process';
import { hashPassword } from '../../lib/password-hasher';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { seedDemoContent } from '../../seed/demo-content';
import { siteOrigin } from '../../services/site-origin';

const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/** Where the first start leaves the generated admin's e-mail and password (readable by the owner only). */
export const INITIAL_ADMIN_FILE = 'initial-admin.txt';

/**
 * At the first start (no admin yet): the configured admin (ADMIN_EMAIL + ADMIN_PASSWORD) is created. Later starts
 * leave the admins as the admin area left them: an admin removed there stays removed, and a password chosen on
 * the site stays as it is. With none configured and no admin yet,
 * admin@localhost gets a random password written to DATA_DIR/initial-admin.txt (0600), which must be changed at
 * the first sign-in; only the file's path is logged. An empty database gets the demo content when SEED_DEMO is on
 * (the default outside production).
 */
export default fp(
  async (app) => {
    const admins = createAdminsRepository(app.db);
    const configured = app.config.admin;
    const noAdminYet = (await admins.countActive()) === 0;
    if (configured && noAdminYet) {
      const outcome = await admins.upsert(configured.email, await hashPassword(configured.password));
      app.log.info({ email: configured.email }, `admin account ${outcome}`);
    } else if (configured) {
      app.log.info('admins exist; ADMIN_EMAIL and ADMIN_PASSWORD are only used at the first start');
    } else if (noAdminYet) {
      const password = randomBytes(18).toString('base64url');
      await admins.upsert(DEFAULT_ADMIN_EMAIL, await hashPassword(password), { mustChangePassword: true });
      const file = path.join(app.config.dataDir, INITIAL_ADMIN_FILE);
      mkdirSync(app.config.dataDir, { recursive: true });
      writeFileSync(file, `email: ${DEFAULT_ADMIN_EMAIL}\npassword: ${password}\n`, { mode: 0o600 });
      chmodSync(file, 0o600); // a file left by an earlier install keeps its mode otherwise
      // A warning, so that LOG_LEVEL=warn still shows it: nobody can sign in until it is read.
      app.log.warn(
        `An admin account was created: its e-mail and password are in ${file} (readable by you only). ` +
          `Sign in at ${siteOrigin(app)}/auth/sign-in with them; you will be asked to choose a new password. ` +
          'Or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose your own.',
      );
    }
    if (app.config.seedDemo) {
      const seeded = await seedDemoContent(app.db);
      if (seeded) {
        app.log.info('demo content added to the empty database');
        // The demo pictures get their variants once, by `npm run images:convert` in a process of its own: in the
        // background once the server is ready (after the start-up sweep of unreferenced uploads), since it takes
        // seconds.
        let conversion: Promise<void> | undefined;
        app.addHook('onReady', async () => {
          conversion = convertExistingImagesApart({
            db: app.db,
            files: app.files,
            siteDirs: [app.config.staticDir, path.resolve('public')],
          }).then(
            (outcome) => {
              app.responseCache.clear();
              app.log.info(
                { pictures: outcome.converted, skipped: outcome.skipped },
                'demo pictures converted',
              );
            },
            (error: unknown) => app.log.warn({ err: error }, 'could not convert the demo pictures'),
          );
        });
        app.addHook('onClose', async () => conversion);
      }
    }
  },
  { name: 'bootstrap', dependencies: ['config', 'database', 'services'] },
);
