import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint. Admin endpoints need `Authorization: Bearer <token>`. */
export type Access = 'public' | 'admin';

/**
 * One call of the API: its method, exact path and the zod schemas of what is sent and read.
 * The SPA parses every response through `response`; the server validates `body`/`query` with the same schemas.
 */
export interface Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  access: Access;
  /** JSON body. Multipart calls leave this undefined and describe their fields separately. */
  body: TBody;
  query: TQuery;
  response: TResponse;
}

export function defineEndpoint<
  TBody extends z.ZodType | undefined,
  TQuery extends z.ZodType | undefined,
  TResponse extends z.ZodType,
>(endpoint: Endpoint<TBody, TQuery, TResponse>): Endpoint<TBody, TQuery, TResponse> {
  return endpoint;
}
