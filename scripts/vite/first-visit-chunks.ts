/**
 * How the build splits the code a first visit to a public page needs: into few files, not many small ones.
 *
 * Left to itself, Rollup gives every set of lazy routes that share a module its own chunk, so the home page
 * started 15 scripts, most of them under 1 KB gzip (a date formatter, a query key, one schema). On a slow
 * phone network each file costs a request, and over HTTP/1.1 a browser opens only 6 connections to a site, so
 * they queued behind one another ahead of the page's largest picture. Grouped, a public page starts 3 to 6
 * scripts for about the same bytes:
 *
 * - `index`: everything the entry (src/main.tsx) imports stays in the entry chunk. It is named here so that
 *   the groups below cannot pull any of it out of the entry (Rollup adds a group's imports to the group).
 * - `public-pages`: our own small modules (not packages) that two or more public route modules import:
 *   contract schemas, query keys, formatters, the picture and SEO components. A module joins only when all it
 *   imports is already in the entry or in the group, so nothing heavy comes with it.
 * - `forms`: react-hook-form with its resolver and our form fields, which the forms and the admin pages load
 *   together; `toast`: sonner, which `src/lib/toast.ts` loads when a toast is on its way.
 *
 * Admin routes, dialogs and other lazy parts keep Rollup's own splitting.
 */

import { APP_START_MODULE } from '../../contract/app-start';

const PUBLIC_ROUTE_MODULE = /\/src\/app\/routes\/[^/]+\.tsx$/;
const PACKAGE = '/node_modules/';

const NAMED_GROUPS: ReadonlyArray<{ name: string; test: RegExp }> = [
  {
    name: 'forms',
    test: /\/node_modules\/(react-hook-form|@hookform\/resolvers)\/|\/src\/components\/ui\/form\//,
  },
  // Only sonner: our `@/lib/toast` is a small module that loads it when a toast is on its way.
  { name: 'toast', test: /\/node_modules\/sonner\// },
];

/** What the plan reads of Rollup's module graph (its `ManualChunkMeta` is one). */
export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

function staticallyReachable(graph: ModuleGraph, from: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function planFirstVisitChunks(graph: ModuleGraph): { entry: Set<string>; publicPages: Set<string> } {
  const ids = [...graph.getModuleIds()];
  // The app's entry, not the start module of pages rendered ahead (an entry of its own, which stays apart).
  const entry = staticallyReachable(
    graph,
    ids.filter((id) => graph.getModuleInfo(id)?.isEntry && !id.endsWith(`/${APP_START_MODULE}`)),
  );
  const importingRoutes = new Map<string, number>();
  for (const route of ids.filter((id) => PUBLIC_ROUTE_MODULE.test(id))) {
    for (const id of staticallyReachable(graph, [route]))
      importingRoutes.set(id, (importingRoutes.get(id) ?? 0) + 1);
  }
  const publicPages = new Set(
    ids.filter(
      (id) =>
        !entry.has(id) &&
        !id.includes(PACKAGE) &&
        !PUBLIC_ROUTE_MODULE.test(id) &&
        !NAMED_GROUPS.some((group) => group.test.test(id)) &&
        (importingRoutes.get(id) ?? 0) >= 2,
    ),
  );
  // Drop, until none is left, every member that would bring a module from outside the entry and the group.
  let dropped = true;
  while (dropped) {
    dropped = false;
    for (const id of publicPages) {
      const bringsMore = graph
        .getModuleInfo(id)
        ?.importedIds.some((imported) => !entry.has(imported) && !publicPages.has(imported));
      if (bringsMore) {
        publicPages.delete(id);
        dropped = true;
      }
    }
  }
  return { entry, publicPages };
}

/**
 * Rollup's `output.manualChunks`, for the browser build: the name of the chunk a module goes to, or null for
 * Rollup's own choice. The entry chunk is Vite's `index` (from index.html).
 */
export function firstVisitChunks(): (id: string, graph: ModuleGraph) => string | null {
  let plan: ReturnType<typeof planFirstVisitChunks> | undefined;
  return (id, graph) => {
    plan ??= planFirstVisitChunks(graph);
    if (plan.entry.has(id)) return 'index';
    if (plan.publicPages.has(id)) return 'public-pages';
    return NAMED_GROUPS.find((group) => group.test.test(id))?.name ?? null;
  };
}
