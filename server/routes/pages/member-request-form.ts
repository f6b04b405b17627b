import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formAnswerQueryKey, type FormAnswer } from '@contract/server-rendered-page';
import { z } from '@contract/zod';
import { acceptFormBodies, formTextsOf } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import {
  fingerprintOf,
  IDEMPOTENCY_LEASE_MS,
  replayOrClaimIdempotencyKey,
} from '../../plugins/app/idempotency';
import {
  checkMemberRequest,
  fileMemberRequest,
  SUBMIT_MEMBER_REQUEST_MESSAGES,
} from '../../services/member-requests';
import { sendVisitorPage } from './visitor-page';

/** The page's address, where its form posts when the app is not running. */
const MEMBER_REQUEST_PAGE = '/member-requisition';
/** Where a filed request sends the browser: the page with the success message, which files nothing again. */
const SUBMITTED_PAGE = `${MEMBER_REQUEST_PAGE}?submitted=1`;

/** The SPA's title and description of the page (src/app/routes/member-request.tsx). */
const MEMBER_REQUEST_HEAD = {
  title: 'Member Request',
  description: 'Members apply here for leave or for a raise; an admin reviews every request.',
} as const;

const FIELDS = ['name', 'ulid', 'type', 'duration', 'amount', 'description'] as const;
/** The form's hidden field holding the key of one filling of the form. */
const KEY_FIELD = 'idempotency_key';
/** How often a request sent again while its first is still being filed looks whether that one is done. */
const IN_PROGRESS_POLL_MS = 100;

/**
 * POST /member-requisition: the member request form sent without the app. Checked with the API's own schema
 * and filed by the same service as the API's member request call. Something wrong: the page comes back
 * rendered by the SPA's components, with the values kept and each field's message under it (422). Filed: the
 * browser is sent (303) to the page with the success message, so a reload or going back files nothing again.
 * The form carries a key: the same request sent again (a double tap, a resend) files nothing and gets the first
 * answer, waiting for it when the first is still being filed.
 */
const memberRequestFormRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);

  const sendPage = (reply: FastifyReply, status: number, address: string, answer: FormAnswer) =>
    sendVisitorPage(reply, status, {
      address,
      pathname: MEMBER_REQUEST_PAGE,
      about: MEMBER_REQUEST_HEAD,
      queryKey: formAnswerQueryKey('member-request'),
      data: answer,
    });

  app.post(
    MEMBER_REQUEST_PAGE,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const values = formTextsOf(request.body, FIELDS);
      for (let waited = 0; ; waited += IN_PROGRESS_POLL_MS) {
        try {
          if (
            await replayOrClaimIdempotencyKey(request, reply, fingerprintOf(values), { keyField: KEY_FIELD })
          )
            return reply;
          break;
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 409 || waited >= IDEMPOTENCY_LEASE_MS)
            throw error;
          reply.removeHeader('Retry-After');
          await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_POLL_MS));
        }
      }
      const refused = (errors: Record<string, string>) =>
        sendPage(reply, 422, MEMBER_REQUEST_PAGE, { values, errors, outcome: 'refused' });
      const checked = checkMemberRequest(values, values);
      if ('errors' in checked) return refused(checked.errors);
      try {
        await fileMemberRequest(app, checked.body, request.log);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        return refused({ ulid: error.message });
      }
      return reply.redirect(SUBMITTED_PAGE, 303);
    },
  );

  // The page itself is the built one (answered as every page is); with `?submitted` it says the request was filed.
  app.get(
    MEMBER_REQUEST_PAGE,
    { schema: { querystring: z.object({ submitted: z.optional(z.string()) }) } },
    async (request, reply) => {
      if (request.query.submitted === undefined) return reply.callNotFound();
      return sendPage(reply, 200, SUBMITTED_PAGE, {
        values: {},
        errors: {},
        outcome: 'submitted',
        message: SUBMIT_MEMBER_REQUEST_MESSAGES.submitted,
      });
    },
  );
};

export default memberRequestFormRoutes;
