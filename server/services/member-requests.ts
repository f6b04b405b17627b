import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { issuesByField } from '@contract/form-issues';
import {
  memberRequestCommonFieldsSchema,
  submitMemberRequestBodySchema,
  type SubmitMemberRequestBody,
} from '@contract/member-request';
import { OWN_PAGE_PATH } from '@contract/constants';
import { notFound } from '../lib/http-error';
import { memberRequestFiledMail } from '../mail/templates/member-request-filed';
import { createMemberDirectoryRepository } from '../repositories/member-directory-repository';
import { createMemberRequestsRepository } from '../repositories/member-requests-repository';
import type { DbExecutor } from '../repositories/executor';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { mailWithUnsubscribeLink } from './mail-preferences';
import { siteOrigin } from './site-origin';

export const SUBMIT_MEMBER_REQUEST_MESSAGES = {
  submitted: 'Application submitted successfully',
  unknownMember: 'No approved member has this ULID',
} as const;

/** The number in a number field, or undefined when it was left empty (the schema then says it is required). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The request of a member (named and numbered by `member`) as the API takes it, from the form's text: the
 * duration only for leave, the amount only for a raise (the other field is on the page, hidden by CSS, and sent
 * too).
 */
function memberRequestOf(
  member: { name: string; ulid: string },
  values: { type: string; duration: string; amount: string; description: string },
): Record<string, unknown> {
  const common = { name: member.name, ulid: member.ulid, description: values.description };
  if (values.type === 'leave') return { ...common, type: 'leave', duration: numberOf(values.duration) };
  if (values.type === 'raise') return { ...common, type: 'raise', amount: numberOf(values.amount) };
  return { ...common, type: values.type || undefined };
}

/**
 * The request of a member, from the form's text, checked with the API's schema: its body, or the message for each
 * wrong field. Without a type the union names only the type: the fields every request has are checked as well.
 */
export function checkMemberRequest(
  member: { name: string; ulid: string },
  values: { type: string; duration: string; amount: string; description: string },
): { body: SubmitMemberRequestBody } | { errors: Record<string, string> } {
  const request = memberRequestOf(member, values);
  const parsed = submitMemberRequestBodySchema.safeParse(request);
  if (parsed.success) return { body: parsed.data };
  const errors = issuesByField(parsed.error.issues);
  const common = errors.type ? memberRequestCommonFieldsSchema.safeParse(request) : undefined;
  if (common && !common.success)
    Object.assign(errors, issuesByField(common.error.issues), { type: errors.type });
  return { errors };
}

/**
 * Files an approved member's leave or raise request as pending, from the API or the page's own form. The member
 * is told by e-mail (queued in the same transaction), so a request filed by someone who knows the ULID is seen.
 * Throws a 404 HttpError when no approved member has the ULID. `alsoInTransaction` writes what must commit with
 * the request (the answer kept for its Idempotency-Key), so a process killed after the commit loses neither.
 */
export async function fileMemberRequest(
  app: FastifyInstance,
  body: SubmitMemberRequestBody,
  log: FastifyBaseLogger,
  alsoInTransaction?: (trx: DbExecutor) => Promise<void>,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const member = await createMemberDirectoryRepository(trx).findApprovedByUlid(body.ulid);
    if (!member) throw notFound(SUBMIT_MEMBER_REQUEST_MESSAGES.unknownMember);
    const memberRequest = await createMemberRequestsRepository(trx).createPending(body, member.id);
    const notice = await mailWithUnsubscribeLink(
      app,
      trx,
      memberRequestFiledMail({
        to: member.email,
        memberName: member.name,
        memberRequest,
        ownPageUrl: `${siteOrigin(app)}${OWN_PAGE_PATH}`,
      }),
      { isSecurityNotice: true },
    );
    if (notice) await createOutboxRepository(trx).enqueue(notice);
    await alsoInTransaction?.(trx);
  });
  app.mailer
    .flush()
    .catch((error: unknown) => log.warn({ err: error }, 'request notice not sent yet; it stays queued'));
}
