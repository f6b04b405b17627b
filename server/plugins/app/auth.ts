import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminTokenPayload } from '@contract/auth';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { unauthorized } from '../../lib/http-error';

export interface AuthenticatedAdmin {
  id: number;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for admin routes: 401 unless a valid, unexpired token of an existing admin is sent. */
    authenticateAdmin(request: FastifyRequest): Promise<void>;
    issueAdminToken(admin: AuthenticatedAdmin): string;
  }
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AdminTokenPayload;
    user: AdminTokenPayload;
  }
}

export default fp(
  async (app) => {
    await app.register(fastifyJwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: app.config.jwtExpiresInSeconds },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('admin', null);

    app.decorate('issueAdminToken', (admin: AuthenticatedAdmin) =>
      app.jwt.sign({ sub: String(admin.id), email: admin.email }),
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
      const admin = Number.isSafeInteger(id)
        ? await createAdminsRepository(app.db).findActiveById(id)
        : undefined;
      if (!admin) throw unauthorized('Your session is invalid or has expired. Please sign in again.');
      request.admin = { id: admin.id, email: admin.email };
    });
  },
  { name: 'auth', dependencies: ['config', 'database'] },
);
