import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SubmitMemberRequestBody } from '@contract/member-request';
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
