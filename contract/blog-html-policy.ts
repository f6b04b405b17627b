/**
 * The HTML a blog body may keep, one list for both sides: the server stores a body through it
 * (server/lib/sanitize-blog-html.ts, sanitize-html) and the admin preview and the public article show a body
 * through it (src/lib/sanitize-blog-html.ts, DOMPurify), so the preview shows what the saved article will.
 * Text formatting, headings, lists, quotes, tables, links and images over http(s); everything else (scripts,
 * styles, event handlers, iframes, forms, javascript: URLs) is dropped.
 */
export const BLOG_HTML_POLICY = {
  tags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'span',
    'small',
    'sub',
    'sup',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  /** The attributes each tag may keep; a tag not named here keeps none. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  } as Record<string, readonly string[]>,
  /** URL schemes a link may use; relative URLs are kept, protocol-relative ones (//host) are not. */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  /** URL schemes an image may use. */
  imageSchemes: ['http', 'https'],
  /** Tags dropped together with their text; any other tag outside the list is dropped, its text kept. */
  dropWithContent: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'title'],
  /** A link that opens a new tab gets this rel, so the new page cannot reach back into ours. */
  newTabRel: 'noopener noreferrer',
} as const;
