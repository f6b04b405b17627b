import { randomBytes } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { PersonalData } from '@contract/privacy';
import { PRIVACY_MESSAGES } from '@contract/privacy';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/file-store';
import type { Kysely } from 'kysely';
import { createAuditLogRepository, type AuditActor } from '../repositories/audit-log-repository';
import { createPersonalDataRepository, type PersonalRows } from '../repositories/personal-data-repository';
import { ERASED_EMAIL_DOMAIN } from '../repositories/retention-repository';

/**
 * One person's data, found under their e-mail address: what the admin's Privacy screen shows and exports,
 * and what a person's own "Download my data" can reuse. Reads through the repositories only.
 */

type Cell = string | number | null;
type Records = Array<Record<string, Cell>>;

const asRecords = (rows: object[]): Records => rows.map((row) => ({ ...(row as Record<string, Cell>) }));

/** Why the person cannot be erased now (empty: they can be). */
function erasureRefusals(rows: PersonalRows): string[] {
  const refusals: string[] = [];
  if (rows.memberRequests.some((request) => request.status === 'pending'))
    refusals.push(PRIVACY_MESSAGES.openMemberRequest);
  if (rows.membershipApplications.some((application) => application.status === 'pending'))
    refusals.push(PRIVACY_MESSAGES.pendingApplication);
  if (rows.monthlyGifts.some((gift) => gift.status !== 'cancelled'))
    refusals.push(PRIVACY_MESSAGES.activeMonthlyGift);
  return refusals;
}

/** Everything held under `email`, grouped by kind, with the reasons erasure would be refused. */
export async function collectPersonalData(db: Kysely<Database>, email: string): Promise<PersonalData> {
  const rows = await createPersonalDataRepository(db).findByEmail(email);
  return {
    email: email.trim().toLowerCase(),
    gifts: asRecords(rows.payments),
    monthlyGifts: asRecords(rows.monthlyGifts),
    membershipApplications: asRecords(rows.membershipApplications),
    members: asRecords(rows.members),
    memberRequests: asRecords(rows.memberRequests),
    consents: asRecords(rows.consents),
    outbox: asRecords(rows.outbox),
    documentAccess: asRecords(rows.documentAccess),
    erasureRefusals: erasureRefusals(rows),
  };
}

export const isHeldData = (data: PersonalData) =>
  [
    data.gifts,
    data.monthlyGifts,
    data.membershipApplications,
    data.members,
    data.memberRequests,
    data.consents,
    data.outbox,
  ].some((list) => list.length > 0);

/** The person's own stored files: each application's passport photo and certificate. */
function ownFiles(rows: PersonalRows): Array<{ path: string; name: string }> {
  return rows.membershipApplications.flatMap((application) =>
    [
      { kind: 'photo', path: application.image_path, original: application.image_original_name },
      {
        kind: 'certificate',
        path: application.certificate_path,
        original: application.certificate_original_name,
      },
    ].flatMap(({ kind, path, original }) =>
      path ? [{ path, name: `application-${application.id}-${kind}-${original ?? kind}` }] : [],
    ),
  );
}

/** One ZIP archive: `personal-data.json` and the person's own files under `files/`. */
export async function exportPersonalData(
  db: Kysely<Database>,
  files: FileStore,
  email: string,
): Promise<Uint8Array> {
  const data = await collectPersonalData(db, email);
  const rows = await createPersonalDataRepository(db).findByEmail(email);
  const archive: Zippable = {
    'personal-data.json': strToU8(`${JSON.stringify(data, null, 2)}\n`),
  };
  const folder: Zippable = {};
  for (const file of ownFiles(rows)) {
    const content = await files.read('private', file.path);
    if (content) folder[file.name.replace(/[\\/]/g, '_')] = new Uint8Array(content);
  }
  if (Object.keys(folder).length > 0) archive.files = folder;
  return zipSync(archive, { level: 6 });
}

/** A made-up address that stands for an erased person in every row that must stay. */
export const newPseudonym = () => `erased-${randomBytes(8).toString('hex')}@${ERASED_EMAIL_DOMAIN}`;

/**
 * Erases the person under `email`: the rows are anonymised in one transaction (with the audit-log line), then
 * their files are removed from the store. Refused (the reasons thrown as `ErasureRefusedError`) while a record
 * must stay as it is.
 */
export async function erasePerson(db: Kysely<Database>, files: FileStore, email: string, admin: AuditActor) {
  const outcome = await db.transaction().execute(async (trx) => {
    const repository = createPersonalDataRepository(trx);
    const rows = await repository.findByEmail(email);
    const refusals = erasureRefusals(rows);
    if (refusals.length > 0) throw new ErasureRefusedError(refusals);
    const paths = ownFiles(rows).map((file) => file.path);
    const pseudonym = newPseudonym();
    await repository.erase(rows, pseudonym);
    await repository.eraseOwnPage(email, pseudonym);
    await repository.eraseFromAuditLog(rows, email, pseudonym);
    const erased = {
      gifts: rows.payments.length,
      monthlyGifts: rows.monthlyGifts.length,
      membershipApplications: rows.membershipApplications.length,
      members: rows.members.length,
      memberRequests: rows.memberRequests.length,
      consents: rows.consents.length,
      outbox: rows.outbox.length,
      files: paths.length,
    };
    await createAuditLogRepository(trx).record(admin, {
      action: 'privacy.erase',
      entity: 'person',
      summary: `erased a person: ${Object.entries(erased)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')}`,
    });
    return { erased, paths };
  });
  // The rows no longer point at the files: a file left by a failed removal is swept at the next start.
  for (const path of outcome.paths) await files.remove('private', path);
  return { erased: outcome.erased };
}

export class ErasureRefusedError extends Error {
  override readonly name = 'ErasureRefusedError';
  constructor(readonly reasons: string[]) {
    super(reasons.join('; '));
  }
}
