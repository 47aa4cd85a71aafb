import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The proxies whose `X-Forwarded-For` is believed: none, a number of hops, or addresses and ranges. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxy = z
  .string()
  .transform((value, ctx): TrustProxy => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      const [address, bits, ...rest] = entry.split('/');
      const valid =
        PROXY_NAMES.has(entry) ||
        (rest.length === 0 && isIP(address ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: `not a hop count, an address, a range or loopback: ${entry}` });
        return z.NEVER;
      }
    }
    return entries;
  })
  .default(false);

/** The push services of Chrome, Edge, Firefox and Safari. */
const DEFAULT_PUSH_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com';

/** Environment → typed configuration. Every variable has an embedded default (README lists them). */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  TRUST_PROXY: trustProxy,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Manara <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: flag.default(true),
  CONTROLLED_CLOCK: flag.default(false),
  DEV_OUTBOX: z.enum(['local', 'open', 'off']).default('local'),
  WEB_DIST_DIR: z.string().optional(),
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z.string().min(3).optional(),
  PUSH_ENDPOINT_HOSTS: z.string().optional(),
  SSE_HEARTBEAT_SECONDS: z.coerce.number().min(1).max(300).default(20),
});

/** Where media are stored when `S3_BUCKET` is set (else under `$DATA_DIR/media`). */
export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export type Config = {
  port: number;
  host: string;
  /**
   * Whose `X-Forwarded-For` names the client: nobody by default (the client is the peer of the
   * connection, so nobody can pick their own address to escape a per-address limit).
   */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Names this deployment's channels and keys apart on a shared Redis. */
  redisNamespace: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  bodyLimitBytes: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  seedDemoData: boolean;
  /**
   * End-to-end tests only: the server's clock may be moved ahead by `POST /api/dev/clock` (which
   * exists only with the mail outbox), so that tests of token lifetimes need not wait for them.
   */
  controlledClock: boolean;
  /**
   * Who may read the embedded outboxes (mail and text messages, `GET /api/dev/…`) while no
   * `SMTP_URL` is set: `local`, only requests from this machine (the default); `open`, anyone (a
   * development server on a trusted network); `off`, nobody. Never anyone once SMTP is set.
   */
  devOutbox: 'local' | 'open' | 'off';
  webDistDir: string;
  /** Largest media file accepted (upload and presigned upload). */
  mediaMaxBytes: number;
  /**
   * Web Push (VAPID): the key pair from the environment, else one the server generates once and
   * keeps in the database; the subject (a mailto: or https: address) push services may contact.
   */
  vapid: { publicKey: string; privateKey: string } | null;
  vapidSubject: string;
  /**
   * The push services the server posts to (`*.` for subdomains): the browsers' own by default, so
   * that a subscription cannot make the server call an address of the operator's network.
   */
  pushEndpointHosts: string[];
  /** How often live streams get a keep-alive comment and their sessions are checked. */
  sseHeartbeatSeconds: number;
  s3: S3Config | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = Env.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    controlledClock: e.CONTROLLED_CLOCK,
    devOutbox: e.DEV_OUTBOX,
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? 'no-reply@localhost'}`,
    pushEndpointHosts: (e.PUSH_ENDPOINT_HOSTS ?? DEFAULT_PUSH_HOSTS)
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    sseHeartbeatSeconds: e.SSE_HEARTBEAT_SECONDS,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
  };
}
