import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button/button';
import { fetchPrivateFile } from '@/features/admin-membership-applications/api/fetch-private-file';
import { saveBlob } from '@/lib/save-blob';

const CERTIFICATE_DOWNLOAD_FAILED = 'The certificate could not be downloaded. Please try again.';

/** Downloads the private certificate with the admin token, keeping the applicant's file name. */
export function CertificateDownloadButton({ url, applicantName }: { url: string; applicantName: string }) {
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      const file = await fetchPrivateFile(url);
      saveBlob(file.blob, file.fileName ?? `certificate-${applicantName}`);
    } catch {
      toast.error(CERTIFICATE_DOWNLOAD_FAILED, { position: 'top-right' });
    } finally {
      setIsDownloading(false);
    }
  };

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
