/**
 * The embedded outboxes hold what grants access to accounts (reset links, two-factor codes,
 * verification links): by default only this machine reads them (issue 10, defect 1).
 */
import { listOutbox, listSmsOutbox } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, type TestApp } from '../test/app.ts';
import { isLoopbackAddress } from './dev-tools.ts';

const outboxes = [listOutbox, listSmsOutbox];

async function statuses(t: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> }) {
  const answers = await Promise.all(outboxes.map((call) => t.request(call, options)));
  return answers.map((res) => res.status);
}

describe('the dev outboxes', () => {
  describe('by default (DEV_OUTBOX=local)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('answer a request from this machine', async () => {
      expect(await statuses(t, { remoteAddress: '127.0.0.1' })).toEqual([200, 200]);
      expect(await statuses(t, { remoteAddress: '::1' })).toEqual([200, 200]);
    });

    it('do not exist for another machine', async () => {
      const res = await t.request(listOutbox, { remoteAddress: '203.0.113.7' });
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe('common-001');
      expect(await statuses(t, { remoteAddress: '192.168.1.20' })).toEqual([404, 404]);
    });

    it('do not exist for a request a proxy on this machine forwarded (TRUST_PROXY unset)', async () => {
      expect(await statuses(t, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } })).toEqual([
        404, 404,
      ]);
      expect(await statuses(t, { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.7' } })).toEqual([
        404, 404,
      ]);
    });
  });

  describe('behind a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: 'loopback' });
    });
    afterAll(() => t?.close());

    it('answer the machine itself, not the visitors the proxy forwards', async () => {
      expect(await statuses(t, { remoteAddress: '127.0.0.1' })).toEqual([200, 200]);
      expect(await statuses(t, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } })).toEqual([
        404, 404,
      ]);
    });
  });

  it('DEV_OUTBOX=open answers anyone, DEV_OUTBOX=off nobody', async () => {
    const open = await createTestApp({ DEV_OUTBOX: 'open' });
    const off = await createTestApp({ DEV_OUTBOX: 'off' });
    try {
      expect(await statuses(open, { remoteAddress: '203.0.113.7' })).toEqual([200, 200]);
      expect(await statuses(off, { remoteAddress: '127.0.0.1' })).toEqual([404, 404]);
    } finally {
      await Promise.all([open.close(), off.close()]);
    }
  });

  it('never exist once mail goes through SMTP', async () => {
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525', DEV_OUTBOX: 'open' });
    try {
      expect(await statuses(smtp, { remoteAddress: '127.0.0.1' })).toEqual([404, 404]);
    } finally {
      await smtp.close();
    }
  });
});

describe('isLoopbackAddress', () => {
  it('knows this machine in IPv4, IPv6 and mapped form, and nothing else', () => {
    for (const local of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(local)).toBe(true);
    for (const remote of ['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '0.0.0.0', '1127.0.0.1'])
      expect(isLoopbackAddress(remote)).toBe(false);
  });
});
