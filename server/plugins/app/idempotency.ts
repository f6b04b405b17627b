import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import type { DbExecutor } from '../../repositories/executor';
import {
  createIdempotencyKeysRepository,
  type IdempotencyClaimRef,
} from '../../repositories/idempotency-keys-repository';

/** How long the first answer to a key is kept; a key older than this is forgotten (and may be used afresh). */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * How long a claimed key stays locked while its request is processed. A retry within it is told to retry; after
 * it, the retry takes the claim over (the first process died or stalled, and its own transaction rolls back).
 */
export const IDEMPOTENCY_LEASE_MS = 20_000;

const PURGE_INTERVAL_MS = 60_000;

/** Idempotency-Key header's name, lower case as Node gives it. */
const HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'The Idempotency-Key must be 1 to 255 visible characters.',
  otherRequest:
    'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please retry in a moment.',
} as const;

/** Headers an answer is replayed with; the rest (dates, cache headers) are the replay's own. */
const KEPT_HEADERS = ['content-type', 'location'] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours an Idempotency-Key: the first 2xx/3xx answer to a key is kept 24 hours and given again
     * to a retry with the same key and body, which is not processed again. The fingerprint is the parsed body;
     * a multipart route leaves this unset and calls `replayOrClaimIdempotencyKey` once it has read its body.
     */
    idempotency?: true;
  }
  interface FastifyRequest {
    /** The key this request holds while it is processed (null: it sent none). */
    idempotencyClaim: (IdempotencyClaimRef & { answered: boolean }) | null;
  }
}

/**
 * The header's value: a structured-field string (quoted) per the IETF draft, or the bare token clients send.
 * A form field's key may be built into a page every visitor is sent, so it stands for a request only together
 * with the request's content (`fingerprint`): two visitors sending different requests never share an answer.
 */
function readKey(request: FastifyRequest, keyField: string | undefined, fingerprint: string): string | null {
  const header = request.headers[HEADER];
  let raw = Array.isArray(header) ? header[0] : header;
  let fromField = false;
  if (raw === undefined && keyField && request.body && typeof request.body === 'object') {
    const field = (request.body as Record<string, unknown>)[keyField];
    if (typeof field === 'string' && field !== '') [raw, fromField] = [field, true];
  }
  if (raw === undefined) return null;
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
  return fromField ? `${key} ${fingerprint}` : key;
}

/** JSON with object keys sorted, so the same content always hashes alike whatever order its fields came in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of a value's content. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('hex');
}

const scopeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;

let lastPurge = 0;

/**
 * For a request with an Idempotency-Key: answers a retry of a completed request with the kept answer (true:
 * the reply was sent, do nothing more), refuses the key used with other content (422) or still being processed
 * (409, retry), or claims the key for this request (false: process it). A request without the header: false.
 * `keyField` names the form field that carries the key when the client cannot send headers (a plain HTML form);
 * the header wins when both are present.
 */
export async function replayOrClaimIdempotencyKey(
  request: FastifyRequest,
  reply: FastifyReply,
  fingerprint: string,
  { keyField }: { keyField?: string } = {},
): Promise<boolean> {
  const key = readKey(request, keyField, fingerprint);
  if (key === null) return false;
  const keys = createIdempotencyKeysRepository(request.server.db);
  const claim = { scope: scopeOf(request), key, owner: randomUUID() };
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const lockedUntil = new Date(nowMs + IDEMPOTENCY_LEASE_MS).toISOString();
  if (nowMs - lastPurge >= PURGE_INTERVAL_MS || nowMs < lastPurge) {
    lastPurge = nowMs;
    await keys.purgeExpired(now);
  }
  const fresh = {
    ...claim,
    fingerprint,
    now,
    lockedUntil,
    expiresAt: new Date(nowMs + IDEMPOTENCY_KEY_RETENTION_MS).toISOString(),
  };
  let claimed = await keys.claim(fresh);
  let existing = claimed ? undefined : await keys.find(claim.scope, key);
  if (existing && existing.expires_at <= now) {
    await keys.purgeExpired(now, claim);
    claimed = await keys.claim(fresh);
    existing = claimed ? undefined : await keys.find(claim.scope, key);
  }
  if (!claimed) {
    // Released between our claim and our read: the retry that follows claims it.
    if (!existing) throw inProgress(reply);
    if (existing.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherRequest);
    if (existing.state === 'done') {
      const headers = JSON.parse(existing.response_headers ?? '{}') as Record<string, string>;
      void reply
        .code(existing.response_status ?? 200)
        .headers(headers)
        .header('Idempotent-Replayed', 'true')
        .send(existing.response_body ?? '');
      return true;
    }
    if (!(await keys.takeOver({ ...claim, now, lockedUntil }))) throw inProgress(reply);
  }
  request.idempotencyClaim = { ...claim, answered: false };
  return false;
}

function inProgress(reply: FastifyReply): HttpError {
  reply.header('Retry-After', '1');
  return conflict(IDEMPOTENCY_MESSAGES.inProgress);
}

/**
 * Keeps a JSON answer for the request's key in the caller's transaction, so the work and its answer are
 * committed together: a process killed after the commit still leaves the answer for the retry. Throws 409 when
 * the claim was taken over meanwhile (the transaction then rolls back). Nothing happens without a key.
 */
export async function keepIdempotentAnswer(
  trx: DbExecutor,
  request: FastifyRequest,
  status: number,
  body: unknown,
): Promise<void> {
  const claim = request.idempotencyClaim;
  if (!claim) return;
  const kept = await createIdempotencyKeysRepository(trx).keepAnswer(claim, {
    status,
    headers: JSON.stringify({ 'content-type': 'application/json; charset=utf-8' }),
    body: JSON.stringify(body),
  });
  if (!kept) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
  claim.answered = true;
}

/**
 * Registered before compression, so the answer kept is the serialised JSON, not its compressed stream. Routes
 * with `config.idempotency` claim the key before their handler (the body's fingerprint); every claimed
 * request's answer is settled as it leaves: a 2xx/3xx answer is kept before the client sees it, anything else
 * releases the key (a refused or failed request changed nothing, so its retry is processed afresh).
 */
export default fp(
  async (app) => {
    app.decorateRequest('idempotencyClaim', null);

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config?.idempotency) return;
      if (await replayOrClaimIdempotencyKey(request, reply, fingerprintOf(request.body ?? null)))
        return reply;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim || claim.answered) return payload;
      claim.answered = true;
      const keys = createIdempotencyKeysRepository(request.server.db);
      const kept =
        reply.statusCode < 400 &&
        (typeof payload === 'string' ||
          Buffer.isBuffer(payload) ||
          payload === null ||
          payload === undefined);
      try {
        if (!kept) {
          await keys.release(claim);
          return payload;
        }
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        await keys.keepAnswer(claim, {
          status: reply.statusCode,
          headers: JSON.stringify(headers),
          body: payload === null || payload === undefined ? '' : payload.toString(),
        });
      } catch (error) {
        request.log.error({ err: error }, 'idempotency: the answer could not be kept for a retry');
      }
      return payload;
    });
  },
  { name: 'idempotency' },
);
