import { contactOrganization, listOutbox } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, errorOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;

const message = {
  name: 'Nour Ali',
  email: 'Nour@Example.test',
  phoneNumber: '+966 50 000 0000',
  subject: 'Group training',
  message: 'We would like a leadership programme for twenty managers.',
};

async function outbox(to: string) {
  return ok(await t.request(listOutbox, { query: { to, take: 100 } })).data;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { contact_email: 'hello@org.test' } });
  other = await buildOrg(t.db);
});
afterAll(() => t?.close());

describe('POST /api/contact/organization/:organizationId', () => {
  it("stores the message and e-mails it to the organization's contact address, in both languages", async () => {
    const res = await t.request(contactOrganization, {
      params: { organizationId: org.id },
      body: message,
      orgId: org.id,
    });
    expect(res.status).toBe(201);
    expect(ok(res).id).toBeGreaterThan(0);
    const [mail] = await outbox('hello@org.test');
    expect(mail?.subject).toContain('New contact message');
    expect(mail?.subject).toContain('رسالة تواصل جديدة');
    expect(mail?.text).toContain('nour@example.test');
    expect(mail?.text).toContain('+966 50 000 0000');
    expect(mail?.text).toContain(message.message);
    expect(mail?.text).toContain('الاسم: Nour Ali');
  });

  it("goes to the organization's administrators when it has no contact address", async () => {
    const admin = await buildUser(t.db, other, 'organization_admin', { email: 'boss@other.test' });
    await buildUser(t.db, other, 'learner', { email: 'learner@other.test' });
    expect(admin.id).toBeGreaterThan(0);
    const res = await t.request(contactOrganization, {
      params: { organizationId: other.id },
      body: message,
      orgId: other.id,
    });
    expect(res.status).toBe(201);
    expect(await outbox('boss@other.test')).toHaveLength(1);
    expect(await outbox('learner@other.test')).toHaveLength(0);
  });

  it('answers organizations-001 for an organization other than the request one', async () => {
    const res = await t.request(contactOrganization, {
      params: { organizationId: other.id },
      body: message,
      orgId: org.id,
    });
    expect(res.status).toBe(404);
    expect(errorCodeOf(res)).toBe('organizations-001');
  });

  it('names each invalid field with the key of its message', async () => {
    const res = await t.request(contactOrganization, {
      params: { organizationId: org.id },
      body: { name: ' ', email: 'not-an-email', subject: '', message: 'short', phoneNumber: 'abc' },
      orgId: org.id,
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries((errorOf(res).fields ?? []).map((f) => [f.path, f.message]));
    expect(fields).toMatchObject({
      'body.name': 'form.required',
      'body.email': 'form.email',
      'body.subject': 'form.required',
      'body.message': 'form.minLength',
    });
  });

  it('limits an address to 10 forms an hour (common-006)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request(contactOrganization, {
        params: { organizationId: org.id },
        body: message,
        orgId: org.id,
        remoteAddress: '198.51.100.9',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
