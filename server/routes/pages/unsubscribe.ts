import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORUM_NAME } from '@contract/constants';
import { PRIVACY_MESSAGES, UNSUBSCRIBE_PATH } from '@contract/privacy';
import { z } from '@contract/zod';
import { acceptFormBodies } from '../../lib/form-body';
import { escapeHtml } from '../../pages/page-html';
import { readUnsubscribeToken, recordNewsAndAppealsChoice } from '../../services/mail-preferences';

/** A short page of its own: it needs nothing of the app, and reads well with no script. */
function unsubscribePage(heading: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} | ${escapeHtml(FORUM_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#166534}</style>
</head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>
<p><a href="/privacy">Privacy notice</a> · <a href="/">${escapeHtml(FORUM_NAME)}</a></p></main></body>
</html>`;
}

/**
 * The unsubscribe link of every e-mail that is not a receipt: opening it withdraws, in one step and with no
 * sign-in, the address's consent to mail from the forum (recorded as consent is), and says so. POST does the
 * same for mail programs' one-click unsubscribe. Opening it again records nothing more.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const unsubscribe = async (token: string | undefined, reply: FastifyReply) => {
    const email = token ? readUnsubscribeToken(app.config.jwtSecret, token) : null;
    const html = (status: number, heading: string, text: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(unsubscribePage(heading, text));
    if (!email)
      return html(
        400,
        PRIVACY_MESSAGES.unsubscribeInvalid,
        'Please use the link from your most recent e-mail from the forum.',
      );
    await recordNewsAndAppealsChoice(app.db, email, false, 'unsubscribe link');
    return html(
      200,
      PRIVACY_MESSAGES.unsubscribed,
      `${email} will get no more e-mails from the forum other than receipts for gifts and notices about requests filed in a member's name.`,
    );
  };
  const query = z.object({ token: z.optional(z.string().check(z.maxLength(1000))) });
  app.get(
    UNSUBSCRIBE_PATH,
    { schema: { querystring: query }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => unsubscribe(request.query.token, reply),
  );
  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { querystring: query }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => unsubscribe(request.query.token, reply),
  );
};

export default unsubscribeRoutes;
