import DOMPurify from 'dompurify';

/** The blog body as the public article will show it: the same rules as the article page's sanitiser. */
export function sanitizePreviewHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
