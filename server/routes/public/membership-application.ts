import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_FEE_KOBO,
  APPLICATION_FEE_NAIRA,
  APPLICATION_IMAGE_MIME_TYPES,
  CERTIFICATE_MIME_TYPES,
} from '@contract/constants';
import {
  applicantStandingBodySchema,
  applicantStandingEndpoint,
  applyAgainRefusal,
  checkApplicationImage,
  checkCertificateFile,
  membershipApplicationBodySchema,
  MEMBERSHIP_APPLICATION_MESSAGES as M,
  submitMembershipApplicationEndpoint,
  UNUSED_FEE_NOTE,
  type MembershipApplicationBody,
} from '@contract/membership-application';
import { formatNaira } from '@contract/format-naira';
import { MEMBERSHIP_APPLICATION_SERVER_MESSAGES as S } from '@contract/membership-application-documents';
import {
  APPLICATION_CONSENT_FIELD,
  APPLICATION_CONSENT_VALUE,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
} from '@contract/privacy';
import type { StoredFile } from '../../files/file-store';
import { nowIso } from '../../lib/clock';
import { UPLOAD_BODY_LIMIT } from '../../lib/body-limits';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { applicationReceivedMail } from '../../mail/templates/application-received';
import { queueMailQuietly } from '../../payments/payment-recorder';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import { fingerprintOf, replayOrClaimIdempotencyKey } from '../../plugins/app/idempotency';
import { createConsentsRepository } from '../../repositories/consents-repository';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { mailWithUnsubscribeLink } from '../../services/mail-preferences';
import { createPaymentsRepository } from '../../repositories/payments-repository';
import { createRefundsRepository } from '../../repositories/refunds-repository';
import { createDisputesRepository } from '../../repositories/disputes-repository';
import { createMembershipApplicationsRepository } from '../../repositories/membership-applications-repository';
import { readApplicationForm, type UploadedFile } from './membership-application-form-reader';

const paymentRequired = (message: string) => new HttpError(402, message);

/** How long the rest of a refused upload is read and thrown away before its connection is closed. */
const REFUSED_UPLOAD_LINGER_MS = 1_000;

/**
 * Once an answer has gone before the upload it answers has all arrived: the rest is read and thrown away for a
 * moment, then the connection is closed. Closing at once, on data not yet read, resets the connection, and a
 * client still sending can lose the answer with it; reading to the end would let a client hold the server.
 */
function closeSoonAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.once('finish', () => {
    const upload = request.raw;
    if (upload.complete) return;
    const closing = setTimeout(() => upload.destroy(), REFUSED_UPLOAD_LINGER_MS);
    upload.once('end', () => clearTimeout(closing));
    upload.unpipe();
    upload.resume();
  });
}
const FEE_FIELD = 'paymentReference' satisfies keyof MembershipApplicationBody;

/**
 * Submitting a membership application (multipart) with its passport photo, its
 * certificate and the reference of a verified, unused application-fee payment. The files are stored privately
 * and the row, the files and the fee's use are written together: a failed request leaves none of them.
 * Idempotent on its fee: the same application sent again with the fee it already used (its answer lost on the
 * way) is answered as the first was, storing nothing; another application with that fee is refused (409).
 * An e-mail address with an application under review, or of a member, cannot apply again (409): its fee stays
 * unused, and the refusal is written in the audit log with the fee's reference for an admin to refund.
 */
const membershipApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whether a person is a member or has applied is told only to a caller who also knows their phone number.
  app.post(
    applicantStandingEndpoint.path,
    {
      schema: { body: applicantStandingBodySchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true,
      standing: await createMembershipApplicationsRepository(app.db).standingOf(
        request.body.email,
        request.body.phone,
      ),
    }),
  );

  app.post(
    submitMembershipApplicationEndpoint.path,
    { bodyLimit: UPLOAD_BODY_LIMIT, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      // The fee is checked as soon as its field is read: a malformed or unpaid reference is refused before any
      // file after it is read (the app sends it first), and the rest of the upload is not kept.
      const form = await readApplicationForm(request, async (name, value) => {
        if (name !== FEE_FIELD) return;
        const reference = membershipApplicationBodySchema.shape.paymentReference.safeParse(value);
        const refusal = !reference.success
          ? badRequest(reference.error.issues[0]?.message ?? 'Invalid application')
          : (await paidFee(app, reference.data)).refusal;
        if (!refusal) return;
        closeSoonAfterAnswer(request, reply);
        throw refusal;
      });
      const parsed = membershipApplicationBodySchema.safeParse(form.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid application');
      // Consent to the processing of the documents is the lawful basis: never assumed, only the ticked box.
      if (form.fields[APPLICATION_CONSENT_FIELD] !== APPLICATION_CONSENT_VALUE)
        throw badRequest(PRIVACY_MESSAGES.consentRequired);
      checkFile(checkApplicationImage(facts(form.image)), M.imageTooLarge);
      checkFile(checkCertificateFile(facts(form.certificate)), M.certificateTooLarge);
      const application = parsed.data;
      const contentHash = applicationContentHash(application, form.image!, form.certificate!);
      const fingerprint = fingerprintOf({ contentHash, paymentReference: application.paymentReference });
      if (await replayOrClaimIdempotencyKey(request, reply, fingerprint)) return reply;

      const submitted = () => reply.code(201).send({ success: true, message: S.submitted });
      if (await isFeeUsed(app, application.paymentReference)) {
        if (await holdsSameApplication(app, application, contentHash)) return submitted();
        throw conflict(S.feeAlreadyUsed);
      }
      await refuseAnotherApplication(app, application);

      let membershipApplicationId: number;
      try {
        membershipApplicationId = await storeApplication(
          app,
          application,
          contentHash,
          form.image!,
          form.certificate!,
        );
      } catch (error) {
        // Lost a race for the fee: to the same application sent twice at once, that is its own success. Lost
        // one for the address, the fee still unused: another application from it is now under review.
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
        if (await holdsSameApplication(app, application, contentHash)) return submitted();
        if (!(await isFeeUsed(app, application.paymentReference)))
          await refuseAnotherApplication(app, application);
        throw error;
      }
      await queueMailQuietly(app, async () => {
        const mail = await mailWithUnsubscribeLink(
          app,
          app.db,
          applicationReceivedMail({
            to: application.email,
            title: application.title,
            name: application.name,
            applicationId: membershipApplicationId,
          }),
        );
        if (mail) await createOutboxRepository(app.db).enqueue(mail);
      });
      return submitted();
    },
  );
};

/** 409 when the applicant's address cannot apply again, recorded with the unused fee an admin is to refund. */
async function refuseAnotherApplication(app: FastifyInstance, application: MembershipApplicationBody) {
  const standing = await createMembershipApplicationsRepository(app.db).standingOf(application.email);
  if (standing === 'free') return;
  await createAuditLogRepository(app.db).record(
    { id: null, email: 'membership application form' },
    {
      action: 'refuse',
      entity: 'payment',
      entityId: application.paymentReference,
      summary: `Refused another application from ${application.email} (${standing === 'pending' ? 'one is under review' : 'already a member'}): its ${formatNaira(APPLICATION_FEE_NAIRA)} fee ${application.paymentReference} is unused, to be refunded.`,
    },
  );
  throw conflict(`${applyAgainRefusal(standing, application.email)} ${UNUSED_FEE_NOTE}`);
}

const facts = (file: UploadedFile | null) =>
  file ? { name: file.filename, size: file.content.length } : null;

function checkFile(problem: string | null, tooLargeMessage: string): void {
  if (problem === null) return;
  throw problem === tooLargeMessage ? new HttpError(413, problem) : badRequest(problem);
}

/**
 * The paid application fee `reference` names (used or not), or why it cannot pay for an application: it is not
 * a paid fee (402), or money went back or may go back on it (409): a refund, even one still pending, or a
 * dispute not won by the forum ends its use.
 */
