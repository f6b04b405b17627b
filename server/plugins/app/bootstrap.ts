import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { hashPassword } from '../../lib/password-hasher';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { seedDemoContent } from '../../seed/demo-content';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/**
 * At start: the configured admin is created or its password set (ADMIN_EMAIL + ADMIN_PASSWORD); with none
 * configured and no admin yet, admin@localhost gets a random password printed once. An empty database gets the
 * demo content unless SEED_DEMO=0.
 */
export default fp(
  async (app) => {
    const admins = createAdminsRepository(app.db);
    const configured = app.config.admin;
    if (configured) {
      const outcome = await admins.upsert(configured.email, await hashPassword(configured.password));
      app.log.info({ email: configured.email }, `admin account ${outcome}`);
    } else if ((await admins.countActive()) === 0) {
      const password = randomBytes(12).toString('base64url');
      await admins.upsert(DEFAULT_ADMIN_EMAIL, await hashPassword(password));
      const banner = [
        '',
        '================================================================',
        '  An admin account was created (shown once, keep it safe):',
        `    e-mail:   ${DEFAULT_ADMIN_EMAIL}`,
        `    password: ${password}`,
        '  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
        '================================================================',
        '',
      ].join('\n');
      process.stdout.write(`${banner}\n`);
    }
    if (app.config.seedDemo) {
      const seeded = await seedDemoContent(app.db);
      if (seeded) app.log.info('demo content added to the empty database');
    }
  },
  { name: 'bootstrap', dependencies: ['config', 'database'] },
);
