import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error';

/** AES-256 keys of the private documents: `current` encrypts, `previous` still decrypt. */
export interface DocumentKeys {
  current: Buffer;
  previous: Buffer[];
}

/** The variables the document keys are read from. */
interface DocumentKeyVariables {
  NODE_ENV: string;
  STORAGE_DRIVER: string;
  DOCUMENT_ENCRYPTION_KEY: string | undefined;
  DOCUMENT_ENCRYPTION_PREVIOUS_KEYS: string | undefined;
}

/** A secret kept in a file of DATA_DIR (mode 0600), made on first start; one set in the environment wins. */
function readOrCreateSecret(dataDir: string, name: string, create: () => string): string {
  const file = path.join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  const secret = create();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Files that loading the configuration writes into DATA_DIR itself, when their secret is not set. */
export const GENERATED_SECRET_FILES = {
  jwt: 'jwt-secret',
  documentKey: 'document-encryption-key',
  sandboxPaystack: 'sandbox-paystack-secret',
} as const;

export function readOrCreateJwtSecret(dataDir: string): string {
  return readOrCreateSecret(dataDir, GENERATED_SECRET_FILES.jwt, () => randomBytes(48).toString('base64url'));
}

export function readOrCreateSandboxSecretKey(dataDir: string): string {
  return readOrCreateSecret(
    dataDir,
    GENERATED_SECRET_FILES.sandboxPaystack,
    () => `sk_test_sandbox_${randomBytes(24).toString('hex')}`,
  );
}

/** A 32-byte key written as base64; ConfigError naming the variable otherwise. */
function documentKeyOf(variable: string, text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32)
    throw new ConfigError(variable, 'must be 32 bytes written as base64 (openssl rand -base64 32)');
  return key;
}

export function resolveDocumentKeys(e: DocumentKeyVariables, dataDir: string): DocumentKeys {
  if (!e.DOCUMENT_ENCRYPTION_KEY && e.NODE_ENV === 'production' && e.STORAGE_DRIVER === 's3')
    throw new ConfigError(
      'DOCUMENT_ENCRYPTION_KEY',
      'is required with STORAGE_DRIVER=s3 in production: every instance must decrypt the documents in the bucket',
    );
  const current = e.DOCUMENT_ENCRYPTION_KEY
    ? documentKeyOf('DOCUMENT_ENCRYPTION_KEY', e.DOCUMENT_ENCRYPTION_KEY)
    : documentKeyOf(
        GENERATED_SECRET_FILES.documentKey,
        readOrCreateSecret(dataDir, GENERATED_SECRET_FILES.documentKey, () =>
          randomBytes(32).toString('base64'),
        ),
      );
  const previous = (e.DOCUMENT_ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => documentKeyOf('DOCUMENT_ENCRYPTION_PREVIOUS_KEYS', text));
  return { current, previous };
}
