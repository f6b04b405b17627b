import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What starts every encrypted document: a marker, the format's version and the key's id. */
const MAGIC = Buffer.from('FDOC', 'ascii');
const VERSION = 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + KEY_ID_BYTES;

/** A key's id: the first 8 bytes of its SHA-256, so a file names the key that sealed it (never the key). */
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest().subarray(0, KEY_ID_BYTES);

export class DocumentKeyMissingError extends Error {
  override readonly name = 'DocumentKeyMissingError';
}

/**
 * AES-256-GCM for the private documents (passport photos, certificates) at rest. A sealed file is
 * `FDOC`, version, key id, a random 12-byte IV, the ciphertext and GCM's 16-byte tag (the header is
 * authenticated too). `current` seals; `previous` keys still open what they sealed, until the files are sealed
 * again under the current key (a key rotation).
 */
export class DocumentCipher {
  private readonly keys = new Map<string, Buffer>();
  private readonly currentId: Buffer;

  constructor(
    private readonly current: Buffer,
    previous: readonly Buffer[] = [],
  ) {
    for (const key of [current, ...previous]) {
      if (key.length !== 32) throw new Error('A document encryption key must be 32 bytes');
      this.keys.set(keyIdOf(key).toString('hex'), key);
    }
    this.currentId = keyIdOf(current);
  }

  static isSealed(content: Buffer): boolean {
    return (
      content.length >= HEADER_BYTES + IV_BYTES + TAG_BYTES && content.subarray(0, MAGIC.length).equals(MAGIC)
    );
  }

  /** Whether the file is sealed under the current key (nothing left to do for it). */
  isSealedWithCurrentKey(content: Buffer): boolean {
    return (
      DocumentCipher.isSealed(content) &&
      content.subarray(MAGIC.length + 1, HEADER_BYTES).equals(this.currentId)
    );
  }

  seal(plain: Buffer): Buffer {
    const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), this.currentId]);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    cipher.setAAD(header);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([header, iv, body, cipher.getAuthTag()]);
  }

  /** The file's bytes: opened when sealed, as they are when written before encryption (not yet migrated). */
  open(content: Buffer): Buffer {
    if (!DocumentCipher.isSealed(content)) return content;
    const header = content.subarray(0, HEADER_BYTES);
    const key = this.keys.get(content.subarray(MAGIC.length + 1, HEADER_BYTES).toString('hex'));
    if (!key) throw new DocumentKeyMissingError('The key that encrypted this document is not configured');
    const iv = content.subarray(HEADER_BYTES, HEADER_BYTES + IV_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(header);
    decipher.setAuthTag(content.subarray(content.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(content.subarray(HEADER_BYTES + IV_BYTES, content.length - TAG_BYTES)),
      decipher.final(),
    ]);
  }
}
