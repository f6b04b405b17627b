import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { APPLICATION_STATUS_FILTERS } from '@contract/constants';
import type { Requisition } from '@contract/requisition';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { SelectField } from '@/components/ui/form/select-field';
import { useRequisitions } from '@/features/admin-requisitions/api/get-requisitions';
import { useUpdateRequisitionStatus } from '@/features/admin-requisitions/api/update-requisition-status';
import {
  MEMBER_APPLICATION_MESSAGES as MESSAGES,
  STATUS_FILTER_LABELS,
  type RequisitionDecision,
} from '@/features/admin-requisitions/config/admin-requisition-messages';
import { RequisitionsTable } from '@/features/admin-requisitions/components/requisitions-table';

type StatusFilter = (typeof APPLICATION_STATUS_FILTERS)[number];

const FILTER_OPTIONS = APPLICATION_STATUS_FILTERS.map((value) => ({
  value,
  label: STATUS_FILTER_LABELS[value],
}));

const isStatusFilter = (value: string): value is StatusFilter =>
  (APPLICATION_STATUS_FILTERS as readonly string[]).includes(value);

interface PendingDecision {
  requisition: Requisition;
  decision: RequisitionDecision;
}

/** The admin's review of member requests (SPEC: Member Applications): filter, then approve or reject. */
export function MemberApplications() {
  const requisitionsQuery = useRequisitions();
  const updateStatus = useUpdateRequisitionStatus();
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [pendingDecision, setPendingDecision] = useState<PendingDecision | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A failed fetch empties the list (SPEC section 8), even if an earlier fetch had succeeded.
  const requisitions = requisitionsQuery.isError ? [] : (requisitionsQuery.data ?? []);
  const shown =
    statusFilter === 'all'
      ? requisitions
      : requisitions.filter((requisition) => requisition.status === statusFilter);

  const confirmDecision = async () => {
    if (!pendingDecision) return;
    const { requisition, decision } = pendingDecision;
    try {
      const result = await updateStatus.mutateAsync({ id: requisition.id, status: decision });
      if (result.success) toast.success(MESSAGES.decided);
      else toast.error(MESSAGES.decisionFailed(decision));
      setPendingDecision(null);
      // The Approve/Reject button that opened the dialog is gone once decided; keep focus on the screen.
      window.requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      // SPEC only logs a thrown error; the admin is told as well, and the dialog stays open to try again.
      console.error('The decision on the member request could not be saved.', error);
      toast.error(MESSAGES.decisionFailed(decision));
    }
  };

  return (
    <section aria-labelledby="member-applications-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1
          ref={headingRef}
          tabIndex={-1}
          id="member-applications-heading"
          className="text-2xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-3xl"
        >
          {MESSAGES.heading}
        </h1>
        <SelectField
          label="Filter by status"
          className="sm:w-56"
          options={FILTER_OPTIONS}
          value={statusFilter}
          onChange={(event) => {
            if (isStatusFilter(event.target.value)) setStatusFilter(event.target.value);
          }}
        />
      </div>

      {requisitionsQuery.isPending ? (
        <p role="status" className="text-slate-600">
          {MESSAGES.loading}
        </p>
      ) : requisitionsQuery.isError ? (
        <p role="alert" className="font-medium text-red-600">
          {MESSAGES.fetchFailed}
        </p>
      ) : shown.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600"
        >
          {MESSAGES.empty}
        </p>
      ) : (
        <RequisitionsTable
          requisitions={shown}
          caption={`Member applications: ${STATUS_FILTER_LABELS[statusFilter]}`}
          emptyMessage={MESSAGES.empty}
          onDecide={(requisition, decision) => setPendingDecision({ requisition, decision })}
        />
      )}

      <ConfirmDialog
        isOpen={pendingDecision !== null}
        title={pendingDecision ? MESSAGES.confirmTitle(pendingDecision.decision) : ''}
        text={pendingDecision ? MESSAGES.confirmText(pendingDecision.decision) : ''}
        confirmVariant={pendingDecision?.decision === 'rejected' ? 'danger' : 'primary'}
        isConfirming={updateStatus.isPending}
        onConfirm={() => void confirmDecision()}
        onCancel={() => setPendingDecision(null)}
      />
    </section>
  );
}
