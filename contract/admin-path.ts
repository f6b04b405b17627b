import type { Endpoint } from './endpoint';

/**
 * The admin's RESTful calls carry the record's id in the path (`/api/admin/blogs/:id`). This answers the same
 * endpoint with `:id` filled in, so the one HTTP client can call it like any other.
 */
export function withPathId<TEndpoint extends Endpoint>(endpoint: TEndpoint, id: number): TEndpoint {
  return { ...endpoint, path: endpoint.path.replace(':id', encodeURIComponent(String(id))) };
}
