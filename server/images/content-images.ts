import type { FastifyInstance } from 'fastify';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_MIME_TYPES } from '@contract/constants';
import { StorageUnavailableError } from '../files/file-store';
import { decodeDataUrl } from '../lib/decode-data-url';
import { badRequest } from '../lib/http-error';
import type { StoredImage } from '../repositories/illustrated-content-repository';
import {
  parseImageVariants,
  PUBLIC_UPLOADS_PREFIX,
  publicUploadPath,
  removeImageVariants,
  withoutImageMetadata,
  writeImageVariants,
} from './image-variants';

export const CONTENT_IMAGE_TYPE_MESSAGE = 'Image must be a JPEG, PNG, WebP or GIF picture';
export const CONTENT_IMAGE_TOO_LARGE_MESSAGE = `Image must be at most ${CONTENT_IMAGE_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * Stores a blog or program picture sent as a data URL (its type sniffed from the bytes) in the public uploads,
 * without its metadata, with its variants (server/images/image-variants.ts) beside it.
 */
export async function storeContentImage(app: FastifyInstance, dataUrl: string): Promise<StoredImage> {
  const { content: sent } = decodeDataUrl(dataUrl, CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TOO_LARGE_MESSAGE);
  // The original is public too: it is kept upright and without its metadata (a phone's GPS position).
  const content = await withoutImageMetadata(sent);
  if (!content) throw badRequest(CONTENT_IMAGE_TYPE_MESSAGE);
  const stored = await app.files.save(
    'public',
    content,
    CONTENT_IMAGE_MIME_TYPES,
    CONTENT_IMAGE_TYPE_MESSAGE,
  );
  const imageUrl = `${PUBLIC_UPLOADS_PREFIX}${stored.relativePath}`;
  try {
    const variants = await writeImageVariants(app.files, content, imageUrl.replace(/\.[a-z0-9]+$/i, ''));
    return { imageUrl, imageVariants: JSON.stringify(variants) };
  } catch (error) {
    await app.files.remove('public', stored.relativePath).catch(() => undefined);
    if (error instanceof StorageUnavailableError) throw error;
    // The bytes looked like a picture but no decoder could read them.
    app.log.warn({ err: error }, 'could not re-encode an uploaded picture');
    throw badRequest(CONTENT_IMAGE_TYPE_MESSAGE);
  }
}

/**
 * Removes a picture no row uses any more, with its variants; demo and outside pictures are left alone. A
 * failure is only logged: the row change it follows has already been committed.
 */
export async function discardContentImage(app: FastifyInstance, image: StoredImage): Promise<void> {
  try {
    if (image.imageUrl.startsWith(PUBLIC_UPLOADS_PREFIX))
      await app.files.remove('public', publicUploadPath(image.imageUrl));
    const variants = parseImageVariants(image.imageVariants);
    if (variants && variants.base.startsWith(PUBLIC_UPLOADS_PREFIX))
      await removeImageVariants(app.files, variants);
  } catch (error) {
    app.log.warn({ err: error, imageUrl: image.imageUrl }, 'could not remove a replaced image');
  }
}
