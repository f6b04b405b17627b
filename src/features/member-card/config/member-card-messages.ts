/** The member card texts. */
export const MEMBER_CARD_MESSAGES = {
  title: 'Digital Membership Card',
  loading: 'Loading member card...',
  loadFailed: 'Failed to load member data',
  notFoundHeading: 'Member Not Found',
  notFoundText: 'The requested member could not be found or is not approved.',
  activeMember: 'Active Member',
  memberSince: 'Member since',
} as const;
