import { useState } from 'react';
import {
  ResponsiveImage,
  type ResponsiveImageProps,
} from '@/components/ui/responsive-image/responsive-image';
import { cn } from '@/lib/cn';

export const IMAGE_NOT_AVAILABLE = 'Image not available';

export interface BlogImageProps extends Pick<
  ResponsiveImageProps,
  'src' | 'variants' | 'sizes' | 'width' | 'height' | 'className'
> {
  alt: string;
  isAboveTheFold?: boolean;
}

/** A blog picture that shows 'Image not available' in the same box when it cannot be loaded. */
export function BlogImage({
  src,
  variants,
  sizes,
  alt,
  width,
  height,
  className,
  isAboveTheFold = false,
}: BlogImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A picture the server sent can fail before the app arrives, its `error` heard by no one: it is checked
  // once the app has it (loaded with no size is broken), then `onError` takes over.
  const showPlaceholderIfBroken = (image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  };

  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt ? `${alt}: ${IMAGE_NOT_AVAILABLE}` : IMAGE_NOT_AVAILABLE}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cn(
          'flex w-full items-center justify-center bg-slate-100 text-sm font-medium text-slate-600',
          className,
        )}
      >
        <span aria-hidden="true">{IMAGE_NOT_AVAILABLE}</span>
      </div>
    );
  }

  return (
    <ResponsiveImage
      src={src}
      variants={variants}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={isAboveTheFold ? 'eager' : 'lazy'}
      fetchPriority={isAboveTheFold ? 'high' : 'auto'}
      decoding="async"
      ref={showPlaceholderIfBroken}
      onError={() => setFailedSrc(src)}
      style={{ aspectRatio: `${width} / ${height}` }}
      className={cn('w-full bg-brand-50 object-cover', className)}
    />
  );
}
