import type { MEMBER_REQUEST_TYPES } from '@contract/constants';
import type { MemberRequestStatus } from '@contract/member-request';

/** A member request's type and status, as the admin screen and the member's own page name them. */
export const MEMBER_REQUEST_TYPE_LABELS: Record<(typeof MEMBER_REQUEST_TYPES)[number], string> = {
  leave: 'Leave',
  raise: 'Raise',
};

export const MEMBER_REQUEST_STATUS_LABELS: Record<MemberRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The Application Type choices of a member request form (the public form and the member's own page). */
export const MEMBER_REQUEST_TYPE_OPTIONS = [
  { value: 'leave', label: 'Leave Application' },
  { value: 'raise', label: 'Raise Application' },
] as const;
