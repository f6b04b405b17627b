import type { Requisition } from '@contract/requisition';
import { Button } from '@/components/ui/button/button';
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
  onDecide: (requisition: Requisition, decision: RequisitionDecision) => void;
}

const COLUMNS = ['Name', 'Type', 'Duration', 'Amount', 'Description', 'Status', 'Actions'] as const;

/** SPEC's table: Name, Type, Duration, Amount, Description, Status, Actions; only pending rows can be decided. */
export function RequisitionsTable({ requisitions, caption, onDecide }: RequisitionsTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {requisitions.map((requisition) => (
            <tr key={requisition.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
                {requisition.name}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{formatRequisitionType(requisition.type)}</td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                {requisition.type === 'leave' ? formatDuration(requisition.duration) : NOT_APPLICABLE}
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                {requisition.type === 'raise' ? formatAmount(requisition.amount) : NOT_APPLICABLE}
              </td>
              <td className="max-w-sm min-w-56 px-4 py-3 break-words text-slate-700">
                {requisition.description}
              </td>
              <td className="px-4 py-3">
                <RequisitionStatusBadge status={requisition.status} />
              </td>
              <td className="px-4 py-3">
                {requisition.status === 'pending' ? (
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
                ) : (
                  <span className="text-slate-400">
                    <span aria-hidden="true">{NOT_APPLICABLE}</span>
                    <span className="sr-only">Decided</span>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
