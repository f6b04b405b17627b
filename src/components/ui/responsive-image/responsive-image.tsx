import type { ImgHTMLAttributes, Ref } from 'react';
import {
  IMAGE_FALLBACK_EXTENSION,
  IMAGE_VARIANT_FORMATS,
  imageSrcSet,
  imageVariantUrl,
  type ImageVariants,
} from '@contract/image-variants';
import { resolveApiFileUrl } from '@/lib/api-client';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height'
> {
  src: string;
  /** The picture's re-encoded copies; without them the original is shown as it is. */
  variants?: ImageVariants | null;
  /** How wide the picture is shown, for the browser to pick a copy: e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  /** The box the picture fills (its aspect ratio is reserved before it loads, so nothing shifts). */
  width: number;
  height: number;
  ref?: Ref<HTMLImageElement>;
}

/**
 * A content picture for slow networks: AVIF, then WebP, then JPEG, each in widths the browser picks from by
 * `sizes`, in a box of `width`×`height` reserved before it loads.
 */
export function ResponsiveImage({
  src,
  variants,
  sizes,
  width,
  height,
  alt,
  ...imgProps
}: ResponsiveImageProps) {
  const img = (
    <img
      {...imgProps}
      src={
        variants
          ? imageVariantUrl(variants, variants.widths[0] ?? width, IMAGE_FALLBACK_EXTENSION)
          : resolveApiFileUrl(src)
      }
      srcSet={variants ? imageSrcSet(variants, IMAGE_FALLBACK_EXTENSION) : undefined}
      sizes={variants ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
    />
  );
  if (!variants) return img;
  return (
    // display: contents, so the <img> sizes itself in the parent as it would without <picture>.
    <picture className="contents">
      {IMAGE_VARIANT_FORMATS.map((format) => (
        <source
          key={format.extension}
          type={format.mime}
          srcSet={imageSrcSet(variants, format.extension)}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
