// The first page of the web app (issue 11): how much JavaScript a new visitor downloads, as sent
// over the wire (compressed), for the landing page and for the catalogue, in each language, on the
// built server in a fresh browser (Chromium, no cache). Also what the same scripts weigh
// uncompressed, and how they were encoded. Prints figures; asserts nothing.

import { chromium } from '@playwright/test';
import { startPlatform } from './lib.mjs';

const PAGES = [
  ['landing page', '/landing-page'],
  ['catalogue (guest)', '/lms/all-courses'],
];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The scripts one fresh visit to `path` downloads, until the network is quiet. */
async function scriptsOf(browser, base, path, language) {
  const context = await browser.newContext();
  await context.addInitScript((lng) => {
    localStorage.setItem('i18nextLng', lng);
    localStorage.setItem('cookiesAccepted', 'true');
  }, language);
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    scripts.push({
      url: request.url(),
      wire: sizes.responseBodySize,
      encoding: response?.headers()['content-encoding'] ?? 'identity',
      plain: Number((await response?.body())?.length ?? 0),
    });
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await context.close();
  return scripts;
}

export async function runFirstPageBench() {
  console.log('\nFirst page: JavaScript downloaded by a new visitor (built server, fresh Chromium)');
  const platform = await startPlatform({ SEED_DEMO_DATA: 'true' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const [name, path] of PAGES) {
      for (const language of ['en', 'ar']) {
        const scripts = await scriptsOf(browser, platform.url, path, language);
        const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
        const plain = scripts.reduce((sum, s) => sum + s.plain, 0);
        const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
        const heaviest = [...scripts]
          .sort((a, b) => b.wire - a.wire)
          .slice(0, 6)
          .map(
            (s) =>
              `${new URL(s.url).pathname
                .split('/')
                .at(-1)
                .replace(/-[\w-]{8}\.js$/, '')} ${kib(s.wire)}`,
          );
        console.log(
          `  ${`${name} (${language})`.padEnd(24)} ${String(scripts.length).padStart(3)} scripts, ${kib(wire).padStart(10)} over the wire (${encodings}), ${kib(plain)} uncompressed`,
        );
        console.log(`      heaviest: ${heaviest.join(', ')}`);
      }
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}
