import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withPathId } from '@contract/admin-path';
import {
  reviewMembershipApplicationEndpoint,
  type MembershipApplicationDecision,
} from '@contract/admin-membership-application-review';
import type { MembershipApplication } from '@contract/membership-application';
import { callEndpoint } from '@/lib/api-client';
import { membershipApplicationsQueryKey } from '@/features/admin-membership-applications/api/get-membership-applications';

interface ReviewMembershipApplicationInput {
  id: number;
  status: MembershipApplicationDecision;
}

async function reviewMembershipApplication({ id, status }: ReviewMembershipApplicationInput) {
  const response = await callEndpoint(withPathId(reviewMembershipApplicationEndpoint, id), {
    body: { status },
  });
  if (!response.success) throw new Error(response.message);
  return response;
}

/** Accepts (the server creates the member) or rejects an application; the row's status updates in place. */
export const useReviewMembershipApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewMembershipApplication,
    onSuccess: (_response, { id, status }) => {
      queryClient.setQueryData<MembershipApplication[]>(membershipApplicationsQueryKey, (current) =>
        current?.map((membershipApplication) =>
          membershipApplication.id === id ? { ...membershipApplication, status } : membershipApplication,
        ),
      );
    },
  });
};
