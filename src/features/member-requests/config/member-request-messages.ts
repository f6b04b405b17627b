/** The member request outcomes. */
export const MEMBER_REQUEST_OUTCOME_MESSAGES = {
  submitted: 'Application submitted successfully',
  refused: 'Failed to submit application',
  undelivered: 'Failed to deliver your application',
} as const;
