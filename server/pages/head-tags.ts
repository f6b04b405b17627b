import { FORUM_NAME } from '@contract/constants';
import { SHARE_IMAGE } from '@contract/share-image';
import { jsonLdTag } from '@contract/server-rendered-page';
import { escapeHtml } from './page-html';

export interface HeadTagsInput {
  /** The page's own title; the forum's name is appended in <title>. */
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  type: 'website' | 'article';
  /** Absolute URL of the page's preview picture (1200×630, JPEG or PNG). */
  image: string;
  imageSize?: { width: number; height: number };
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** Whether search engines should leave the page out (an article that does not exist). */
  noIndex?: boolean;
}

/**
 * A page's head for crawlers and link previews (Facebook, WhatsApp, X read only the HTML): title, description,
 * canonical URL, Open Graph and X card tags, JSON-LD. Every value is escaped. Each tag the app renders again
 * is marked data-static-seo: once the app runs, it renders its own and removes these. The JSON-LD is not: the
 * app renders none, and a crawler that runs scripts must still find it.
 */
export function headTags(input: HeadTagsInput): string {
  const attr = escapeHtml;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta data-static-seo ${key}="${name}" content="${attr(content)}">`;
  const tags: string[] = [];
  tags.push(`<title data-static-seo>${escapeHtml(`${input.title} | ${FORUM_NAME}`)}</title>`);
  tags.push(meta('name', 'description', input.description));
  if (input.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  else tags.push(`<link data-static-seo rel="canonical" href="${attr(input.url)}">`);
  tags.push(
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:type', input.type),
    meta('property', 'og:url', input.url),
    meta('property', 'og:site_name', FORUM_NAME),
  );
  tags.push(meta('property', 'og:image', input.image));
  if (input.imageSize) {
    tags.push(
      meta('property', 'og:image:width', String(input.imageSize.width)),
      meta('property', 'og:image:height', String(input.imageSize.height)),
    );
  }
  tags.push(meta('name', 'twitter:card', 'summary_large_image'), meta('name', 'twitter:image', input.image));
  tags.push(
    meta('name', 'twitter:title', input.title),
    meta('name', 'twitter:description', input.description),
  );
  if (input.jsonLd) tags.push(jsonLdTag(input.jsonLd));
  return tags.join('');
}

/** The site's own link-preview picture, for a page without one of its own. */
export const siteShareImage = (origin: string) => ({
  image: `${origin}${SHARE_IMAGE.path}`,
  imageSize: SHARE_IMAGE,
});

/** The head of a site page with no picture of its own: its address on `origin`, the site's preview picture. */
export const siteHeadTags = (
  origin: string,
  pathname: string,
  about: { title: string; description: string },
  noIndex?: boolean,
) => headTags({ ...about, url: `${origin}${pathname}`, type: 'website', noIndex, ...siteShareImage(origin) });
