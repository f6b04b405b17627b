import { sql } from 'kysely';
import { lagosDate } from '@contract/lagos-time';
import type { Disbursement, DisputedHeld, Ledger, MoneyInMonth, ProgramBalance } from '@contract/ledger';
import type { ProgramProgress } from '@contract/program-goal';
import type { DbExecutor } from './executor';
import { paidAtExpression } from './payments-repository';

/** A donation's type, 'once' or 'monthly'; donations recorded before monthly giving existed were one-off. */
const donationTypeExpression = sql<string>`coalesce(donation_type, 'once')`;

const GENERAL_FUND = 'General fund';

interface MoneyBackItem {
  reference: string;
  amountKobo: number;
  /** When it went back: the refund processed, or the dispute lost. */
  at: string;
  programId: number | null;
}

interface Fund {
  programId: number | null;
  title: string;
}

const programIdOf = (programId: number | null) => (programId === null ? null : Number(programId));

/** The fund money counts in: its program, or the general fund when it had none or the program was deleted. */
function fundOf(storedProgramId: number | null, titles: Map<number, string>): Fund {
  const title = storedProgramId === null ? undefined : titles.get(storedProgramId);
  return title === undefined
    ? { programId: null, title: GENERAL_FUND }
    : { programId: storedProgramId, title };
}

/** The entry of `list` for a fund, made and added the first time the fund is met. */
function entryOf<T extends Fund>(list: T[], fund: Fund, make: (fund: Fund) => T): T {
  let entry = list.find((item) => item.programId === fund.programId);
  if (!entry) {
    entry = make(fund);
    list.push(entry);
  }
  return entry;
}

/** The general fund first, then programs by id. */
const byFund = (a: Fund, b: Fund) => (a.programId ?? 0) - (b.programId ?? 0);

/** The month in Lagos (YYYY-MM) an ISO instant falls in. */
const lagosMonthOf = (isoInstant: string) => lagosDate(new Date(isoInstant)).slice(0, 7);

/**
 * Every figure of money in and out: the admin dashboard and the public ledger (/transparency, its CSV) both
 * read them here, so they cannot disagree. Money in is verified donations only (a payments row exists only
 * once Paystack confirmed it); application fees are not gifts. Refunds of gifts (processed) and disputes lost are
 * subtracted in the month the money went back.
 */
