/**
 * The built web app's assets (issue 11, "served compressed and with long-lived cache headers for
 * hashed assets"): the build leaves brotli and gzip copies beside each asset, and the server sends
 * the one the browser accepts, with no compression work per request.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('مرحبا '.repeat(200))};\n`;

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'manara-web-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><html><body><div id="app"></div></body></html>');
  const asset = join(distDir, 'assets', 'index-Ab12Cd34.js');
  await writeFile(asset, SCRIPT);
  await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

function getAsset(acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/assets/index-Ab12Cd34.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('a hashed asset of the web app', () => {
  it('is sent brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const res = await getAsset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('is sent gzip-compressed to a browser that accepts only gzip', async () => {
    const res = await getAsset('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('is sent as it is to a client that accepts no compression', async () => {
    const res = await getAsset();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.payload).toBe(SCRIPT);
  });
});

it('a file of the app outside the hashed assets is revalidated at each use', async () => {
  await writeFile(join(distDir, 'push-worker.js'), 'self.addEventListener("push", () => {});');
  const res = await t.app.inject({ method: 'GET', url: '/push-worker.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
});
