import { useEffect, useState } from 'react';
import { getSiteConfigEndpoint, type SiteConfigResponse } from '@contract/site';
import { callEndpoint } from '@/lib/api-client';

/**
 * What the API behind this build offers. Ours answers GET /api/site/config; an API that does not (404, an HTML
 * page, a CORS or network error: the forum's PHP API) is the forum's PHP API, and the site uses only
 * the 17 calls that API answers (`PHP_API_ENDPOINTS` in contract/endpoints.ts).
 */
export type ApiCapabilities = { kind: 'ours'; config: SiteConfigResponse } | { kind: 'php' };

let probe: Promise<ApiCapabilities> | null = null;

/** The one probe of a visit: asked once, answered from memory afterwards. */
export function loadApiCapabilities(): Promise<ApiCapabilities> {
  probe ??= callEndpoint(getSiteConfigEndpoint).then(
    (config): ApiCapabilities => ({ kind: 'ours', config }),
    (): ApiCapabilities => ({ kind: 'php' }),
  );
  return probe;
}

/** 'ours', 'php', or null while the probe is under way. */
export function useApiKind(): ApiCapabilities['kind'] | null {
  const [kind, setKind] = useState<ApiCapabilities['kind'] | null>(null);
  useEffect(() => {
    let active = true;
    void loadApiCapabilities().then((capabilities) => {
      if (active) setKind(capabilities.kind);
    });
    return () => {
      active = false;
    };
  }, []);
  return kind;
}

/** For tests: forget the answer so the next call probes again. */
export function resetApiCapabilitiesForTests(): void {
  probe = null;
}
