import { useQuery } from '@tanstack/react-query';
import { getMembershipApplicationsEndpoint } from '@contract/membership-application';
import { ApiError, callEndpoint } from '@/lib/api-client';

const MEMBERSHIP_APPLICATIONS_FETCH_FAILED = 'Failed to fetch volunteers';

export const membershipApplicationsQueryKey = ['admin', 'membership_applications'] as const;

/** A `success:false` answer is an error showing the server's message (or the default one). */
async function getMembershipApplications(signal?: AbortSignal) {
  let response;
  try {
    response = await callEndpoint(getMembershipApplicationsEndpoint, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage) throw error;
    if (signal?.aborted) throw error;
    throw new Error(MEMBERSHIP_APPLICATIONS_FETCH_FAILED, { cause: error });
  }
  if (!response.success) throw new Error(response.message || MEMBERSHIP_APPLICATIONS_FETCH_FAILED);
  return response.data;
}

export const useMembershipApplications = () =>
  useQuery({
    queryKey: membershipApplicationsQueryKey,
    queryFn: ({ signal }) => getMembershipApplications(signal),
  });
