import { FORUM_NAME } from '@contract/constants';
import type { OutgoingMail } from '../../repositories/outbox-repository';
import { paymentAmount } from './amounts';

interface RefundNoticeInput {
  to: string;
  amountKobo: number;
  /** The reference on the original receipt. */
  reference: string;
  /** What was paid, so the payer knows whether all of it or part went back. */
  paidKobo: number;
  purpose: 'donation' | 'application_fee';
}

/** The payer hears once per refund, when Paystack has sent the money back. */
export function refundNoticeMail({
  to,
  amountKobo,
  reference,
  paidKobo,
  purpose,
}: RefundNoticeInput): OutgoingMail {
  const amount = paymentAmount(amountKobo);
  const what = purpose === 'donation' ? 'donation' : 'membership application fee';
  const text = [
    'Dear friend,',
    '',
    `${FORUM_NAME} has refunded ${amount} of your ${what} of ${paymentAmount(paidKobo)}.`,
    'The money goes back to the card or account you paid with; your bank may take a few days to show it.',
    '',
    `Amount refunded: ${amount}`,
    `Original receipt's payment reference: ${reference}`,
    '',
    FORUM_NAME,
  ].join('\n');
  return { to, subject: `Refund of ${amount} on your ${what}`, text };
}
