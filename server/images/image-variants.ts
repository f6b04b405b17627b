import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
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

type Encoder = (image: Sharp) => Sharp;

// Low effort for AVIF: at effort 4 a 1440-wide picture takes seconds of a small server's CPU, for a few percent.
const ENCODERS: Record<string, Encoder> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72 }),
  [IMAGE_FALLBACK_EXTENSION]: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

/** A picture's widths: those of IMAGE_VARIANT_WIDTHS it can fill (a vector fills any), else its own. */
function widthsFor(sourceWidth: number, isVector: boolean): number[] {
  if (isVector) return [...IMAGE_VARIANT_WIDTHS];
  const fitting = IMAGE_VARIANT_WIDTHS.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
}

async function writeAtomically(file: string, content: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await fs.writeFile(partial, content);
  await fs.rename(partial, file);
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
  const metadata = await sharp(source).metadata();
  const isVector = metadata.format === 'svg';
  const upright = (width: number) =>
    sharp(source, { density: isVector ? 300 : undefined, animated: false })
      .rotate()
      .resize({ width });
  const widths = widthsFor(metadata.autoOrient.width, isVector);
  const largest = Math.max(...widths);
  const { info } = await upright(largest).toBuffer({ resolveWithObject: true });
  const variants: ImageVariants = { base, width: info.width, height: info.height, widths };

  const fileOf = (url: string) => files.resolve('public', url.slice(PUBLIC_UPLOADS_PREFIX.length));
  for (const width of widths) {
    for (const [extension, encode] of Object.entries(ENCODERS)) {
      await writeAtomically(fileOf(`${base}-${width}.${extension}`), await encode(upright(width)).toBuffer());
    }
  }
  const preview = await sharp(source, { density: isVector ? 300 : undefined, animated: false })
    .rotate()
    .resize({ width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  await writeAtomically(fileOf(`${base}-${PREVIEW_IMAGE.suffix}`), preview);
  return variants;
}

/** Removes every file of a picture's variants; a missing one is not an error. */
export async function removeImageVariants(files: FileStore, variants: ImageVariants): Promise<void> {
  await Promise.all(
    imageVariantUrls(variants).map((url) => files.remove('public', url.slice(PUBLIC_UPLOADS_PREFIX.length))),
  );
}

/** Whether every file of the variants is on disk. */
export async function imageVariantsExist(files: FileStore, variants: ImageVariants): Promise<boolean> {
  const present = await Promise.all(
    imageVariantUrls(variants).map((url) =>
      fs
        .access(files.resolve('public', url.slice(PUBLIC_UPLOADS_PREFIX.length)))
        .then(() => true)
        .catch(() => false),
    ),
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
