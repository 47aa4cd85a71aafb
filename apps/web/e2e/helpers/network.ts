import type { Page } from '@playwright/test';

/**
 * Answers arrive as over a real network, `latencyMs` after they are asked (Chromium's network
 * emulation). A local server answers at once, which hides what arrives after what.
 */
export async function emulateNetworkLatency(page: Page, latencyMs = 100): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}
