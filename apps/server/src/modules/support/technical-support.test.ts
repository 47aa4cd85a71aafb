import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let admin: string;
let learner: string;
let learnerId: number;
let instructor: string;
let otherAdmin: string;

const ticket = { issueTopic: 'courses', issueDescription: 'The quiz of module three does not open on my phone.' };

async function outbox(to: string) {
  const res = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}&take=100`);
  return res.body.data as { subject: string; text: string }[];
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { contact_email: 'support@org.test' } });
  other = await buildOrg(t.db);
  admin = await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id);
  learnerId = (
    await buildUser(t.db, org, 'learner', { email: 'learner@org.test', firstName: 'Reem', lastName: 'Saad' })
  ).id;
  learner = await t.tokenFor(learnerId, org.id);
  instructor = await t.tokenFor((await buildUser(t.db, org, 'instructor')).id, org.id);
  otherAdmin = await t.tokenFor((await buildUser(t.db, other, 'organization_admin')).id, other.id);
});
afterAll(() => t?.close());

describe('POST /api/technical-support', () => {
  it("opens a guest's ticket as RECEIVED, e-mails the organization and acknowledges in the request language", async () => {
    const res = await t.call('POST', '/api/technical-support', {
      orgId: org.id,
      language: 'ar',
      body: { ...ticket, name: 'زائر', email: 'guest@example.test' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'RECEIVED',
      issueTopic: 'courses',
      userId: null,
      email: 'guest@example.test',
    });
    const [toOrg] = await outbox('support@org.test');
    expect(toOrg?.subject).toContain('New technical-support ticket');
    expect(toOrg?.text).toContain(ticket.issueDescription);
    const [ack] = await outbox('guest@example.test');
    expect(ack?.subject).toContain(`استلمنا طلبك رقم ${res.body.id}`);
  });

  it("takes a signed-in user's name and e-mail from the account", async () => {
    const res = await t.call('POST', '/api/technical-support', { orgId: org.id, token: learner, body: ticket });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Reem Saad', email: 'learner@org.test', userId: learnerId });
  });

  it('asks a guest for a name and an e-mail (support-001)', async () => {
    const res = await t.call('POST', '/api/technical-support', { orgId: org.id, body: ticket });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('support-001');
  });

  it('refuses an unknown topic or a too short description', async () => {
    for (const body of [
      { ...ticket, issueTopic: 'weather' },
      { ...ticket, issueDescription: 'help' },
    ]) {
      const res = await t.call('POST', '/api/technical-support', { orgId: org.id, token: learner, body });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('validation');
    }
  });
});

describe('GET /api/technical-support', () => {
  it("answers the user's own tickets, paged, newest first", async () => {
    await t.call('POST', '/api/technical-support', {
      orgId: org.id,
      token: learner,
      body: { ...ticket, issueTopic: 'payments' },
    });
    const res = await t.call('GET', '/api/technical-support?take=1', { orgId: org.id, token: learner });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].issueTopic).toBe('payments');
    const page2 = await t.call('GET', '/api/technical-support?skip=1&take=1', { orgId: org.id, token: learner });
    expect(page2.body.data[0].issueTopic).toBe('courses');
  });

  it('answers every ticket of the organization to support staff, by status, and refuses that scope to others', async () => {
    const all = await t.call('GET', '/api/technical-support?scope=organization&take=100', {
      orgId: org.id,
      token: admin,
    });
    expect(all.body.total).toBe(3);
    const received = await t.call('GET', '/api/technical-support?scope=organization&status=RESOLVED', {
      orgId: org.id,
      token: admin,
    });
    expect(received.body.total).toBe(0);
    const refused = await t.call('GET', '/api/technical-support?scope=organization', { orgId: org.id, token: learner });
    expect(refused.status).toBe(403);
    const foreign = await t.call('GET', '/api/technical-support?scope=organization', {
      orgId: other.id,
      token: otherAdmin,
    });
    expect(foreign.body.total).toBe(0);
  });

  it('needs sign-in', async () => {
    const res = await t.call('GET', '/api/technical-support', { orgId: org.id });
    expect(res.status).toBe(401);
  });
});

describe('PATCH /api/technical-support/:ticketId', () => {
  it('lets staff move a ticket to PENDING then RESOLVED, telling the requester', async () => {
    const created = await t.call('POST', '/api/technical-support', { orgId: org.id, token: learner, body: ticket });
    const url = `/api/technical-support/${created.body.id}`;
    const pending = await t.call('PATCH', url, { orgId: org.id, token: admin, body: { status: 'PENDING' } });
    expect(pending.status).toBe(200);
    expect(pending.body.status).toBe('PENDING');
    const resolved = await t.call('PATCH', url, { orgId: org.id, token: admin, body: { status: 'RESOLVED' } });
    expect(resolved.body.status).toBe('RESOLVED');
    const [latest] = await outbox('learner@org.test');
    expect(latest?.subject).toContain('resolved');
  });

  it('is refused to learners and instructors (common-007), and 404 for another organization', async () => {
    const created = await t.call('POST', '/api/technical-support', { orgId: org.id, token: learner, body: ticket });
    const url = `/api/technical-support/${created.body.id}`;
    for (const token of [learner, instructor]) {
      const res = await t.call('PATCH', url, { orgId: org.id, token, body: { status: 'RESOLVED' } });
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('common-007');
    }
    const foreign = await t.call('PATCH', url, { orgId: other.id, token: otherAdmin, body: { status: 'RESOLVED' } });
    expect(foreign.status).toBe(404);
  });

  it('refuses an unknown status', async () => {
    const created = await t.call('POST', '/api/technical-support', { orgId: org.id, token: learner, body: ticket });
    const res = await t.call('PATCH', `/api/technical-support/${created.body.id}`, {
      orgId: org.id,
      token: admin,
      body: { status: 'CLOSED' },
    });
    expect(res.status).toBe(400);
  });
});
