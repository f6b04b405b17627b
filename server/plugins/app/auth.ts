import { randomBytes } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminTokenPayload } from '@contract/auth';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { createEndedAdminSessionsRepository } from '../../repositories/ended-admin-sessions-repository';
import { HttpError, unauthorized } from '../../lib/http-error';
import { usePasswordHashCost } from '../../lib/password-hasher';

interface AuthenticatedAdmin {
  id: number;
  email: string;
}

/** What a token is issued from: the admin row's id, e-mail, token version and must-change flag. */
interface TokenSubject extends AuthenticatedAdmin {
  token_version?: number;
  must_change_password?: number;
}

/** The admin calls an admin whose password must change may still make: who am I, and the change itself. */
const ALLOWED_WHILE_PASSWORD_MUST_CHANGE = new Set(['/api/admin/session', '/api/admin/account/password']);

const PASSWORD_MUST_CHANGE_MESSAGE = 'Please choose a new password before you continue.';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for admin routes: 401 unless a valid, unexpired token of an existing admin is sent. */
    authenticateAdmin(request: FastifyRequest): Promise<void>;
    issueAdminToken(admin: TokenSubject): string;
  }
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
  }
}

/**
 * The admin of a request to an admin route: the admin folder's onRequest hook (authenticateAdmin) has signed
 * them in before any handler runs, so this only fails for a route registered outside that folder.
 */
export function adminOf(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw unauthorized('Authentication required');
  return request.admin;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AdminTokenPayload;
    user: AdminTokenPayload;
  }
}

export default fp(
  async (app) => {
    // Before any password is hashed (bootstrap creates the first admin after this plugin).
    usePasswordHashCost(app.config.scryptCost);
    await app.register(fastifyJwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: app.config.jwtExpiresInSeconds },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('admin', null);

    // Each token names its own session (128 random bits), so "Sign out" can end that one and no other.
    app.decorate('issueAdminToken', (admin: TokenSubject) =>
      app.jwt.sign({
        sub: String(admin.id),
        email: admin.email,
        sid: randomBytes(16).toString('base64url'),
        ver: admin.token_version ?? 0,
        ...(admin.must_change_password ? { mcp: true } : {}),
      }),
    );

    app.decorate('authenticateAdmin', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized('Authentication required');
      let payload: AdminTokenPayload;
      try {
        payload = await request.jwtVerify<AdminTokenPayload>();
      } catch {
        throw unauthorized('Your session is invalid or has expired. Please sign in again.');
      }
      const id = Number(payload.sub);
      // A token without a session (issued before sessions were named) cannot be signed out: it is refused.
      if (typeof payload.sid !== 'string' || !Number.isSafeInteger(id))
        throw unauthorized('Your session is invalid or has expired. Please sign in again.');
      const [admin, ended] = await Promise.all([
        createAdminsRepository(app.db).findActiveById(id),
        createEndedAdminSessionsRepository(app.db).isEnded(payload.sid),
      ]);
      if (ended) throw unauthorized('Your session is invalid or has expired. Please sign in again.');
      // A token from before "sign out everywhere" (or a password change) carries an older version.
      if (!admin || (payload.ver ?? 0) !== admin.token_version)
        throw unauthorized('Your session is invalid or has expired. Please sign in again.');
      if (
        admin.must_change_password &&
        !ALLOWED_WHILE_PASSWORD_MUST_CHANGE.has(request.routeOptions.url ?? '')
      )
        throw new HttpError(403, PASSWORD_MUST_CHANGE_MESSAGE);
      request.admin = { id: admin.id, email: admin.email };
    });
  },
  { name: 'auth', dependencies: ['config', 'database'] },
);
