import type { ReactNode } from 'react';
import type { Requisition } from '@contract/requisition';
import { Button } from '@/components/ui/button/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import type { RequisitionDecision } from '@/features/admin-requisitions/config/admin-requisition-messages';
import { RequisitionStatusBadge } from '@/features/admin-requisitions/components/requisition-status-badge';
import {
  formatAmount,
  formatDuration,
  formatRequisitionType,
  NOT_APPLICABLE,
} from '@/features/admin-requisitions/utils/format-requisition';

export interface RequisitionsTableProps {
  requisitions: readonly Requisition[];
  caption: string;
  emptyMessage: string;
  onDecide: (requisition: Requisition, decision: RequisitionDecision) => void;
}

function decisionButtons(requisition: Requisition, onDecide: RequisitionsTableProps['onDecide']): ReactNode {
  if (requisition.status !== 'pending') {
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
        aria-label={`Approve ${requisition.name}'s ${requisition.type} application`}
        onClick={() => onDecide(requisition, 'approved')}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="danger"
        aria-label={`Reject ${requisition.name}'s ${requisition.type} application`}
        onClick={() => onDecide(requisition, 'rejected')}
      >
        Reject
      </Button>
    </div>
  );
}

/**
 * SPEC's table: Name, Type, Duration, Amount, Description, Status, Actions; only pending rows can be decided.
 * Through the shared admin table, so it searches, sorts, pages and exports CSV like every other admin table.
 */
export function RequisitionsTable({ requisitions, caption, emptyMessage, onDecide }: RequisitionsTableProps) {
  const columns: DataTableColumn<Requisition>[] = [
    { id: 'name', header: 'Name', value: (r) => r.name, className: 'font-medium text-slate-900' },
    { id: 'type', header: 'Type', value: (r) => formatRequisitionType(r.type) },
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
      cell: (r) => <RequisitionStatusBadge status={r.status} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) => decisionButtons(r, onDecide),
      isExcludedFromExport: true,
    },
  ];

  return (
    <DataTable
      caption={caption}
      rows={requisitions}
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
