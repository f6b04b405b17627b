import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  paystackInitializeResponseSchema,
  paystackManageLinkResponseSchema,
  paystackSubscriptionDisableResponseSchema,
  paystackPlanCreateResponseSchema,
  paystackRefundCreateResponseSchema,
  type PaystackRefundCreateBody,
  paystackSubscriptionListResponseSchema,
  paystackVerifyResponseSchema,
  type PaystackInitializeBody,
  type PaystackPlanCreateBody,
  SANDBOX_PAYSTACK_PREFIX,
  type PaystackTransaction,
} from '@contract/paystack';

const VERIFY_TIMEOUT_MS = 10_000;

/** Paystack could not be asked (network, timeout, 5xx, an answer we cannot read): not the payer's fault. */
export class PaystackUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaystackUnavailableError';
  }
}

/** Paystack read the request and said no (4xx with its message): nothing was done, and asking again will not help. */
export class PaystackRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaystackRefusedError';
  }
}

export type VerifyTransactionResult =
  { found: true; transaction: PaystackTransaction } | { found: false; message: string };

export interface PaystackClientOptions {
  secretKey: string;
  /** The API base (https://api.paystack.co, or the emulator); resolved per call because the port is known late. */
  apiBase: () => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A zod schema, as far as reading an answer with it goes. */
type AnswerSchema<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
};

/**
 * The Paystack calls the server makes with the secret key: start (for a donor without JavaScript) and verify a
 * transaction, refund one, and for monthly gifts create a plan, find a donor's subscription and get the link where the donor manages it.
 */
export function createPaystackClient({
  secretKey,
  apiBase,
  fetch: fetchImpl = fetch,
  timeoutMs = VERIFY_TIMEOUT_MS,
}: PaystackClientOptions) {
  /** Sends one request and reads Paystack's answer as JSON; when Paystack cannot be reached, PaystackUnavailableError. */
  async function send(path: string, body?: unknown): Promise<{ response: Response; answer: unknown }> {
    try {
      const response = await fetchImpl(`${apiBase()}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { response, answer: safeJson(await response.text()) };
    } catch (error) {
      throw new PaystackUnavailableError('Paystack could not be reached', { cause: error });
    }
  }

  /** The answer when it is OK and matches `schema`; anything else is PaystackUnavailableError naming `what`. */
  function readAnswer<T>(response: Response, answer: unknown, schema: AnswerSchema<T>, what: string): T {
    if (!response.ok) {
      throw new PaystackUnavailableError(
        `Paystack answered ${response.status}: ${messageOf(answer) ?? 'no message'}`,
      );
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new PaystackUnavailableError(
        `Paystack's ${what} has an unexpected shape: ${parsed.error.issues[0]?.message}`,
      );
    }
    return parsed.data;
  }

  /** One call whose answer must be OK and match `schema`; with `refusals`, Paystack's refusal is PaystackRefusedError. */
  async function call<T>(
    path: string,
    schema: AnswerSchema<T>,
    body?: unknown,
    refusals = false,
  ): Promise<T> {
    const { response, answer } = await send(path, body);
    if (refusals && [400, 404, 422].includes(response.status) && isFalseStatus(answer)) {
      throw new PaystackRefusedError(messageOf(answer) ?? `Paystack answered ${response.status}`);
    }
    return readAnswer(response, answer, schema, `answer to ${path}`);
  }

  return {
    /** POST /transaction/initialize: where to send the payer (Paystack's checkout page) and the reference. */
    async initializeTransaction(transaction: PaystackInitializeBody) {
      return (await call('/transaction/initialize', paystackInitializeResponseSchema, transaction)).data;
    },

    /**
     * POST /refund: all or part of a paid transaction goes back (amount in kobo). Paystack's refusal (an amount
     * larger than what is left, a transaction it cannot refund) is a PaystackRefusedError with its message.
     */
    async createRefund(refund: PaystackRefundCreateBody) {
      return (await call('/refund', paystackRefundCreateResponseSchema, refund, true)).data;
    },

    /** POST /plan. */
    async createPlan(plan: PaystackPlanCreateBody) {
      return (await call('/plan', paystackPlanCreateResponseSchema, plan)).data;
    },

    /** GET /subscription?customer=&plan= (Paystack's numeric ids). */
    async listSubscriptions({ customerId, planId }: { customerId: number; planId: number }) {
      const query = new URLSearchParams({ customer: String(customerId), plan: String(planId) });
      return (await call(`/subscription?${query}`, paystackSubscriptionListResponseSchema)).data;
    },

    /** GET /subscription/{code}/manage/link: where the donor updates their card or cancels. */
    async manageLink(subscriptionCode: string): Promise<string> {
      const path = `/subscription/${encodeURIComponent(subscriptionCode)}/manage/link`;
      return (await call(path, paystackManageLinkResponseSchema)).data.link;
    },

    /** POST /subscription/disable with the subscription's e-mail token: no further charges. */
    async disableSubscription(subscriptionCode: string, emailToken: string): Promise<void> {
      await call('/subscription/disable', paystackSubscriptionDisableResponseSchema, {
        code: subscriptionCode,
        token: emailToken,
      });
    },

    async verifyTransaction(reference: string): Promise<VerifyTransactionResult> {
      const { response, answer } = await send(`/transaction/verify/${encodeURIComponent(reference)}`);
      if (response.status === 404 || (response.status === 400 && isFalseStatus(answer))) {
        return { found: false, message: messageOf(answer) ?? 'Transaction reference not found' };
      }
      const verified = readAnswer(response, answer, paystackVerifyResponseSchema, 'verify answer');
      if (!verified.status) return { found: false, message: verified.message };
      return { found: true, transaction: verified.data };
    },
  };
}
export type PaystackClient = ReturnType<typeof createPaystackClient>;

/** The client for this app: live Paystack with the configured key, or the emulator mounted on this very server. */
export function paystackClientFor(app: FastifyInstance): PaystackClient {
  const { apiBase, secretKey, sandboxSecretKey } = app.config.paystack;
  return createPaystackClient({
    secretKey: secretKey ?? sandboxSecretKey,
    apiBase: () => apiBase ?? sandboxApiBase(app),
  });
}

/** The emulator's base URL, from the address this server listens on. */
export function sandboxApiBase(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') {
    throw new PaystackUnavailableError(
      'The sandbox Paystack emulator is not reachable: the server is not listening on a port',
    );
  }
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${SANDBOX_PAYSTACK_PREFIX}`;
}

/**
 * The secret key webhooks are signed with: Paystack's, or in the sandbox the emulator's own key, random for each
 * install (DATA_DIR/sandbox-paystack-secret), so nobody can forge a sandbox webhook from the source code.
 */
export function webhookSecretFor(app: FastifyInstance): string {
  return app.config.paystack.secretKey ?? app.config.paystack.sandboxSecretKey;
}

function safeJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function isFalseStatus(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === false;
}

function messageOf(body: unknown): string | undefined {
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}
