/**
 * Whose address a per-address limit counts: the connection's peer, unless `TRUST_PROXY` names the
 * proxies in front of the server. A client cannot pick its own address with `X-Forwarded-For`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contactOrganization,
  logClientError,
  login,
  requestPasswordReset,
  resendTwoFactor,
  sendPhoneVerification,
  verifyEmailExists,
  verifyPhoneNumber,
  verifyTwoFactor,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, errorCodeOf, type TestApp } from '../test/app.ts';
import { buildOrg, buildUser } from '../test/factories.ts';
import { type RateLimitName, rateLimits } from './rate-limit.ts';

const message = {
  name: 'Nour Ali',
  email: 'nour@example.test',
  subject: 'Group training',
  message: 'We would like a leadership programme for twenty managers.',
};

/** Sends 11 contact forms (the limit is 10 an hour an address) from `remoteAddress`, each with its own X-Forwarded-For. */
async function elevenForms(t: TestApp, orgId: number, remoteAddress: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await t.request(contactOrganization, {
      params: { organizationId: orgId },
      orgId,
      body: message,
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  describe('unset (the default)', () => {
    let t: TestApp;
    let orgId: number;
    beforeAll(async () => {
      t = await createTestApp();
      orgId = (await buildOrg(t.db)).id;
    });
    afterAll(() => t?.close());

    it('ignores X-Forwarded-For: a spoofed address per request does not escape the limit', async () => {
      const statuses = await elevenForms(t, orgId, '198.51.100.20');
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses[10]).toBe(429);
    });

    it('ignores X-Forwarded-For and Forwarded on sign-in: 51 guesses with 51 spoofed addresses meet the limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 51; i++) {
        const res = await t.request(login, {
          orgId,
          body: { email: `guess${i}@example.test`, password: 'Wrong@1234' },
          remoteAddress: '198.51.100.30',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, forwarded: `for=203.0.113.${i + 1}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 50).every((status) => status !== 429)).toBe(true);
      expect(statuses[50]).toBe(429);
    });
  });

  describe('every per-address limit, with a new spoofed address on each request', () => {
    let t: TestApp;
    let org: Awaited<ReturnType<typeof buildOrg>>;
    beforeAll(async () => {
      t = await createTestApp();
      org = await buildOrg(t.db);
    });
    afterAll(() => t?.close());

    /** One request that counts against the limit; `i` keeps everything else (e-mail, account) apart. */
    type Send = (
      i: number,
      options: { remoteAddress: string; headers: Record<string, string> },
    ) => Promise<{ status: number; body: unknown }>;
    /** A new member of `org` as the caller: each request comes from another account, so only the address limit is met. */
    const member = async () => {
      const user = await buildUser(t.db, org);
      return { token: await t.tokenFor(user.id, org.id), orgId: org.id };
    };
    const limits: [RateLimitName, string, Send][] = [
      [
        'twoFactorPerAddress',
        'auth-004',
        (_, o) => t.request(verifyTwoFactor, { orgId: org.id, body: { token: 'x'.repeat(43), code: '123456' }, ...o }),
      ],
      [
        'resendPerAddress',
        'auth-004',
        (_, o) => t.request(resendTwoFactor, { orgId: org.id, body: { token: 'x'.repeat(43) }, ...o }),
      ],
      [
        'mailPerAddress',
        'auth-004',
        (i, o) =>
          t.request(requestPasswordReset, {
            orgId: org.id,
            body: { email: `spoof${i}@example.test` },
            ...o,
          }),
      ],
      [
        'registerPerAddress',
        'auth-004',
        (i, o) =>
          t.request(verifyEmailExists, {
            orgId: org.id,
            body: { email: `spoof${i}@example.test` },
            ...o,
          }),
      ],
      [
        'clientLogsPerAddress',
        'common-006',
        (i, o) =>
          t.request(logClientError, {
            orgId: org.id,
            body: { source: 'window', message: `report ${i}`, url: '/' },
            ...o,
          }),
      ],
      [
        'smsPerAddress',
        'auth-004',
        async (i, o) =>
          t.request(sendPhoneVerification, {
            as: await member(),
            body: { phoneNumber: `+9665080000${String(i).padStart(2, '0')}` },
            ...o,
          }),
      ],
      [
        'phoneVerifyPerAddress',
        'auth-004',
        async (_, o) =>
          t.request(verifyPhoneNumber, {
            as: await member(),
            body: { phoneNumber: '+966508888888', code: '123456' },
            ...o,
          }),
      ],
    ];

    it('are all of them (sign-in and the forms are above)', () => {
      const tested = [...limits.map(([name]) => name), 'loginPerAddress', 'formsPerAddress'].sort();
      expect(tested).toEqual(
        Object.keys(rateLimits)
          .filter((name) => name.endsWith('PerAddress'))
          .sort(),
      );
    });

    it.each(limits)('%s', async (name, refusal, send) => {
      const remoteAddress = `198.51.100.${40 + limits.findIndex(([n]) => n === name)}`;
      const { points } = rateLimits[name];
      const codes: unknown[] = [];
      for (let i = 0; i <= points; i++) {
        const spoofed = `203.0.113.${i + 1}`;
        const res = await send(i, {
          remoteAddress,
          headers: { 'x-forwarded-for': spoofed, forwarded: `for=${spoofed}`, 'x-real-ip': spoofed },
        });
        codes.push(res.status < 300 ? res.status : errorCodeOf(res));
      }
      expect(codes.slice(0, points)).not.toContain(refusal);
      expect(codes[points]).toBe(refusal);
    });
  });

  describe('set to the proxy in front of the server', () => {
    let t: TestApp;
    let orgId: number;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '198.51.100.0/24' });
      orgId = (await buildOrg(t.db)).id;
    });
    afterAll(() => t?.close());

    it("counts the address the trusted proxy forwards, and a stranger's header still not", async () => {
      // Through the proxy: each form comes from its own client, so none is limited.
      expect(await elevenForms(t, orgId, '198.51.100.1')).toEqual(Array(11).fill(201));
      // Straight from a client outside the trusted range: its header is not believed.
      const direct = await elevenForms(t, orgId, '192.0.2.50');
      expect(direct[10]).toBe(429);
    });
  });

  it('is the only address a per-address limit counts: every one is keyed by the request context’s client address', () => {
    const root = fileURLToPath(new URL('../modules', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const uses = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/consume\(\s*'(\w+PerAddress)',\s*([^,)]+)/g)].map(
        (match) => ({ file, limit: match[1], key: match[2] as string }),
      ),
    );
    expect(uses.length).toBeGreaterThan(10);
    expect(uses.filter((use) => !use.key.includes('ctx.client.ip'))).toEqual([]);
    const limits = new Set(uses.map((use) => use.limit));
    expect(Object.keys(rateLimits).filter((name) => name.endsWith('PerAddress') && !limits.has(name))).toEqual([]);
  });

  it('reads a hop count, addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});
