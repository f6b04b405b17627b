import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { failureResponseSchema } from '@contract/common';
import { paystackErrorResponseSchema, SANDBOX_PAYSTACK_PREFIX } from '@contract/paystack';
import { z } from '@contract/zod';
import { adminAuthHeader, createTestApp } from '../../testing/test-app';
import { findHalfWrittenState } from './database-integrity';
import {
  hostilePathSuffix,
  hostileQuery,
  multipartRequest,
  mutatedBody,
  mutatedMultipart,
  nastyValue,
  rawRequestVariant,
} from './malformed-requests';
import { MULTIPART_ROUTES, responseSchemaFor, validBodyFor } from './route-samples';

/**
 * Property suite: generated malformed requests spread over EVERY route in the route table (so a route added
 * later is covered without touching this file), against the real app on SQLite. Every answer must be a 4xx JSON
 * `{success:false, message}` or a valid success; never a 5xx, a hang or a leaked stack trace.
 */
const MIN_TOTAL_REQUESTS = 1200;
const MIN_RUNS_PER_ROUTE = 40;
const ANSWER_TIMEOUT_MS = 10_000;
/** A route's runs and the shrinking of a failure stop after this long (an unfinished run counts as a failure). */
const ROUTE_TIME_LIMIT_MS = 90_000;

const t = await createTestApp('sqlite', {
  loginLimits: { perIp: 1_000_000, perAccountFailures: 1_000_000, windowMs: 60_000 },
});
// Sandbox payments: verify asks the Paystack emulator mounted on this server, which needs a port.
await t.app.listen({ port: 0, host: '127.0.0.1' });
// Refreshed after each route: "sign out everywhere" (a valid request) ends every token issued before it.
let auth = await adminAuthHeader(t.app);
const routes = [...t.app.routeTable].sort((a, b) =>
  `${a.method} ${a.url}`.localeCompare(`${b.method} ${b.url}`),
);
const runsPerRoute = Math.max(MIN_RUNS_PER_ROUTE, Math.ceil(MIN_TOTAL_REQUESTS / Math.max(routes.length, 1)));
let totalSent = 0;

afterAll(async () => t.close());

const LEAK_PATTERNS = [
  /\n\s+at [^\n]+:\d+:\d+/,
  /node_modules/,
  /\/work\/|\/tmp\/forum-test/,
  /SQLITE_|syntax error at or near/i,
  /ZodError|TypeError|ReferenceError/,
];

function problemWith(response: LightMyRequestResponse, method: string, url: string): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (LEAK_PATTERNS.some((pattern) => pattern.test(response.body))) return 'leaks internals in its body';
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode >= 400) {
    if (!type.includes('application/json'))
      return `answered ${response.statusCode} as ${type || 'no content type'}`;
    // The Paystack emulator answers refusals in Paystack's own shape, as the real API does.
    const failureSchema = url.startsWith(SANDBOX_PAYSTACK_PREFIX)
      ? z.union([failureResponseSchema, paystackErrorResponseSchema])
      : failureResponseSchema;
    const parsed = failureSchema.safeParse(safeJson(response.body));
    if (!parsed.success || parsed.data.message.trim() === '')
      return `answered ${response.statusCode} without {success:false, message}`;
    return null;
  }
  if (!type.includes('application/json')) return null; // a file download (private files) or redirect
  const body = safeJson(response.body);
  if (body === undefined) return 'answered invalid JSON';
  const schema = responseSchemaFor(method, url);
  if (schema && !z.safeParse(schema, body).success)
    return 'answered a success that does not match the contract';
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  totalSent += 1;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)),
      ANSWER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([t.app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const describeShort = (value: unknown) => {
  const text = Buffer.isBuffer(value)
    ? `<${value.length} bytes>`
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);
  return (text ?? String(value)).slice(0, 300);
};

/** Route parameters (`:id`) filled with hostile values too. */
function fillParams(url: string, value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return url.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(text.slice(0, 200)) || '0');
}

function requestFor(method: string, url: string): fc.Arbitrary<InjectOptions> {
  const multipart = MULTIPART_ROUTES[url];
  const bodies: fc.Arbitrary<Pick<InjectOptions, 'headers' | 'payload'>>[] = [rawRequestVariant];
  if (multipart) {
    bodies.push(mutatedMultipart(multipart.fields, multipart.files).map((parts) => multipartRequest(parts)));
    bodies.push(mutatedMultipart(multipart.fields, multipart.files).map((parts) => multipartRequest(parts)));
  } else if (method !== 'GET' && method !== 'DELETE') {
    const json = mutatedBody(validBodyFor(url)).map((body) => ({
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body) ?? 'null',
    }));
    bodies.push(json, json);
  } else {
    bodies.push(fc.constant({}), fc.constant({}));
  }
  return fc
    .record({
      body: fc.oneof(...bodies),
      query: fc.option(hostileQuery, { nil: undefined }),
      suffix: fc.oneof(
        { weight: 4, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: hostilePathSuffix },
      ),
      param: nastyValue,
      withAdminToken: fc.boolean(),
      ip: fc.ipV4(),
    })
    .map(({ body, query, suffix, param, withAdminToken, ip }) => ({
      method: method as InjectOptions['method'],
      url: `${fillParams(url, param)}${suffix}${query ? `?${query}` : ''}`,
      headers: { ...(body.headers ?? {}), ...(withAdminToken ? auth : {}) },
      payload: body.payload,
      remoteAddress: ip,
    }));
}

describe('bad input on every route (SQLite)', () => {
  it('has routes to attack', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  // fc.assert rejects on the first failing request (a bad answer, no answer within ANSWER_TIMEOUT_MS, a throw
  // while judging it, or half-written data it left), shrinks it, and its error names the shrunk counterexample.
  // A route's runs and shrinking stop after ROUTE_TIME_LIMIT_MS (each try of a hanging route costs
  // ANSWER_TIMEOUT_MS); a failure then reports the smallest request found so far, unfinished runs fail.
  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers every malformed request with a 4xx JSON failure or a valid success',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route.method, route.url), async (request) => {
          const before = new Set(await findHalfWrittenState(t.app.db, t.config.uploadsDir));
          const response = await send(request);
          const problem = problemWith(response, route.method, route.url);
          if (problem) {
            throw new Error(
              `${request.method} ${describeShort(request.url)} ${describeShort(request.payload)} -> ${problem}: ${response.body.slice(0, 200)}`,
            );
          }
          const halfWritten = (await findHalfWrittenState(t.app.db, t.config.uploadsDir)).filter(
            (found) => !before.has(found),
          );
          if (halfWritten.length > 0) {
            throw new Error(
              `${request.method} ${describeShort(request.url)} left half-written data: ${halfWritten.join('; ')}`,
            );
          }
        }),
        {
          numRuns: runsPerRoute,
          seed: Number(process.env.FUZZ_SEED ?? 20261121),
          interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS,
          markInterruptAsFailure: true,
        },
      );
      // A route under test may sign every session out; the next route starts with a fresh token.
      auth = await adminAuthHeader(t.app);
    },
    ROUTE_TIME_LIMIT_MS + 2 * ANSWER_TIMEOUT_MS,
  );

  it(`sent at least ${MIN_TOTAL_REQUESTS} requests in all and left nothing half-written`, async () => {
    expect(totalSent).toBeGreaterThanOrEqual(MIN_TOTAL_REQUESTS);
    expect(await findHalfWrittenState(t.app.db, t.config.uploadsDir)).toEqual([]);
  });
});
