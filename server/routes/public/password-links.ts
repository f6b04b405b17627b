import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ACCOUNT_MESSAGES,
  forgotPasswordEndpoint,
  PASSWORD_RESET_VALID_MINUTES,
  setPasswordEndpoint,
} from '@contract/admin-accounts';
import { badRequest } from '../../lib/http-error';
import { hashLinkToken, newLinkToken, setPasswordLink } from '../../lib/link-token';
import { hashPassword } from '../../lib/password-hasher';
import { passwordResetMail } from '../../mail/templates/admin-account-links';
import { createAdminTokensRepository } from '../../repositories/admin-tokens-repository';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';

/** Reset links for one address that may be live at once; asking for more sends nothing until one is used or expires. */
const MAX_LIVE_RESET_LINKS = 3;

/**
 * "Forgot password?" and the page an invitation or reset link opens. The forgot answer is the same whether an
 * admin uses the address or not; links are single-use, kept hashed, and expire (reset 1 h, invitation 24 h).
 */
const passwordLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });

  /**
   * Mails a new reset link to an admin's address. Links already sent stay valid (asking again, or someone else
   * asking, does not spoil the one in the admin's inbox) up to MAX_LIVE_RESET_LINKS at a time; using one spends
   * the others.
   */
  async function sendResetLink(email: string, request: FastifyRequest): Promise<void> {
    const admin = await createAdminsRepository(app.db).findActiveByEmail(email);
    if (!admin) return;
    const tokens = createAdminTokensRepository(app.db);
    if ((await tokens.countLive(admin.email, 'reset')) >= MAX_LIVE_RESET_LINKS) {
      request.log.warn(
        { account: admin.email },
        'password reset asked again while links are live; none sent',
      );
      return;
    }
    const { token, hash } = newLinkToken();
    await tokens.create({
      purpose: 'reset',
      email: admin.email,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_VALID_MINUTES * 60_000).toISOString(),
      createdByAdminId: null,
    });
    const link = setPasswordLink(app.config.publicUrl, request, token);
    await app.mailer.sendLinkMail(passwordResetMail({ to: admin.email, link }), link);
  }

  app.post(
    forgotPasswordEndpoint.path,
    {
      schema: { body: forgotPasswordEndpoint.body },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      // The answer does not wait for the lookup, the token or the mail: its timing is the same whether or not
      // an admin uses the address.
      const work = sendResetLink(email, request).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not make a password-reset link'),
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return { success: true, message: ADMIN_ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    setPasswordEndpoint.path,
    {
      schema: { body: setPasswordEndpoint.body },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      // Everything in one transaction: a refused link is not spent, a used one cannot be used again.
      const email = await app.db.transaction().execute(async (trx) => {
        const link = await createAdminTokensRepository(trx).consume(hashLinkToken(request.body.token));
        if (!link) throw badRequest(ADMIN_ACCOUNT_MESSAGES.linkInvalid);
        const admins = createAdminsRepository(trx);
        const existing = await admins.findActiveByEmail(link.email);
        if (link.purpose === 'invite') {
          if (existing) throw badRequest(ADMIN_ACCOUNT_MESSAGES.linkInvalid);
          await admins.upsert(link.email, passwordHash);
        } else {
          if (!existing) throw badRequest(ADMIN_ACCOUNT_MESSAGES.linkInvalid);
          await createAdminTokensRepository(trx).revokeUnused(link.email, 'reset');
          await admins.setPassword(existing.id, passwordHash, { signOutEverywhere: true });
        }
        const admin = await admins.findActiveByEmail(link.email);
        await createAuditLogRepository(trx).record(
          { id: admin?.id ?? 0, email: link.email },
          link.purpose === 'invite'
            ? {
                action: 'accept-invite',
                entity: 'admin',
                entityId: admin?.id,
                summary: `${link.email} accepted the invitation and became an admin`,
              }
            : {
                action: 'reset-password',
                entity: 'admin',
                entityId: admin?.id,
                summary: `${link.email} set a new password with a reset link (other sessions signed out)`,
              },
        );
        return link.email;
      });
      // Whoever holds a mailed link holds the account: this client is no longer slowed by the account's limit.
      await app.loginThrottle.markKnown(request.ip, email);
      return { success: true, message: ADMIN_ACCOUNT_MESSAGES.passwordSet };
    },
  );
};

export default passwordLinkRoutes;
