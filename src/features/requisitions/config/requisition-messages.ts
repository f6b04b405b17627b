/** SPEC section 8's member request outcomes. */
export const REQUISITION_OUTCOME_MESSAGES = {
  submitted: 'Application submitted successfully',
  refused: 'Failed to submit application',
  undelivered: 'Failed to deliver your application',
} as const;

export const REQUISITION_TYPE_OPTIONS = [
  { value: 'leave', label: 'Leave Application' },
  { value: 'raise', label: 'Raise Application' },
] as const;