async function paidFee(app: FastifyInstance, reference: string) {
  const payment = await createPaymentsRepository(app.db).findByReference(reference);
  const isPaidFee =
    payment?.purpose === 'application_fee' &&
    payment.status === 'success' &&
    payment.amount_kobo === APPLICATION_FEE_KOBO;
  if (!payment || !isPaidFee) return { refusal: paymentRequired(S.feeNotPaid) };
  const [refunds, disputes] = await Promise.all([
    createRefundsRepository(app.db).listForPayments([reference]),
    createDisputesRepository(app.db).listForPayments([reference]),
  ]);
  const moneyWentBack =
    refunds.some((refund) => refund.status !== 'failed') ||
    disputes.some((dispute) => dispute.status !== 'won');
  if (moneyWentBack) return { refusal: conflict(S.feeRefunded) };
  return { payment };
}

/** Whether the paid application fee was already used; refused as `paidFee` says when it cannot pay. */
async function isFeeUsed(app: FastifyInstance, reference: string): Promise<boolean> {
  const { payment, refusal } = await paidFee(app, reference);
  if (refusal) throw refusal;
  return payment.used_by_membership_application_id !== null;
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** SHA-256 of what the applicant sent: every field but the fee's reference, and the digests of both files. */
function applicationContentHash(
  application: MembershipApplicationBody,
  image: UploadedFile,
  certificate: UploadedFile,
): string {
  const { paymentReference: _fee, ...fields } = application;
  return fingerprintOf({ fields, image: sha256(image.content), certificate: sha256(certificate.content) });
}

/** Whether the application stored with this fee is this one: the same e-mail address and the same content. */
async function holdsSameApplication(
  app: FastifyInstance,
  application: MembershipApplicationBody,
  contentHash: string,
): Promise<boolean> {
  const stored = await createMembershipApplicationsRepository(app.db).findByPaymentReference(
    application.paymentReference,
  );
  return stored?.email === application.email && stored.content_hash === contentHash;
}

/** Saves both files, then writes the row and claims the fee in one transaction; undoes the files on any failure. */
async function storeApplication(
  app: FastifyInstance,
  application: MembershipApplicationBody,
  contentHash: string,
  image: UploadedFile,
  certificate: UploadedFile,
): Promise<number> {
  const saved: StoredFile[] = [];
  try {
    const photo = await app.files.save(
      'private',
      image.content,
      APPLICATION_IMAGE_MIME_TYPES,
      M.imageWrongType,
    );
    saved.push(photo);
    const document = await app.files.save(
      'private',
      certificate.content,
      CERTIFICATE_MIME_TYPES,
      M.certificateWrongType,
    );
    saved.push(document);
    return await app.db.transaction().execute(async (trx) => {
      const membershipApplicationId = await createMembershipApplicationsRepository(trx).insert({
        title: application.title,
        name: application.name,
        gender: application.gender,
        email: application.email,
        phone: application.phone,
        marital_status: application.maritalStatus,
        state_of_origin: application.stateOfOrigin,
        address: application.address,
        occupation: application.occupation,
        image_path: photo.relativePath,
        image_original_name: safeFileName(image.filename),
        image_mime: photo.mime,
        certificate_path: document.relativePath,
        certificate_original_name: safeFileName(certificate.filename),
        certificate_mime: document.mime,
        payment_reference: application.paymentReference,
        content_hash: contentHash,
        status: 'pending',
        member_id: null,
        decided_at: null,
        created_at: nowIso(),
      });
      const claimed = await createPaymentsRepository(trx).claimApplicationFee(
        application.paymentReference,
        membershipApplicationId,
      );
      if (!claimed) throw conflict(S.feeAlreadyUsed);
      await createConsentsRepository(trx).record({
        action: 'given',
        email: application.email,
        subject: 'application_documents',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        method: 'membership application form',
        reference: String(membershipApplicationId),
      });
      return membershipApplicationId;
    });
  } catch (error) {
    await Promise.all(
      saved.map((file) => app.files.remove('private', file.relativePath).catch(() => undefined)),
    );
    if (isUniqueViolation(error)) throw conflict(S.feeAlreadyUsed);
    throw error;
  }
}

/** Two applications racing for one fee or from one address: the loser hits a unique index. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The name the applicant's file had, kept for the admin's download (path parts and control characters dropped). */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter(
      (character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f && character !== '"',
    )
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}

export default membershipApplicationRoutes;
