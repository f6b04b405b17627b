import fp from 'fastify-plugin';
import { imageVariantUrls } from '@contract/image-variants';
import { parseImageVariants } from '../../images/image-variants';
import { createDisbursementsRepository } from '../../repositories/disbursements-repository';
import { listStoredImages } from '../../repositories/illustrated-content-repository';
import { createMembershipApplicationsRepository } from '../../repositories/membership-applications-repository';

const PUBLIC_URL_PREFIX = '/uploads/public/';

/** With other processes serving (REDIS_URL), a file this young may be an upload whose row is being committed. */
const IN_FLIGHT_UPLOAD_MS = 15 * 60_000;

/**
 * An upload is saved before the row that points at it is committed (a row must never point at a missing file),
 * so a crash between the two leaves a file that belongs to nothing: a passport photo or certificate nobody can
 * reach or delete. At start, before this process takes any request, every stored file no row references is
 * removed, from the disk or the bucket. When other processes serve the same site (REDIS_URL), files younger than IN_FLIGHT_UPLOAD_MS are
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
      const unreferenced: string[] = [];
      for await (const file of app.files.list(visibility)) {
        if (referenced.has(file.relativePath)) continue;
        if (shared && Date.now() - file.lastModified.getTime() < IN_FLIGHT_UPLOAD_MS) continue;
        unreferenced.push(file.relativePath);
      }
      for (const file of unreferenced) {
        await app.files.remove(visibility, file);
        removed.push(`${visibility}/${file}`);
      }
    }
    if (removed.length > 0)
      app.log.warn({ removed }, 'removed uploads left behind by an interrupted request');
  },
  { name: 'orphan-upload-sweep', dependencies: ['database', 'services'] },
);
