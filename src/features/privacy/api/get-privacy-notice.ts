import { useQuery } from '@tanstack/react-query';
import { privacyNoticeQueryOptions } from '@/lib/queries/privacy-queries';

/** The controller and retention periods in force, from our server's settings. */
export function usePrivacyNoticeSettings({ enabled }: { enabled: boolean }) {
  return useQuery({ ...privacyNoticeQueryOptions(), enabled });
}
