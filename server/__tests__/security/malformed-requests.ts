import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { CERTIFICATE_MAX_BYTES } from '@contract/constants';
import { MINIMAL_PDF, PNG_1PX } from '../../testing/fixtures';

/**
 * Generators of malformed requests, built generically for any route: what a careless client, a scanner or an
 * attacker sends. Shared by the property suite; each answers fastify inject options.
 */

const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE members; --',
  '1 UNION SELECT password_hash FROM admins',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '<script>window.__xss=true</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '\u202Egnp.exe',
  '🙂'.repeat(50),
  'ẞ̶̢̛͈Z̸a̶l̴g̷o̸',
  '\uD800',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  ' ',
  '',
];

const NUMBERS = [-1, 0, -0.5, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, Number.MAX_SAFE_INTEGER];

/** A value of a wrong or hostile kind for any field. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...INJECTIONS),
  fc.constantFrom<unknown>(...NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }, { __proto__: { polluted: true } }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.integer({ min: 20_000, max: 300_000 }).map((n) => 'A'.repeat(n)),
  fc.jsonValue({ maxDepth: 3 }),
  fc
    .integer({ min: 50, max: 2000 })
    .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

/** A body derived from a valid one: a field dropped, replaced by a nasty value, or an extra field added. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const field = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('id');
  return fc.oneof(
    fc.tuple(field, nastyValue).map(([key, value]) => ({ ...valid, [key]: value })),
    field.map((key) => {
      const copy = { ...valid };
      delete copy[key];
      return copy;
    }),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 20 }), nastyValue)
      .map(([key, value]) => ({ ...valid, [key]: value })),
    fc.dictionary(fc.constantFrom(...keys, 'id', 'admin', 'status'), nastyValue, { maxKeys: 6 }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant(valid),
  );
}

function multipartBody(
  boundary: string,
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export function multipartRequest(parts: MultipartPart[], boundary = 'fuzzBoundary7MA4YWxkTrZu0gW') {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipartBody(boundary, parts),
  };
}

const fileContent = fc.oneof(
  fc.constant(PNG_1PX),
  fc.constant(MINIMAL_PDF),
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this program cannot be run in DOS mode')),
  fc.constant(Buffer.from('<html><script>alert(1)</script></html>')),
  fc.constant(Buffer.concat([PNG_1PX, Buffer.from('<script>alert(1)</script>')])),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.alloc(CERTIFICATE_MAX_BYTES + 1, 0x25)),
);

/** A multipart body derived from valid fields: fields mutated, files of any content and name, parts repeated. */
export function mutatedMultipart(
  validFields: Record<string, string>,
  fileFields: string[],
): fc.Arbitrary<MultipartPart[]> {
  const fieldNames = Object.keys(validFields);
  const fieldValue = fc.oneof(
    nastyValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    fc.string(),
  );
  const textParts = fc
    .tuple(fc.subarray(fieldNames), fc.option(fc.tuple(fc.constantFrom(...fieldNames), fieldValue)))
    .map(([kept, replaced]) =>
      kept.map((name) => ({
        name,
        value: replaced && replaced[0] === name ? replaced[1] : (validFields[name] ?? ''),
      })),
    );
  const filePart = fc.record({
    name: fc.constantFrom(...fileFields, 'other', '__proto__'),
    value: fileContent,
    filename: fc.constantFrom(
      'photo.png',
      'cert.pdf',
      'evil.exe',
      '../../../etc/passwd',
      'a.png.html',
      '',
      'x'.repeat(300),
    ),
    type: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/octet-stream'),
  });
  return fc
    .tuple(textParts, fc.array(filePart, { maxLength: 3 }), fc.boolean())
    .map(([text, files, filesFirst]) => (filesFirst ? [...files, ...text] : [...text, ...files]));
}

const RAW_BODIES = [
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"just a string"',
  '123',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\u0000\u0001\u0002',
  '{"a":"\\ud800"}',
  '{"a":1,"a":2}',
  ' ',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'image/png',
  ';;;',
];

/** Request-level attacks whatever the route: malformed JSON, wrong content types, broken multipart. */
export const rawRequestVariant: fc.Arbitrary<Pick<InjectOptions, 'headers' | 'payload'>> = fc.oneof(
  fc
    .constantFrom(...RAW_BODIES)
    .map((payload) => ({ headers: { 'content-type': 'application/json' }, payload })),
  fc
    .tuple(fc.constantFrom(...CONTENT_TYPES), fc.constantFrom('a=1&b=2', '{"title":"x"}', '<x/>', '--x\r\n'))
    .map(([type, payload]) => ({ headers: { 'content-type': type }, payload })),
  fc.constant({
    headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    payload: '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nMr',
  }),
  fc.constant({
    headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    payload:
      '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  }),
  fc.constant({
    headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    payload: 'garbage without parts',
  }),
  fc.constant({
    headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    payload: Array.from(
      { length: 40 },
      (_, i) => `--abc\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
    )
      .join('')
      .concat('--abc--\r\n'),
  }),
  fc.constant({
    headers: { 'content-type': 'application/json', 'content-length': '99999999' },
    payload: '{}',
  }),
  fc.constant({ headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: '{}' }),
  fc.constant({
    headers: { 'content-type': 'application/json' },
    payload: `{"x":"${'B'.repeat(13 * 1024 * 1024)}"}`,
  }),
);

/** Query strings with injection attempts, repeated keys, prototype pollution and absurd ids. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  nastyValue.map(
    (value) => `id=${encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
  ),
  fc.constantFrom(
    'id=1&id=2',
    'id[]=1',
    'id[$gt]=0',
    '__proto__[admin]=true',
    'constructor[prototype][admin]=true',
    'id=%',
    'id=%E0%A4%A',
    'id=1%00',
    'id=' + '9'.repeat(400),
    'id=-5',
    'id=0',
    'id=1.5',
    'id=abc',
    'id=',
    'status=approved&status=__proto__',
    'a'.repeat(5000) + '=1',
  ),
  fc.string({ maxLength: 60 }).map((s) => encodeURIComponent(s)),
);

/** Suffixes appended to a route's path: traversal, encoded separators, trailing junk. */
export const hostilePathSuffix = fc.constantFrom(
  '',
  '/',
  '%E0%A4%A',
  '%',
  '/../../etc/passwd',
  '%2e%2e%2f',
  ';.php',
  '%00',
  '//',
  '/1',
  '.bak',
);
