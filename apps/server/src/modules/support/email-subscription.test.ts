import { listOutbox, subscribeToNewsletter } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg } from '../../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;

async function outbox(to: string) {
  return ok(await t.request(listOutbox, { query: { to, take: 100 } })).data;
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
      const res = await t.request(subscribeToNewsletter, { body: { email }, orgId: org.id });
      expect(res.status).toBe(204);
    }
    const mails = await outbox('news@org.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('reader@example.test');
  });

  it('keeps subscribers per organization', async () => {
    const res = await t.request(subscribeToNewsletter, { body: { email: 'reader@example.test' }, orgId: other.id });
    expect(res.status).toBe(204);
    expect(await outbox('news@other.test')).toHaveLength(1);
  });

  it('refuses an address that is not one', async () => {
    const res = await t.request(subscribeToNewsletter, { body: { email: 'reader' }, orgId: org.id });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields?.[0]).toMatchObject({
      path: 'body.email',
      message: 'form.email',
    });
  });
});
