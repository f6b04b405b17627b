import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withPathId } from '@contract/admin-path';
import {
  reviewMembershipApplicationEndpoint,
  type MembershipApplicationDecision,
} from '@contract/admin-membership-application-review';
import type { MembershipApplication } from '@contract/membership-application';
import { acceptedOrThrow, callEndpoint } from '@/lib/api-client';
import { membershipApplicationsQueryKey } from '@/features/admin-membership-applications/api/get-membership-applications';

/** Accepts (the server creates the member) or rejects an application; the row's status updates in place. */
export const useReviewMembershipApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: MembershipApplicationDecision }) =>
      callEndpoint(withPathId(reviewMembershipApplicationEndpoint, id), { body: { status } }).then(
        acceptedOrThrow,
      ),
    onSuccess: (_response, { id, status }) => {
      queryClient.setQueryData<MembershipApplication[]>(membershipApplicationsQueryKey, (current) =>
        current?.map((membershipApplication) =>
          membershipApplication.id === id ? { ...membershipApplication, status } : membershipApplication,
        ),
      );
    },
  });
};
