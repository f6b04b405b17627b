import { DONATION_FORM_MESSAGES } from '@contract/donation-checkout';

/** The donation messages, plus our own minimum-amount rule. */
export const DONATION_MESSAGES = {
  title: 'Make a Donation',
  /** The title when the gift is earmarked ('Support this program'). */
  programTitle: (program: string) => `Support ${program}`,
  success: '🎉 Donation successful! Thank you.',
  verificationFailed: '❌ Payment verification failed after multiple attempts.',
  cancelled: 'Donation process was canceled.',
  ...DONATION_FORM_MESSAGES,
  // Ours: monthly giving.
  frequencyLegend: 'How often would you like to give?',
  giveOnce: 'Give once',
  giveMonthly: 'Give monthly',
  monthlyHint:
    'Paystack charges your card today and on the same day every month. Each receipt has a link to change or cancel it.',
  monthlyUnavailable: 'We could not set up the monthly gift right now. Please try again.',
} as const;
