import { FORUM_NAME } from '@contract/constants';
import { organisation } from '@/content/organisation';

/** The three slides of the home hero carousel (3 images, one every 3.5 s). */
export const HERO_SLIDES = [
  {
    src: '/images/hero/hero-food.svg',
    alt: 'Volunteers handing food packs to families at a community food drive',
    heading: 'No family in our community should go to bed hungry',
    text: 'Every month our volunteers pack and share food with widows, the elderly and struggling families across Ibadan.',
  },
  {
    src: '/images/hero/hero-widows.svg',
    alt: 'A group of women learning a trade together at a workshop',
    heading: 'Standing beside widows as they rebuild their lives',
    text: 'Skills training, starter packs and a community that checks in: support that lasts long after the workshop ends.',
  },
  {
    src: '/images/hero/hero-community.svg',
    alt: 'Neighbours gathered under a tree at a community meeting',
    heading: 'Communities stronger together',
    text: 'We work hand in hand with community leaders to reach the people who need help most, openly and accountably.',
  },
];

export const HERO_SLIDE_WIDTH = 1200;
export const HERO_SLIDE_HEIGHT = 640;

export const UPCOMING_PROGRAM_COPY = {
  heading: 'Upcoming Programs',
  noProgramHeading: 'No Upcoming Programs',
  noProgramText:
    'Stay tuned for our next program. We are committed to making a difference in the community and will update you soon with details.',
  donateLabel: 'Support this program',
  programsLabel: 'See all programs',
} as const;

export const ABOUT_TEASER = {
  eyebrow: 'About us',
  heading: `Who is the ${FORUM_NAME}?`,
  paragraphs: [
    `We are a volunteer-driven, non-profit forum based in Ibadan, Oyo State. For the past 5 years we have brought neighbours, professionals and donors together to fight hunger, support widows and strengthen the communities we call home.`,
    `Our members give their time and skills freely, and every naira donated goes to food, training and care for real families. Call us on ${organisation.contact.phone} or write to ${organisation.contact.email}; we would love to hear from you.`,
  ],
  linkLabel: 'Learn more about us',
} as const;

export type FeatureIcon = 'hands' | 'shield' | 'people' | 'chart';

export interface FeatureCard {
  icon: FeatureIcon;
  title: string;
  description: string;
}

export const WHY_CHOOSE_HEADING = `Why choose the ${FORUM_NAME}`;

/** The four 'Why choose' cards of the home page. */
export const WHY_CHOOSE_FEATURES: readonly FeatureCard[] = [
  {
    icon: 'hands',
    title: 'Run by volunteers',
    description:
      'Our members give their time for free, so your gift pays for food and care, not for overheads.',
  },
  {
    icon: 'shield',
    title: 'Open books',
    description:
      'Every donation is recorded with its payment reference and reported to members every quarter.',
  },
  {
    icon: 'people',
    title: 'Rooted in the community',
    description:
      'We find families through local leaders, churches, mosques and market associations who know them.',
  },
  {
    icon: 'chart',
    title: 'Help that lasts',
    description: 'Beyond relief, we train widows and young people in skills that bring a steady income.',
  },
];

export interface FaqItem {
  question: string;
  answer: string;
  /** Shows a link to the donate page under the answer. */
  linksToDonate?: boolean;
}

export const FAQ_HEADING = 'Frequently asked questions';

/** The eight FAQ topics, in order. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: `Who is the ${FORUM_NAME}?`,
    answer: `We are a registered, volunteer-driven humanitarian forum founded in Ibadan in 2020. Our members are teachers, nurses, traders, civil servants and students who share one goal: that no neighbour in need is left alone.`,
  },
  {
    question: 'What are your main focus areas?',
    answer:
      'Hunger relief through food drives, support and skills training for widows, help for children to stay in school, and free medical outreaches in underserved communities.',
  },
  {
    question: 'Who can benefit from your programs?',
    answer:
      'Widows, elderly people living alone, orphans and vulnerable children, and families who have lost their income. We identify households with community leaders, regardless of religion or ethnic group.',
  },
  {
    question: 'How can I support your work?',
    answer:
      'You can donate securely online in naira, sponsor a specific program, give food or school materials, or tell others about our work. Every gift, big or small, reaches a real family.',
    linksToDonate: true,
  },
  {
    question: 'How can I volunteer or become a member?',
    answer:
      'Click "Join the Movement" at the top of this page and fill in the membership application. After review, our secretary will contact you about our next orientation and the programs you can join.',
  },
  {
    question: 'How are donations used?',
    answer:
      'Donations buy food, training materials, school supplies and medicines for our programs. We publish what was received and what it bought at our quarterly meetings, with receipts.',
    linksToDonate: true,
  },
  {
    question: 'Where are you based?',
    answer: `Our office is at ${organisation.office.fullAddress}. It is open ${organisation.office.hours}, and our programs reach communities across Ibadan and beyond.`,
  },
  {
    question: 'How can I stay in touch?',
    answer: `Follow us on Facebook, Instagram and X, read our blog, call ${organisation.contact.phone} or write to ${organisation.contact.email}.`,
  },
];

export const VALUES_HEADING = 'Our values';

/** The four values cards with their titles and meanings. */
export const VALUES = [
  {
    title: 'Driven by Compassion',
    description: 'We reach out to those in need without expecting anything in return.',
  },
  {
    title: 'Community-Focused',
    description: 'We work hand in hand with communities to build lasting support systems.',
  },
  {
    title: 'Transparent & Trustworthy',
    description: 'We act with integrity: every donation goes directly to real impact.',
  },
  {
    title: 'Global Vision, Local Impact',
    description: 'Local roots, global reach: we think big and start with the family next door.',
  },
];
