import type { Page } from '@playwright/test';

/**
 * Lighthouse's mobile profile: its "slow 4G" (150 ms round trip, 1.6 Mbps down, 750 Kbps up) and a CPU 4x
 * slower, where the app arrives seconds after the page is on screen.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Makes the page load and run as on a cheap phone on a slow network, through Chromium's DevTools protocol. */
export async function actLikeASlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}
