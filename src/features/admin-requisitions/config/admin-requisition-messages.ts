import type { RequisitionStatus } from '@contract/requisition';

export type RequisitionDecision = Exclude<RequisitionStatus, 'pending'>;

/** SPEC sections 2 and 8's texts of the Member Applications screen, wording (and its typo) kept. */
export const MEMBER_APPLICATION_MESSAGES = {
  heading: 'Member Applications',
  loading: 'Loading applications...',
  empty: 'No applications found',
  fetchFailed: 'Failed to fetch applications',
  decided: 'Response successful! An Email will be sent to the member',
  decisionFailed: (status: RequisitionDecision) => `Sorry, the ${status} request was no successful`,
  confirmTitle: (status: RequisitionDecision) =>
    status === 'approved' ? 'Confirm Approval' : 'Confirm Rejection',
  confirmText: (status: RequisitionDecision) =>
    `Are you sure you want to ${status === 'approved' ? 'approve' : 'reject'} this application?`,
} as const;

export const STATUS_FILTER_LABELS = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
