import { Writable } from 'node:stream';
import { type ClientLogBody, logClientError } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
/** The app's log lines. */
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, { logger: { level: 'info', stream } });
  org = await buildOrg(t.db);
});
afterAll(() => t?.close());

const report: ClientLogBody = {
  source: 'boundary',
  message: 'Cannot read properties of undefined',
  stack: 'at Page (page.tsx:1)',
};

describe('POST /api/frontend-logger', () => {
  it('writes the reported error to the request log, with the request id, organization and user', async () => {
    const user = await buildUser(t.db, org);
    const res = await t.request(logClientError, {
      body: { ...report, url: '/landing-page?x=1' },
      as: { token: await t.tokenFor(user.id, org.id), orgId: org.id },
      headers: { 'x-request-id': 'client-error-1', 'user-agent': 'Vitest browser' },
    });
    expect(res.status).toBe(204);
    expect(res.headers['x-request-id']).not.toBe('client-error-1');
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'web app reported an error');
    expect(entry).toMatchObject({
      level: 50,
      // The server's id for the request (the client's own is logged apart, on the request's line).
      reqId: res.headers['x-request-id'],
      orgId: org.id,
      userId: user.id,
      client: { source: 'boundary', message: report.message, url: '/landing-page?x=1', userAgent: 'Vitest browser' },
    });
  });

  it('accepts reports from guests', async () => {
    const res = await t.request(logClientError, { orgId: org.id, body: { ...report, level: 'warn' } });
    expect(res.status).toBe(204);
  });

  it('refuses a report without a message or with an unknown source', async () => {
    // Untyped: these bodies are what the contract's types forbid.
    for (const body of [{ source: 'boundary' }, { source: 'elsewhere', message: 'x' }, { ...report, level: 'fatal' }]) {
      const res = await t.call('POST', '/api/frontend-logger', { orgId: org.id, body });
      expect(res.status).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
  });

  it('limits the reports of one address (60 a minute) with common-006', async () => {
    const remoteAddress = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await t.request(logClientError, { orgId: org.id, body: report, remoteAddress })).status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
    const limited = await t.request(logClientError, { orgId: org.id, body: report, remoteAddress });
    expect(errorCodeOf(limited)).toBe('common-006');
    const other = await t.request(logClientError, { orgId: org.id, body: report, remoteAddress: '203.0.113.78' });
    expect(other.status).toBe(204);
  });
});
