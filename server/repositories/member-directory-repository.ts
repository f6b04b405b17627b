import { memberCardSchema, type MemberCard } from '@contract/member';
import { ULID_LENGTH } from '@contract/constants';
import type { DbExecutor } from './executor';

/** What a member request needs to know about the member who sent it. */
export interface MemberContact {
  id: number;
  name: string;
  email: string;
}

const NUMERIC_ID = /^\d+$/;

/** What a member's card shows, and nothing else: the columns its schema lists (never date of birth or residence). */
export const MEMBER_CARD_COLUMNS = Object.keys(memberCardSchema.shape) as Array<keyof MemberCard>;

/**
 * Read-only lookups of members for member services (requests and the public card). Member CRUD lives in
 * members-repository.ts; this file never writes.
 */
export function createMemberDirectoryRepository(db: DbExecutor) {
  return {
    /** The approved member who holds this ULID, if any (suspended members cannot file requests). */
    async findApprovedByUlid(ulid: string): Promise<MemberContact | undefined> {
      return db
        .selectFrom('members')
        .select(['id', 'name', 'email'])
        .where('ulid', '=', ulid)
        .where('status', '=', 'approved')
        .executeTakeFirst();
    },

    /** Where to tell a member about a decision: by id, whatever the member's status is now. */
    async findContactById(id: number): Promise<MemberContact | undefined> {
      return db.selectFrom('members').select(['id', 'name', 'email']).where('id', '=', id).executeTakeFirst();
    },

    /**
     * The public card of an approved member, looked up by numeric id or by 36-character ULID; only the
     * fields the card shows are read (never date of birth or residence).
     */
    async findPublicCard(idOrUlid: string): Promise<MemberCard | undefined> {
      const query = db.selectFrom('members').select(MEMBER_CARD_COLUMNS).where('status', '=', 'approved');
      if (NUMERIC_ID.test(idOrUlid)) {
        const id = Number(idOrUlid);
        if (!Number.isSafeInteger(id) || id > 2_147_483_647) return undefined;
        return query.where('id', '=', id).executeTakeFirst();
      }
      if (idOrUlid.length !== ULID_LENGTH) return undefined;
      return query.where('ulid', '=', idOrUlid).executeTakeFirst();
    },
  };
}
