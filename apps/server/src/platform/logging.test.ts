/**
 * The log never holds passwords, hashes, tokens, codes or whole e-mail addresses (issue 10,
 * defect 6), and the id of a request is the server's (defect 12). A request's logger is made only
 * when the request writes a line (issue 11).
 */
import { defineCall, getHealth, logClientError, NoContent, publicAccess } from '@manara/contract';
import { sql } from 'drizzle-orm';
import { type LevelWithSilent, pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appModules } from '../app-modules.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { buildOrg } from '../test/factories.ts';
import { loggerOptions, maskEmails, redactUrl, requestLogger, scrubText } from './logging.ts';
import { defineModule } from './module.ts';

const EMAIL = 'nour.ali@example.test';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA';
const TOKEN = 'Zq3vW8xR2mN7pK4sT9yB1cD6fG0hJ5lA';
const CODE = '482915';
/** A mail's text, as a query that writes the outbox would carry it: the secrets on its later lines. */
const MAIL_TEXT = `Hello Nour,\n\nYour sign-in code is ${CODE}.\nOr open https://example.test/auth/reset-password?token=${TOKEN}\n`;

/** A call whose query fails with the e-mail and the hash among its parameters, as a bug in a service would. */
const failingCall = defineCall({
  method: 'POST',
  path: '/test/failing-query',
  summary: 'A query that fails (test only).',
  tags: ['test'],
  access: publicAccess,
  body: z.object({ email: z.string(), hash: z.string(), text: z.string().optional() }),
  response: NoContent,
});
/** Writes a row that breaks the users table's rules, with the e-mail, the hash and a token among its values. */
const violatingCall = defineCall({
  method: 'POST',
  path: '/test/violating-insert',
  summary: 'An insert the database refuses (test only).',
  tags: ['test'],
  access: publicAccess,
  body: z.object({ email: z.string(), hash: z.string(), kind: z.enum(['unique', 'not-null']) }),
  response: NoContent,
  errors: ['common-008'],
});
const failingModule = defineModule({
  name: 'failing-query',
  calls: { failingCall, violatingCall },
  tenantless: ['failingCall', 'violatingCall'],
  handlers: ({ db }) => ({
    failingCall: async (_ctx, { body }) => {
      await db.execute(
        sql`select * from no_such_table where email = ${body.email} and hash = ${body.hash} and text = ${body.text ?? ''}`,
      );
      return null;
    },
    violatingCall: async (_ctx, { body }) => {
      const firstName = body.kind === 'not-null' ? null : 'Nour';
      for (let i = 0; i < 2; i++) {
        await db.execute(
          sql`insert into users (email, password_hash, first_name, last_name) values (${body.email}, ${body.hash}, ${firstName}, ${TOKEN})`,
        );
      }
      return null;
    },
  }),
});

