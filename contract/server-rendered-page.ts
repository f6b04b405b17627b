/** The id of the `<script type="application/json">` a server-rendered page carries its data in. */
export const QUERY_STATE_ELEMENT_ID = '__QUERY_STATE__';

/**
 * A form posted without the app and answered by the server with its page: the values sent, the message for
 * each field that was wrong, and a message for the whole form. The page renders it, and the app (when it
 * runs) starts from it, read from the page's data under `formAnswerQueryKey`.
 */
export interface FormAnswer {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** 'submitted': stored (the form shows empty again); 'refused': something to fix. */
  outcome: 'submitted' | 'refused';
  message?: string;
}

/** The cache key a page's form answer is embedded under. */
export const formAnswerQueryKey = (form: 'member-request' | 'donation') => ['form-answer', form] as const;

/**
 * JSON as the text of a `<script>` element (page data, JSON-LD), for the SPA and the server alike: `<`, `>` and
 * `&` are written as `\u003c`, `\u003e` and `\u0026`, so no value (an article's title, say) can close the element
 * or open a comment, and U+2028/2029 are escaped for parsers that take them as line ends. `JSON.parse` reads it
 * back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data (Schema.org JSON-LD) as the tag a page's HTML carries it in. */
export function jsonLdTag(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}
