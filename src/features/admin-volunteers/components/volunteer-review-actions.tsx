import { useState } from 'react';
import { toast } from '@/lib/toast';
import { VOLUNTEER_REVIEW_MESSAGES, type VolunteerDecision } from '@contract/admin-volunteer-review';
import type { Volunteer } from '@contract/volunteer';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { useReviewVolunteer } from '@/features/admin-volunteers/api/review-volunteer';

export interface AcceptedApplication {
  name: string;
  memberId: number;
}

export interface VolunteerReviewActionsProps {
  volunteer: Volunteer;
  onAccepted: (accepted: AcceptedApplication) => void;
}

/** Accept (creates the member from the application) or Reject, each after a confirmation. */
export function VolunteerReviewActions({ volunteer, onAccepted }: VolunteerReviewActionsProps) {
  const review = useReviewVolunteer();
  const [decision, setDecision] = useState<VolunteerDecision | null>(null);

  if ((volunteer.status ?? 'pending') !== 'pending') return null;

  const confirm = () => {
    if (!decision) return;
    review.mutate(
      { id: volunteer.id, status: decision },
      {
        onSuccess: (response) => {
          toast.success(response.message || VOLUNTEER_REVIEW_MESSAGES[decision], { position: 'top-right' });
          if (response.member) onAccepted({ name: volunteer.name, memberId: response.member.id });
        },
        onError: (error) => toast.error(error.message, { position: 'top-right' }),
        onSettled: () => setDecision(null),
      },
    );
  };

  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        onClick={() => setDecision('accepted')}
        aria-label={`Accept the application of ${volunteer.name}`}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="danger"
        onClick={() => setDecision('rejected')}
        aria-label={`Reject the application of ${volunteer.name}`}
      >
        Reject
      </Button>
      <ConfirmDialog
        isOpen={decision !== null}
        title={decision === 'accepted' ? 'Accept application' : 'Reject application'}
        text={
          decision === 'accepted'
            ? `Accept the application of ${volunteer.name}? Their member record is created from the application.`
            : `Reject the application of ${volunteer.name}?`
        }
        confirmLabel={decision === 'accepted' ? 'Accept' : 'Reject'}
        confirmVariant={decision === 'accepted' ? 'primary' : 'danger'}
        isConfirming={review.isPending}
        onConfirm={confirm}
        onCancel={() => setDecision(null)}
      />
    </div>
  );
}
