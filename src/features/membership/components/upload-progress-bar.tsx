import type { UploadProgress } from '@/lib/api-client';
import { formatFileSize } from '@/features/membership/utils/format-file-size';

/** How much of the application (the certificate can be 5 MB) has been sent. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const percent = progress.fraction === null ? null : Math.round(progress.fraction * 100);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label="Uploading your application"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent ?? 10}%` }}
        />
      </div>
      <p className="text-xs text-slate-600">
        {percent === null
          ? `Uploading… ${formatFileSize(progress.loaded)} sent`
          : `Uploading… ${percent}%${progress.total > 0 ? ` of ${formatFileSize(progress.total)}` : ''}`}
      </p>
    </div>
  );
}