export function createLedgerRepository(db: DbExecutor) {
  const donations = () =>
    db.selectFrom('payments').where('status', '=', 'success').where('purpose', '=', 'donation');

  /** Rows of `table` (refunds or disputes) in a given state, about verified donations, with the gift's program. */
  const ofGifts = (table: 'refunds' | 'disputes', status: 'processed' | 'lost' | 'open') =>
    db
      .selectFrom(table)
      .innerJoin('payments', 'payments.reference', `${table}.payment_reference`)
      .where('payments.purpose', '=', 'donation')
      .where('payments.status', '=', 'success')
      .where(`${table}.status`, '=', status);

  /** Money that went back on gifts: refunds processed, and disputes lost, each with when and from which fund. */
  async function moneyBack(): Promise<MoneyBackItem[]> {
    const [refunds, lost] = await Promise.all([
      ofGifts('refunds', 'processed')
        .select([
          'refunds.payment_reference as reference',
          'refunds.amount_kobo',
          'refunds.processed_at as at',
          'refunds.updated_at',
          'payments.program_id',
        ])
        .execute(),
      ofGifts('disputes', 'lost')
        .select([
          'disputes.payment_reference as reference',
          'disputes.amount_kobo',
          'disputes.resolved_at as at',
          'disputes.updated_at',
          'payments.program_id',
        ])
        .execute(),
    ]);
    return [...refunds, ...lost].map((row) => ({
      reference: row.reference,
      amountKobo: Number(row.amount_kobo),
      at: row.at ?? row.updated_at,
      programId: programIdOf(row.program_id),
    }));
  }

  async function programTitles(): Promise<Map<number, string>> {
    const rows = await db.selectFrom('programs').select(['id', 'title']).execute();
    return new Map(rows.map((row) => [Number(row.id), row.title]));
  }

  return {
    /** Verified donations in kobo since an instant. */
    async donationsTotalKobo(sinceIso: string): Promise<number> {
      const row = await donations()
        .select(sql<string | number | null>`sum(amount_kobo)`.as('total'))
        .where(paidAtExpression, '>=', sinceIso)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /**
     * Per program with earmarked gifts: the total raised net of refunds and disputes lost, and the number of
     * distinct donors whose gifts were not all given back.
     */
    async programProgress(): Promise<Map<number, ProgramProgress>> {
      const [gifts, back] = await Promise.all([
        donations()
          .where('program_id', 'is not', null)
          .select(['reference', 'program_id', 'email', 'amount_kobo'])
          .execute(),
        moneyBack(),
      ]);
      const backOf = new Map<string, number>();
      for (const item of back)
        backOf.set(item.reference, (backOf.get(item.reference) ?? 0) + item.amountKobo);
      const programs = new Map<number, { raisedKobo: number; donors: Set<string> }>();
      for (const gift of gifts) {
        const programId = Number(gift.program_id);
        const entry = programs.get(programId) ?? { raisedKobo: 0, donors: new Set<string>() };
        const net = Number(gift.amount_kobo) - (backOf.get(gift.reference) ?? 0);
        entry.raisedKobo += net;
        if (net > 0) entry.donors.add(gift.email.toLowerCase());
        programs.set(programId, entry);
      }
      return new Map(
        [...programs].map(([programId, entry]) => [
          programId,
          { raisedKobo: entry.raisedKobo, donors: entry.donors.size },
        ]),
      );
    },

    /**
     * By Lagos month, newest first: money in (total and count, split by type and by fund), refunds (counted in
     * the month Paystack processed them, or the dispute was lost) and money in net of refunds.
     */
    async moneyInByMonth(): Promise<MoneyInMonth[]> {
      const [rows, back, titles] = await Promise.all([
        donations()
          .select([
            paidAtExpression.as('paid_at'),
            donationTypeExpression.as('donation_type'),
            'program_id',
            'amount_kobo',
          ])
          .execute(),
        moneyBack(),
        programTitles(),
      ]);
      const months = new Map<string, MoneyInMonth>();
      const monthOf = (month: string) => {
        const entry = months.get(month) ?? {
          month,
          totalKobo: 0,
          count: 0,
          once: { totalKobo: 0, count: 0 },
          monthly: { totalKobo: 0, count: 0 },
          refundsKobo: 0,
          refundsCount: 0,
          netKobo: 0,
          byProgram: [],
        };
        months.set(month, entry);
        return entry;
      };
      const sliceOf = (entry: MoneyInMonth, storedProgramId: number | null) =>
        entryOf(entry.byProgram, fundOf(storedProgramId, titles), (fund) => ({
          ...fund,
          totalKobo: 0,
          count: 0,
          refundsKobo: 0,
          netKobo: 0,
        }));
      for (const row of rows) {
        const entry = monthOf(lagosMonthOf(row.paid_at));
        const amount = Number(row.amount_kobo);
        entry.totalKobo += amount;
        entry.count += 1;
        entry.netKobo += amount;
        const type = row.donation_type === 'monthly' ? entry.monthly : entry.once;
        type.totalKobo += amount;
        type.count += 1;
        const slice = sliceOf(entry, programIdOf(row.program_id));
        slice.totalKobo += amount;
        slice.count += 1;
        slice.netKobo += amount;
      }
      for (const item of back) {
        const entry = monthOf(lagosMonthOf(item.at));
        entry.refundsKobo += item.amountKobo;
        entry.refundsCount += 1;
        entry.netKobo -= item.amountKobo;
        const slice = sliceOf(entry, item.programId);
        slice.refundsKobo += item.amountKobo;
        slice.netKobo -= item.amountKobo;
      }
      for (const entry of months.values()) entry.byProgram.sort(byFund);
      return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
    },

    /** Money Paystack holds for open disputes of gifts: shown apart, still counted as money in. */
    async disputedHeld(): Promise<DisputedHeld> {
      const [rows, titles] = await Promise.all([
        ofGifts('disputes', 'open').select(['disputes.amount_kobo', 'payments.program_id']).execute(),
        programTitles(),
      ]);
      const held: DisputedHeld = { heldKobo: 0, count: 0, byProgram: [] };
      for (const row of rows) {
        const fund = fundOf(programIdOf(row.program_id), titles);
        const slice = entryOf(held.byProgram, fund, () => ({ ...fund, heldKobo: 0, count: 0 }));
        slice.heldKobo += Number(row.amount_kobo);
        slice.count += 1;
        held.heldKobo += Number(row.amount_kobo);
        held.count += 1;
      }
      held.byProgram.sort(byFund);
      return held;
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
        programId: programIdOf(row.program_id),
        programTitle: row.program_title ?? null,
        amountKobo: Number(row.amount_kobo),
        description: row.description,
        receiptUrl: row.receipt_url,
      }));
    },

    /**
     * The whole ledger: money in, refunds and net by month, money out, per fund (general fund first) raised net
     * of refunds against spent, and the money held for open disputes.
     */
    async ledger(): Promise<Ledger> {
      const [moneyIn, moneyOut, disputed, titles] = await Promise.all([
        this.moneyInByMonth(),
        this.listDisbursements(),
        this.disputedHeld(),
        programTitles(),
      ]);
      const balances: ProgramBalance[] = [];
      // Spending on a program deleted since counts against the general fund, as its gifts do.
      const balanceOf = (programId: number | null) =>
        entryOf(balances, fundOf(programId, titles), (fund) => ({
          ...fund,
          raisedKobo: 0,
          spentKobo: 0,
          balanceKobo: 0,
        }));
      balanceOf(null);
      for (const month of moneyIn) {
        for (const slice of month.byProgram) balanceOf(slice.programId).raisedKobo += slice.netKobo;
      }
      for (const item of moneyOut) balanceOf(item.programId).spentKobo += item.amountKobo;
      for (const balance of balances) balance.balanceKobo = balance.raisedKobo - balance.spentKobo;
      const inKobo = moneyIn.reduce((sum, month) => sum + month.totalKobo, 0);
      const refundsKobo = moneyIn.reduce((sum, month) => sum + month.refundsKobo, 0);
      const outKobo = moneyOut.reduce((sum, item) => sum + item.amountKobo, 0);
      const netKobo = inKobo - refundsKobo;
      return {
        moneyIn,
        moneyOut,
        balances: balances.sort(byFund),
        disputed,
        totals: { inKobo, refundsKobo, netKobo, outKobo, balanceKobo: netKobo - outKobo },
      };
    },
  };
}
