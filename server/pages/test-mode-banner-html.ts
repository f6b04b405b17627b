import {
  MONEY_MODE_ATTRIBUTE,
  TEST_MODE_BANNER_CLASS_NAME,
  TEST_MODE_BANNERS,
  type MoneyMode,
} from '@contract/site';
import { escapeHtml } from './page-html';

const PUBLIC_MAIN_OPENING_TAG = /<main id="main-content"[^>]*>/;

/**
 * A page's HTML as served by a site that takes no real money: <html> says the mode (the app renders its
 * banner from the first render, without waiting for /api/site/config), and a page rendered ahead (prerendered
 * or by the server) carries the banner where the public layout renders it, at the top of <main>, so nothing
 * shifts when the app takes over and the markup hydrates as it is. A live site's pages are left as they are.
 */
export function withTestModeBanner(html: string, moneyMode: MoneyMode): string {
  if (moneyMode === 'live') return html;
  const banner = `<p data-testid="test-mode-banner" class="${TEST_MODE_BANNER_CLASS_NAME}">${escapeHtml(TEST_MODE_BANNERS[moneyMode])}</p>`;
  return html
    .replace(/<html\b/, `<html ${MONEY_MODE_ATTRIBUTE}="${moneyMode}"`)
    .replace(PUBLIC_MAIN_OPENING_TAG, (openingTag) => `${openingTag}${banner}`);
}
