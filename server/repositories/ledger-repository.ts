import { sql } from 'kysely';
import { lagosDate } from '@contract/lagos-time';
import type { Disbursement, Ledger, MoneyInMonth, ProgramBalance } from '@contract/ledger';
import type { ProgramProgress } from '@contract/program-goal';
import type { DbExecutor } from './executor';

/** The moment a payment counts from: when Paystack says it was paid, else when we recorded it. */
const paidAtExpression = sql<string>`coalesce(paid_at, created_at)`;

/** A donation's type, 'once' or 'monthly'; donations recorded before monthly giving existed were one-off. */
const donationTypeExpression = sql<string>`coalesce(donation_type, 'once')`;

const GENERAL_FUND = 'General fund';

/** The month in Lagos (YYYY-MM) an ISO instant falls in. */
const lagosMonthOf = (isoInstant: string) => lagosDate(new Date(isoInstant)).slice(0, 7);

/**
 * Every figure of money in and out: the admin dashboard and the public ledger (/transparency, its CSV) both
 * read them here, so they cannot disagree. Money in is verified donations only (a payments row exists only
 * once Paystack confirmed it); application fees are not gifts.
 */
export function createLedgerRepository(db: DbExecutor) {
  const donations = () =>
    db.selectFrom('payments').where('status', '=', 'success').where('purpose', '=', 'donation');

  async function programTitles(): Promise<Map<number, string>> {
    const rows = await db.selectFrom('programs').select(['id', 'title']).execute();
    return new Map(rows.map((row) => [Number(row.id), row.title]));
  }

  return {
    /** Verified donations in kobo, all time or since an instant. */
    async donationsTotalKobo(sinceIso?: string): Promise<number> {
      let query = donations().select(sql<string | number | null>`sum(amount_kobo)`.as('total'));
      if (sinceIso) query = query.where(paidAtExpression, '>=', sinceIso);
      const row = await query.executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /** Per program with earmarked gifts: the total raised and the number of distinct donors. */
    async programProgress(): Promise<Map<number, ProgramProgress>> {
      const rows = await donations()
        .where('program_id', 'is not', null)
        .select([
          'program_id',
          sql<string | number>`sum(amount_kobo)`.as('raised'),
          sql<string | number>`count(distinct lower(email))`.as('donors'),
        ])
        .groupBy('program_id')
        .execute();
      return new Map(
        rows.map((row) => [
          Number(row.program_id),
          { raisedKobo: Number(row.raised), donors: Number(row.donors) },
        ]),
      );
    },

    /** Money in by Lagos month, newest first: total and count, split by type and by program. */
    async moneyInByMonth(): Promise<MoneyInMonth[]> {
      const [rows, titles] = await Promise.all([
        donations()
          .select([
            paidAtExpression.as('paid_at'),
            donationTypeExpression.as('donation_type'),
            'program_id',
            'amount_kobo',
          ])
          .execute(),
        programTitles(),
      ]);
      const months = new Map<string, MoneyInMonth>();
      for (const row of rows) {
        const month = lagosMonthOf(row.paid_at);
        const entry = months.get(month) ?? {
          month,
          totalKobo: 0,
          count: 0,
          once: { totalKobo: 0, count: 0 },
          monthly: { totalKobo: 0, count: 0 },
          byProgram: [],
        };
        const amount = Number(row.amount_kobo);
        entry.totalKobo += amount;
        entry.count += 1;
        const type = row.donation_type === 'monthly' ? entry.monthly : entry.once;
        type.totalKobo += amount;
        type.count += 1;
        // A gift to a program deleted since counts towards the general fund.
        const programId =
          row.program_id !== null && titles.has(Number(row.program_id)) ? Number(row.program_id) : null;
        let slice = entry.byProgram.find((item) => item.programId === programId);
        if (!slice) {
          slice = {
            programId,
            title: programId === null ? GENERAL_FUND : (titles.get(programId) ?? GENERAL_FUND),
            totalKobo: 0,
            count: 0,
          };
          entry.byProgram.push(slice);
        }
        slice.totalKobo += amount;
        slice.count += 1;
        months.set(month, entry);
      }
      for (const entry of months.values()) {
        entry.byProgram.sort((a, b) => (a.programId ?? 0) - (b.programId ?? 0));
      }
      return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
    },

    /** Disbursements, newest first, with their program's title. */
    async listDisbursements(): Promise<Disbursement[]> {
      const rows = await db
        .selectFrom('disbursements')
        .leftJoin('programs', 'programs.id', 'disbursements.program_id')
        .select([
          'disbursements.id',
          'disbursements.paid_on',
          'disbursements.program_id',
          'programs.title as program_title',
          'disbursements.amount_kobo',
          'disbursements.description',
          'disbursements.receipt_url',
        ])
        .orderBy('disbursements.paid_on', 'desc')
        .orderBy('disbursements.id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        paidOn: row.paid_on,
        programId: row.program_id === null ? null : Number(row.program_id),
        programTitle: row.program_title ?? null,
        amountKobo: Number(row.amount_kobo),
        description: row.description,
        receiptUrl: row.receipt_url,
      }));
    },

    /** The whole ledger: money in by month, money out, and per program (general fund first) raised against spent. */
    async ledger(): Promise<Ledger> {
      const [moneyIn, moneyOut, titles] = await Promise.all([
        this.moneyInByMonth(),
        this.listDisbursements(),
        programTitles(),
      ]);
      const balances = new Map<number | null, ProgramBalance>();
      const balanceOf = (programId: number | null) => {
        // Spending on a program deleted since counts against the general fund, as its gifts do.
        const key = programId !== null && titles.has(programId) ? programId : null;
        let balance = balances.get(key);
        if (!balance) {
          balance = {
            programId: key,
            title: key === null ? GENERAL_FUND : (titles.get(key) ?? GENERAL_FUND),
            raisedKobo: 0,
            spentKobo: 0,
            balanceKobo: 0,
          };
          balances.set(key, balance);
        }
        return balance;
      };
      balanceOf(null);
      for (const month of moneyIn) {
        for (const slice of month.byProgram) balanceOf(slice.programId).raisedKobo += slice.totalKobo;
      }
      for (const item of moneyOut) balanceOf(item.programId).spentKobo += item.amountKobo;
      for (const balance of balances.values()) balance.balanceKobo = balance.raisedKobo - balance.spentKobo;
      const inKobo = moneyIn.reduce((sum, month) => sum + month.totalKobo, 0);
      const outKobo = moneyOut.reduce((sum, item) => sum + item.amountKobo, 0);
      return {
        moneyIn,
        moneyOut,
        balances: [...balances.values()].sort((a, b) => (a.programId ?? 0) - (b.programId ?? 0)),
        totals: { inKobo, outKobo, balanceKobo: inKobo - outKobo },
      };
    },
  };
}
