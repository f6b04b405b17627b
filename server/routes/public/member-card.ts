import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMemberEndpoint, getMemberQuerySchema } from '@contract/member';
import { isAdminOnlyCardId, MEMBER_CARD_NOT_FOUND } from '@contract/member-card';
import { createMemberDirectoryRepository } from '../../repositories/member-directory-repository';

/** The X-Robots-Tag of the card's API answer and of its page. */
const MEMBER_CARD_ROBOTS = 'noindex, nofollow';

/**
 * The member card by id: the public card of an approved member, with only the fields the card
 * shows. The public finds a card by its ULID (the card's link and QR code hold it); sequential numeric ids
 * would let anyone list every member, so a numeric id answers 'Member not found' unless a signed-in admin
 * asks. Never indexed by search engines.
 */
const memberCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getMemberEndpoint.path,
    {
      schema: { querystring: getMemberQuerySchema },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' }, responseCache: true },
      // Before the response cache answers, so a cached card carries it too.
      onRequest: async (_request, reply) => {
        void reply.header('X-Robots-Tag', MEMBER_CARD_ROBOTS);
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      const byNumericId = isAdminOnlyCardId(id);
      const mayUseNumericId = byNumericId && (await isSignedInAdmin());
      const member =
        byNumericId && !mayUseNumericId
          ? undefined
          : await createMemberDirectoryRepository(app.db).findPublicCard(id);
      if (!member) {
        // The card reads `error`; `message` keeps the shape every other failure of this API has.
        return reply
          .code(404)
          .send({ success: false, error: MEMBER_CARD_NOT_FOUND, message: MEMBER_CARD_NOT_FOUND });
      }
      return { success: true, member };

      async function isSignedInAdmin(): Promise<boolean> {
        if (!request.headers.authorization) return false;
        try {
          await app.authenticateAdmin(request);
          return true;
        } catch {
          return false;
        }
      }
    },
  );
};

export default memberCardRoutes;
