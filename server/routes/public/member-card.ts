import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMemberEndpoint, getMemberQuerySchema } from '@contract/member';
import { MEMBER_CARD_NOT_FOUND } from '@contract/member-card';
import { createMemberDirectoryRepository } from '../../repositories/member-directory-repository';

/**
 * GET /api/member/getMember.php?id=: the public card of an approved member, by numeric id or ULID, with only
 * the fields the card shows. Anyone may scan a card's QR code, so nothing private leaves here.
 */
const memberCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getMemberEndpoint.path,
    {
      schema: { querystring: getMemberQuerySchema },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' }, responseCache: true },
    },
    async (request, reply) => {
      const member = await createMemberDirectoryRepository(app.db).findPublicCard(request.query.id);
      if (!member) {
        // SPEC's card reads `error`; `message` keeps the shape every other failure of this API has.
        return reply
          .code(404)
          .send({ success: false, error: MEMBER_CARD_NOT_FOUND, message: MEMBER_CARD_NOT_FOUND });
      }
      return { success: true, member };
    },
  );
};

export default memberCardRoutes;
