import { DEFAULT_MEMBER_CARD_ID } from './constants';
import type { MemberCard } from './member';

/** What GET /api/member/getMember.php answers (as `error`) when no approved member has the id. */
export const MEMBER_CARD_NOT_FOUND = 'Member not found';

/** The card page's title and description: a person's card, never indexed. */
export const MEMBER_CARD_PAGE = {
  title: 'Digital Membership Card',
  description: 'The digital membership card of an approved member of the forum.',
} as const;

/** The id a card page's address asks for: its `id` parameter, or the default card's id without one. */
export const memberCardIdOf = (search: URLSearchParams): string =>
  search.get('id')?.trim() || DEFAULT_MEMBER_CARD_ID;

/**
 * Whether a card id is a member's numeric id, which opens a card only for a signed-in admin: the public opens a
 * card by its ULID (the card's link and QR code hold it), as sequential ids would let anyone list every member.
 */
export const isAdminOnlyCardId = (id: string): boolean => /^\d+$/.test(id);

/** What the card page shows for an id: the card, or 'Member Not Found'. */
export type MemberCardLookup = { status: 'found'; member: MemberCard } | { status: 'not-found' };

/** The cache key of the card of an id, under which the server embeds it in the page it sends. */
export const memberCardQueryKey = (id: string) => ['member-card', id] as const;
