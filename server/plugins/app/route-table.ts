import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '@contract/endpoint';

interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with who may call it, filled as routes are registered (tests walk it). */
    routeTable: RouteEntry[];
  }
}

export default fp(
  async (app) => {
    app.decorate('routeTable', [] as RouteEntry[]);
  },
  { name: 'route-table' },
);

/** Call at the top of a route-group plugin: records each route registered in that plugin with its access. */
export function recordRoutesAs(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      app.routeTable.push({ method, url: route.url, access });
    }
  });
}
