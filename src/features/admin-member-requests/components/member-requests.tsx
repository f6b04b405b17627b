import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { APPLICATION_STATUS_FILTERS } from '@contract/constants';
import type { MemberRequest } from '@contract/member-request';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { SelectField } from '@/components/ui/form/select-field';
import { useMemberRequests } from '@/features/admin-member-requests/api/get-member-requests';
import { useUpdateMemberRequestStatus } from '@/features/admin-member-requests/api/update-member-request-status';
import {
  MEMBER_REQUEST_MESSAGES as MESSAGES,
  STATUS_FILTER_LABELS,
  type MemberRequestDecision,
} from '@/features/admin-member-requests/config/admin-member-request-messages';
import { MemberRequestsTable } from '@/features/admin-member-requests/components/member-requests-table';

type StatusFilter = (typeof APPLICATION_STATUS_FILTERS)[number];

const FILTER_OPTIONS = APPLICATION_STATUS_FILTERS.map((value) => ({
  value,
  label: STATUS_FILTER_LABELS[value],
}));

const isStatusFilter = (value: string): value is StatusFilter =>
  (APPLICATION_STATUS_FILTERS as readonly string[]).includes(value);

interface PendingDecision {
  memberRequest: MemberRequest;
  decision: MemberRequestDecision;
}

/** The admin's review of member requests: filter, then approve or reject. */
export function MemberRequests() {
  const memberRequestsQuery = useMemberRequests();
  const updateStatus = useUpdateMemberRequestStatus();
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [pendingDecision, setPendingDecision] = useState<PendingDecision | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [decisionsMade, setDecisionsMade] = useState(0);

  // The Approve/Reject button that opened the dialog is gone once decided, so focus goes to the heading. After
  // the commit that closes the dialog: while it is open the page behind it is inert and takes no focus.
  useEffect(() => {
    if (decisionsMade) headingRef.current?.focus();
  }, [decisionsMade]);

  const memberRequests = memberRequestsQuery.data ?? [];
  const shown =
    statusFilter === 'all'
      ? memberRequests
      : memberRequests.filter((memberRequest) => memberRequest.status === statusFilter);

  const confirmDecision = async () => {
    if (!pendingDecision) return;
    const { memberRequest, decision } = pendingDecision;
    try {
      const result = await updateStatus.mutateAsync({ id: memberRequest.id, status: decision });
      if (result.success) toast.success(MESSAGES.decided);
      else toast.error(MESSAGES.decisionFailed(decision));
      setPendingDecision(null);
      setDecisionsMade((count) => count + 1);
    } catch (error) {
      // The old site only logs a thrown error; the admin is told as well, and the dialog stays open to try again.
      console.error('The decision on the member request could not be saved.', error);
      toast.error(MESSAGES.decisionFailed(decision));
    }
  };

  return (
    <section aria-labelledby="member-requests-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1
          ref={headingRef}
          tabIndex={-1}
          id="member-requests-heading"
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

      {memberRequestsQuery.isPending ? (
        <p role="status" className="text-slate-600">
          {MESSAGES.loading}
        </p>
      ) : memberRequestsQuery.isError ? (
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
        <MemberRequestsTable
          memberRequests={shown}
          caption={`Member applications: ${STATUS_FILTER_LABELS[statusFilter]}`}
          emptyMessage={MESSAGES.empty}
          onDecide={(memberRequest, decision) => setPendingDecision({ memberRequest, decision })}
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
