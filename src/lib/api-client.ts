import type { Endpoint, Schema } from '@contract/endpoint';
import type { z } from '@contract/zod';
import { API_BASE_URL } from '@/config/env';
import { API_MESSAGES, SESSION_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { clearSession, getSessionToken, setLoginStatusMessage } from '@/lib/session';

/** The server answered with a status that is not OK and a body the endpoint's schema does not describe. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's own words (body.message or body.error), when it gave any. */
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | undefined, body: unknown) {
    super(serverMessage ?? API_MESSAGES.requestFailed);
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** One way the answer breaks the contract: a zod issue, as the schema's Standard Schema interface reports it. */
export type ContractIssue = NonNullable<
  Awaited<ReturnType<Schema['~standard']['validate']>>['issues']
>[number];

function pathOf(issue: ContractIssue): string {
  const keys = (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment));
  return keys.length ? keys.map(String).join('.') : '(body)';
}

/** The server answered OK with a body that breaks the contract: a bug to fix, not a state to show. */
export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';
  readonly endpoint: string;
  readonly issues: readonly ContractIssue[];

  constructor(endpoint: Endpoint, issues: readonly ContractIssue[]) {
    const details = issues
      .slice(0, 5)
      .map((issue) => `${pathOf(issue)}: ${issue.message}`)
      .join('; ');
    super(`The response of ${endpoint.method} ${endpoint.path} does not match the contract: ${details}`);
    this.endpoint = `${endpoint.method} ${endpoint.path}`;
    this.issues = issues;
  }
}

/** The request never got an answer (offline, DNS, CORS, server down). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super(API_MESSAGES.networkFailed, { cause });
  }
}

type SchemaInput<TSchema> = TSchema extends Schema ? z.input<TSchema> : never;

export type EndpointResult<TEndpoint extends Endpoint> = z.output<TEndpoint['response']>;

type BodyOption<TEndpoint extends Endpoint> = TEndpoint['body'] extends Schema
  ? { body: SchemaInput<TEndpoint['body']> }
  : { body?: never };

type QueryOption<TEndpoint extends Endpoint> = TEndpoint['query'] extends Schema
  ? { query: SchemaInput<TEndpoint['query']> }
  : { query?: never };

type CallOptions<TEndpoint extends Endpoint> = BodyOption<TEndpoint> &
  QueryOption<TEndpoint> & {
    signal?: AbortSignal;
    /** A public call that sends the admin's token when there is one (ours shows a signed-in admin more). */
    withSession?: boolean;
    /** Sent as the Idempotency-Key header: the same on every retry of one user action. */
    idempotencyKey?: string | undefined;
  };

/** Options may be left out only when the endpoint takes neither a body nor a query. */
type CallArguments<TEndpoint extends Endpoint> = TEndpoint['body'] extends Schema
  ? [options: CallOptions<TEndpoint>]
  : TEndpoint['query'] extends Schema
    ? [options: CallOptions<TEndpoint>]
    : [options?: CallOptions<TEndpoint>];

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell the size. */
  total: number;
  /** loaded / total between 0 and 1, or null when the total is unknown. */
  fraction: number | null;
}

