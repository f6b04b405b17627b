import { useEffect, useState } from 'react';
import { getSiteConfigEndpoint, MONEY_MODE_ATTRIBUTE, type MoneyMode } from '@contract/site';
import { callEndpoint } from '@/lib/api-client';

let moneyModeRequest: Promise<MoneyMode | null> | null = null;

/**
 * Whether this deployment moves real money, from GET /api/site/config (asked once per visit). An API that does
 * not say (an older one) is read from its payment mode: the sandbox never takes money. Null when unknown.
 */
function loadMoneyMode(): Promise<MoneyMode | null> {
  moneyModeRequest ??= callEndpoint(getSiteConfigEndpoint)
    .then((config) => config.moneyMode ?? (config.paymentMode === 'sandbox' ? 'sandbox' : 'live'))
    .catch(() => {
      moneyModeRequest = null;
      return null;
    });
  return moneyModeRequest;
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

/** For tests: forget the answer so the next render asks again. */
export function resetMoneyModeForTests(): void {
  moneyModeRequest = null;
}
