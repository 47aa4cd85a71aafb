/**
 * The log never holds passwords, hashes, tokens, codes or whole e-mail addresses (issue 10,
 * defect 6), and the id of a request is the server's (defect 12).
 */
import { defineCall, NoContent, publicAccess } from '@manara/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appModules } from '../app-modules.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { buildOrg } from '../test/factories.ts';
import { loggerOptions, maskEmails, redactUrl, scrubText } from './logging.ts';
import { defineModule } from './module.ts';

const EMAIL = 'nour.ali@example.test';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA';

/** A call whose query fails with the e-mail and the hash among its parameters, as a bug in a service would. */
const failingCall = defineCall({
  method: 'POST',
  path: '/test/failing-query',
  summary: 'A query that fails (test only).',
  tags: ['test'],
  access: publicAccess,
  body: z.object({ email: z.string(), hash: z.string() }),
  response: NoContent,
});
const failingModule = defineModule({
  name: 'failing-query',
  calls: { failingCall },
  tenantless: ['failingCall'],
  handlers: ({ db }) => ({
    failingCall: async (_ctx, { body }) => {
      await db.execute(sql`select * from no_such_table where email = ${body.email} and hash = ${body.hash}`);
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

  it('writes a failed query without its parameters', async () => {
    const res = await t.call('POST', '/api/test/failing-query', { body: { email: EMAIL, hash: HASH } });
    expect(res.status).toBe(500);
    const failure = lines.find((line) => line.msg === 'unhandled error');
    expect(failure?.err?.message).toContain('no_such_table');
    expect(logged()).not.toContain(EMAIL);
    expect(logged()).not.toContain('aGFzaGhhc2hoYXNo');
    expect(logged()).not.toContain('$argon2id$');
  });

  it('writes request lines without credentials or whole addresses in the query', async () => {
    await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(EMAIL)}&token=secret-token-value`);
    const line = lines.findLast((l) => l.msg === 'request completed' && l.req?.url?.startsWith('/api/dev/outbox'));
    expect(line?.req.url).toContain('n%E2%80%A6%40example.test');
    expect(logged()).not.toContain('secret-token-value');
    expect(logged()).not.toContain(encodeURIComponent(EMAIL));
  });

  it("scrubs what a page reports: its link's token and the addresses in its message", async () => {
    const res = await t.call('POST', '/api/frontend-logger', {
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
    const res = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'chosen-by-client' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.findLast((l) => l.msg === 'request completed' && l.req?.url === '/api/health');
    expect(line?.reqId).toBe(res.headers['x-request-id']);
    expect(line?.req.clientRequestId).toBe('chosen-by-client');
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
