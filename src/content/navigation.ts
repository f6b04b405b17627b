import { paths } from '@/config/paths';

export interface NavigationLink {
  label: string;
  href: string;
  /** Active only on exactly this path (the home link), not on paths below it. */
  isExact?: boolean;
  /** A screen only our server offers: hidden when the API is the forum's PHP API. */
  isOursOnly?: true;
}

/** The header's links, in order (desktop bar and mobile menu). */
export const HEADER_LINKS: readonly NavigationLink[] = [
  { label: 'Home', href: paths.home.getHref(), isExact: true },
  { label: 'Who we are', href: paths.whoWeAre.getHref() },
  { label: 'Programs', href: paths.programs.getHref() },
  { label: 'Our people', href: paths.ourPeople.getHref() },
  { label: 'Blog', href: paths.blog.getHref() },
];

/** The footer's quick links, in order. */
export const FOOTER_QUICK_LINKS: readonly NavigationLink[] = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'Who We Are', href: paths.whoWeAre.getHref() },
  { label: 'Our People', href: paths.ourPeople.getHref() },
  { label: 'Programs', href: paths.programs.getHref() },
  { label: 'Blog', href: paths.blog.getHref() },
  { label: 'Where the money goes', href: paths.transparency.getHref(), isOursOnly: true },
];

export const DONATE_CALL_TO_ACTION = { label: 'Make a donation', href: paths.donate.getHref() } as const;

/** The admin sidebar: the dashboard, the six core screens in order, then the management screens. */
export const ADMIN_LINKS: readonly NavigationLink[] = [
  { label: 'Dashboard', href: paths.admin.root.getHref(), isExact: true, isOursOnly: true },
  { label: 'Create Member', href: paths.admin.createMember.getHref() },
  { label: 'View Members', href: paths.admin.viewMembers.getHref() },
  { label: 'Volunteers', href: paths.admin.membershipApplications.getHref() },
  { label: 'Add Blog', href: paths.admin.addBlog.getHref() },
  { label: 'Add Program', href: paths.admin.addProgram.getHref() },
  { label: 'Member Applications', href: paths.admin.memberRequests.getHref() },
  { label: 'Blog Posts', href: paths.admin.blogs.getHref(), isOursOnly: true },
  { label: 'Programs', href: paths.admin.programs.getHref(), isOursOnly: true },
  { label: 'Donations', href: paths.admin.donations.getHref(), isOursOnly: true },
  { label: 'Donors', href: paths.admin.donors.getHref(), isOursOnly: true },
  { label: 'Disbursements', href: paths.admin.disbursements.getHref(), isOursOnly: true },
  { label: 'Audit Log', href: paths.admin.auditLog.getHref(), isOursOnly: true },
  { label: 'Admins', href: paths.admin.admins.getHref(), isOursOnly: true },
  { label: 'Privacy', href: paths.admin.privacy.getHref(), isOursOnly: true },
  { label: 'Breaches', href: paths.admin.breaches.getHref(), isOursOnly: true },
];
