import { useState } from 'react';
import { usePrivateImage } from '@/features/admin-membership-applications/api/use-private-image';
import { FALLBACK_PHOTO_SRC } from '@/features/admin-membership-applications/components/fallback-photo';

export interface MembershipApplicationPhotoThumbnailProps {
  name: string;
  imageUrl: string | null | undefined;
  onOpen: () => void;
}

/** A 48 px round thumbnail that opens the viewer. */
export function MembershipApplicationPhotoThumbnail({
  name,
  imageUrl,
  onOpen,
}: MembershipApplicationPhotoThumbnailProps) {
  const photo = usePrivateImage(imageUrl);
  const [hasFailed, setHasFailed] = useState(false);
  const src = hasFailed || photo.isError ? FALLBACK_PHOTO_SRC : (photo.objectUrl ?? FALLBACK_PHOTO_SRC);

  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`View the photo of ${name}`}
      className="block size-12 shrink-0 overflow-hidden rounded-full ring-2 ring-slate-200 hover:ring-brand-500"
    >
      <img
        src={src}
        alt=""
        width={48}
        height={48}
        onError={() => setHasFailed(true)}
        className="size-12 object-cover"
      />
    </button>
  );
}
