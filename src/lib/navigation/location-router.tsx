import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import type { AppLocation, LocationSource } from '@/lib/navigation/location-source';

interface ShownAddress {
  location: AppLocation;
  navigate: LocationSource['navigate'];
}

const ShownAddressContext = createContext<ShownAddress | null>(null);

function useShownAddress(): ShownAddress {
  const shown = useContext(ShownAddressContext);
  if (!shown) throw new Error('A link or route is rendered outside LocationRouter.');
  return shown;
}

// wouter's location hooks: what Route, Link, useLocation and useSearchParams read.
const useShownPathname = (): [string, LocationSource['navigate']] => {
  const { location, navigate } = useShownAddress();
  return [location.pathname, navigate];
};
const useShownSearch = (): string => useShownAddress().location.search;

/**
 * Gives wouter (Route, Link, useLocation, useParams, useSearchParams) the address to show and the way to
 * navigate. The address shown may lag the source's while the next page loads (src/app/router.tsx).
 */
export function LocationRouter({ location, navigate, children }: ShownAddress & { children: ReactNode }) {
  const shown = useMemo(() => ({ location, navigate }), [location, navigate]);
  return (
    <ShownAddressContext.Provider value={shown}>
      <Router hook={useShownPathname} searchHook={useShownSearch}>
        {children}
      </Router>
    </ShownAddressContext.Provider>
  );
}
