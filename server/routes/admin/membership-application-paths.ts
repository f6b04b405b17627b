import type { RouteShorthandOptions } from 'fastify';
import {
  MEMBERSHIP_APPLICATIONS_ADMIN_PATH,
  MEMBERSHIP_APPLICATIONS_OLD_ADMIN_PATH,
} from '@contract/membership-application-documents';

/**
 * A membership applications' admin route under its path and under the same path with the prefix it had before
 * the rename, which answers alike for one release and says so with a `Deprecation` header and a `Link` to the
 * path that replaces it.
 */
export function withOldPath(path: string): { path: string; hooks: RouteShorthandOptions }[] {
  const oldPath = path.replace(MEMBERSHIP_APPLICATIONS_ADMIN_PATH, MEMBERSHIP_APPLICATIONS_OLD_ADMIN_PATH);
  return [
    { path, hooks: {} },
    {
      path: oldPath,
      hooks: {
        onSend: async (request, reply) => {
          const successor = request.url.replace(
            MEMBERSHIP_APPLICATIONS_OLD_ADMIN_PATH,
            MEMBERSHIP_APPLICATIONS_ADMIN_PATH,
          );
          reply.header('Deprecation', 'true').header('Link', `<${successor}>; rel="successor-version"`);
        },
      },
    },
  ];
}
