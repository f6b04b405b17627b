import type { ReactNode } from 'react';
import type { MemberRequest } from '@contract/member-request';
import { Button } from '@/components/ui/button/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { MEMBER_REQUEST_TYPE_LABELS } from '@/content/member-requests';
import {
  MEMBER_REQUEST_MESSAGES as MESSAGES,
  type MemberRequestDecision,
} from '@/features/admin-member-requests/config/admin-member-request-messages';
import { MemberRequestStatusBadge } from '@/features/admin-member-requests/components/member-request-status-badge';
import {
  formatAmount,
  formatDuration,
  nameDiffersFromRecord,
  NOT_APPLICABLE,
} from '@/features/admin-member-requests/utils/format-member-request';

export interface MemberRequestsTableProps {
  memberRequests: readonly MemberRequest[];
  caption: string;
  emptyMessage: string;
  onDecide: (memberRequest: MemberRequest, decision: MemberRequestDecision) => void;
}

function decisionButtons(
  memberRequest: MemberRequest,
  onDecide: MemberRequestsTableProps['onDecide'],
): ReactNode {
  if (memberRequest.status !== 'pending') {
    return (
      <span className="text-slate-400">
        <span aria-hidden="true">{NOT_APPLICABLE}</span>
        <span className="sr-only">Decided</span>
      </span>
    );
  }
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        aria-label={`Approve ${memberRequest.name}'s ${memberRequest.type} application`}
        onClick={() => onDecide(memberRequest, 'approved')}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="danger"
        aria-label={`Reject ${memberRequest.name}'s ${memberRequest.type} application`}
        onClick={() => onDecide(memberRequest, 'rejected')}
      >
        Reject
      </Button>
    </div>
  );
}

/** The name on the member's record, flagged when it is not the name typed in the request. */
function nameOnRecord(memberRequest: MemberRequest): ReactNode {
  if (memberRequest.member_name === undefined) return NOT_APPLICABLE;
  if (memberRequest.member_name === null) return <span className="text-slate-500">{MESSAGES.noRecord}</span>;
  if (!nameDiffersFromRecord(memberRequest)) return memberRequest.member_name;
  return (
    <span className="flex flex-col items-start gap-1">
      <span>{memberRequest.member_name}</span>
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        {MESSAGES.nameDiffers}
      </span>
    </span>
  );
}

/**
 * The table: Name (plus the name on the member's record, flagged when it differs), Type, Duration, Amount, Description, Status, Actions; only pending rows can be decided.
 * Through the shared admin table, so it searches, sorts, pages and exports CSV like every other admin table.
 */
export function MemberRequestsTable({
  memberRequests,
  caption,
  emptyMessage,
  onDecide,
}: MemberRequestsTableProps) {
  const columns: DataTableColumn<MemberRequest>[] = [
    { id: 'name', header: 'Name', value: (r) => r.name, className: 'font-medium text-slate-900' },
    {
      id: 'member_name',
      header: MESSAGES.nameOnRecordHeader,
      value: (r) => r.member_name ?? null,
      cell: nameOnRecord,
    },
    { id: 'type', header: 'Type', value: (r) => MEMBER_REQUEST_TYPE_LABELS[r.type] },
    {
      id: 'duration',
      header: 'Duration',
      value: (r) => (r.type === 'leave' ? (r.duration ?? null) : null),
      cell: (r) => (r.type === 'leave' ? formatDuration(r.duration) : NOT_APPLICABLE),
      className: 'tabular-nums',
    },
    {
      id: 'amount',
      header: 'Amount',
      value: (r) => (r.type === 'raise' ? (r.amount ?? null) : null),
      cell: (r) => (r.type === 'raise' ? formatAmount(r.amount) : NOT_APPLICABLE),
      className: 'tabular-nums',
    },
    {
      id: 'description',
      header: 'Description',
      value: (r) => r.description,
      className: 'max-w-sm min-w-56 break-words whitespace-normal text-slate-700',
    },
    {
      id: 'status',
      header: 'Status',
      value: (r) => r.status,
      cell: (r) => <MemberRequestStatusBadge status={r.status} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) => decisionButtons(r, onDecide),
    },
  ];

  return (
    <DataTable
      caption={caption}
      rows={memberRequests}
      columns={columns}
      getRowKey={(r) => r.id}
      emptyMessage={emptyMessage}
      exportFileName="member-applications.csv"
      exportOnlyColumns={[
        { id: 'ulid', header: 'ULID', value: (r) => r.ulid },
        { id: 'created', header: 'Submitted', value: (r) => r.created_at ?? '' },
      ]}
    />
  );
}
