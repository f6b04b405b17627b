import type { FastifyPluginAsync } from 'fastify';
import { MEMBER_CARD_PATH } from '@contract/constants';
import {
  isAdminOnlyCardId,
  MEMBER_CARD_PAGE,
  memberCardIdOf,
  memberCardQueryKey,
  type MemberCardLookup,
} from '@contract/member-card';
import { siteHeadTags } from '../../pages/head-tags';
import { createMemberDirectoryRepository } from '../../repositories/member-directory-repository';
import { siteOrigin } from '../../services/site-origin';
import { sendVisitorPage } from './visitor-page';

/** How long a visitor's browser should wait before asking again for a card that could not be read. */
const RETRY_AFTER_SECONDS = 60;

/**
 * GET /member-card?id=: the card page rendered with the card of the approved member who holds the ULID (only
 * the fields the card shows), or with 'Member Not Found' and 404, so it reads without JavaScript. The public
 * opens a card by its ULID only; a numeric id is for a signed-in admin, whose session a page's request does
 * not carry: that page goes out loading (404, 'Member Not Found' where no script runs) and the app asks the API
 * with the session. Rendered for every visit and never kept, so a member who is suspended or erased stops
 * showing at once. Never indexed.
 */
const memberCardPageRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    MEMBER_CARD_PATH,
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      // Read as the app reads the address, so the page the browser takes over is the one it would render.
      const id = memberCardIdOf(new URLSearchParams(request.url.split('?')[1] ?? ''));
      const pathname = `${MEMBER_CARD_PATH}?${new URLSearchParams({ id })}`;
      void reply.header('X-Robots-Tag', 'noindex, nofollow');
      // In its loading state, the page has the visitor's browser ask the API itself.
      const sendLoading = async (status: number) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(
            await app.pageRenderer.renderForVisitor(request.url, {
              headTags: siteHeadTags(siteOrigin(app), pathname, MEMBER_CARD_PAGE, true),
              queries: () => [],
            }),
          );
      if (isAdminOnlyCardId(id)) return sendLoading(404);
      let card: MemberCardLookup;
      try {
        const member = await createMemberDirectoryRepository(app.db).findPublicCard(id);
        card = member ? { status: 'found', member } : { status: 'not-found' };
      } catch (error) {
        request.log.error({ err: error }, 'could not read a member card: the page is sent without it');
        void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return sendLoading(503);
      }
      return sendVisitorPage(reply, card.status === 'found' ? 200 : 404, {
        address: request.url,
        pathname,
        about: MEMBER_CARD_PAGE,
        noIndex: true,
        queryKey: memberCardQueryKey(id),
        data: card,
      });
    },
  );
};

export default memberCardPageRoutes;
