import type { Kysely } from 'kysely';
import { CURRENCY } from '@contract/constants';
import type { Database } from '../db/schema';

export interface TestGift {
  reference: string;
  email: string;
  amountKobo: number;
  /** When it was paid (and recorded), as an ISO instant. */
  paidAt: string;
  programId: number | null;
}

/** A one-off donation paid and verified at `paidAt`, as the payment recorder would have stored it. */
export async function insertTestGift(db: Kysely<Database>, gift: TestGift): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      reference: gift.reference,
      purpose: 'donation',
      email: gift.email,
      amount_kobo: gift.amountKobo,
      currency: CURRENCY,
      status: 'success',
      source: 'verify',
      provider_transaction_id: null,
      paid_at: gift.paidAt,
      used_by_membership_application_id: null,
      used_at: null,
      program_id: gift.programId,
      donation_type: 'once',
      subscription_code: null,
      created_at: gift.paidAt,
    })
    .execute();
}
