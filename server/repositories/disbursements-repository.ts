import { nowIso } from '../lib/clock';
import type { DisbursementRow } from '../db/schema';
import type { DbExecutor } from './executor';

export interface DisbursementFields {
  paidOn: string;
  programId: number | null;
  amountKobo: number;
  description: string;
  receiptUrl: string | null;
  receiptMime: string | null;
}

const columnsOf = (fields: DisbursementFields) => ({
  paid_on: fields.paidOn,
  program_id: fields.programId,
  amount_kobo: fields.amountKobo,
  description: fields.description,
  receipt_url: fields.receiptUrl,
  receipt_mime: fields.receiptMime,
});

/** Money the forum paid out (the ledger reads them through createLedgerRepository). */
export function createDisbursementsRepository(db: DbExecutor) {
  return {
    async findById(id: number): Promise<DisbursementRow | undefined> {
      return db.selectFrom('disbursements').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create(fields: DisbursementFields): Promise<DisbursementRow> {
      const now = nowIso();
      return db
        .insertInto('disbursements')
        .values({ ...columnsOf(fields), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Answers whether the row exists (and was changed). */
    async update(id: number, fields: DisbursementFields): Promise<boolean> {
      const result = await db
        .updateTable('disbursements')
        .set({ ...columnsOf(fields), updated_at: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The receipt of every disbursement that has one (kept by the orphan-upload sweep). */
    async listReceiptUrls(): Promise<string[]> {
      const rows = await db
        .selectFrom('disbursements')
        .select('receipt_url')
        .where('receipt_url', 'is not', null)
        .execute();
      return rows.flatMap((row) => (row.receipt_url ? [row.receipt_url] : []));
    },

    async remove(id: number): Promise<DisbursementRow | undefined> {
      return db.deleteFrom('disbursements').where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}
