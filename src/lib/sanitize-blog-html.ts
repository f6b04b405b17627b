import DOMPurify from 'dompurify';
import { BLOG_HTML_POLICY as POLICY } from '@contract/blog-html-policy';

const schemesPattern = (schemes: readonly string[]) =>
  // A scheme from the list, or a relative URL (no scheme, not protocol-relative).
  new RegExp(`^(?:(?:${schemes.join('|')}):|(?![a-z][a-z0-9+.-]*:|//))`, 'i');
const LINK_URL = schemesPattern(POLICY.linkSchemes);
const IMAGE_URL = schemesPattern(POLICY.imageSchemes);
const URL_ATTRIBUTES = new Set(['href', 'src']);

const purify = DOMPurify();
// Without a DOM (the server rendering an article) DOMPurify has no hooks to add; see sanitizeBlogHtml.
if (purify.isSupported) {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = POLICY.attributes[tag] ?? [];
    if (!allowed.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (URL_ATTRIBUTES.has(data.attrName)) {
      const pattern = tag === 'img' ? IMAGE_URL : LINK_URL;
      if (!pattern.test(data.attrValue.trim())) data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', POLICY.newTabRel);
  });
}

/**
 * A blog body as the public article and the admin preview show it: contract/blog-html-policy.ts, the list the
 * server stores a body through, so the preview shows what the saved article will. DOMPurify needs a DOM: when
 * the server renders an article (no window), the body it is given was already sanitised there through the
 * same list (sanitize-html), so it is used as it is.
 */
export function sanitizeBlogHtml(html: string): string {
  if (!purify.isSupported) return html;
  return purify
    .sanitize(html, {
      ALLOWED_TAGS: [...POLICY.tags],
      ALLOWED_ATTR: [...new Set(Object.values(POLICY.attributes).flat())],
      FORBID_CONTENTS: [...POLICY.dropWithContent],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    })
    .trim();
}
