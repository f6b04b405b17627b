import { API_BASE_URL } from '@/config/env';
import { getSessionToken } from '@/lib/session';

export interface PrivateFile {
  blob: Blob;
  /** The name the applicant's file had, from the server's Content-Disposition header. */
  fileName: string | null;
}

/** Reads `filename*=UTF-8''…` (preferred) or `filename="…"` from a Content-Disposition header. */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

function absoluteUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${API_BASE_URL}${url}`;
}

/**
 * Photos and certificates are private: the browser fetches them with the admin token (never a public link)
 * and hands them on as a Blob.
 */
export async function fetchPrivateFile(url: string, signal?: AbortSignal): Promise<PrivateFile> {
  const token = getSessionToken();
  const response = await fetch(absoluteUrl(url), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new Error(`The file could not be loaded (${response.status}).`);
  return {
    blob: await response.blob(),
    fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
  };
}

/** Saves a fetched file under its original name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick so the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
