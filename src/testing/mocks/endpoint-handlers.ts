import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { Endpoint } from '@contract/endpoint';

/** Answers `endpoint` with `resolver` (any origin, so VITE_API_BASE_URL does not matter). */
export function handleEndpoint(
  endpoint: Endpoint,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>,
) {
  const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
  return http[method](`*${endpoint.path}`, resolver);
}

/** Answers `endpoint` with a JSON body and a status (200 unless told). */
export function respondTo(endpoint: Endpoint, body: unknown, { status = 200 }: { status?: number } = {}) {
  return handleEndpoint(endpoint, () => HttpResponse.json(body as DefaultBodyType, { status }));
}
