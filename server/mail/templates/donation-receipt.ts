import { FORUM_NAME } from '@contract/constants';
import type { OutgoingMail } from '../../repositories/outbox-repository';
import { paymentAmount } from './amounts';
import { seeYourPageLine } from './own-page-link';

export interface DonationReceiptInput {
  to: string;
  amountKobo: number;
  reference: string;
  /** ISO timestamp of the payment. */
  paidAt: string;
  /** Monthly gifts: where the donor manages or cancels it (null when Paystack could not give the link). */
  monthly?: { manageLink: string | null };
  /** The donor's own page, where every gift and the yearly statement are. */
  ownPageUrl: string;
}

const MANAGE_MONTHLY_GIFT_LABEL = 'Manage your monthly gift';

/** The receipt a donor gets once the server has confirmed the donation with Paystack. */
export function donationReceiptMail({
  to,
  amountKobo,
  reference,
  paidAt,
  monthly,
  ownPageUrl,
}: DonationReceiptInput): OutgoingMail {
  const amount = paymentAmount(amountKobo);
  const monthlyLines = monthly
    ? [
        '',
        `You give ${amount} every month; Paystack charges your card on the same day each month.`,
        monthly.manageLink
          ? `${MANAGE_MONTHLY_GIFT_LABEL}: ${monthly.manageLink}`
          : `${MANAGE_MONTHLY_GIFT_LABEL}: use the link in Paystack's own e-mail about your subscription.`,
      ]
    : [];
  const text = [
    'Dear friend,',
    '',
    `Thank you for your ${monthly ? 'monthly ' : ''}donation of ${amount} to ${FORUM_NAME}.`,
    'Every donation goes directly to our work with the communities we serve.',
    '',
    `Amount: ${amount}`,
    `Payment reference: ${reference}`,
    `Date: ${paidAt.slice(0, 10)}`,
    ...monthlyLines,
    '',
    'Please keep this e-mail as your receipt.',
    seeYourPageLine(ownPageUrl),
    '',
    FORUM_NAME,
  ].join('\n');
  return {
    to,
    subject: `Thank you for your ${monthly ? 'monthly ' : ''}donation of ${amount}`,
    text,
  };
}