export interface MultipartCallOptions {
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: the same on every retry of one user action. */
  idempotencyKey?: string | undefined;
  onUploadProgress?: (progress: UploadProgress) => void;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Registers what happens after an admin call is refused with 401 (the app passes the router's navigate).
 * Returns a function that removes the handler again.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** An admin call refused with 401: the session is over, the admin is sent to sign in again. */
function refuseUnauthorized(body: unknown): never {
  clearSession();
  setLoginStatusMessage(SESSION_MESSAGES.sessionExpired);
  if (unauthorizedHandler) unauthorizedHandler();
  else window.location.assign(paths.auth.signIn.getHref());
  throw new ApiError(401, SESSION_MESSAGES.sessionExpired, body);
}

/**
 * Where a file the API names lives: absolute URLs as they are; a path (`/uploads/x.png`, or PHP's relative
 * `uploads/x.png`) on the API's origin, never on the SPA's.
 */
export function resolveApiFileUrl(url: string): string {
  if (!url || /^(https?:|data:|blob:)/i.test(url)) return url;
  return `${API_BASE_URL}${url.startsWith('/') ? '' : '/'}${url}`;
}

function buildUrl(path: string, query?: unknown): string {
  const url = new URL(`${API_BASE_URL}${path}`, window.location.origin);
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
  }
  return url.toString();
}

function authorizationHeader(): Record<string, string> {
  const token = getSessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageFromBody(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof error === 'string' && error.trim()) return error;
  return undefined;
}

/**
 * zod/mini (contract/zod.ts) loads no locale, so a failed check without a message of its own says only 'Invalid
 * input'. A contract mismatch is rare (a bug) but people read its message: the answer is parsed once more with zod's
 * English messages, fetched only then, so it reads as before ('Invalid input: expected string, received number').
 */
async function describeMismatch(
  schema: Schema,
  body: unknown,
  issues: readonly ContractIssue[],
): Promise<readonly ContractIssue[]> {
  try {
    const { issuesInEnglish } = await import('@/lib/contract-issues-in-english');
    const english = issuesInEnglish(schema, body);
    return english.length ? english : issues;
  } catch {
    return issues;
  }
}

/** The one reading rule of every call: parse through the contract whatever the status. */
async function readResponse<TEndpoint extends Endpoint>(
  endpoint: TEndpoint,
  status: number,
  text: string,
): Promise<EndpointResult<TEndpoint>> {
  const ok = status >= 200 && status < 300;
  const body = parseJson(text);

  if (status === 401 && endpoint.access === 'admin') refuseUnauthorized(body);
  // The body of these calls is not read, so any 2xx is their success whatever it holds.
  if (ok && endpoint.successIsStatus) {
    const read = await endpoint.response['~standard'].validate(body);
    return (read.issues ? { success: true, message: '' } : read.value) as EndpointResult<TEndpoint>;
  }
  // A PHP warning printed before the JSON, or an HTML page: not an answer the site can read.
  if (body === undefined && text.trim()) {
    if (status === 404) throw new ApiError(status, API_MESSAGES.notOffered, undefined);
    if (ok) throw new ApiError(status, API_MESSAGES.unreadableAnswer, undefined);
  }

  // Through the schema's Standard Schema interface (zod's safeParse underneath), so this module, which every page
  // loads, carries no zod of its own: zod arrives with the contract's schemas, on the pages that call the API.
  const result = await endpoint.response['~standard'].validate(body);
  if (!result.issues) return result.value as EndpointResult<TEndpoint>;
  if (!ok) throw new ApiError(status, messageFromBody(body), body);
  throw new ContractMismatchError(endpoint, await describeMismatch(endpoint.response, body, result.issues));
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

/** Calls one endpoint of the contract with a JSON body and returns its parsed response. */
export async function callEndpoint<TEndpoint extends Endpoint>(
  endpoint: TEndpoint,
  ...[options]: CallArguments<TEndpoint>
): Promise<EndpointResult<TEndpoint>> {
  const { body, query, signal, withSession, idempotencyKey } = (options ?? {}) as {
    body?: unknown;
    query?: unknown;
    signal?: AbortSignal;
    withSession?: boolean;
    idempotencyKey?: string;
  };

  const hasBody = body !== undefined && endpoint.method !== 'GET';
  // A public read carries no header of its own, so another origin answers it without a CORS preflight; the
  // token goes only to admin calls, and only a JSON body is labelled as one.
  const init: RequestInit = {
    method: endpoint.method,
    headers: {
      ...(hasBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : {}),
      ...(endpoint.access === 'admin' || withSession ? authorizationHeader() : {}),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
  };
  if (hasBody) init.body = JSON.stringify(body);
  if (signal) init.signal = signal;

  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(endpoint.path, query), init);
    text = await response.text();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new NetworkError(error);
  }

  return readResponse(endpoint, response.status, text);
}

/** A write's answer; a refusal (`success: false`) is thrown so the caller has one failure path. */
export function acceptedOrThrow<TResponse extends { success: boolean; message?: string | undefined }>(
  response: TResponse,
): TResponse {
  if (!response.success) throw new Error(response.message);
  return response;
}

/**
 * Calls an endpoint with a multipart body (files). Uses XMLHttpRequest so upload progress can be shown;
 * authorisation, parsing and errors follow the same rules as `callEndpoint`.
 */
export function callMultipartEndpoint<TEndpoint extends Endpoint>(
  endpoint: TEndpoint,
  formData: FormData,
  { signal, onUploadProgress, idempotencyKey }: MultipartCallOptions = {},
): Promise<EndpointResult<TEndpoint>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }

    const request = new XMLHttpRequest();
    request.open(endpoint.method, buildUrl(endpoint.path));
    const authorization = endpoint.access === 'admin' ? authorizationHeader() : {};
    for (const [name, value] of Object.entries(authorization)) request.setRequestHeader(name, value);
    if (idempotencyKey) request.setRequestHeader('Idempotency-Key', idempotencyKey);

    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    if (onUploadProgress) {
      request.upload.addEventListener('progress', (event) => {
        onUploadProgress({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : 0,
          fraction: event.lengthComputable && event.total > 0 ? event.loaded / event.total : null,
        });
      });
    }

    request.addEventListener('load', () => {
      settle();
      readResponse(endpoint, request.status, request.responseText).then(resolve, reject);
    });
    request.addEventListener('error', () => {
      settle();
      reject(new NetworkError(new Error(`${endpoint.method} ${endpoint.path} failed before any answer`)));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });

    request.send(formData);
  });
}

export interface FetchedFile {
  blob: Blob;
  /** The file's own name, from the answer's Content-Disposition header (null when it names none). */
  fileName: string | null;
}

/** The file name a Content-Disposition header gives (`filename*` preferred), parsed only when a file arrives. */
async function fileNameOf(header: string | null): Promise<string | null> {
  if (!header) return null;
  const { parse } = await import('content-disposition');
  try {
    return parse(header).parameters.filename ?? null;
  } catch {
    return null;
  }
}

/**
 * Fetches a file only an admin may read (a private upload) with the admin token, as a Blob. A 401 ends the
 * session like any admin call; another failure is an ApiError with the server's message.
 */
export async function fetchAdminFile(
  url: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FetchedFile> {
  const init: RequestInit = { headers: authorizationHeader() };
  if (signal) init.signal = signal;
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(resolveApiFileUrl(url), init);
    blob = await response.blob();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new NetworkError(error);
  }
  if (response.status === 401) refuseUnauthorized(undefined);
  if (!response.ok) {
    const body = parseJson(await blob.text());
    throw new ApiError(response.status, messageFromBody(body), body);
  }
  return { blob, fileName: await fileNameOf(response.headers.get('content-disposition')) };
}
