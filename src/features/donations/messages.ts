import { MIN_DONATION_NAIRA } from '@contract/constants';
import { formatNaira } from '@contract/format-naira';

/** The donation messages, plus our own minimum-amount rule. */
export const DONATION_MESSAGES = {
  title: 'Make a Donation',
  /** The title when the gift is earmarked ('Support this program'). */
  programTitle: (program: string) => `Support ${program}`,
  success: '🎉 Donation successful! Thank you.',
  verificationFailed: '❌ Payment verification failed after multiple attempts.',
  cancelled: 'Donation process was canceled.',
  /** Zero, negative, empty or below the server's minimum: the visitor is not sent to pay. */
  amountTooSmall: `Please enter a donation amount of at least ${formatNaira(MIN_DONATION_NAIRA)}.`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  // Ours: monthly giving.
  frequencyLegend: 'How often would you like to give?',
  giveOnce: 'Give once',
  giveMonthly: 'Give monthly',
  monthlyHint:
    'Paystack charges your card today and on the same day every month. Each receipt has a link to change or cancel it.',
  monthlyUnavailable: 'We could not set up the monthly gift right now. Please try again.',
} as const;
