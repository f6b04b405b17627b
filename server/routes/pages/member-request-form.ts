import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberRequestCommonFieldsSchema,
  submitMemberRequestBodySchema,
  type SubmitMemberRequestBody,
} from '@contract/member-request';
import { formAnswerQueryKey, type FormAnswer } from '@contract/server-rendered-page';
import { acceptFormBodies, formTextsOf } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import {
  fileMemberRequest,
  memberRequestOf,
  SUBMIT_MEMBER_REQUEST_MESSAGES,
} from '../../services/member-requests';
import { issuesByField } from '@contract/form-issues';
import { sendVisitorPage } from './visitor-page';

/** The page's address, where its form posts when the app is not running. */
const MEMBER_REQUEST_PAGE = '/member-requisition';

/** The SPA's title and description of the page (src/app/routes/member-request.tsx). */
const MEMBER_REQUEST_HEAD = {
  title: 'Member Request',
  description: 'Members apply here for leave or for a raise; an admin reviews every request.',
} as const;

const FIELDS = ['name', 'ulid', 'type', 'duration', 'amount', 'description'] as const;

/**
 * POST /member-requisition: the member request form sent without the app. Checked with the API's own schema
 * and filed by the same service as the API's member request call; the page comes back rendered by the SPA's
 * components, with the values kept and each field's message under it (422), or empty with the success
 * message.
 */
const memberRequestFormRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);

  app.post(
    MEMBER_REQUEST_PAGE,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const values = formTextsOf(request.body, FIELDS);

      const sendPage = (status: number, answer: FormAnswer) =>
        sendVisitorPage(reply, status, {
          address: MEMBER_REQUEST_PAGE,
          about: MEMBER_REQUEST_HEAD,
          queryKey: formAnswerQueryKey('member-request'),
          data: answer,
        });

      const parsed = submitMemberRequestBodySchema.safeParse(memberRequestOf(values, values));
      if (!parsed.success) {
        const errors = issuesByField(parsed.error.issues);
        // Without a type the union names only the type: the fields every request has are checked as well.
        if (errors.type) {
          const common = memberRequestCommonFieldsSchema.safeParse(values);
          if (!common.success)
            Object.assign(errors, issuesByField(common.error.issues), { type: errors.type });
        }
        return sendPage(422, { values, errors, outcome: 'refused' });
      }
      try {
        await fileMemberRequest(app, parsed.data satisfies SubmitMemberRequestBody, request.log);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        return sendPage(422, { values, errors: { ulid: error.message }, outcome: 'refused' });
      }
      return sendPage(200, {
        values: {},
        errors: {},
        outcome: 'submitted',
        message: SUBMIT_MEMBER_REQUEST_MESSAGES.submitted,
      });
    },
  );
};

export default memberRequestFormRoutes;
