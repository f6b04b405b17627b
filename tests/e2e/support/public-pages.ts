/** Every public page with the title it sets and its main heading; `prerendered` pages are written at build. */
export const PUBLIC_PAGES = [
  {
    path: '/',
    title: /^Helping Hands Humanitarian Forum$/,
    heading: 'Helping Hands Humanitarian Forum',
    prerendered: true,
  },
  { path: '/who-we-are', title: /^Who We Are \|/, heading: 'Who We Are', prerendered: true },
  { path: '/programs', title: /^Programs \|/, heading: 'Recent Programs', prerendered: true },
  { path: '/our-people', title: /^Our People \|/, heading: 'Our People', prerendered: true },
  { path: '/blog', title: /^Blog \|/, heading: 'Latest News', prerendered: true },
  {
    path: '/donate',
    title: /^Donate \|/,
    heading: 'Your gift feeds families and builds futures',
    prerendered: true,
  },
  { path: '/member-requisition', title: /^Member Request \|/, heading: 'Member Request', prerendered: true },
  { path: '/no-such-page', title: /^Page Not Found \|/, heading: 'Page Not Found', prerendered: false },
] as const;

/**
 * Every kind of page the server sends: the public pages (prerendered, or rendered with their data), the app's
 * shell (sign-in, the admin area), and the 404 pages of an unknown address, article and member card.
 */
export const SERVER_SENT_PAGES = [
  ...PUBLIC_PAGES.map(({ path }) => path),
  '/transparency',
  '/privacy',
  '/member-card?id=0190a0b0-0000-7000-8000-000000000031',
  '/auth/sign-in',
  '/me',
  '/admin',
  '/blog/987654321',
];
