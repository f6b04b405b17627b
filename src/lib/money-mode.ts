import { useEffect, useState } from 'react';
import { MONEY_MODE_ATTRIBUTE, type MoneyMode } from '@contract/site';
import { loadApiCapabilities } from '@/lib/api-capabilities';

/**
 * Whether this deployment moves real money, from GET /api/site/config (asked once per visit). An API that does
 * not say (an older one) is read from its payment mode: the sandbox never takes money. The forum's PHP API (no config) is
 * read from the build-time Paystack key: a test key moves no money. Null when unknown.
 */
async function loadMoneyMode(): Promise<MoneyMode | null> {
  const capabilities = await loadApiCapabilities();
  if (capabilities.kind === 'ours') {
    const { config } = capabilities;
    return config.moneyMode ?? (config.paymentMode === 'sandbox' ? 'sandbox' : 'live');
  }
  return import.meta.env.VITE_PAYSTACK_PUBLIC_KEY?.trim().startsWith('pk_test_') ? 'test' : null;
}

/**
 * The mode the server wrote on <html> when the site takes no real money (server/pages/test-mode-banner-html.ts):
 * known before the API answers, so the banner is on the first render, as it is in the served page.
 */
function moneyModeOfDocument(): MoneyMode | null {
  if (typeof document === 'undefined') return null;
  const mode = document.documentElement.getAttribute(MONEY_MODE_ATTRIBUTE);
  return mode === 'sandbox' || mode === 'test' ? mode : null;
}

/** The money mode once known (null before, and when the API cannot be asked). */
export function useMoneyMode(): MoneyMode | null {
  const [mode, setMode] = useState<MoneyMode | null>(moneyModeOfDocument);
  useEffect(() => {
    let active = true;
    void loadMoneyMode().then((loaded) => {
      if (active) setMode(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return mode;
}
