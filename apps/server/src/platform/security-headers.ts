import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/**
 * The security headers of every answer (issue 10, defect 7; docs/decisions/platform.md,
 * "Security headers"): a content security policy, framing denied, nosniff, a referrer policy,
 * and HSTS when `PUBLIC_URL` is HTTPS. Helmet writes them before the route runs; a route that
 * needs another policy (the web app's page with its nonce, the API docs, a stored file) sets its
 * own, which wins.
 */

/** What the built web app's `index.html` carries where each answer puts its own nonce (vite.config.ts `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = 'MANARA_CSP_NONCE';

/** The players lesson videos embed (apps/web `video-source.ts`). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

type Directives = Record<string, string[]>;

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}

/**
 * The origins a browser talks to for files kept in S3: uploads go straight to presigned URLs
 * there. Both forms of address, virtual-hosted (`bucket.host`) and path-style (`host/bucket`),
 * since which one the SDK signs depends on the endpoint and `S3_FORCE_PATH_STYLE`.
 */
export function objectStoreOrigins(config: Pick<Config, 's3'>): string[] {
  const s3 = config.s3;
  if (!s3) return [];
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  return [endpoint.origin, `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`];
}

/**
 * The policy the web app works under. Scripts only from our own files (no inline script, no
 * eval); styles from our files and, on the page itself, from `<style>` elements carrying the
 * page's nonce (emotion's, which MUI writes at run time); images, video and fonts also from any
 * HTTPS address (authored lessons and Markdown name other hosts) and from the object store;
 * requests to us and the object store; frames only of the video players; forms post to us or to
 * an HTTPS address (the SAML hand-off posts to the service provider's ACS); never framed.
 */
export function appDirectives(config: Pick<Config, 'publicUrl' | 's3'>, styleNonce?: string): Directives {
  const store = objectStoreOrigins(config);
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...store],
    'media-src': ["'self'", 'blob:', 'https:', ...store],
    'font-src': ["'self'", 'data:', 'https:', ...store],
    'connect-src': ["'self'", ...store],
    'frame-src': VIDEO_PLAYERS,
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", 'https:'],
  };
  // Over plain HTTP (development) an upgrade would send every request to an HTTPS port nobody serves.
  if (isHttps(config)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The policy of the API documentation (`/api/docs`, Swagger UI): its own scripts and styles,
 * with the inline styles its components write, and its images as data URLs; requests to us.
 */
export function docsDirectives(config: Pick<Config, 'publicUrl'>): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  if (isHttps(config)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** A fresh nonce for one answer of the web app's page. */
export function newCspNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The web app's page with a nonce of its own, and the policy that names it: each answer gets a
 * new one, so a `<style>` injected into the page cannot guess it.
 */
export function sendAppPage(reply: FastifyReply, config: Pick<Config, 'publicUrl' | 's3'>, html: string) {
  const nonce = newCspNonce();
  return reply
    .code(200)
    .header('cache-control', 'no-cache')
    .header('content-security-policy', serializeCsp(appDirectives(config, nonce)))
    .type('text/html; charset=utf-8')
    .send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
}

/**
 * The policy of a PDF answer (certificates, PDF media): nothing loads, nothing runs, nothing frames
 * it, no form posts from it. Styles may be inline because the browsers' PDF viewers style their own
 * page (Safari since 17.3 draws the PDF small without it). No `sandbox`: Safari refuses to draw a
 * PDF in a sandboxed document. Chromium's viewer renders and downloads under it (docs/decisions/platform.md).
 */
export const PDF_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * What helmet writes on every answer, with our choices: `X-Frame-Options: DENY`,
 * `Referrer-Policy: strict-origin-when-cross-origin` (a cross-origin request learns our origin, never a
 * path or query, which may hold a link's token; YouTube's player needs the origin), and HSTS for a year
 * (with subdomains) only when `PUBLIC_URL` is HTTPS.
 */
function everyAnswerOptions(config: Pick<Config, 'publicUrl'>) {
  return {
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps(config) ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
  } satisfies HelmetOptions;
}

/** Helmet over the web app and every other answer that is not the API's: the app's policy and helmet's defaults. */
export function helmetOptions(config: Pick<Config, 'publicUrl' | 's3'>): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(config) },
    ...everyAnswerOptions(config),
  };
}

/**
 * The headers helmet writes with `options`, in its order. They depend on the options alone (no
 * directive is a function of the request), so they are asked once: @fastify/helmet built helmet's
 * middleware again, directives parsed and all, for every request (issue 11).
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers for the API's answers (JSON, CSV, events), as OWASP's REST security cheat
 * sheet has them: none of them is a page, so their policy lets nothing load and nothing frame one
 * opened as a document (`default-src 'none'; frame-ancestors 'none'`), and the headers that act only
 * on a document are left out: the opener policy, the origin-keyed agent cluster, DNS prefetching,
 * IE's download prompt, the old XSS auditor, the referrer policy (an answer that loads nothing and
 * links nowhere sends no referrer) and Adobe's cross-domain policies (for Flash and PDF readers).
 * The app's policy alone was 440 bytes of every answer, and the API answers thousands a second
 * (issue 11).
 */
export function apiHelmetOptions(config: Pick<Config, 'publicUrl'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xXssProtection: false,
    ...everyAnswerOptions(config),
    referrerPolicy: false,
    xPermittedCrossDomainPolicies: false,
  };
}

/** Whether a path is the API's (its answers get `apiHelmetOptions`); the API docs are pages. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Helmet's headers on every answer: the API's on the API's paths, the app's on the rest. A
 * document the API answers (a PDF, the sign-in hand-off's page) gets the headers of a document
 * back; a PDF also gets `PDF_CSP`.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const pageHeaders = helmetHeaders(helmetOptions(config));
  const apiHeaders = helmetHeaders(apiHelmetOptions(config));
  const documentOnly = pageHeaders.filter(
    ([name]) => name !== 'Content-Security-Policy' && !apiHeaders.some(([apiName]) => apiName === name),
  );
  // On Fastify's reply rather than on Node's response: a response with no header of its own takes
  // `writeHead`'s fast path, which does not set each of Fastify's headers again (issue 11).
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiPath(request.url) ? apiHeaders : pageHeaders) reply.header(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const isPdf = type.startsWith('application/pdf');
    if (isPdf) reply.header('content-security-policy', PDF_CSP);
    if ((isPdf || type.startsWith('text/html')) && isApiPath(request.url)) {
      for (const [name, value] of documentOnly) reply.header(name, value);
    }
    done(null, payload);
  });
}
