import { badRequest } from './http-error';

export interface DecodedDataUrl {
  /** The MIME type the sender declared; never trusted, the content is sniffed when stored. */
  declaredMime: string;
  content: Buffer;
}

const DATA_URL_PATTERN = /^data:([a-z0-9.+/-]+);base64,([A-Za-z0-9+/=\s]+)$/i;

/**
 * Decodes a base64 data URL (`data:image/png;base64,...`) as the admin forms send images, refusing anything
 * that is not base64 or whose decoded size is over `maxBytes`.
 */
export function decodeDataUrl(dataUrl: string, maxBytes: number, tooLargeMessage: string): DecodedDataUrl {
  const match = DATA_URL_PATTERN.exec(dataUrl.trim());
  if (!match) throw badRequest('Image must be a base64 data URL of an image');
  const [, declaredMime = '', payload = ''] = match;
  const base64 = payload.replace(/\s+/g, '');
  // Checked before decoding so an oversized upload never allocates its full buffer.
  const approximateBytes = Math.floor((base64.length * 3) / 4);
  if (approximateBytes > maxBytes + 2) throw badRequest(tooLargeMessage);
  const content = Buffer.from(base64, 'base64');
  if (content.length === 0) throw badRequest('Image is required');
  if (content.length > maxBytes) throw badRequest(tooLargeMessage);
  return { declaredMime: declaredMime.toLowerCase(), content };
}
