import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORUM_NAME } from '@contract/constants';
import { PRIVACY_MESSAGES, UNSUBSCRIBE_PATH } from '@contract/privacy';
import { z } from '@contract/zod';
import { acceptFormBodies } from '../../lib/form-body';
import { escapeHtml } from '../../pages/page-html';
import { readUnsubscribeToken, recordNewsAndAppealsChoice } from '../../services/mail-preferences';

/**
 * A short page of its own: it needs nothing of the app, and reads well with no script. With `action`, a plain
 * form posting there with one button.
 */
function unsubscribePage(heading: string, text: string, action?: string): string {
  const form = action
    ? `<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} | ${escapeHtml(FORUM_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#166534}button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:.5rem;background:#166534;color:#fff;cursor:pointer}</style>
</head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${form}
<p><a href="/privacy">Privacy notice</a> · <a href="/">${escapeHtml(FORUM_NAME)}</a></p></main></body>
</html>`;
}

/**
 * The unsubscribe link of news and appeals and of mail about an application or requests. Opening it (GET)
 * changes nothing, since mail scanners open links before the person does: it says what will happen, with one
 * button. Its POST, from that button or a mail program's one-click unsubscribe (RFC 8058), withdraws with no
 * sign-in the address's consent to mail from the forum (recorded as consent is), and says so. Sent again, it
 * records nothing more.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const unsubscribe = async (token: string | undefined, reply: FastifyReply, confirmed: boolean) => {
    const email = token ? readUnsubscribeToken(app.config.jwtSecret, token) : null;
    const html = (status: number, heading: string, text: string, action?: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(unsubscribePage(heading, text, action));
    if (!token || !email)
      return html(
        400,
        PRIVACY_MESSAGES.unsubscribeInvalid,
        'Please use the link from your most recent e-mail from the forum.',
      );
    const outcome = `no more news and appeals from the forum, nor other e-mails that carry this link, except notices about requests filed in a member's name. Receipts, sign-in links and decisions on membership applications still come.`;
    if (!confirmed)
      return html(
        200,
        PRIVACY_MESSAGES.unsubscribeConfirm,
        `Press Unsubscribe and ${email} will get ${outcome}`,
        `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`,
      );
    await recordNewsAndAppealsChoice(app.db, email, false, 'unsubscribe link');
    return html(200, PRIVACY_MESSAGES.unsubscribed, `${email} will get ${outcome}`);
  };
  const query = z.object({ token: z.optional(z.string().check(z.maxLength(1000))) });
  app.get(
    UNSUBSCRIBE_PATH,
    { schema: { querystring: query }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => unsubscribe(request.query.token, reply, false),
  );
  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { querystring: query }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => unsubscribe(request.query.token, reply, true),
  );
};

export default unsubscribeRoutes;
