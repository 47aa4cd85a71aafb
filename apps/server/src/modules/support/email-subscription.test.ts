import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildOrg } from '../../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;

async function outbox(to: string) {
  const res = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}&take=100`);
  return res.body.data as { subject: string; text: string }[];
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { contact_email: 'news@org.test' } });
  other = await buildOrg(t.db, { configuration: { contact_email: 'news@other.test' } });
});
afterAll(() => t?.close());

describe('POST /api/email-subscription', () => {
  it('subscribes an address once: subscribing again answers the same and tells the organization once', async () => {
    for (const email of ['reader@example.test', 'READER@example.test ']) {
      const res = await t.call('POST', '/api/email-subscription', { orgId: org.id, body: { email } });
      expect(res.status).toBe(204);
    }
    const mails = await outbox('news@org.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('reader@example.test');
  });

  it('keeps subscribers per organization', async () => {
    const res = await t.call('POST', '/api/email-subscription', {
      orgId: other.id,
      body: { email: 'reader@example.test' },
    });
    expect(res.status).toBe(204);
    expect(await outbox('news@other.test')).toHaveLength(1);
  });

  it('refuses an address that is not one', async () => {
    const res = await t.call('POST', '/api/email-subscription', { orgId: org.id, body: { email: 'reader' } });
    expect(res.status).toBe(400);
    expect(res.body.fields[0]).toMatchObject({ path: 'body.email', message: 'form.email' });
  });
});
