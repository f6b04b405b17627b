import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withPathId } from '@contract/admin-path';
import { reviewVolunteerEndpoint, type VolunteerDecision } from '@contract/admin-volunteer-review';
import type { Volunteer } from '@contract/volunteer';
import { callEndpoint } from '@/lib/api-client';
import { volunteersQueryKey } from '@/features/admin-volunteers/api/get-volunteers';

export interface ReviewVolunteerInput {
  id: number;
  status: VolunteerDecision;
}

export async function reviewVolunteer({ id, status }: ReviewVolunteerInput) {
  const response = await callEndpoint(withPathId(reviewVolunteerEndpoint, id), { body: { status } });
  if (!response.success) throw new Error(response.message);
  return response;
}

/** Accepts (the server creates the member) or rejects an application; the row's status updates in place. */
export const useReviewVolunteer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewVolunteer,
    onSuccess: (_response, { id, status }) => {
      queryClient.setQueryData<Volunteer[]>(volunteersQueryKey, (current) =>
        current?.map((volunteer) => (volunteer.id === id ? { ...volunteer, status } : volunteer)),
      );
    },
  });
};
