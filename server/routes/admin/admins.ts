import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ACCOUNT_MESSAGES,
  ADMIN_INVITE_VALID_HOURS,
  inviteAdminEndpoint,
  revokeInviteEndpoint,
  listAdminsEndpoint,
  removeAdminEndpoint,
} from '@contract/admin-accounts';
import { idQuerySchema } from '@contract/request-fields';
import { conflict, notFound } from '../../lib/http-error';
import { newLinkToken, setPasswordLink } from '../../lib/link-token';
import { adminInviteMail } from '../../mail/templates/admin-account-links';
import { adminOf } from '../../plugins/app/auth';
import { createAdminTokensRepository } from '../../repositories/admin-tokens-repository';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';

/**
 * The Admins screen: list the admins, invite one by e-mail, withdraw an invitation, remove one (never the last;
 * the invitations it sent stop working). Audited.
 */
const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(listAdminsEndpoint.path, async (request) => {
    const [admins, invites] = await Promise.all([
      createAdminsRepository(app.db).listActive(),
      createAdminTokensRepository(app.db).listPendingInvites(),
    ]);
    return {
      success: true,
      data: admins.map((admin) => ({
        id: admin.id,
        email: admin.email,
        createdAt: admin.created_at,
        isYou: admin.id === request.admin?.id,
      })),
      invites: invites.map((invite) => ({ email: invite.email, expiresAt: invite.expires_at })),
    };
  });

  app.post(
    inviteAdminEndpoint.path,
    {
      schema: { body: inviteAdminEndpoint.body },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const actor = adminOf(request);
      const { token, hash } = newLinkToken();
      const link = setPasswordLink(app.config.publicUrl, request, token);
      await app.db.transaction().execute(async (trx) => {
        if (await createAdminsRepository(trx).findActiveByEmail(email))
          throw conflict(ADMIN_ACCOUNT_MESSAGES.alreadyAdmin);
        const tokens = createAdminTokensRepository(trx);
        await tokens.revokeUnused(email, 'invite');
        await tokens.create({
          purpose: 'invite',
          email,
          tokenHash: hash,
          expiresAt: new Date(Date.now() + ADMIN_INVITE_VALID_HOURS * 3600_000).toISOString(),
          createdByAdminId: actor.id,
        });
        await createAuditLogRepository(trx).record(actor, {
          action: 'invite',
          entity: 'admin',
          summary: `Invited ${email} to be an admin`,
        });
      });
      await app.mailer.sendLinkMail(adminInviteMail({ to: email, invitedBy: actor.email, link }), link);
      return { success: true, message: ADMIN_ACCOUNT_MESSAGES.inviteSent };
    },
  );

  app.post(revokeInviteEndpoint.path, { schema: { body: revokeInviteEndpoint.body } }, async (request) => {
    const email = request.body.email.toLowerCase();
    await app.db.transaction().execute(async (trx) => {
      if (!(await createAdminTokensRepository(trx).revokePendingInvite(email)))
        throw notFound(ADMIN_ACCOUNT_MESSAGES.inviteNotFound);
      await createAuditLogRepository(trx).record(adminOf(request), {
        action: 'revoke-invite',
        entity: 'admin',
        summary: `Withdrew the invitation to ${email}`,
      });
    });
    return { success: true, message: ADMIN_ACCOUNT_MESSAGES.inviteRevoked };
  });

  app.delete(removeAdminEndpoint.path, { schema: { params: idQuerySchema } }, async (request) => {
    const { id } = request.params;
    await app.db.transaction().execute(async (trx) => {
      const admins = createAdminsRepository(trx);
      // Locks the admins' rows on PostgreSQL, so two removals at once cannot both pass the "not the last" check.
      const active = await admins.listActive({ lock: app.dbDialect === 'postgres' });
      const target = active.find((admin) => admin.id === id);
      if (!target) throw notFound(ADMIN_ACCOUNT_MESSAGES.adminNotFound);
      if (active.length <= 1) throw conflict(ADMIN_ACCOUNT_MESSAGES.lastAdmin);
      await admins.softDelete(id);
      await admins.raiseTokenVersion(id);
      const tokens = createAdminTokensRepository(trx);
      await tokens.revokeUnused(target.email);
      await tokens.revokeInvitesBy(id);
      await createAuditLogRepository(trx).record(adminOf(request), {
        action: 'delete',
        entity: 'admin',
        entityId: id,
        summary: `Removed admin ${target.email}`,
      });
    });
    return { success: true, message: ADMIN_ACCOUNT_MESSAGES.adminRemoved };
  });
};

export default adminsRoutes;
