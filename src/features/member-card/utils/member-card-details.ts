import { MEMBER_ID_DISPLAY_LENGTH } from '@contract/constants';
import { LAGOS_TIME_ZONE } from '@contract/lagos-time';
import { madeOnFirstUse } from '@contract/made-on-first-use';
import type { MemberCard } from '@contract/member';
import { getPublicOrigin } from '@/config/env';
import { paths } from '@/config/paths';

/** The member ID shown is the ULID padded with zeros to 6 characters. */
export function formatMemberId(ulid: string): string {
  return ulid.padStart(MEMBER_ID_DISPLAY_LENGTH, '0');
}

const monthAndYear = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: LAGOS_TIME_ZONE }),
);

/** 'March 2025' from created_at, or null when the date cannot be read. */
export function formatMemberSince(createdAt: string): string | null {
  if (!createdAt.trim()) return null;
  // PHP answers 'YYYY-MM-DD HH:MM:SS'; our server answers ISO-8601.
  const date = new Date(createdAt.includes('T') ? createdAt : createdAt.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : monthAndYear().format(date);
}

export function formatNameWithTitle({ title, name }: Pick<MemberCard, 'title' | 'name'>): string {
  return [title.trim(), name.trim()].filter(Boolean).join(' ');
}

export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * The card's own public address, which its QR code holds: on our API the ULID (unguessable, the public cannot
 * open a card by its numeric id); on the forum's PHP API, the id the card was opened with, since its member card call takes the
 * member's id (a ULID there could be read by loose typing as another member's id).
 */
export function memberCardUrl(member: Pick<MemberCard, 'ulid'>, cardId: string = member.ulid): string {
  return `${getPublicOrigin()}${paths.memberCard.getHref(cardId.trim())}`;
}

export interface MemberCardField {
  label: string;
  value: string;
  /** Takes a whole row, not a column: an e-mail address is long and cannot break between words. */
  wide?: boolean;
}

/** The labelled lines of the card, in the order the card and the downloaded image show them. */
export function memberCardFields(member: MemberCard): MemberCardField[] {
  const since = formatMemberSince(member.created_at);
  return [
    { label: 'Email', value: member.email, wide: true },
    { label: 'Occupation', value: member.type_of_work },
    { label: 'Company', value: member.company_name },
    { label: 'Position', value: member.position_held },
    { label: 'State of origin', value: member.state_of_origin },
    { label: 'Member since', value: since ?? '' },
  ].filter((field) => field.value.trim() !== '');
}
