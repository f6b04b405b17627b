import sanitizeHtml from 'sanitize-html';
import { BLOG_HTML_POLICY as POLICY } from '@contract/blog-html-policy';

/** contract/blog-html-policy.ts in sanitize-html's terms: what a stored blog body may keep. */
const BLOG_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(POLICY.attributes).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...POLICY.linkSchemes],
  allowedSchemesByTag: { img: [...POLICY.imageSchemes] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...POLICY.dropWithContent],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: POLICY.newTabRel } : attribs,
    }),
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML_OPTIONS).trim();
}
