import { FORUM_NAME } from '@contract/constants';
import { organisation } from '@/content/organisation';

export const WHO_WE_ARE_HERO = {
  heading: 'Who We Are',
  text: `The ${FORUM_NAME} is a volunteer-driven non-profit in Ibadan, working since 2020 to fight hunger, support widows and strengthen communities.`,
} as const;

/**
 * The six tabs of the Who we are page, in order; the first is the default. `points` are short points shown as a
 * list under the paragraphs.
 */
export const ABOUT_TABS = [
  {
    id: 'mission',
    label: 'Mission and Vision',
    heading: 'Our mission and vision',
    paragraphs: [
      'Our mission is to relieve hunger and hardship in our communities by mobilising volunteers and donors to give food, skills and care to the people who need them most.',
      'Our vision is a Nigeria where no widow, child or elderly person is forgotten, and where every community has neighbours ready to help.',
    ],
  },
  {
    id: 'values',
    label: 'Core Values',
    heading: 'What guides us',
    paragraphs: ['Four values shape every program we run and every naira we spend.'],
    points: [
      'Compassion: we help without expecting anything in return.',
      'Community: we work with local leaders and families, not for them.',
      'Transparency: we account publicly for every donation.',
      'Dignity: we treat every person we serve as a neighbour, never as a case.',
    ],
  },
  {
    id: 'history',
    label: 'Our History',
    heading: 'How we started',
    paragraphs: [
      'The forum was founded in 2020, when a small group of friends in Ibadan began sharing food with neighbours who had lost their income during the lockdown.',
      'What began as a few bags of rice from a living room on Ring Road has grown into a registered forum with members across Oyo State, regular food drives, a widows empowerment program and yearly medical outreaches.',
    ],
  },
  {
    id: 'approach',
    label: 'Our Approach',
    heading: 'How we work',
    paragraphs: [
      'We listen before we act. Community leaders, religious groups and market associations help us find the families in greatest need.',
      'We combine immediate relief with support that lasts: food today, and a skill or a school place for tomorrow. After each program we check back with the people we served.',
    ],
    points: [
      'Listen to the community',
      'Give relief where it is urgent',
      'Build skills that last',
      'Report openly',
    ],
  },
  {
    id: 'team',
    label: 'Our Team',
    heading: 'The people behind the forum',
    paragraphs: [
      'The forum is led by elected executives and powered by members who volunteer their evenings and weekends: teachers, nurses, pharmacists, accountants, traders and students.',
      'Every executive serves without pay. Visit Our People to meet them.',
    ],
  },
  {
    id: 'contact',
    label: 'Our Contact',
    heading: 'Get in touch',
    paragraphs: [
      `Visit us at ${organisation.office.fullAddress} (${organisation.office.hours}).`,
      `Call ${organisation.contact.phone} or write to ${organisation.contact.email}. We answer every message.`,
    ],
  },
];

export const HELP_FIGHT_HUNGER = {
  heading: 'Help Fight Hunger',
  text: 'A gift of ₦50,000 feeds a family of five for a month. Give today and stand with a family tomorrow.',
  buttonLabel: 'Give Now',
} as const;

export const TESTIMONIALS_HEADING = 'Voices from our community';

/** The four fixed testimonials. */
export const TESTIMONIALS = [
  {
    name: 'Mrs Sade Akinola',
    role: 'Widow and Beneficiary',
    text: 'After my husband died I did not know how I would feed my children. The forum taught me to make soap and now I supply three schools. They gave me a future.',
  },
  {
    name: 'Mr Gbenga Oyelaran',
    role: 'Beneficiary',
    text: 'When I lost my job, the food pack from the forum carried my family through the hardest month. Nobody made me feel ashamed to receive it.',
  },
  {
    name: 'Mrs Bilikisu Adeniran',
    role: 'Widow and Beneficiary',
    text: 'They did not only bring rice. They came back to check on me, and they helped my daughter return to school.',
  },
  {
    name: 'Tobi Adekunle',
    role: 'Beneficiary',
    text: 'I got new books and a school bag at the back-to-school day. Now I am the best in mathematics in my class.',
  },
];

export const OFFICE_CARD = {
  heading: 'Visit our office',
  showLocationLabel: 'Show Location',
  showDirectionsLabel: 'Show Directions',
  directionsLinkLabel: 'Get directions in Google Maps',
  copyAddressLabel: 'Copy address',
  copiedMessage: 'Address copied to clipboard!',
  copyFailedMessage: 'Could not copy the address. Please copy it by hand.',
  mapTitle: 'Map of our office in Ibadan',
  directionsSteps: [
    'From Ring Road roundabout, take MKO Abiola Way towards Challenge.',
    'Brick House is on your right after about 300 metres, opposite the filling station.',
    'Our office is on the first floor; ask at the front desk for the forum.',
  ],
} as const;
