import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ACCOUNT_MESSAGES,
  changePasswordEndpoint,
  signOutEndpoint,
  signOutEverywhereEndpoint,
} from '@contract/admin-accounts';
import { badRequest, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password-hasher';
import { INITIAL_ADMIN_FILE } from '../../plugins/app/bootstrap';
import { adminOf } from '../../plugins/app/auth';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import { createEndedAdminSessionsRepository } from '../../repositories/ended-admin-sessions-repository';

/** The signed-in admin's own account: change the password (audited), sign out, sign out everywhere (audited). */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    changePasswordEndpoint.path,
    {
      schema: { body: changePasswordEndpoint.body },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const actor = adminOf(request);
      const admins = createAdminsRepository(app.db);
      const admin = await admins.findActiveById(actor.id);
      if (!admin) throw unauthorized('Your session is invalid or has expired. Please sign in again.');
      if (!(await verifyPassword(currentPassword, admin.password_hash)))
        throw badRequest(ADMIN_ACCOUNT_MESSAGES.wrongCurrentPassword);
      if (currentPassword === newPassword) throw badRequest(ADMIN_ACCOUNT_MESSAGES.samePassword);
      const passwordHash = await hashPassword(newPassword);
      const updated = await app.db.transaction().execute(async (trx) => {
        const inTransaction = createAdminsRepository(trx);
        await inTransaction.setPassword(admin.id, passwordHash, { signOutEverywhere: true });
        await createAuditLogRepository(trx).record(actor, {
          action: 'change-password',
          entity: 'admin',
          entityId: admin.id,
          summary: `${admin.email} changed their password (other sessions signed out)`,
        });
        return inTransaction.findActiveById(admin.id);
      });
      if (!updated) throw unauthorized('Your session is invalid or has expired. Please sign in again.');
      // The generated first password is no longer valid: its file has nothing left to tell.
      if (admin.must_change_password)
        rmSync(path.join(app.config.dataDir, INITIAL_ADMIN_FILE), { force: true });
      return {
        success: true,
        message: ADMIN_ACCOUNT_MESSAGES.passwordChanged,
        token: app.issueAdminToken(updated),
      };
    },
  );

  app.post(signOutEndpoint.path, async (request) => {
    const actor = adminOf(request);
    // authenticateAdmin verified the token, so it names its session and its expiry.
    const { sid, exp } = request.user;
    if (sid) {
      const expiresAt = new Date((exp ?? Date.now() / 1000 + app.config.jwtExpiresInSeconds) * 1000);
      await createEndedAdminSessionsRepository(app.db).end({
        sessionId: sid,
        adminId: actor.id,
        expiresAt: expiresAt.toISOString(),
      });
    }
    return { success: true, message: ADMIN_ACCOUNT_MESSAGES.signedOut };
  });

  app.post(signOutEverywhereEndpoint.path, async (request) => {
    const actor = adminOf(request);
    await app.db.transaction().execute(async (trx) => {
      await createAdminsRepository(trx).raiseTokenVersion(actor.id);
      await createAuditLogRepository(trx).record(actor, {
        action: 'sign-out-everywhere',
        entity: 'admin',
        entityId: actor.id,
        summary: `${actor.email} signed out everywhere`,
      });
    });
    return { success: true, message: ADMIN_ACCOUNT_MESSAGES.signedOutEverywhere };
  });
};

export default accountRoutes;
