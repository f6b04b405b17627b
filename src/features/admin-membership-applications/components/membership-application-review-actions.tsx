import { useState } from 'react';
import { toast } from 'sonner';
import {
  MEMBERSHIP_APPLICATION_REVIEW_MESSAGES,
  type MembershipApplicationDecision,
} from '@contract/admin-membership-application-review';
import type { MembershipApplication } from '@contract/membership-application';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { useReviewMembershipApplication } from '@/features/admin-membership-applications/api/review-membership-application';

export interface AcceptedApplication {
  name: string;
  /** The new member's ULID: the public card is found by it. */
  memberUlid: string;
}

export interface MembershipApplicationReviewActionsProps {
  membershipApplication: MembershipApplication;
  onAccepted: (accepted: AcceptedApplication) => void;
}

/** Accept (creates the member from the application) or Reject, each after a confirmation. */
export function MembershipApplicationReviewActions({
  membershipApplication,
  onAccepted,
}: MembershipApplicationReviewActionsProps) {
  const review = useReviewMembershipApplication();
  const [decision, setDecision] = useState<MembershipApplicationDecision | null>(null);

  if ((membershipApplication.status ?? 'pending') !== 'pending') return null;

  const confirm = () => {
    if (!decision) return;
    review.mutate(
      { id: membershipApplication.id, status: decision },
      {
        onSuccess: (response) => {
          toast.success(response.message || MEMBERSHIP_APPLICATION_REVIEW_MESSAGES[decision], {
            position: 'top-right',
          });
          if (response.member)
            onAccepted({ name: membershipApplication.name, memberUlid: response.member.ulid });
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
        aria-label={`Accept the application of ${membershipApplication.name}`}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="danger"
        onClick={() => setDecision('rejected')}
        aria-label={`Reject the application of ${membershipApplication.name}`}
      >
        Reject
      </Button>
      <ConfirmDialog
        isOpen={decision !== null}
        title={decision === 'accepted' ? 'Accept application' : 'Reject application'}
        text={
          decision === 'accepted'
            ? `Accept the application of ${membershipApplication.name}? Their member record is created from the application.`
            : `Reject the application of ${membershipApplication.name}?`
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
