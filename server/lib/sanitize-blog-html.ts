import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
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

const require = createRequire(import.meta.url);
let sanitizer: typeof sanitizeHtml | undefined;

/** sanitize-html (with its HTML and CSS parsers) is loaded by the first blog post written, not at start-up. */
export function sanitizeBlogHtml(html: string): string {
  sanitizer ??= require('sanitize-html') as typeof sanitizeHtml;
  return sanitizer(html, BLOG_HTML_OPTIONS).trim();
}
