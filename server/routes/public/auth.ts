import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, loginEndpoint, tooManySignInAttempts } from '@contract/auth';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password-hasher';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** Sign-in: a signed JWT for a known admin; failures throttled per client, per account and client, and per account across unknown clients; logged. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(loginEndpoint.path, { schema: { body: loginBodySchema } }, async (request, reply) => {
    const email = request.body.email.toLowerCase();
    // Counted before the password is checked, so a burst sent at once cannot slip past the limits.
    const verdict = await app.loginThrottle.attempt(request.ip, email);
    if (!verdict.allowed) {
      const { waitSeconds, limit } = verdict;
      request.log.warn({ account: email, ip: request.ip, limit, waitSeconds }, 'sign-in throttled');
      reply.header('Retry-After', String(waitSeconds));
      return reply.code(429).send(tooManySignInAttempts(waitSeconds));
    }
    const admin = await createAdminsRepository(app.db).findActiveByEmail(email);
    // Unknown e-mails cost the same hashing work as known ones.
    const valid = await verifyPassword(
      request.body.password,
      admin?.password_hash ?? (await decoyPasswordHash()),
    );
    if (!admin || !valid) {
      request.log.warn({ account: email, ip: request.ip }, 'sign-in failed');
      return reply
        .code(401)
        .send({ success: false, message: INVALID_CREDENTIALS, error: INVALID_CREDENTIALS });
    }
    await app.loginThrottle.succeeded(request.ip, email);
    // A hash made at an older (lower) cost is brought up to today's while the password is at hand.
    if (needsRehash(admin.password_hash)) {
      await createAdminsRepository(app.db).rehashPassword(
        admin.id,
        admin.password_hash,
        await hashPassword(request.body.password),
      );
    }
    request.log.info({ account: email, ip: request.ip, adminId: admin.id }, 'sign-in succeeded');
    const token = app.issueAdminToken(admin);
    return {
      success: true,
      message: 'Login successful',
      token,
      ...(admin.must_change_password ? { mustChangePassword: true } : {}),
    };
  });
};

export default authRoutes;
