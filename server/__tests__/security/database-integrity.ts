import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { imageVariantUrls } from '@contract/image-variants';
import type { Database } from '../../db/schema';
import { parseImageVariants } from '../../images/image-variants';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Everything that would show a half-done write: stored files no row points at, rows pointing at missing files,
 * leftovers of interrupted writes, fee payments linked to applications that do not exist (or the reverse), and
 * requests whose type-specific fields do not match. Answers one line per problem (empty when whole).
 */
export async function findHalfWrittenState(db: Kysely<Database>, uploadsDir: string): Promise<string[]> {
  const problems: string[] = [];

  const leftovers = await listFiles(path.join(uploadsDir, 'tmp'));
  if (leftovers.length > 0) problems.push(`temporary upload files left: ${leftovers.join(', ')}`);

  const membershipApplications = await db.selectFrom('membership_applications').selectAll().execute();
  const privateFiles = new Set(await listFiles(path.join(uploadsDir, 'private')));
  const referencedPrivate = new Set<string>();
  for (const membershipApplication of membershipApplications) {
    for (const file of [membershipApplication.image_path, membershipApplication.certificate_path]) {
      if (!file) continue;
      referencedPrivate.add(file);
      if (!privateFiles.has(file))
        problems.push(`membership application ${membershipApplication.id} points at missing file ${file}`);
    }
  }
  for (const file of privateFiles) {
    if (!referencedPrivate.has(file)) problems.push(`private file ${file} belongs to no application`);
  }

  const publicFiles = await listFiles(path.join(uploadsDir, 'public'));
  const images = [
    ...(await db.selectFrom('blogs').select(['image_url', 'image_variants']).execute()),
    ...(await db.selectFrom('programs').select(['image_url', 'image_variants']).execute()),
  ];
  // A picture's variants (AVIF/WebP/JPEG widths, link preview) belong to its row as much as the picture does.
  const imageUrls = images.flatMap((row) => {
    const variants = parseImageVariants(row.image_variants);
    return [row.image_url, ...(variants ? imageVariantUrls(variants) : [])];
  });
  for (const file of publicFiles) {
    if (!imageUrls.some((url) => url.endsWith(file)))
      problems.push(`public file ${file} belongs to no blog or program`);
  }
  for (const url of imageUrls) {
    const match = /\/uploads\/public\/(.+)$/.exec(url);
    if (match?.[1] && !publicFiles.includes(match[1])) problems.push(`image ${url} is missing on disk`);
  }

  const payments = await db.selectFrom('payments').selectAll().execute();
  const membershipApplicationIds = new Set(membershipApplications.map((v) => v.id));
  const references = new Map(payments.map((p) => [p.reference, p]));
  for (const payment of payments) {
    if (
      payment.used_by_membership_application_id !== null &&
      !membershipApplicationIds.has(payment.used_by_membership_application_id)
    ) {
      problems.push(
        `payment ${payment.reference} is marked used by missing application ${payment.used_by_membership_application_id}`,
      );
    }
  }
  for (const membershipApplication of membershipApplications) {
    if (!membershipApplication.payment_reference) continue;
    const payment = references.get(membershipApplication.payment_reference);
    if (!payment)
      problems.push(
        `application ${membershipApplication.id} used unknown payment ${membershipApplication.payment_reference}`,
      );
    else if (payment.used_by_membership_application_id !== membershipApplication.id) {
      problems.push(
        `application ${membershipApplication.id} used payment ${payment.reference} not marked as used by it`,
      );
    }
  }

  for (const request of await db.selectFrom('member_requests').selectAll().execute()) {
    const whole =
      request.type === 'leave'
        ? request.duration !== null && request.amount === null
        : request.amount !== null && request.duration === null;
    if (!whole)
      problems.push(
        `member request ${request.id} (${request.type}) has duration=${request.duration} amount=${request.amount}`,
      );
  }
  return problems;
}
