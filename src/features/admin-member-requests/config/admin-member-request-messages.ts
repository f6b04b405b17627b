import type { MemberRequestStatus } from '@contract/member-request';
import { MEMBER_REQUEST_STATUS_LABELS } from '@/content/member-requests';

export type MemberRequestDecision = Exclude<MemberRequestStatus, 'pending'>;

/** The texts of the Member Applications screen, wording (and its typo) kept. */
export const MEMBER_REQUEST_MESSAGES = {
  heading: 'Member Applications',
  loading: 'Loading applications...',
  empty: 'No applications found',
  fetchFailed: 'Failed to fetch applications',
  decided: 'Response successful! An Email will be sent to the member',
  decisionFailed: (status: MemberRequestDecision) => `Sorry, the ${status} request was no successful`,
  confirmTitle: (status: MemberRequestDecision) =>
    status === 'approved' ? 'Confirm Approval' : 'Confirm Rejection',
  confirmText: (status: MemberRequestDecision) =>
    `Are you sure you want to ${status === 'approved' ? 'approve' : 'reject'} this application?`,
  nameOnRecordHeader: 'Name on record',
  nameDiffers: 'Differs from the name typed',
  noRecord: 'No member record',
} as const;

export const STATUS_FILTER_LABELS = { all: 'All', ...MEMBER_REQUEST_STATUS_LABELS } as const;
