/** SPEC sections 2 and 8's member card texts. */
export const MEMBER_CARD_MESSAGES = {
  title: 'Digital Membership Card',
  loading: 'Loading member card...',
  loadFailed: 'Failed to load member data',
  notFoundHeading: 'Member Not Found',
  notFoundText: 'The requested member could not be found or is not approved.',
  activeMember: 'Active Member',
  memberSince: 'Member since',
} as const;

/** ID-1 (credit card) size in millimetres, the shape of the printed card and of the downloaded image. */
export const ID1_CARD_MM = { width: 85.6, height: 53.98 } as const;
