import { FORUM_NAME } from '@contract/constants';
import { jsonLdTag } from '@contract/server-rendered-page';
import { organisation } from '@/content/organisation';
import { getPublicOrigin } from '@/config/env';

/**
 * The home page's Schema.org NGO block, so search engines know who the forum is and how to reach it. It is
 * written into the HTML the server sends, for crawlers; the browser's app never renders it.
 */
export function organisationJsonLdTag(): string {
  const origin = getPublicOrigin();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: FORUM_NAME,
    alternateName: organisation.shortName,
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    description: organisation.tagline,
    foundingDate: '2020',
    email: organisation.contact.email,
    telephone: organisation.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: '82 Brick House, MKO Abiola Way, Ring Road',
      addressLocality: 'Ibadan',
      addressRegion: 'Oyo State',
      addressCountry: 'NG',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: organisation.office.latitude,
      longitude: organisation.office.longitude,
    },
    sameAs: organisation.socials.map((social) => social.href),
  };
  return jsonLdTag(data);
}
