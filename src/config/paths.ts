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
  memberCard: {
    path: '/member-card',
    getHref: (id?: number | string) =>
      id === undefined ? '/member-card' : `/member-card?id=${encodeURIComponent(String(id))}`,
  },
  memberRequisition: { path: '/member-requisition', getHref: () => '/member-requisition' },
  auth: {
    signIn: { path: '/auth/sign-in', getHref: () => '/auth/sign-in' },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    createMember: { path: '/admin/create-member', getHref: () => '/admin/create-member' },
    viewMembers: { path: '/admin/view-members', getHref: () => '/admin/view-members' },
    volunteers: { path: '/admin/volunteers', getHref: () => '/admin/volunteers' },
    addBlog: { path: '/admin/add-blog', getHref: () => '/admin/add-blog' },
    addProgram: { path: '/admin/add-program', getHref: () => '/admin/add-program' },
    memberApplication: { path: '/admin/member-application', getHref: () => '/admin/member-application' },
    blogs: { path: '/admin/blogs', getHref: () => '/admin/blogs' },
    programs: { path: '/admin/programs', getHref: () => '/admin/programs' },
    donations: { path: '/admin/donations', getHref: () => '/admin/donations' },
    auditLog: { path: '/admin/audit-log', getHref: () => '/admin/audit-log' },
  },
} as const;