describe('the log', () => {
  let t: TestApp;
  let orgId: number;
  const lines: Record<string, any>[] = [];
  const logged = () => JSON.stringify(lines);

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        modules: [...appModules, failingModule],
        logger: {
          ...loggerOptions({ logLevel: 'info' }),
          stream: { write: (line: string) => lines.push(JSON.parse(line)) },
        },
      },
    );
    orgId = (await buildOrg(t.db)).id;
  });
  afterAll(() => t?.close());

  /** Nothing of what a query carried: no address, hash, token or code, whole or in part. */
  function expectNoSecrets() {
    const text = logged();
    for (const secret of [EMAIL, 'nour.ali', 'aGFzaGhhc2hoYXNo', '$argon2id$', TOKEN, CODE]) {
      expect(text).not.toContain(secret);
    }
  }

  it('writes a failed query without its parameters', async () => {
    const res = await t.request(failingCall, { body: { email: EMAIL, hash: HASH } });
    expect(res.status).toBe(500);
    const failure = lines.find((line) => line.msg === 'unhandled error');
    expect(failure?.err?.message).toContain('no_such_table');
    expectNoSecrets();
  });

  it('drops every parameter of a failed query, also those that run over several lines', async () => {
    const res = await t.request(failingCall, { body: { email: EMAIL, hash: HASH, text: MAIL_TEXT } });
    expect(res.status).toBe(500);
    const failure = lines.findLast((line) => line.msg === 'unhandled error');
    expect(failure?.err?.stack).toContain('no_such_table');
    expect(failure?.err?.stack).toMatch(/\n\s+at /);
    expectNoSecrets();
  });

  it.each([
    ['a unique key (409)', 'unique', 409],
    ['a not-null column (500)', 'not-null', 500],
  ] as const)("writes the database's refusal of %s without the row's values", async (_, kind, status) => {
    const before = lines.length;
    const res = await t.request(violatingCall, { body: { email: EMAIL, hash: HASH, kind } });
    expect(res.status).toBe(status);
    expect(lines.length).toBeGreaterThan(before);
    expectNoSecrets();
  });

  it('writes request lines without credentials or whole addresses in the query', async () => {
    // Untyped on purpose: a `token` the outbox does not take, as a link pasted into a URL would carry it.
    await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(EMAIL)}&token=secret-token-value`);
    const line = lines.findLast((l) => l.msg === 'request completed' && l.req?.url?.startsWith('/api/dev/outbox'));
    expect(line?.req.url).toContain('n%E2%80%A6%40example.test');
    expect(logged()).not.toContain('secret-token-value');
    expect(logged()).not.toContain(encodeURIComponent(EMAIL));
  });

  it("scrubs what a page reports: its link's token and the addresses in its message", async () => {
    const res = await t.request(logClientError, {
      orgId,
      body: {
        source: 'window',
        message: `could not reach ${EMAIL}`,
        stack: `Error at ${EMAIL}`,
        url: '/reset-password?token=reset-secret-token',
      },
    });
    expect(res.status).toBe(204);
    const line = lines.findLast((l) => l.msg === 'web app reported an error');
    expect(line?.client.message).toBe('could not reach n…@example.test');
    expect(logged()).not.toContain('reset-secret-token');
    expect(logged()).not.toContain(EMAIL);
  });

  it("names each request itself: a client's X-Request-Id is kept apart, never taken as the id", async () => {
    const res = await t.request(getHealth, { headers: { 'x-request-id': 'chosen-by-client' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.findLast((l) => l.msg === 'request completed' && l.req?.url === '/api/health');
    expect(line?.reqId).toBe(res.headers['x-request-id']);
    expect(line?.req.clientRequestId).toBe('chosen-by-client');
  });

  it('gives every answer the id its line has: a refusal’s, an unknown path’s and a failure’s too', async () => {
    const answers = [
      await t.call('GET', '/api/all-courses', { orgId }),
      await t.call('GET', '/api/no-such-call'),
      await t.request(failingCall, { body: { email: 'x', hash: 'y' } }),
    ];
    for (const res of answers) {
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((l) => l.msg === 'request completed' && l.reqId === id && l.statusCode === res.status)).toBe(
        true,
      );
    }
    expect(answers.map((res) => res.status)).toEqual([401, 404, 500]);
  });
});

describe('scrubbing', () => {
  it("removes PostgreSQL's echo of row values and drizzle's parameters", () => {
    expect(scrubText(`Key (email)=(${EMAIL}) already exists.`)).toBe('Key (email)=([redacted]) already exists.');
    expect(scrubText(`Failed query: select 1 where a = $1\nparams: ${EMAIL},${HASH}`)).toBe(
      'Failed query: select 1 where a = $1\nparams: [redacted]',
    );
    expect(scrubText(`hash ${HASH} here`)).toBe('hash [redacted hash] here');
  });

  it('keeps the first letter and the domain of an address', () => {
    expect(maskEmails(`to ${EMAIL} and a@b.co`)).toBe('to n…@example.test and a…@b.co');
  });

  it('replaces credential values of a query string', () => {
    expect(redactUrl('/api/x?token=abc&code=123456&skip=2')).toBe(
      '/api/x?token=%5Bredacted%5D&code=%5Bredacted%5D&skip=2',
    );
  });
});

describe("a request's logger", () => {
  function serverLogger(level: LevelWithSilent) {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(loggerOptions({ logLevel: level }), { write: (line: string) => lines.push(JSON.parse(line)) });
    // Counts the children made of it (pino's children inherit this property: theirs are counted too).
    let children = 0;
    const child = logger.child;
    logger.child = function (this: typeof logger, ...args: Parameters<typeof child>) {
      children++;
      return child.apply(this, args);
    } as typeof child;
    return { logger, lines, children: () => children };
  }

  it('makes no child of the server logger for a request that writes nothing at an enabled level', () => {
    const server = serverLogger('warn');
    const log = requestLogger(server.logger, { reqId: 'r-1' }, {});
    log.info('a line below the level');
    log.debug({ detail: 1 }, 'another');
    expect(server.children()).toBe(0);
    expect(server.lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it("writes each line with the request's id, through one child made at the first line", () => {
    const server = serverLogger('info');
    const log = requestLogger(server.logger, { reqId: 'r-2' }, {});
    log.info({ statusCode: 200 }, 'request completed');
    log.error(new Error('it failed'), 'unhandled error');
    expect(server.children()).toBe(1);
    expect(server.lines).toMatchObject([
      { reqId: 'r-2', statusCode: 200, msg: 'request completed', level: 30 },
      { reqId: 'r-2', msg: 'unhandled error', level: 50, err: { message: 'it failed' } },
    ]);
    // The server's serializers and redaction hold for it as for the server's own lines.
    log.warn({ user: { password: 'secret-value' } }, 'with a password');
    expect(JSON.stringify(server.lines)).not.toContain('secret-value');
  });

  it("keeps the request's id in a child of its own, and a level set on it", () => {
    const server = serverLogger('warn');
    const log = requestLogger(server.logger, { reqId: 'r-3' }, {});
    log.level = 'debug';
    log.debug('now written');
    log.child({ part: 'mail' }).warn('from a part');
    expect(server.lines).toMatchObject([
      { reqId: 'r-3', msg: 'now written' },
      { reqId: 'r-3', part: 'mail', msg: 'from a part' },
    ]);
    expect(server.logger.level).toBe('warn');
  });
});
