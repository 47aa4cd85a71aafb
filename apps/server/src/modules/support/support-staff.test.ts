import {
  getNewsletterSubscribersCsv,
  listContactMessages,
  listNewsletterSubscribers,
  listSupportTickets,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildSignedInMember, buildUser } from '../../test/factories.ts';
import { expectSortable } from '../../test/sorting.ts';
import { contactMessages, emailSubscriptions, supportTickets } from './support.tables.ts';

let t: TestApp;
type Org = Awaited<ReturnType<typeof buildOrg>>;
let org: Org;
let other: Org;
let admin: { token: string };
let learner: { token: string };
let otherAdmin: { token: string };

/** The options of a request by `who` of organization `o`, in `language`. */
const by = (who: { token: string }, o: Org = org, language: 'en' | 'ar' = 'en') => ({
  as: { orgId: o.id, token: who.token },
  language,
});

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await buildSignedInMember(t, org, 'organization_admin');
  learner = await buildSignedInMember(t, org, 'learner', {
    email: 'huda@example.test',
    firstName: 'Huda',
    lastName: 'Salem',
    firstNameAr: 'هدى',
    lastNameAr: 'سالم',
  });
  otherAdmin = await buildSignedInMember(t, other, 'organization_admin');
  await t.db.insert(contactMessages).values([
    {
      organizationId: org.id,
      name: 'Ali',
      email: 'ali@example.test',
      subject: 'Invoice',
      message: 'Where is my invoice?',
      createdAt: new Date('2030-01-01'),
    },
    {
      organizationId: org.id,
      name: 'Mona',
      email: 'mona@example.test',
      subject: 'Partnership',
      message: 'We would like to partner.',
      phoneNumber: '+966500000000',
      createdAt: new Date('2030-01-02'),
    },
    {
      organizationId: other.id,
      name: 'Elsewhere',
      email: 'x@example.test',
      subject: 'Other',
      message: 'Not yours at all.',
    },
  ]);
  await t.db.insert(emailSubscriptions).values([
    { organizationId: org.id, email: 'HUDA@example.test', language: 'ar', createdAt: new Date('2030-01-01') },
    { organizationId: org.id, email: 'guest@example.test', createdAt: new Date('2030-01-02') },
    { organizationId: org.id, email: '=cmd@example.test', createdAt: new Date('2030-01-03') },
    { organizationId: other.id, email: 'other@example.test' },
  ]);
  await t.db.insert(supportTickets).values([
    {
      organizationId: org.id,
      name: 'A',
      email: 'a@example.test',
      issueTopic: 'payments',
      issueDescription: 'Charged twice for a course.',
    },
    {
      organizationId: org.id,
      name: 'B',
      email: 'b@example.test',
      issueTopic: 'technical',
      issueDescription: 'The video does not play.',
      status: 'PENDING',
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/contact-messages', () => {
  it("lists the organization's messages newest first, paged and searched", async () => {
    const res = await t.request(listContactMessages, by(admin));
    expect(res.status).toBe(200);
    expect(ok(res).total).toBe(2);
    expect(ok(res).data.map((m) => m.name)).toEqual(['Mona', 'Ali']);
    expect(ok(res).data[0]).toMatchObject({ phoneNumber: '+966500000000', subject: 'Partnership' });
    const page = await t.request(listContactMessages, { query: { take: 1, skip: 1 }, ...by(admin) });
    expect(ok(page).data.map((m) => m.name)).toEqual(['Ali']);
    const found = await t.request(listContactMessages, { query: { search: 'invoice' }, ...by(admin) });
    expect(ok(found).data.map((m) => m.name)).toEqual(['Ali']);
    expect((await t.request(listContactMessages, { query: { take: 0 }, ...by(admin) })).status).toBe(400);
  });

  it('is for support staff: a learner gets 403, another organization sees only its own', async () => {
    expect((await t.request(listContactMessages, by(learner))).status).toBe(403);
    const theirs = await t.request(listContactMessages, by(otherAdmin, other));
    expect(ok(theirs).data.map((m) => m.name)).toEqual(['Elsewhere']);
  });
});

describe('GET /api/technical-support by topic', () => {
  it('filters the organization scope by topic and status', async () => {
    const byTopic = await t.request(listSupportTickets, {
      query: { scope: 'organization', issueTopic: 'payments' },
      ...by(admin),
    });
    expect(byTopic.status).toBe(200);
    expect(ok(byTopic).data.map((x) => x.name)).toEqual(['A']);
    const none = await t.request(listSupportTickets, {
      query: { scope: 'organization', issueTopic: 'payments', status: 'PENDING' },
      ...by(admin),
    });
    expect(ok(none).total).toBe(0);
    // Untyped: the contract's types forbid a topic it does not know.
    const unknownTopic = await t.call('GET', '/api/technical-support?scope=organization&issueTopic=x', {
      orgId: org.id,
      token: admin.token,
      language: 'en',
    });
    expect(unknownTopic.status).toBe(400);
  });
});

describe('newsletter subscribers', () => {
  it('are listed with a count, newest first, with the member’s name in the request language', async () => {
    const res = await t.request(listNewsletterSubscribers, by(admin, org, 'ar'));
    expect(res.status).toBe(200);
    expect(ok(res).total).toBe(3);
    expect(ok(res).data.map((s) => s.email)).toEqual(['=cmd@example.test', 'guest@example.test', 'HUDA@example.test']);
    expect(ok(res).data[2]).toMatchObject({ name: 'هدى سالم', language: 'ar' });
    expect(ok(res).data[1]?.name).toBeNull();
    const searched = await t.request(listNewsletterSubscribers, { query: { search: 'guest' }, ...by(admin) });
    expect(ok(searched).total).toBe(1);
  });

  it('export as CSV with a byte-order mark, Arabic names intact and no formulas', async () => {
    const csv = await t.request(getNewsletterSubscribersCsv, by(admin));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.raw.startsWith('\ufeff')).toBe(true);
    const lines = csv.raw.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('email,name,nameAr,language,subscribedAt');
    expect(lines).toHaveLength(4);
    expect(lines[1]?.split(',').slice(0, 4)).toEqual(['HUDA@example.test', 'Huda Salem', 'هدى سالم', 'ar']);
    expect(csv.raw).toContain("'=cmd@example.test");
    expect(csv.raw).not.toContain('other@example.test');
  });

  it('are for support staff: a learner gets 403, another organization sees only its own', async () => {
    expect((await t.request(listNewsletterSubscribers, by(learner))).status).toBe(403);
    expect((await t.request(getNewsletterSubscribersCsv, by(learner))).status).toBe(403);
    const theirs = await t.request(listNewsletterSubscribers, by(otherAdmin, other));
    expect(ok(theirs).data.map((s) => s.email)).toEqual(['other@example.test']);
  });
});

