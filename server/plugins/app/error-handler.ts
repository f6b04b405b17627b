import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { FileRejectedError, StorageUnavailableError } from '../../files/file-store';

/** Fastify's own client-error codes and the message we answer for each. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_PARTS_LIMIT: 'Too many form fields or files',
  FST_FILES_LIMIT: 'Too many files',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
  FST_PROTO_VIOLATION: 'Invalid form field name',
  FST_ERR_VALIDATION: 'Invalid request',
};

const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

/**
 * Every error leaves as JSON `{success:false, message}`: 4xx with a clear message for bad input, 500 with a
 * generic message (never a stack trace) for our own faults, 503 when the database or the upload store is
 * unreachable.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const fail = (status: number, message: string) => reply.code(status).send({ success: false, message });
      if (hasZodFastifySchemaValidationErrors(error)) {
        const [issue] = error.validation;
        // A body that is null, a list or a bare value where an object is due: one message for every endpoint.
        const isNotObject =
          error.validationContext === 'body' &&
          issue?.instancePath === '/' &&
          issue.keyword === 'invalid_type' &&
          issue.params.expected === 'object';
        return fail(400, isNotObject ? NOT_AN_OBJECT_MESSAGE : (issue?.message ?? 'Invalid request'));
      }
      if (error instanceof HttpError) return fail(error.statusCode, error.message);
      if (error instanceof FileRejectedError) return fail(400, error.message);
      if (error instanceof StorageUnavailableError) {
        request.log.error({ err: error }, 'upload storage unavailable');
        return fail(
          503,
          'File storage is temporarily unavailable. Nothing was saved; please try again shortly.',
        );
      }
      if (isMalformedMultipart(error, String(request.headers['content-type'] ?? '')))
        return fail(400, 'The form data is malformed or incomplete');
      const status = error.statusCode ?? 500;
      if (status === 429) return fail(429, 'Too many requests. Please wait and try again.');
      if (status >= 400 && status < 500)
        return fail(status, (error.code && CLIENT_ERROR_MESSAGES[error.code]) ?? 'Invalid request');
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return fail(503, 'The service is temporarily unavailable. Please try again shortly.');
      }
      request.log.error({ err: error }, 'unhandled error');
      return fail(500, 'Something went wrong on our side. Please try again.');
    });
  },
  { name: 'error-handler' },
);

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  // Another process holds the SQLite file's write lock (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT): nothing was written.
  if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|SQLITE_BUSY/.test(message);
}

/**
 * A cut-off or garbled multipart body: busboy's parse errors, or a file stream that ended before its boundary.
 * They carry no status code but are the client's fault.
 */
function isMalformedMultipart(error: FastifyError, contentType: string): boolean {
  if (!contentType.toLowerCase().startsWith('multipart/')) return false;
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return /^(Unexpected end of (form|file)|Malformed part header|Multipart: Boundary not found)$/.test(
    error.message,
  );
}
