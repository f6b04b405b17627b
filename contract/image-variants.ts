import { z } from './zod';

/** The widths (CSS pixels at 1x) each uploaded picture is re-encoded at; never wider than the original. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1440] as const;

/** Modern formats first: a browser takes the first `<source>` it can decode, JPEG is everyone's fallback. */
export const IMAGE_VARIANT_FORMATS = [
  { extension: 'avif', mime: 'image/avif' },
  { extension: 'webp', mime: 'image/webp' },
] as const;
export const IMAGE_FALLBACK_EXTENSION = 'jpg';

/** The link-preview picture (Open Graph, X cards): 1200×630, JPEG, cropped to cover. */
export const PREVIEW_IMAGE = { width: 1200, height: 630, suffix: 'og.jpg' } as const;

/**
 * Where a picture's re-encoded copies are and how large it is. Each copy is `{base}-{width}.{extension}` and the
 * preview `{base}-og.jpg`, all under /uploads/public. `width` and `height` are the largest copy's, so a page
 * can reserve the picture's box before it loads.
 */
export const imageVariantsSchema = z.object({
  base: z.string(),
  width: z.number(),
  height: z.number(),
  widths: z.array(z.number()),
});
export type ImageVariants = z.infer<typeof imageVariantsSchema>;

export const imageVariantUrl = (variants: ImageVariants, width: number, extension: string) =>
  `${variants.base}-${width}.${extension}`;

export const previewImageUrl = (variants: ImageVariants) => `${variants.base}-${PREVIEW_IMAGE.suffix}`;

/** Every file of a picture's variants, previews included. */
export function imageVariantUrls(variants: ImageVariants): string[] {
  const extensions = [...IMAGE_VARIANT_FORMATS.map((format) => format.extension), IMAGE_FALLBACK_EXTENSION];
  return [
    ...variants.widths.flatMap((width) =>
      extensions.map((extension) => imageVariantUrl(variants, width, extension)),
    ),
    previewImageUrl(variants),
  ];
}

/** `srcset` of one format: every width. */
export const imageSrcSet = (variants: ImageVariants, extension: string) =>
  variants.widths.map((width) => `${imageVariantUrl(variants, width, extension)} ${width}w`).join(', ');
