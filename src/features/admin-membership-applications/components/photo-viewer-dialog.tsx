import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { usePrivateImage } from '@/features/admin-membership-applications/api/use-private-image';
import { FALLBACK_PHOTO_SRC } from '@/features/admin-membership-applications/components/fallback-photo';

export interface PhotoViewerDialogProps {
  name: string;
  imageUrl: string | null | undefined;
  onClose: () => void;
}

/** The photo viewer: a title, a Close button, a fallback image, at most 70% of the viewport high. */
export function PhotoViewerDialog({ name, imageUrl, onClose }: PhotoViewerDialogProps) {
  const photo = usePrivateImage(imageUrl);
  const [hasFailed, setHasFailed] = useState(false);
  const src = hasFailed || photo.isError ? FALLBACK_PHOTO_SRC : photo.objectUrl;

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`Passport photograph of ${name}`}
      size="lg"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <div className="flex min-h-40 items-center justify-center">
        {src ? (
          <img
            src={src}
            alt={`Passport photograph of ${name}`}
            onError={() => setHasFailed(true)}
            className="max-h-[70vh] w-auto rounded-lg object-contain"
          />
        ) : (
          <p role="status">Loading photo...</p>
        )}
      </div>
    </Dialog>
  );
}
