import { randomBytes } from 'node:crypto';
import { APPLICATION_FEE_KOBO, CURRENCY } from '../../contract/constants';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

/** An approved member (for requests) and paid sandbox transactions (for verifies and application fees). */
export async function seedFaultData(
  dataDir: string,
  payments: { donations: number; fees: number },
  databaseUrl?: string,
): Promise<{ ulid: string }> {
  const handle = openDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const now = new Date().toISOString();
    const ulid = `FAULT${randomBytes(16).toString('hex')}`.slice(0, 36).toUpperCase();
    await handle.db
      .insertInto('members')
      .values({
        ulid,
        title: 'Mrs',
        name: 'Ngozi Adebayo',
        state_of_origin: 'Oyo',
        date_of_birth: '1984-03-02',
        place_of_residence: 'Ibadan',
        type_of_work: 'Pharmacist',
        company_name: 'Ring Road Pharmacy',
        position_held: 'Manager',
        educational_status: 'BPharm',
        marital_status: 'Married',
        email: 'ngozi@example.org',
        status: 'approved',
        membership_application_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const rows = [
      ...Array.from({ length: payments.donations }, (_, i) => ({
        reference: `FAULT-DON-${i}`,
        amount: 250_000,
        purpose: 'donation',
      })),
      ...Array.from({ length: payments.fees }, (_, i) => ({
        reference: `FAULT-FEE-${i}`,
        amount: APPLICATION_FEE_KOBO,
        purpose: 'application_fee',
      })),
    ];
    for (const row of rows) {
      await handle.db
        .insertInto('sandbox_transactions')
        .values({
          reference: row.reference,
          access_code: randomBytes(8).toString('hex'),
          email: 'payer@example.org',
          amount_kobo: row.amount,
          currency: CURRENCY,
          status: 'success',
          metadata: JSON.stringify({ purpose: row.purpose }),
          paid_at: now,
          created_at: now,
        })
        .execute();
    }
    return { ulid };
  } finally {
    await handle.close();
  }
}
