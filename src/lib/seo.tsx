import { useLocation } from 'react-router-dom';
import { FORUM_NAME } from '@contract/constants';
import { SHARE_IMAGE } from '@contract/share-image';
import { getPublicOrigin } from '@/config/env';

export interface SeoProps {
  /** The page's own title; the forum's name is appended. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Path of the canonical URL (for example '/blog'); when left out no canonical link is set. */
  canonicalPath?: string;
  /** Open Graph type: 'article' for blog posts, 'website' otherwise. */
  type?: 'website' | 'article';
  /** Asks search engines not to index the page (member cards). */
  noIndex?: boolean;
  /** The page's own 1200×630 preview picture (a path on this site, or an address); else the site's. */
  image?: string;
}

/** The full document title of a page. */
function formatPageTitle(title: string): string {
  return title === FORUM_NAME ? FORUM_NAME : `${title} | ${FORUM_NAME}`;
}

/**
 * A page's title and meta tags, with its link-preview picture (the site's unless it has its own). React 19 hoists <title>, <meta> and <link> rendered anywhere into
 * <head> and removes them when the page unmounts, so each page simply renders one <Seo />.
 */
export function Seo({
  title,
  description,
  keywords,
  canonicalPath,
  type = 'website',
  noIndex = false,
  image,
}: SeoProps) {
  const { pathname } = useLocation();
  const origin = getPublicOrigin();
  const fullTitle = formatPageTitle(title);
  const pageUrl = `${origin}${canonicalPath ?? pathname}`;
  const picture = image ?? SHARE_IMAGE.path;
  const imageUrl = /^https?:\/\//i.test(picture) ? picture : `${origin}${picture}`;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {canonicalPath !== undefined ? <link rel="canonical" href={`${origin}${canonicalPath}`} /> : null}
      {/* The page's own title: the site's name is og:site_name's. */}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={pageUrl} />
      <meta property="og:site_name" content={FORUM_NAME} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
