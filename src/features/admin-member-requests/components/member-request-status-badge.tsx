import type { MemberRequestStatus } from '@contract/member-request';
import { cn } from '@/lib/cn';
import { STATUS_FILTER_LABELS } from '@/features/admin-member-requests/config/admin-member-request-messages';

const BADGE_COLOURS: Record<MemberRequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  approved: 'bg-brand-100 text-brand-900 ring-brand-300',
  rejected: 'bg-red-100 text-red-800 ring-red-300',
};

export function MemberRequestStatusBadge({ status }: { status: MemberRequestStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        BADGE_COLOURS[status],
      )}
    >
      {STATUS_FILTER_LABELS[status]}
    </span>
  );
}
