import { fetchAdminFile, type FetchedFile } from '@/lib/api-client';

/**
 * Photos and certificates are private: the browser fetches them with the admin token (never a public link)
 * and hands them on as a Blob.
 */
export function fetchPrivateFile(url: string, signal?: AbortSignal): Promise<FetchedFile> {
  return fetchAdminFile(url, signal ? { signal } : {});
}
