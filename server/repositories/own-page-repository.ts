import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { MemberCard } from '@contract/member';
import { nowIso } from '../lib/clock';
import type { GiftStatementRow, MemberRequestRow, MonthlyGiftRow, OwnPageLinkRow } from '../db/schema';
import type { DbExecutor } from './executor';
import { MEMBER_CARD_COLUMNS } from './member-directory-repository';

/** The columns of a verified donation that the person's page shows and their receipts and statement print. */
export interface DonorGiftRow {
  reference: string;
  amount_kobo: number;
  paid_at: string | null;
  created_at: string;
  status: string;
  donation_type: 'once' | 'monthly' | null;
  program_title: string | null;
}

/** An address compared as written in any case: Paystack and the forms keep what the person typed. */
const sameAddress = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`;

/**
 * A person's own page: its sign-in links and sessions (only SHA-256 hashes of their tokens are kept), and the
 * records read for one e-mail address. Every read takes the address and matches nothing else.
 */
export function createOwnPageRepository(db: DbExecutor) {
  return {
    async createLink(link: { email: string; tokenHash: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('own_page_links')
        .values({
          email: link.email.toLowerCase(),
          token_hash: link.tokenHash,
          expires_at: link.expiresAt,
          used_at: null,
          created_at: nowIso(),
        })
        .execute();
    },

    async findLink(tokenHash: string): Promise<OwnPageLinkRow | undefined> {
      return db
        .selectFrom('own_page_links')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Marks the link used and answers it, if it is unused and unexpired. The update is conditional, so two
     * requests with one link cannot both open a session.
     */
    async consumeLink(tokenHash: string): Promise<OwnPageLinkRow | undefined> {
      const now = nowIso();
      return db
        .updateTable('own_page_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
    },

    async createSession(session: { email: string; tokenHash: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('own_page_sessions')
        .values({
          email: session.email.toLowerCase(),
          token_hash: session.tokenHash,
          expires_at: session.expiresAt,
          ended_at: null,
          created_at: nowIso(),
        })
        .execute();
    },

    /** The address of a session that has neither expired nor been signed out. */
    async findLiveSession(tokenHash: string): Promise<{ email: string } | undefined> {
      return db
        .selectFrom('own_page_sessions')
        .select('email')
        .where('token_hash', '=', tokenHash)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
    },

    async endSession(tokenHash: string): Promise<void> {
      await db
        .updateTable('own_page_sessions')
        .set({ ended_at: nowIso() })
        .where('token_hash', '=', tokenHash)
        .where('ended_at', 'is', null)
        .execute();
    },

    /** Whether anything the page shows is held for the address: a gift, a monthly gift or a member record. */
    async holdsAnythingFor(email: string): Promise<boolean> {
      const payment = await db
        .selectFrom('payments')
        .select('id')
        .where('purpose', '=', 'donation')
        .where(sameAddress('email', email))
        .limit(1)
        .executeTakeFirst();
      if (payment) return true;
      const gift = await db
        .selectFrom('monthly_gifts')
        .select('id')
        .where(sameAddress('email', email))
        .limit(1)
        .executeTakeFirst();
      if (gift) return true;
      const member = await db
        .selectFrom('members')
        .select('id')
        .where(sameAddress('email', email))
        .limit(1)
        .executeTakeFirst();
      return member !== undefined;
    },

    /** The address's verified donations, newest first, with the program each was earmarked for. */
    async listGifts(email: string): Promise<DonorGiftRow[]> {
      return db
        .selectFrom('payments')
        .leftJoin('programs', 'programs.id', 'payments.program_id')
        .select([
          'payments.reference',
          'payments.amount_kobo',
          'payments.paid_at',
          'payments.created_at',
          'payments.status',
          'payments.donation_type',
          'programs.title as program_title',
        ])
        .where('payments.purpose', '=', 'donation')
        .where('payments.status', '=', 'success')
        .where(sameAddress('payments.email', email))
        .orderBy('payments.paid_at', 'desc')
        .orderBy('payments.id', 'desc')
        .execute();
    },

    async listMonthlyGifts(email: string): Promise<MonthlyGiftRow[]> {
      return db
        .selectFrom('monthly_gifts')
        .selectAll()
        .where(sameAddress('email', email))
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** The address's monthly gift with this subscription code, if it is theirs. */
    async findMonthlyGift(email: string, subscriptionCode: string): Promise<MonthlyGiftRow | undefined> {
      return db
        .selectFrom('monthly_gifts')
        .selectAll()
        .where('subscription_code', '=', subscriptionCode)
        .where(sameAddress('email', email))
        .executeTakeFirst();
    },

    /** The approved member whose record carries the address (the oldest, should two share it). */
    async findMember(email: string): Promise<MemberCard | undefined> {
      return db
        .selectFrom('members')
        .select(MEMBER_CARD_COLUMNS)
        .where('status', '=', 'approved')
        .where(sameAddress('email', email))
        .orderBy('id')
        .executeTakeFirst();
    },

    /** The member's requests, newest first. */
    async listMemberRequests(memberId: number): Promise<MemberRequestRow[]> {
      return db
        .selectFrom('member_requests')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * The statement of an address for a year with these figures, numbered once (ST-<year>-<8 random hex digits>,
     * which cannot be guessed from another's): when the year's gifts or total change, the next statement gets a
     * new number, and each number issued before keeps the figures it named.
     */
    async issueStatement(statement: {
      email: string;
      year: number;
      giftCount: number;
      totalKobo: number;
    }): Promise<GiftStatementRow> {
      const email = statement.email.toLowerCase();
      const find = () =>
        db
          .selectFrom('gift_statements')
          .selectAll()
          .where('email', '=', email)
          .where('year', '=', statement.year)
          .where('gift_count', '=', statement.giftCount)
          .where('total_kobo', '=', statement.totalKobo)
          .executeTakeFirst();
      const existing = await find();
      if (existing) return existing;
      const now = nowIso();
      // Two downloads at once both find none: the unique figures let one insert, the other reads its row.
      const inserted = await db
        .insertInto('gift_statements')
        .values({
          statement_number: `ST-${statement.year}-${randomBytes(4).toString('hex').toUpperCase()}`,
          email,
          year: statement.year,
          gift_count: statement.giftCount,
          total_kobo: statement.totalKobo,
          issued_at: now,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['email', 'year', 'gift_count', 'total_kobo']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return inserted ?? (await find())!;
    },
  };
}
