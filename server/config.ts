// The server's configuration, read once at start from the environment: this file reads and checks the
// variables and puts the settings together; the trust of proxies, the secrets kept on disk, the payment mode and
// the storage mode are each decided in a config-*.ts file beside it.
import path from 'node:path';
import { z } from 'zod';
import { OWASP_SCRYPT_COST } from './lib/password-hasher';
import { ConfigError } from './config-error';
import { resolvePayments } from './config-payments';
import { readOrCreateJwtSecret, readOrCreateSandboxSecretKey, resolveDocumentKeys } from './config-secrets';
import { resolveStorage } from './config-storage';
import { trustProxySetting } from './config-trust-proxy';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Optional text that, when set, must match `rule`; `message` says what it must be. */
const optionalTextThat = (rule: RegExp | ((value: string) => boolean), message: string) => {
  const passes = typeof rule === 'function' ? rule : (value: string) => rule.test(value);
  return optionalText.refine((v) => v === undefined || passes(v), { message });
};

const optionalEmail = optionalTextThat((v) => z.email().safeParse(v).success, 'must be an e-mail address');

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** A switch: 1, true, yes or on; 0, false, no or off. Unset or empty: undefined, so the default decides. */
const optionalSwitch = (params?: { error: string }) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''], params)
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(0, 65535, 8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalTextThat(
    /^postgres(ql)?:\/\//,
    'must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite database)',
  ),
  ADMIN_EMAIL: optionalEmail,
  ADMIN_PASSWORD: optionalTextThat((v) => v.length >= 8, 'must be at least 8 characters'),
  /** Unset: demo content outside production only. */
  SEED_DEMO: optionalSwitch(),
  JWT_SECRET: optionalTextThat((v) => v.length >= 32, 'must be at least 32 characters'),
  JWT_EXPIRES_IN_SECONDS: wholeNumber(60, 30 * 24 * 3600, 8 * 3600),
  PAYSTACK_PUBLIC_KEY: optionalTextThat(/^pk_(test|live)_\w+$/, 'must look like pk_test_... or pk_live_...'),
  PAYSTACK_SECRET_KEY: optionalTextThat(/^sk_(test|live)_\w+$/, 'must look like sk_test_... or sk_live_...'),
  /** Unset: chosen by the keys (none: sandbox). 'sandbox' ignores any keys; 'test'/'live' require such keys. */
  PAYMENTS_MODE: z
    .enum(['sandbox', 'test', 'live', ''])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** '1': NODE_ENV=production may run PAYMENTS_MODE=sandbox (simulated payments), for rehearsals and tests only. */
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: z.enum(['1', '0', '']).optional(),
  PAYSTACK_API_BASE: z.url().default('https://api.paystack.co'),
  SMTP_URL: optionalTextThat(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: optionalText,
  /** The forum's postal address and registration number, printed on donors' statements and receipts. */
  FORUM_ADDRESS: optionalText,
  FORUM_REGISTRATION_NUMBER: optionalText,
  PUBLIC_URL: optionalTextThat(
    (v) => z.url().safeParse(v).success,
    'must be a full URL such as https://forum.example.org',
  ),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: trustProxySetting,
  LOGIN_MAX_ATTEMPTS_PER_IP: wholeNumber(1, 100_000, 20),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: wholeNumber(1, 100_000, 5),
  /** log2 of scrypt's N for new password hashes, with OWASP's p for it: 14 (16 MiB a hash) unless told; tests use 12. */
  SCRYPT_COST: wholeNumber(12, 20, OWASP_SCRYPT_COST),
  LOGIN_LOCK_MINUTES: wholeNumber(1, 24 * 60, 15),
  /** Shared state between server processes (response cache, rate limits, login throttle). */
  REDIS_URL: optionalTextThat(
    /^rediss?:\/\//,
    'must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379',
  ),
  /** Prefix of every key in Redis, so several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('forum:'),
  /** How many server processes (node:cluster workers) share the port. */
  WEB_CONCURRENCY: wholeNumber(1, 64, 1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines at a terminal outside production, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['pretty', 'json', ''], { error: 'must be pretty or json' }).optional(),
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** Where uploads live: `local` (DATA_DIR/uploads) or `s3` (any S3-compatible bucket, S3_* below). */
  STORAGE_DRIVER: z
    .enum(['local', 's3', ''], { error: 'must be local or s3' })
    .optional()
    .transform((v) => (v === '' || v === undefined ? 'local' : v)),
  S3_ENDPOINT: optionalTextThat(
    /^https?:\/\/[^/]/,
    'must be an http:// or https:// URL, such as https://s3.eu-west-2.amazonaws.com',
  ),
  S3_REGION: optionalText,
  S3_BUCKET: optionalTextThat(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalSwitch({ error: 'must be 1 or 0' }).transform((v) => v ?? false),
  S3_PUBLIC_BASE_URL: optionalTextThat(
    /^https?:\/\/[^/]/,
    "must be the bucket's public http:// or https:// address, such as https://cdn.forum.example.org",
  ),
  /** Where `npm run backup` writes its archives, and how many it keeps (0 keeps every one). */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_KEEP: wholeNumber(0, 9999, 14),
  /**
   * The AES-256 key (32 bytes, base64) private documents are encrypted with at rest; unset: one generated into
   * DATA_DIR (mode 0600). Instances sharing a bucket must share it: required with STORAGE_DRIVER=s3 in production.
   */
  DOCUMENT_ENCRYPTION_KEY: optionalText,
  /** Earlier keys (comma-separated), still able to open what they encrypted until `npm run documents:encrypt`. */
  DOCUMENT_ENCRYPTION_PREVIOUS_KEYS: optionalText,
  /** Who answers for the personal data the site holds (the privacy notice names them); unset: the forum. */
  PRIVACY_CONTROLLER_NAME: optionalText,
  /** Where people send requests about their data; unset: the forum's contact address. */
  PRIVACY_CONTACT_EMAIL: optionalEmail,
  /** Days the documents of a rejected or withdrawn membership application are kept after the decision. */
  RETENTION_DECIDED_DOCUMENTS_DAYS: wholeNumber(1, 3650, 90),
  /** Days an unpaid or abandoned payment (a checkout never completed) is kept. */
  RETENTION_DRAFT_DAYS: wholeNumber(1, 3650, 30),
  /** Years donors' names and e-mails are kept for tax and accounting; amounts, dates and references stay. */
  RETENTION_DONOR_DATA_YEARS: wholeNumber(1, 100, 6),
  /** The daily retention job in this server (on by default; off: run `npm run retention` from cron). */
  RETENTION_SCHEDULE: optionalSwitch({ error: 'must be 1 or 0' }),
});

/** Every environment variable the server reads (.env.example documents each one). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/**
 * Reads the configuration from environment variables; throws ConfigError naming the first bad variable and the
 * rule it breaks, never its value (it may be a secret key, a password or a database URL).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  return { ...settingsOf(env), ...overrides };
}

export type AppConfig = ReturnType<typeof settingsOf>;

/** The privacy notice's controller and the retention periods the daily job enforces. */
export type PrivacySettings = AppConfig['privacy'];

function settingsOf(env: NodeJS.ProcessEnv) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, issue?.message ?? 'is invalid');
  }
  const e = parsed.data;
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD)
    throw new ConfigError('ADMIN_PASSWORD', 'is required when ADMIN_EMAIL is set');
  if (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)
    throw new ConfigError('ADMIN_EMAIL', 'is required when ADMIN_PASSWORD is set');
  if (
    e.NODE_ENV === 'production' &&
    e.ADMIN_PASSWORD &&
    (e.ADMIN_PASSWORD.length < 12 || /change[\s_-]*me/i.test(e.ADMIN_PASSWORD))
  ) {
    throw new ConfigError(
      'ADMIN_PASSWORD',
      "must be a password of your own of at least 12 characters when NODE_ENV=production (not forum.env.example's placeholder)",
    );
  }
  if (Boolean(e.PAYSTACK_PUBLIC_KEY) !== Boolean(e.PAYSTACK_SECRET_KEY)) {
    throw new ConfigError(
      e.PAYSTACK_PUBLIC_KEY ? 'PAYSTACK_SECRET_KEY' : 'PAYSTACK_PUBLIC_KEY',
      'must be set together with the other Paystack key (leave both unset for the sandbox)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL',
      "is required when NODE_ENV=production: the site's public address, such as https://forum.example.org",
    );
  }
  // A hop count trusts whatever peer connects: only the proxy may reach the server, or any client could pass
  // its own X-Forwarded-For (and its own address to every per-client limit).
  if (
    e.NODE_ENV === 'production' &&
    typeof e.TRUST_PROXY === 'number' &&
    ['0.0.0.0', '::', '[::]'].includes(e.HOST.trim())
  ) {
    throw new ConfigError(
      'TRUST_PROXY',
      `is a hop count while HOST=${e.HOST.trim()} listens on every interface when NODE_ENV=production: bind HOST=127.0.0.1 (or the address only the proxy reaches), or list the proxies' addresses in TRUST_PROXY`,
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.REDIS_URL) {
    throw new ConfigError(
      'REDIS_URL',
      `is required when WEB_CONCURRENCY is more than 1 (it is ${e.WEB_CONCURRENCY}): each worker would keep its own ` +
        'response cache, rate limits and login throttle, so a write on one would not clear the others and every ' +
        'limit would be multiplied; set REDIS_URL (e.g. redis://127.0.0.1:6379) or WEB_CONCURRENCY=1',
    );
  }
  const payments = resolvePayments(e);
  const live = payments.mode === 'live';
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    /** The local driver's store, and where `storage:migrate` copies from. */
    uploadsDir: path.join(dataDir, 'uploads'),
    storage: resolveStorage(e),
    /** Undefined: the embedded SQLite database in dataDir. */
    databaseUrl: e.DATABASE_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    jwtSecret: e.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    paystack: {
      /** 'live': Paystack's API (with live or test keys); 'sandbox': the emulator on this server. */
      mode: payments.mode,
      /** 'test' (sk_test_ keys) and 'sandbox' never move money; the site shows a banner saying so. */
      moneyMode: payments.moneyMode,
      /** The emulator's API key and webhook signing key: random per install, kept in DATA_DIR. */
      sandboxSecretKey: live ? '' : readOrCreateSandboxSecretKey(dataDir),
      publicKey: live ? e.PAYSTACK_PUBLIC_KEY : undefined,
      secretKey: live ? e.PAYSTACK_SECRET_KEY : undefined,
      /** Null in sandbox: the emulator mounted on this very server (its address is known once it listens). */
      apiBase: live ? e.PAYSTACK_API_BASE : null,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Helping Hands Humanitarian Forum <no-reply@localhost>',
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    /** Unset: every piece of state (response cache, limits, throttle) lives in this process. */
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    webConcurrency: e.WEB_CONCURRENCY,
    staticDir: path.resolve(e.STATIC_DIR),
    backup: { dir: path.resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP },
    scryptCost: e.SCRYPT_COST,
    loginLimits: {
      perIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      perAccountFailures: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      windowMs: e.LOGIN_LOCK_MINUTES * 60 * 1000,
    },
    documentKeys: resolveDocumentKeys(e, dataDir),
    privacy: {
      controllerName: e.PRIVACY_CONTROLLER_NAME,
      contactEmail: e.PRIVACY_CONTACT_EMAIL,
      decidedDocumentsDays: e.RETENTION_DECIDED_DOCUMENTS_DAYS,
      draftDays: e.RETENTION_DRAFT_DAYS,
      donorDataYears: e.RETENTION_DONOR_DATA_YEARS,
      schedule: e.RETENTION_SCHEDULE ?? e.NODE_ENV !== 'test',
    },
    /** Links to a person's own page: how many may be asked for per address and per client within the window. */
    ownPageLinkLimits: { perAddress: 3, perClient: 10, windowMs: 15 * 60 * 1000 },
    /** Production is served over https: its cookies carry `Secure`. */
    secureCookies: e.NODE_ENV === 'production',
    forumDetails: { address: e.FORUM_ADDRESS, registrationNumber: e.FORUM_REGISTRATION_NUMBER },
  };
}
