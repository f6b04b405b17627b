import { promises as fs } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { imageVariantUrls } from '@contract/image-variants';
import { parseImageVariants } from '../../images/image-variants';
import { createDisbursementsRepository } from '../../repositories/disbursements-repository';
import { listStoredImages } from '../../repositories/illustrated-content-repository';
import { createMembershipApplicationsRepository } from '../../repositories/membership-applications-repository';

const PUBLIC_URL_PREFIX = '/uploads/public/';

/** With other processes serving (REDIS_URL), a file this young may be an upload whose row is being committed. */
const IN_FLIGHT_UPLOAD_MS = 15 * 60_000;

async function isRecent(file: string): Promise<boolean> {
  const stat = await fs.stat(file).catch(() => undefined);
  return stat !== undefined && Date.now() - stat.mtimeMs < IN_FLIGHT_UPLOAD_MS;
}

async function storedFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * An upload is saved before the row that points at it is committed (a row must never point at a missing file),
 * so a crash between the two leaves a file that belongs to nothing: a passport photo or certificate nobody can
 * reach or delete. At start, before this process takes any request, every stored file no row references is
 * removed. When other processes serve the same site (REDIS_URL), files younger than IN_FLIGHT_UPLOAD_MS are
 * left alone: one of them may be saving that upload right now.
 */
export default fp(
  async (app) => {
    const privateReferenced = new Set(
      await createMembershipApplicationsRepository(app.db).listDocumentPaths(),
    );
    const publicReferenced = new Set<string>();
    for (const table of ['blogs', 'programs'] as const) {
      for (const image of await listStoredImages(app.db, table)) {
        const variants = parseImageVariants(image.imageVariants);
        for (const url of [image.imageUrl, ...(variants ? imageVariantUrls(variants) : [])]) {
          if (url.startsWith(PUBLIC_URL_PREFIX)) publicReferenced.add(url.slice(PUBLIC_URL_PREFIX.length));
        }
      }
    }
    for (const url of await createDisbursementsRepository(app.db).listReceiptUrls()) {
      if (url.startsWith(PUBLIC_URL_PREFIX)) publicReferenced.add(url.slice(PUBLIC_URL_PREFIX.length));
    }
    const shared = app.config.redisUrl !== undefined;
    const removed: string[] = [];
    for (const [visibility, referenced] of [
      ['private', privateReferenced],
      ['public', publicReferenced],
    ] as const) {
      for (const file of await storedFiles(app.files.dirOf(visibility))) {
        if (referenced.has(file)) continue;
        if (shared && (await isRecent(path.join(app.files.dirOf(visibility), file)))) continue;
        await app.files.remove(visibility, file);
        removed.push(`${visibility}/${file}`);
      }
    }
    if (removed.length > 0)
      app.log.warn({ removed }, 'removed uploads left behind by an interrupted request');
  },
  { name: 'orphan-upload-sweep', dependencies: ['database', 'services'] },
);
