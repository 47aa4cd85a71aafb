/**
 * The start-up log tells an operator where mail goes, who can read the outbox, which demo accounts
 * exist, and warns of everything exposed beyond this machine (issue 10, defect 1).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DEMO_PASSWORD, demoSignIns, liveDemoSignIns } from './db/seed/demo.ts';
import { users } from './modules/users/users.tables.ts';
import { hashPassword } from './platform/passwords.ts';
import { startupLines } from './startup-log.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { buildOrg, buildUser } from './test/factories.ts';

const demo = { password: DEMO_PASSWORD, signIns: demoSignIns };
const noDemo = { password: DEMO_PASSWORD, signIns: [] };

function log(env: Record<string, string>, options: { seeded?: boolean; demo?: typeof demo | typeof noDemo } = {}) {
  return startupLines({
    config: loadConfig({ DATA_DIR: '/srv/manara', ...env }),
    address: 'http://localhost:3000',
    databaseKind: 'embedded',
    seeded: options.seeded ?? false,
    demo: options.demo ?? demo,
  }).join('\n');
}

describe('the defaults of a fresh npm start', () => {
  it('listen on this machine only, show the outbox to this machine only, and believe no forwarded address', () => {
    const config = loadConfig({});
    expect(config.host).toBe('localhost');
    expect(config.devOutbox).toBe('local');
    expect(config.trustProxy).toBe(false);
  });
});

describe('the start-up log', () => {
  it('by default says the outbox is this machine’s only, lists the demo sign-ins and warns of nothing', () => {
    const text = log({}, { seeded: true });
    expect(text).toContain('Manara is running at http://localhost:3000');
    expect(text).toContain(
      'Mail and texts:      kept in the embedded outbox, readable only from this machine at http://localhost:3000/dev/mailbox (DEV_OUTBOX=local)',
    );
    expect(text).toContain(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const signIn of demoSignIns) expect(text).toContain(signIn.email);
    expect(text).not.toContain('WARNING');
  });

  it('warns when the server is reachable from other machines while demo accounts exist, seeded now or before', () => {
    for (const seeded of [true, false]) {
      const text = log({ HOST: '0.0.0.0' }, { seeded });
      expect(text).toContain('(listening on 0.0.0.0:3000)');
      expect(text).toContain('WARNING: listening on 0.0.0.0: reachable from other machines');
      expect(text).toContain('WARNING: the demo accounts below have a published password');
    }
    const withoutDemo = log({ HOST: '0.0.0.0' }, { demo: noDemo });
    expect(withoutDemo).not.toContain('demo accounts');
    expect(withoutDemo).not.toContain('Demo sign-ins');
  });

  it('warns when anyone may read the outbox (DEV_OUTBOX=open)', () => {
    const text = log({ DEV_OUTBOX: 'open' });
    expect(text).toContain('readable by ANYONE who reaches the server');
    expect(text).toContain('WARNING: the mail outbox holds sign-in codes and reset links and anyone can read it');
    expect(log({ DEV_OUTBOX: 'off' })).toContain('readable by nobody (DEV_OUTBOX=off)');
  });

  it('says mail goes through SMTP when it does, with no outbox to read', () => {
    const text = log({ SMTP_URL: 'smtp://mail.example.test:587', DEV_OUTBOX: 'open' });
    expect(text).toContain('Mail:                sent through SMTP_URL');
    expect(text).not.toContain('/dev/mailbox');
    expect(text).not.toContain('WARNING');
  });
});

describe('liveDemoSignIns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('names the demo accounts that exist and still have the published password', async () => {
    expect(await liveDemoSignIns(t.db)).toEqual([]);
    const org = await buildOrg(t.db);
    const admin = await buildUser(t.db, org, 'organization_admin', {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
    });
    await buildUser(t.db, org, 'learner', { email: 'student@demo.test', password: DEMO_PASSWORD });
    expect((await liveDemoSignIns(t.db)).map((s) => s.email)).toEqual(['admin@demo.test', 'student@demo.test']);
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('Changed@5678') })
      .where(eq(users.id, admin.id));
    expect((await liveDemoSignIns(t.db)).map((s) => s.email)).toEqual(['student@demo.test']);
  });
});
