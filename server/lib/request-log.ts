import type { FastifyRequest } from 'fastify';

/** Crockford base32 ULIDs (member card ids), in any case. */
const ULID = /\b[0-9A-HJKMNP-TV-Z]{26}\b/gi;

/** A sign-in link's token, or any other secret sent as a query parameter. */
const SECRET_PARAMETER = /([?&](?:token|access_code|code)=)[^&#]*/gi;

/**
 * The address as the request log keeps it: the token of a set-password link and member ids (a card's address
 * is all it takes to see the card) are replaced, so the log holds nothing that opens an account or a card.
 */
function redactedUrl(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[redacted]').replace(ULID, '[member-id]');
}

/** Fastify's request serializer, with the address redacted. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
