import { FORUM_NAME, FORUM_SHORT_NAME } from '@contract/constants';

export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'X';
  href: string;
}

/** Who the forum is and how to reach it: used by the header, the footer and the about pages. */
export const organisation = {
  name: FORUM_NAME,
  shortName: FORUM_SHORT_NAME,
  tagline: 'Compassion in action for families and communities across Nigeria.',
  contact: {
    email: 'info@helpinghandsforum.org',
    phone: '+234 803 555 0142',
    /** The same number in the form a tel: link needs. */
    phoneHref: 'tel:+2348035550142',
  },
  office: {
    addressLines: ['82 Brick House, MKO Abiola Way', 'Ring Road, Ibadan', 'Oyo State, Nigeria'],
    fullAddress: '82 Brick House, MKO Abiola Way, Ring Road, Ibadan, Oyo State, Nigeria',
    latitude: 7.3775,
    longitude: 3.947,
    hours: 'Mon - Fri: 9AM - 5PM',
  },
  /** The headline figures the donate page also shows ('Our Impact So Far'). */
  impact: [
    { figure: '10,000+', label: 'Lives touched' },
    { figure: '500+', label: 'Families helped' },
    { figure: '25+', label: 'Communities reached' },
  ],
  socials: [
    { network: 'Facebook', href: 'https://www.facebook.com/helpinghandsforum' },
    { network: 'Instagram', href: 'https://www.instagram.com/helpinghandsforum' },
    { network: 'X', href: 'https://x.com/helpinghandsng' },
  ] satisfies SocialLink[],
} as const;
