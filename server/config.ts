import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Thrown when an environment variable has a value the server cannot run with; names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuration error: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite database)',
  }),
  ADMIN_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'must be an e-mail address',
  }),
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  SEED_DEMO: flag(true),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  JWT_EXPIRES_IN_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(8 * 3600),
  PAYSTACK_PUBLIC_KEY: optionalText.refine((v) => v === undefined || /^pk_(test|live)_\w+$/.test(v), {
    message: 'must look like pk_test_... or pk_live_...',
  }),
  PAYSTACK_SECRET_KEY: optionalText.refine((v) => v === undefined || /^sk_(test|live)_\w+$/.test(v), {
    message: 'must look like sk_test_... or sk_live_...',
  }),
  PAYSTACK_API_BASE: z.url().default('https://api.paystack.co'),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: optionalText,
  PUBLIC_URL: optionalText.refine((v) => v === undefined || z.url().safeParse(v).success, {
    message: 'must be a full URL such as https://forum.example.org',
  }),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: flag(false),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(5),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().min(1).default('./dist'),
});

export type PaymentMode = 'live' | 'sandbox';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Undefined = embedded SQLite in dataDir. */
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  paystack: {
    mode: PaymentMode;
    publicKey: string | undefined;
    secretKey: string | undefined;
    /** Live: Paystack's API. Null in sandbox: the emulator mounted on this very server (its address is known once it listens). */
    apiBase: string | null;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  /** Built SPA; served when the folder exists. */
  staticDir: string;
  /** Login throttling: attempts per IP and failures per account within the window. */
  loginLimits: { perIp: number; perAccountFailures: number; windowMs: number };
}

function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the configuration from environment variables; throws ConfigError naming the first bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      variable,
      `${issue?.message ?? 'is invalid'} (got ${JSON.stringify(env[variable])})`,
    );
  }
  const e = parsed.data;
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD)
    throw new ConfigError('ADMIN_PASSWORD', 'is required when ADMIN_EMAIL is set');
  if (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)
    throw new ConfigError('ADMIN_EMAIL', 'is required when ADMIN_PASSWORD is set');
  if (Boolean(e.PAYSTACK_PUBLIC_KEY) !== Boolean(e.PAYSTACK_SECRET_KEY)) {
    throw new ConfigError(
      e.PAYSTACK_PUBLIC_KEY ? 'PAYSTACK_SECRET_KEY' : 'PAYSTACK_PUBLIC_KEY',
      'must be set together with the other Paystack key (leave both unset for the sandbox)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const live = Boolean(e.PAYSTACK_SECRET_KEY);
  const config: AppConfig = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    jwtSecret: e.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    paystack: {
      mode: live ? 'live' : 'sandbox',
      publicKey: e.PAYSTACK_PUBLIC_KEY,
      secretKey: e.PAYSTACK_SECRET_KEY,
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
    staticDir: path.resolve(e.STATIC_DIR),
    loginLimits: {
      perIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      perAccountFailures: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      windowMs: e.LOGIN_LOCK_MINUTES * 60 * 1000,
    },
  };
  return { ...config, ...overrides };
}
