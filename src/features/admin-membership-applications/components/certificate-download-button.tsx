import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button/button';
import { useApiKind } from '@/lib/api-capabilities';
import { fetchAdminFile, resolveApiFileUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

const CERTIFICATE_DOWNLOAD_FAILED = 'The certificate could not be downloaded. Please try again.';

/**
 * Downloads the private certificate with the admin token, keeping the applicant's file name. On the forum's PHP API the
 * upload folder is static files without CORS: a plain link on the API's origin, no token.
 */
export function CertificateDownloadButton({ url, applicantName }: { url: string; applicantName: string }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const apiKind = useApiKind();

  const download = async () => {
    setIsDownloading(true);
    try {
      const file = await fetchAdminFile(url);
      saveBlob(file.blob, file.fileName ?? `certificate-${applicantName}`);
    } catch {
      toast.error(CERTIFICATE_DOWNLOAD_FAILED, { position: 'top-right' });
    } finally {
      setIsDownloading(false);
    }
  };

  if (apiKind === 'php') {
    return (
      <a
        href={resolveApiFileUrl(url)}
        download
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100"
        aria-label={`Download the certificate of ${applicantName}`}
      >
        Download
      </a>
    );
  }

  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void download()}
      isLoading={isDownloading}
      aria-label={`Download the certificate of ${applicantName}`}
    >
      Download
    </Button>
  );
}
