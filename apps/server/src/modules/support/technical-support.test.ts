import { createSupportTicket, listOutbox, listSupportTickets, updateSupportTicket } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let admin: string;
let learner: string;
let learnerId: number;
let instructor: string;
let otherAdmin: string;

const ticket = {
  issueTopic: 'courses',
  issueDescription: 'The quiz of module three does not open on my phone.',
} as const;

async function outbox(to: string) {
  return ok(await t.request(listOutbox, { query: { to, take: 100 } })).data;
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
const by = (token: string) => ({ orgId: org.id, token });
afterAll(() => t?.close());

describe('POST /api/technical-support', () => {
  it("opens a guest's ticket as RECEIVED, e-mails the organization and acknowledges in the request language", async () => {
    const res = await t.request(createSupportTicket, {
      body: { ...ticket, name: 'زائر', email: 'guest@example.test' },
      orgId: org.id,
      language: 'ar',
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
    expect(ack?.subject).toContain(`استلمنا طلبك رقم ${ok(res).id}`);
  });

  it("takes a signed-in user's name and e-mail from the account", async () => {
    const res = await t.request(createSupportTicket, { body: ticket, as: by(learner) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Reem Saad', email: 'learner@org.test', userId: learnerId });
  });

  it('asks a guest for a name and an e-mail (support-001)', async () => {
    const res = await t.request(createSupportTicket, { body: ticket, orgId: org.id });
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe('support-001');
  });

  it('refuses an unknown topic or a too short description', async () => {
    // Untyped: the contract's types forbid a topic it does not know.
    const unknownTopic = await t.call('POST', '/api/technical-support', {
      orgId: org.id,
      token: learner,
      body: { ...ticket, issueTopic: 'weather' },
    });
    const tooShort = await t.request(createSupportTicket, {
      body: { ...ticket, issueDescription: 'help' },
      as: by(learner),
    });
    for (const res of [unknownTopic, tooShort]) {
      expect(res.status).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
  });
});

describe('GET /api/technical-support', () => {
  it("answers the user's own tickets, paged, newest first", async () => {
    await t.request(createSupportTicket, { body: { ...ticket, issueTopic: 'payments' }, as: by(learner) });
    const res = await t.request(listSupportTickets, { query: { take: 1 }, as: by(learner) });
    expect(res.status).toBe(200);
    expect(ok(res).total).toBe(2);
    expect(ok(res).data).toHaveLength(1);
    expect(ok(res).data[0]?.issueTopic).toBe('payments');
    const page2 = await t.request(listSupportTickets, { query: { skip: 1, take: 1 }, as: by(learner) });
    expect(ok(page2).data[0]?.issueTopic).toBe('courses');
  });

  it('answers every ticket of the organization to support staff, by status, and refuses that scope to others', async () => {
    const all = await t.request(listSupportTickets, { query: { scope: 'organization', take: 100 }, as: by(admin) });
    expect(ok(all).total).toBe(3);
    const received = await t.request(listSupportTickets, {
      query: { scope: 'organization', status: 'RESOLVED' },
      as: by(admin),
    });
    expect(ok(received).total).toBe(0);
    const refused = await t.request(listSupportTickets, { query: { scope: 'organization' }, as: by(learner) });
    expect(refused.status).toBe(403);
    const foreign = await t.request(listSupportTickets, {
      query: { scope: 'organization' },
      as: { orgId: other.id, token: otherAdmin },
    });
    expect(ok(foreign).total).toBe(0);
  });

  it('needs sign-in', async () => {
    const res = await t.request(listSupportTickets, { orgId: org.id });
    expect(res.status).toBe(401);
  });
});

describe('PATCH /api/technical-support/:ticketId', () => {
  it('lets staff move a ticket to PENDING then RESOLVED, telling the requester', async () => {
    const created = await t.request(createSupportTicket, { body: ticket, as: by(learner) });
    const params = { ticketId: ok(created).id };
    const pending = await t.request(updateSupportTicket, { params, body: { status: 'PENDING' }, as: by(admin) });
    expect(pending.status).toBe(200);
    expect(ok(pending).status).toBe('PENDING');
    const resolved = await t.request(updateSupportTicket, { params, body: { status: 'RESOLVED' }, as: by(admin) });
    expect(ok(resolved).status).toBe('RESOLVED');
    const [latest] = await outbox('learner@org.test');
    expect(latest?.subject).toContain('resolved');
  });

  it('is refused to learners and instructors (common-007), and 404 for another organization', async () => {
    const created = await t.request(createSupportTicket, { body: ticket, as: by(learner) });
    const params = { ticketId: ok(created).id };
    for (const token of [learner, instructor]) {
      const res = await t.request(updateSupportTicket, { params, body: { status: 'RESOLVED' }, as: by(token) });
      expect(res.status).toBe(403);
      expect(errorCodeOf(res)).toBe('common-007');
    }
    const foreign = await t.request(updateSupportTicket, {
      params,
      body: { status: 'RESOLVED' },
      as: { orgId: other.id, token: otherAdmin },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses an unknown status', async () => {
    const created = await t.request(createSupportTicket, { body: ticket, as: by(learner) });
    // Untyped: the contract's types forbid a status it does not know.
    const res = await t.call('PATCH', `/api/technical-support/${ok(created).id}`, {
      orgId: org.id,
      token: admin,
      body: { status: 'CLOSED' },
    });
    expect(res.status).toBe(400);
  });
});
