import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type Bindings, type ChildLoggerOptions, type LevelWithSilentOrString, stdSerializers } from 'pino';
import type { Config } from '../config.ts';

/**
 * What the server's log may hold (docs/decisions/platform.md, "Logs"): never a password, a hash,
 * a token, a code or a whole e-mail address. Requests are logged by their method, path and query
 * (credential values replaced), errors by their message and stack with the SQL parameters and the
 * database's echo of row values removed, e-mail addresses cut to their first letter and domain.
 */

const SENSITIVE_QUERY_KEYS = /^(token|super_token|access|refresh|access_token|refresh_token|code|password)$/i;
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const PASSWORD_HASH = /\$argon2(?:id|i|d)\$[^\s'"]+|\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}/g;
/**
 * Drizzle's "Failed query: …\nparams: a,b,c": everything after `params:` up to the stack's first
 * frame, the next cause or the end, since a parameter (a mail's text) may run over several lines.
 * And PostgreSQL's "Key (email)=(x@y.z) already exists."
 */
const SQL_PARAMS = /params: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;
const ROW_VALUES = /\)=\((.*?)\)( already exists| is not present| conflicts)/g;
const MAX_CLIENT_REQUEST_ID = 64;

/** `nour@example.test` → `n…@example.test`. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '$1…@$2');
}

/** A text that may quote stored values, scrubbed of them. */
export function scrubText(text: string): string {
  return maskEmails(
    text
      .replace(SQL_PARAMS, 'params: [redacted]')
      .replace(ROW_VALUES, ')=([redacted])$2')
      .replace(PASSWORD_HASH, '[redacted hash]'),
  );
}

/** A URL with credential values of its query replaced and e-mail addresses masked. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  const path = maskEmails(safeDecode(question < 0 ? url : url.slice(0, question)));
  if (question < 0) return path;
  const params = new URLSearchParams(url.slice(question + 1));
  for (const [key, value] of [...params.entries()]) {
    params.set(key, SENSITIVE_QUERY_KEYS.test(key) ? '[redacted]' : maskEmails(value));
  }
  return `${path}?${params.toString()}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Keys of an error (or of its causes) that carry the values of a query, never logged. */
const DROPPED_ERROR_KEYS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!DROPPED_ERROR_KEYS.has(key)) out[key] = scrub(item, depth + 1);
  }
  return out;
}

/** An error as the log shows it: pino's serialization (message and stack with their causes), scrubbed. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return scrub(error, 0);
  return scrub(stdSerializers.err(error), 0);
}

/** The request's line: a client's own `X-Request-Id` is kept apart from the id the server gave it. */
function serializeRequest(request: FastifyRequest) {
  const clientId = request.headers['x-request-id'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
    ...(typeof clientId === 'string' ? { clientRequestId: scrubText(clientId.slice(0, MAX_CLIENT_REQUEST_ID)) } : {}),
  };
}

/** The server's logger: level from the configuration, credentials redacted by path and by serializer. */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.oldPassword',
        '*.passwordHash',
        '*.token',
        '*.refresh',
        '*.access',
        '*.twoFactorToken',
      ],
      censor: '[redacted]',
    },
    serializers: { req: serializeRequest as never, err: serializeError as never },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (Fastify's `request.log`): the server's logger with the request's id, made
 * (pino's `child`) only when the request writes a line at an enabled level. Most requests write
 * none below `info`, and a child cost every request 1–2 µs, most of it the redaction of its
 * bindings (issue 11, docs/decisions/performance.md, "The request's own work").
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    // The parent's level, unless this request's logger has one of its own.
    const logger = this.#child ?? (isEnabled(this.#parent, level) ? this.#made() : null);
    if (logger) (logger[level] as (...args: unknown[]) => void).apply(logger, args);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  get level(): LevelWithSilentOrString {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Whether `logger` writes lines at `level`: pino's own answer, or, for another logger, yes. */
function isEnabled(logger: FastifyBaseLogger, level: Level): boolean {
  const pino = logger as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  return pino.isLevelEnabled ? pino.isLevelEnabled(level) : true;
}

/** Fastify's `childLoggerFactory`: each request's logger, made when it first writes. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
