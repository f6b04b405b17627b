import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPaymentsEndpoint, type RecordedPayment } from '@contract/admin-donations';
import type { PaymentRow } from '../../db/schema';
import type { DbExecutor } from '../../repositories/executor';

const PAYMENTS_LIST_LIMIT = 2000;

/** The moment a payment counts from: when Paystack says it was paid, else when we recorded it. */
const paidAtExpression = sql<string>`coalesce(paid_at, created_at)`;

function toRecordedPayment(row: PaymentRow): RecordedPayment {
  return {
    id: row.id,
    reference: row.reference,
    email: row.email,
    amountKobo: Number(row.amount_kobo),
    currency: row.currency,
    purpose: row.purpose,
    source: row.source,
    paidAt: row.paid_at ?? row.created_at,
  };
}

/** Successful payments, newest first; `purpose` narrows to donations or application fees. */
export async function listSuccessfulPayments(
  db: DbExecutor,
  { purpose, limit }: { purpose?: PaymentRow['purpose']; limit: number },
): Promise<RecordedPayment[]> {
  let query = db.selectFrom('payments').selectAll().where('status', '=', 'success');
  if (purpose) query = query.where('purpose', '=', purpose);
  const rows = await query.orderBy(paidAtExpression, 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toRecordedPayment);
}

/** GET /api/admin/payments: the recorded payments (donations and application fees) for the Donations screen. */
const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(listPaymentsEndpoint.path, async () => ({
    success: true,
    data: await listSuccessfulPayments(app.db, { limit: PAYMENTS_LIST_LIMIT }),
  }));
};

export default donationRoutes;
