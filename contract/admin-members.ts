/** The member messages, shared by the admin screens and the server that answers them. */
export const MEMBER_MESSAGES = {
  created: 'Member created successfully',
  createFailedToast: 'An error occured during creation of the member.',
  networkFailed: 'An error occurred',
  errorPrefix: 'Error:',
  updated: 'Member updated successfully!',
  updateFailed: 'Failed to update member.',
  deleteConfirm: 'Are you sure you want to delete this member?',
  deleted: 'Member deleted successfully!',
  deleteFailed: 'Failed to delete member. Please try again.',
  notFound: 'Member not found',
} as const;
