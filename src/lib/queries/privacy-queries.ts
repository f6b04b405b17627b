import { queryOptions } from '@tanstack/react-query';
import { getPrivacyNoticeEndpoint } from '@contract/privacy';
import { callEndpoint } from '@/lib/api-client';

/** The privacy notice's settings (controller, retention periods); the server renders /privacy with them. */
export const privacyKeys = {
  all: ['privacy'] as const,
  notice: () => [...privacyKeys.all, 'notice'] as const,
};

export const privacyNoticeQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.notice(),
    queryFn: async ({ signal }) => (await callEndpoint(getPrivacyNoticeEndpoint, { signal })).data,
    staleTime: Infinity,
  });
