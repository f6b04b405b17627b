import type { FastifyInstance } from 'fastify';

/** A plain HTML form's body is small: a few fields of text. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Reads `application/x-www-form-urlencoded` bodies (a plain HTML `<form method="post">`) as an object of strings,
 * in the plugin that calls it. A name sent twice keeps its last value, as a single-valued field reads.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A posted form's body as the object of strings it is (anything else: no fields). */
export function formFieldsOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** The named fields of a posted form as text: a field not sent, or not text, reads as empty. */
export function formTextsOf<TField extends string>(
  body: unknown,
  fields: readonly TField[],
): Record<TField, string> {
  const sent = formFieldsOf(body);
  return Object.fromEntries(
    fields.map((field) => [field, typeof sent[field] === 'string' ? sent[field] : '']),
  ) as Record<TField, string>;
}
