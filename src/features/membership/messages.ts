import { APPLICATION_FEE_NAIRA, FORUM_NAME } from '@contract/constants';
import { formatNaira } from '@contract/format-naira';

/** The application and payment messages, word for word (the trailing space is intended). */
export const MEMBERSHIP_MESSAGES = {
  title: 'Join the Movement',
  subtitle: 'Fill out the form below to become a member',
  feePaid: '🎉 Application Fee Paid successfully! You can now submit ',
  verificationFailed: '❌ Payment verification failed after multiple attempts.',
  paymentCancelled: 'Application payment process was canceled.',
  notVerifiedTitle: 'Payment not verified',
  notVerifiedDescription: 'Your payment is still being verified. Please wait or try again.',
  formInvalidTitle: 'Please fix the errors in the form',
  formInvalidDescription: 'Check the highlighted fields and try again.',
  submittingTitle: 'Submitting your application...',
  submittingDescription: 'Please wait while we process your information.',
  successTitle: `Welcome to ${FORUM_NAME}!`,
  successDescription: "Your application has been submitted successfully. We'll be in touch soon!",
  failureTitle: 'Failed to submit application',
  failureDescription: 'There was an error processing your request. Please try again later.',
  retry: 'Retry',
  needsScript:
    "Applying for membership needs JavaScript: the application fee is paid in Paystack's window and your documents are uploaded by the page.",
} as const;

export const APPLICATION_PAYMENT_TEXT = {
  title: 'Pay for Your Application',
  emailPlaceholder: 'Your Email',
  // The product writes this one amount without a thousands separator.
  submit: `Pay Application fee ₦${APPLICATION_FEE_NAIRA}`,
  description: `The ${formatNaira(APPLICATION_FEE_NAIRA)} application fee is paid securely through Paystack.`,
  payButton: `Pay Application Fee ${formatNaira(APPLICATION_FEE_NAIRA)}`,
} as const;
