import { paths } from '@/config/paths';
export const DONATE_HERO = {
  heading: 'Your gift feeds families and builds futures',
  text: 'Give securely in naira. Every donation goes directly to food, skills training and care for families in need.',
  buttonLabel: 'Donate Now',
} as const;

export const IMPACT_HEADING = 'Our Impact So Far';

/** The four static impact figures. */
export const IMPACT_FIGURES = [
  { figure: '10,000+', label: 'Lives Touched' },
  { figure: '500+', label: 'Families Helped' },
  { figure: '25+', label: 'Communities Reached' },
  { figure: '100+', label: 'Volunteers' },
];

export const DONATION_REASONS_HEADING = 'Why Your Donation Matters';

/** Each reason, with a link to the page that shows it where there is one (the public ledger). */
export const DONATION_REASONS = [
  {
    title: '100% Transparency',
    description:
      'Every donation is recorded with its payment reference and reported to our members with receipts.',
    link: { label: 'See where the money goes', href: paths.transparency.getHref() },
  },
  {
    title: 'Direct Impact',
    description:
      'Your gift buys food, school supplies and training materials for real families, not overheads.',
  },
  {
    title: 'Local Expertise',
    description: 'Our volunteers live in the communities they serve and know exactly where help is needed.',
  },
];

export const DONATE_TODAY = {
  heading: 'Donate Today',
  text: 'Join the neighbours, friends and families who keep our programs running. Together we can make sure no one is left behind.',
  buttonLabel: 'Donate Today',
} as const;
