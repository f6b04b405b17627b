import { FORUM_NAME, KOBO_PER_NAIRA } from '@contract/constants';
import type { OutgoingMail } from '../../repositories/outbox-repository';

export interface DonationReceiptInput {
  to: string;
  amountKobo: number;
  reference: string;
  /** ISO timestamp of the payment. */
  paidAt: string;
}

const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 2,
});

/** The receipt a donor gets once the server has confirmed the donation with Paystack. */
export function donationReceiptMail({
  to,
  amountKobo,
  reference,
  paidAt,
}: DonationReceiptInput): OutgoingMail {
  const amount = naira.format(amountKobo / KOBO_PER_NAIRA);
  const text = [
    'Dear friend,',
    '',
    `Thank you for your donation of ${amount} to ${FORUM_NAME}.`,
    'Every donation goes directly to our work with the communities we serve.',
    '',
    `Amount: ${amount}`,
    `Payment reference: ${reference}`,
    `Date: ${paidAt.slice(0, 10)}`,
    '',
    'Please keep this e-mail as your receipt.',
    '',
    FORUM_NAME,
  ].join('\n');
  return { to, subject: `Thank you for your donation of ${amount}`, text };
}
