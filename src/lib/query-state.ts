import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { jsonForScript, QUERY_STATE_ELEMENT_ID } from '@contract/server-rendered-page';

/** Data a page was rendered with, by cache key (see src/lib/queries). */
type PreloadedQueries = ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>;

/** The cache state of `queries`, as React Query's HydrationBoundary takes it. */
export function dehydrateQueries(queries: PreloadedQueries): DehydratedState {
  const client = new QueryClient();
  for (const { queryKey, data } of queries) client.setQueryData(queryKey, data);
  return dehydrate(client);
}

/** The state as the text of a `<script type="application/json">`, escaped as `jsonForScript` escapes. */
export function serializeQueryState(state: DehydratedState): string {
  return jsonForScript(state);
}

/** The state the server embedded in the page, if any. */
export function readQueryState(): DehydratedState | undefined {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}
