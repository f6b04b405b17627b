import type sharpFunction from 'sharp';
import type { Sharp } from 'sharp';
import {
  IMAGE_FALLBACK_EXTENSION,
  IMAGE_VARIANT_WIDTHS,
  imageVariantsSchema,
  imageVariantUrls,
  PREVIEW_IMAGE,
  type ImageVariants,
} from '@contract/image-variants';
import type { FileStore } from '../files/file-store';

export const PUBLIC_UPLOADS_PREFIX = '/uploads/public/';

interface Encoder {
  mime: string;
  encode: (image: Sharp) => Sharp;
}

// Low effort for AVIF: at effort 4 a 1440-wide picture takes seconds of a small server's CPU, for a few percent.
const ENCODERS: Record<string, Encoder> = {
  avif: { mime: 'image/avif', encode: (image) => image.avif({ quality: 50, effort: 2 }) },
  webp: { mime: 'image/webp', encode: (image) => image.webp({ quality: 72 }) },
  [IMAGE_FALLBACK_EXTENSION]: {
    mime: 'image/jpeg',
    encode: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
  },
};

let loadedSharp: Promise<typeof sharpFunction> | undefined;

/**
 * sharp (and libvips with it) is loaded by the first picture, not at start-up. One picture is encoded at a time on
 * one libvips thread, and libvips keeps no cache of decoded images between calls, so the memory a batch of pictures
 * takes comes back when it ends instead of staying with the process.
 */
function loadSharp(): Promise<typeof sharpFunction> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

/** The path within the public uploads of a URL under PUBLIC_UPLOADS_PREFIX. */
export function publicUploadPath(url: string): string {
  if (!url.startsWith(PUBLIC_UPLOADS_PREFIX)) throw new Error(`${url} is not under ${PUBLIC_UPLOADS_PREFIX}`);
  return url.slice(PUBLIC_UPLOADS_PREFIX.length);
}

/**
 * How a picture is written again in its own format, without its metadata. A JPEG original uses libjpeg's own
 * encoder, not mozjpeg: the pages show the variants, and mozjpeg on a full-size photo held about 15 MB more in
 * the process after an upload.
 */
const SAME_FORMAT: Record<string, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
};

/**
 * A JPEG, PNG, WebP or GIF picture written again in its own format, turned upright (its EXIF orientation
 * applied) and without its metadata: EXIF (the GPS position, the camera, the time), XMP, IPTC and comments.
 * Every frame of an animation is kept. Undefined when the bytes are not such a picture sharp can read.
 */
export async function withoutImageMetadata(source: Buffer): Promise<Buffer | undefined> {
  const sharp = await loadSharp();
  try {
    const { format, pages = 1 } = await sharp(source).metadata();
    const encode = SAME_FORMAT[format];
    if (!encode) return undefined;
    const image = sharp(source, { animated: pages > 1 });
    return await encode(pages > 1 ? image : image.rotate()).toBuffer();
  } catch {
    return undefined;
  }
}

/** A picture's widths: those of IMAGE_VARIANT_WIDTHS it can fill (a vector fills any), else its own. */
function widthsFor(sourceWidth: number, isVector: boolean): number[] {
  if (isVector) return [...IMAGE_VARIANT_WIDTHS];
  const fitting = IMAGE_VARIANT_WIDTHS.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
}

/**
 * Re-encodes a picture for slow networks: each width of IMAGE_VARIANT_WIDTHS in AVIF, WebP and JPEG, and the
 * 1200×630 link-preview JPEG, written beside one another as `{base}-{width}.{ext}` under the public uploads.
 * `base` is a public URL under /uploads/public/ without extension. The picture is turned upright (EXIF) and
 * its metadata (GPS position included) is dropped.
 */
export async function writeImageVariants(
  files: FileStore,
  source: Buffer,
  base: string,
): Promise<ImageVariants> {
  if (!base.startsWith(PUBLIC_UPLOADS_PREFIX))
    throw new Error(`${base} is not under ${PUBLIC_UPLOADS_PREFIX}`);
  const sharp = await loadSharp();
  const metadata = await sharp(source).metadata();
  const isVector = metadata.format === 'svg';
  // A vector is drawn at the resolution the copy needs (its metadata gives its size at 72 dpi), not larger: a
  // drawing made four times too large and shrunk costs sixteen times the memory for the same pixels.
  const density = (scale: number) =>
    isVector ? Math.min(2400, Math.max(72, Math.ceil(72 * scale))) : undefined;
  const upright = (width: number) =>
    sharp(source, { density: density(width / metadata.width), animated: false })
      .rotate()
      .resize({ width });
  const widths = widthsFor(metadata.autoOrient.width, isVector);
  const largest = Math.max(...widths);
  const { info } = await upright(largest).toBuffer({ resolveWithObject: true });
  const variants: ImageVariants = { base, width: info.width, height: info.height, widths };

  // A picture is whole or absent: a failure part-way (a full disk, the bucket gone) removes what was written.
  const written: string[] = [];
  const write = async (url: string, content: Buffer, mime: string) => {
    await files.put('public', publicUploadPath(url), content, mime);
    written.push(url);
  };
  try {
    for (const width of widths) {
      for (const [extension, { mime, encode }] of Object.entries(ENCODERS)) {
        await write(`${base}-${width}.${extension}`, await encode(upright(width)).toBuffer(), mime);
      }
    }
    const previewScale = Math.max(
      PREVIEW_IMAGE.width / metadata.width,
      PREVIEW_IMAGE.height / metadata.height,
    );
    const preview = await sharp(source, { density: density(previewScale), animated: false })
      .rotate()
      .resize({ width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    await write(`${base}-${PREVIEW_IMAGE.suffix}`, preview, 'image/jpeg');
  } catch (error) {
    await Promise.all(
      written.map((url) => files.remove('public', publicUploadPath(url)).catch(() => undefined)),
    );
    throw error;
  }
  return variants;
}

/** Removes every file of a picture's variants; a missing one is not an error. */
export async function removeImageVariants(files: FileStore, variants: ImageVariants): Promise<void> {
  await Promise.all(imageVariantUrls(variants).map((url) => files.remove('public', publicUploadPath(url))));
}

/** Whether every file of the variants is in the store. */
export async function imageVariantsExist(files: FileStore, variants: ImageVariants): Promise<boolean> {
  const present = await Promise.all(
    imageVariantUrls(variants).map((url) => files.exists('public', publicUploadPath(url))),
  );
  return present.every(Boolean);
}

/** The column's JSON, parsed; null for a row not converted or a value that is not ImageVariants. */
export function parseImageVariants(json: string | null): ImageVariants | null {
  if (!json) return null;
  try {
    const parsed = imageVariantsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
