import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { APPLICATION_IMAGE_MAX_BYTES, CERTIFICATE_MAX_BYTES } from '@contract/constants';
import {
  MEMBERSHIP_APPLICATION_FILE_FIELDS,
  MEMBERSHIP_APPLICATION_MESSAGES as M,
} from '@contract/membership-application';
import { MEMBERSHIP_APPLICATION_SERVER_MESSAGES as S } from '@contract/membership-application-documents';
import { badRequest, HttpError } from '../../lib/http-error';

export interface UploadedFile {
  filename: string;
  content: Buffer;
}

export interface ApplicationForm {
  fields: Record<string, string>;
  image: UploadedFile | null;
  certificate: UploadedFile | null;
}

const FILE_RULES = {
  [MEMBERSHIP_APPLICATION_FILE_FIELDS.image]: {
    maxBytes: APPLICATION_IMAGE_MAX_BYTES,
    tooLarge: M.imageTooLarge,
  },
  [MEMBERSHIP_APPLICATION_FILE_FIELDS.certificate]: {
    maxBytes: CERTIFICATE_MAX_BYTES,
    tooLarge: M.certificateTooLarge,
  },
} as const;
type FileField = keyof typeof FILE_RULES;

const isFileField = (name: string): name is FileField => Object.hasOwn(FILE_RULES, name);
const payloadTooLarge = (message: string) => new HttpError(413, message);

/** Looks at a text field as soon as it is read; throwing refuses the request there, before the parts after it. */
export type FieldCheck = (name: string, value: string) => Promise<void>;

/**
 * Reads the membership application's multipart body to the end: text fields (first value wins) and the two
 * files, each held to its own limit (the plugin's limit is the larger 5 MB). A file over its limit is drained,
 * not kept, and answered 413 with the message for that field; every stream is consumed before we answer,
 * except when `checkField` refuses a field: the request is answered then, and the rest is never read.
 */
export async function readApplicationForm(
  request: FastifyRequest,
  checkField?: FieldCheck,
): Promise<ApplicationForm> {
  if (!request.isMultipart()) throw badRequest(S.notMultipart);
  const form: ApplicationForm = { fields: {}, image: null, certificate: null };
  let firstProblem: HttpError | null = null;
  const note = (problem: HttpError) => {
    firstProblem ??= problem;
  };

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) note(badRequest(S.fieldTooLong));
        if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
          form.fields[part.fieldname] = part.value;
          await checkField?.(part.fieldname, part.value);
        }
        continue;
      }
      if (!isFileField(part.fieldname)) {
        await drain(part);
        note(badRequest(S.unexpectedFile));
        continue;
      }
      const rule = FILE_RULES[part.fieldname];
      const content = await readWithin(part, rule.maxBytes);
      if (content === null) {
        note(payloadTooLarge(rule.tooLarge));
        continue;
      }
      const file = { filename: part.filename, content };
      if (part.fieldname === MEMBERSHIP_APPLICATION_FILE_FIELDS.image) form.image ??= file;
      else form.certificate ??= file;
    }
  } catch (error) {
    throw translateMultipartError(error);
  }
  if (firstProblem) throw firstProblem;
  return form;
}

/** The file's bytes, or null when it is larger than `maxBytes` (the rest of the stream is still read). */
async function readWithin(
  part: Extract<Multipart, { type: 'file' }>,
  maxBytes: number,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (size > maxBytes || part.file.truncated) return null;
  return Buffer.concat(chunks, size);
}

async function drain(part: Extract<Multipart, { type: 'file' }>): Promise<void> {
  for await (const _chunk of part.file as AsyncIterable<Buffer>) {
    // discarded
  }
}

/** @fastify/multipart's limit errors, answered with the message of the field that broke them. */
function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const field = (error as { part?: { fieldname?: unknown } }).part?.fieldname;
    return payloadTooLarge(
      typeof field === 'string' && isFileField(field) ? FILE_RULES[field].tooLarge : 'The file is too large',
    );
  }
  return error;
}
