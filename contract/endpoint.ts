import type { z } from './zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint. Admin endpoints need `Authorization: Bearer <token>`. */
export type Access = 'public' | 'admin';

/** Any zod schema (zod/mini, or classic zod on the server): the core type both share. */
export type Schema = z.core.$ZodType;

/**
 * One call of the API: its method, exact path and the zod schemas of what is sent and read.
 * The SPA parses every response through `response`; the server validates `body`/`query` with the same schemas.
 */
export interface Endpoint<
  TBody extends Schema | undefined = Schema | undefined,
  TQuery extends Schema | undefined = Schema | undefined,
  TResponse extends Schema = Schema,
> {
  method: HttpMethod;
  path: string;
  access: Access;
  /** JSON body. Multipart calls leave this undefined and describe their fields separately. */
  body: TBody;
  query: TQuery;
  response: TResponse;
  /** The body is not read: any 2xx is success, whatever the server printed. */
  successIsStatus?: true;
}

/** An endpoint as the contract writes it: `body` and `query` are left out when the call sends none. */
type EndpointDefinition<TBody, TQuery, TResponse extends Schema> = Omit<
  Endpoint<Schema | undefined, Schema | undefined, TResponse>,
  'body' | 'query'
> & { body?: TBody; query?: TQuery };

export function defineEndpoint<
  TResponse extends Schema,
  TBody extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
>(endpoint: EndpointDefinition<TBody, TQuery, TResponse>): Endpoint<TBody, TQuery, TResponse> {
  // An omitted schema is its type's default, undefined.
  return { ...endpoint, body: endpoint.body as TBody, query: endpoint.query as TQuery };
}