describe('sorting the support tables', () => {
  const day1 = new Date('2030-01-01T10:00:00Z');
  const day2 = new Date('2030-01-02T10:00:00Z');
  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id) as [number, number, number, number];

  async function staffOfNewOrg() {
    const sorted = await buildOrg(t.db);
    const staff = await buildSignedInMember(t, sorted, 'organization_admin');
    return { sorted, caller: { orgId: sorted.id, token: staff.token } };
  }

  it('sorts the tickets by opening time, requester or status either way, newest first among ties', async () => {
    const { sorted, caller } = await staffOfNewOrg();
    const ticket = (name: string, status: 'RECEIVED' | 'PENDING' | 'RESOLVED', createdAt: Date) => ({
      organizationId: sorted.id,
      name,
      email: 'someone@example.test',
      status,
      issueTopic: 'other',
      issueDescription: 'Something does not work.',
      createdAt,
    });
    const [r1, r2, r3, r4] = idsOf(
      await t.db
        .insert(supportTickets)
        .values([
          ticket('Basma', 'RESOLVED', day1),
          ticket('Adel', 'RECEIVED', day1),
          ticket('Basma', 'PENDING', day2),
          ticket('Carl', 'RECEIVED', day2),
        ])
        .returning({ id: supportTickets.id }),
    );
    const tickets = await t.request(listSupportTickets, { query: { scope: 'organization' }, as: caller });
    expect(ok(tickets).data.map((r) => r.id)).toEqual([r4, r3, r2, r1]);
    await expectSortable(
      t,
      { call: listSupportTickets, query: { scope: 'organization' }, as: caller },
      {
        createdAt: { asc: [r1, r2, r3, r4], desc: [r4, r3, r2, r1] },
        name: { asc: [r2, r3, r1, r4], desc: [r4, r3, r1, r2] },
        // Received, pending, resolved.
        status: { asc: [r4, r2, r3, r1], desc: [r1, r3, r4, r2] },
      },
    );
  });

  it('sorts the contact messages by time, sender or subject either way, newest first among ties', async () => {
    const { sorted, caller } = await staffOfNewOrg();
    const message = (name: string, subject: string, createdAt: Date) => ({
      organizationId: sorted.id,
      name,
      email: 'someone@example.test',
      subject,
      message: 'A question about something.',
      createdAt,
    });
    const [m1, m2, m3, m4] = idsOf(
      await t.db
        .insert(contactMessages)
        .values([
          message('Basma', 'Refund', day1),
          message('Adel', 'Invoice', day1),
          message('Basma', 'Access', day2),
          message('Carl', 'Invoice', day2),
        ])
        .returning({ id: contactMessages.id }),
    );
    expect(ok(await t.request(listContactMessages, { as: caller })).data.map((r) => r.id)).toEqual([m4, m3, m2, m1]);
    await expectSortable(
      t,
      { call: listContactMessages, as: caller },
      {
        createdAt: { asc: [m1, m2, m3, m4], desc: [m4, m3, m2, m1] },
        name: { asc: [m2, m3, m1, m4], desc: [m4, m3, m1, m2] },
        subject: { asc: [m3, m4, m2, m1], desc: [m1, m4, m2, m3] },
      },
    );
  });

  it('sorts the subscribers by time, e-mail, member name or language either way, an address alone last by name', async () => {
    const { sorted, caller } = await staffOfNewOrg();
    const stamp = Math.random().toString(36).slice(2, 8);
    const address = (local: string) => `${local}-${stamp}@example.test`;
    await buildUser(t.db, sorted, 'learner', { email: address('adel'), firstName: 'Adel', lastName: 'X' });
    await buildUser(t.db, sorted, 'learner', { email: address('basma'), firstName: 'Basma', lastName: 'X' });
    const subscription = (email: string, language: 'en' | 'ar', createdAt: Date) => ({
      organizationId: sorted.id,
      email,
      language,
      createdAt,
    });
    const [n1, n2, n3, n4] = idsOf(
      await t.db
        .insert(emailSubscriptions)
        .values([
          subscription(address('zed'), 'ar', day1),
          subscription(address('basma'), 'en', day1),
          subscription(address('adel'), 'ar', day2),
          subscription(address('amy'), 'en', day2),
        ])
        .returning({ id: emailSubscriptions.id }),
    );
    const subscribers = await t.request(listNewsletterSubscribers, { as: caller });
    expect(ok(subscribers).data.map((r) => r.id)).toEqual([n4, n3, n2, n1]);
    await expectSortable(
      t,
      { call: listNewsletterSubscribers, as: caller },
      {
        createdAt: { asc: [n1, n2, n3, n4], desc: [n4, n3, n2, n1] },
        email: { asc: [n3, n4, n2, n1], desc: [n1, n2, n4, n3] },
        name: { asc: [n3, n2, n4, n1], desc: [n2, n3, n4, n1] },
        // English, then Arabic (the languages' order).
        language: { asc: [n4, n2, n3, n1], desc: [n3, n1, n4, n2] },
      },
    );
  });
});
