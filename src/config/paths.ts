// The paths come from the constants alone: the first page's code carries none of the forms' schemas.
import { DONATION_RETURN_PATH, MEMBER_CARD_PATH, OWN_PAGE_PATH } from '@contract/constants';

/**
 * Every route of the SPA in one place: `path` is the router pattern, `getHref` builds a link to it.
 * Nested admin routes use absolute paths so a path string is never typed twice.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  whoWeAre: { path: '/who-we-are', getHref: () => '/who-we-are' },
  programs: { path: '/programs', getHref: () => '/programs' },
  ourPeople: { path: '/our-people', getHref: () => '/our-people' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogArticle: {
    path: '/blog/:id',
    getHref: (id: number | string) => `/blog/${encodeURIComponent(String(id))}`,
  },
  donate: { path: '/donate', getHref: () => '/donate' },
  /** Where Paystack's checkout brings a donor back (`?reference=`), for a donation made without the app. */
  donationReturn: { path: DONATION_RETURN_PATH, getHref: () => DONATION_RETURN_PATH },
  transparency: { path: '/transparency', getHref: () => '/transparency' },
  /** The privacy notice (server-rendered, readable without JavaScript). */
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  memberCard: {
    path: MEMBER_CARD_PATH,
    getHref: (id?: number | string) =>
      id === undefined ? MEMBER_CARD_PATH : `${MEMBER_CARD_PATH}?id=${encodeURIComponent(String(id))}`,
  },
  memberRequest: { path: '/member-requisition', getHref: () => '/member-requisition' },
  /** A person's own page; the server answers its forms' addresses under it with the page too. */
  ownPage: { path: OWN_PAGE_PATH, getHref: () => OWN_PAGE_PATH },
  ownPageForms: { path: `${OWN_PAGE_PATH}/*`, getHref: () => OWN_PAGE_PATH },
  auth: {
    signIn: { path: '/auth/sign-in', getHref: () => '/auth/sign-in' },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
    /** The page an invitation or reset e-mail links to (`?token=`). */
    setPassword: { path: '/auth/set-password', getHref: () => '/auth/set-password' },
    /** The forced change of a generated first password. */
    newPassword: { path: '/auth/new-password', getHref: () => '/auth/new-password' },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    createMember: { path: '/admin/create-member', getHref: () => '/admin/create-member' },
    viewMembers: { path: '/admin/view-members', getHref: () => '/admin/view-members' },
    membershipApplications: { path: '/admin/volunteers', getHref: () => '/admin/volunteers' },
    addBlog: { path: '/admin/add-blog', getHref: () => '/admin/add-blog' },
    addProgram: { path: '/admin/add-program', getHref: () => '/admin/add-program' },
    memberRequests: { path: '/admin/member-application', getHref: () => '/admin/member-application' },
    blogs: { path: '/admin/blogs', getHref: () => '/admin/blogs' },
    programs: { path: '/admin/programs', getHref: () => '/admin/programs' },
    donations: { path: '/admin/donations', getHref: () => '/admin/donations' },
    donors: { path: '/admin/donors', getHref: () => '/admin/donors' },
    auditLog: { path: '/admin/audit-log', getHref: () => '/admin/audit-log' },
    admins: { path: '/admin/admins', getHref: () => '/admin/admins' },
    disbursements: { path: '/admin/disbursements', getHref: () => '/admin/disbursements' },
    privacy: { path: '/admin/privacy', getHref: () => '/admin/privacy' },
    breaches: { path: '/admin/breaches', getHref: () => '/admin/breaches' },
  },
} as const;
