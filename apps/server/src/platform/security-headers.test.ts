/**
 * Security headers on the app, the API and the docs (issue 10, defect 7): a content security
 * policy each of them works under, framing denied, nosniff, a referrer policy, and HSTS only when
 * `PUBLIC_URL` is HTTPS.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHealth } from '@manara/contract';
import Fastify, { type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import {
  appDirectives,
  CSP_NONCE_PLACEHOLDER,
  objectStoreOrigins,
  PDF_CSP,
  registerSecurityHeaders,
} from './security-headers.ts';

/** A built web app as Vite leaves it: the page carries the nonce placeholder (vite.config.ts `html.cspNonce`). */
const INDEX_HTML = `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" />
<script type="module" crossorigin src="/assets/index.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head>
<body><div id="app"></div></body></html>`;

/** The policy's directives by name: `{ 'style-src': ["'self'", "'nonce-…'"] }`. */
function directives(header: unknown): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name, values);
  }
  return policy;
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(directives(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
}

/** A document's (the app's page and files, the API docs): also the referrer policy. */
function expectDocumentHeaders(headers: Record<string, unknown>) {
  expectCommonHeaders(headers);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'manara-web-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, 'assets', 'index.js'), 'console.log("app")');
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

describe('over HTTP (PUBLIC_URL http)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000', WEB_DIST_DIR: distDir });
  });
  afterAll(() => t?.close());

  /** A call's answer and an unknown route's (untyped on purpose: a path no call has). */
  const apiAnswers = async () => [await t.request(getHealth), await t.call('GET', '/api/no-such-call')];

  it("an API answer carries the headers and the API's policy: nothing loads, nothing frames it; no HSTS", async () => {
    for (const res of await apiAnswers()) {
      expectCommonHeaders(res.headers);
      const policy = directives(res.headers['content-security-policy']);
      expect([...policy.keys()]).toEqual(['default-src', 'frame-ancestors']);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  /** What helmet writes beside the policy on every answer, and what it writes on documents only. */
  const everyAnswer = { 'cross-origin-resource-policy': 'same-origin' };
  const documentsOnly = {
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-permitted-cross-domain-policies': 'none',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-xss-protection': '0',
  };

  it("every answer carries helmet's other headers, computed once and the same each time; a document those of a document", async () => {
    for (const res of await apiAnswers()) {
      expect(res.headers).toMatchObject(everyAnswer);
      for (const name of Object.keys(documentsOnly)) expect(res.headers[name], name).toBeUndefined();
    }
    for (const url of ['/', '/assets/index.js', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({ ...everyAnswer, ...documentsOnly });
    }
  });

  it('the web app page gets a fresh nonce each time, in its policy and in the page, and no inline script', async () => {
    const seen = new Set<string>();
    for (const url of ['/', '/lms/all-courses', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectDocumentHeaders(res.headers);
      const policy = directives(res.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      const styles = policy.get('style-src') ?? [];
      expect(styles).not.toContain("'unsafe-inline'");
      const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(styles.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
      expect(nonce, url).toBeDefined();
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(3);
    // The app's files carry the policy too (without a nonce: they are not the page).
    const script = await t.app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(script.statusCode).toBe(200);
    expectDocumentHeaders(script.headers);
  });

  it('the web app page allows what the app loads: video players, HTTPS media, forms to an HTTPS ACS', async () => {
    const policy = directives((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https:']);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('the API docs have a policy of their own, which Swagger UI works under', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expectDocumentHeaders(page.headers);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expectDocumentHeaders(json.headers);
    // The app's page keeps its own policy.
    const app = await t.app.inject({ method: 'GET', url: '/' });
    expect(directives(app.headers['content-security-policy']).get('style-src')).not.toContain("'unsafe-inline'");
  });
});

describe('over HTTPS (PUBLIC_URL https)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://learn.example.com', WEB_DIST_DIR: distDir });
  });
  afterAll(() => t?.close());

  it('adds HSTS on the API, the page and the docs, and upgrades insecure requests of the page and the docs', async () => {
    for (const url of ['/api/health', '/', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      // The API's policy loads nothing, so it has nothing to upgrade.
      const upgrades = url !== '/api/health';
      expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests'), url).toBe(upgrades);
      if (upgrades) expectDocumentHeaders(res.headers);
      else expectCommonHeaders(res.headers);
    }
  });
});

describe('the policy', () => {
  it('names the object store when media live in S3: uploads go straight to presigned URLs there', () => {
    const config = loadConfig({
      PUBLIC_URL: 'http://localhost:3000',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000',
    });
    expect(objectStoreOrigins(config)).toEqual(['http://minio:9000', 'http://media.minio:9000']);
    const policy = appDirectives(config);
    for (const name of ['connect-src', 'img-src', 'media-src']) {
      expect(policy[name], name).toContain('http://minio:9000');
    }
    const aws = loadConfig({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' });
    expect(objectStoreOrigins(aws)).toEqual([
      'https://s3.eu-west-1.amazonaws.com',
      'https://media.s3.eu-west-1.amazonaws.com',
    ]);
    expect(objectStoreOrigins(loadConfig({}))).toEqual([]);
  });

  it('is a policy of its own on a PDF: nothing loads, runs, frames it or posts from it; the other headers stay', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, loadConfig({}));
    const pdf = async (_request: unknown, reply: FastifyReply) =>
      reply.type('application/pdf').send(Buffer.from('%PDF-1.4'));
    app.get('/pdf', pdf);
    app.get('/api/pdf', pdf);
    app.get('/api/page', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>hand-off</p>'));
    app.get('/json', async () => ({ ok: true }));
    for (const url of ['/pdf', '/api/pdf']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(PDF_CSP);
      const policy = directives(res.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // A document, on the API's paths too: the opener policy and the other headers of a page.
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-download-options'], url).toBe('noopen');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    const page = await app.inject({ method: 'GET', url: '/api/page' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(directives(page.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expect((await app.inject({ method: 'GET', url: '/json' })).headers['content-security-policy']).not.toBe(PDF_CSP);
    await app.close();
  });
});
