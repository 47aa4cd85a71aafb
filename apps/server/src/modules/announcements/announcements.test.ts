import {
  type CallBody,
  createOrgAnnouncement,
  deleteOrgAnnouncement,
  dismissOrgAnnouncement,
  getOrgAnnouncement,
  listOrgAnnouncements,
  updateOrgAnnouncement,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp, type TypedAnswer } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { buildAnnouncement } from '../../test/shell-factories.ts';
import { expectSortable } from '../../test/sorting.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let admin: string;
let learner: string;
let otherLearner: string;

const HOUR = 3600 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
const bodies = (res: TypedAnswer<typeof listOrgAnnouncements>) => ok(res).data.map((a) => a.body);

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id);
  learner = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
  otherLearner = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
});
afterAll(() => t?.close());

describe('administrators author announcements', () => {
  it('creates one with translations, link and dates, and answers it in the request language', async () => {
    const res = await t.request(createOrgAnnouncement, {
      language: 'ar',
      body: {
        translations: [
          { language: 'en', body: 'Spring term starts Sunday.' },
          { language: 'ar', body: 'يبدأ فصل الربيع يوم الأحد.' },
        ],
        externalLink: 'https://example.com/spring',
        startDate: at(-HOUR).toISOString(),
        endDate: at(48 * HOUR).toISOString(),
      },
      as: { orgId: org.id, token: admin },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      body: 'يبدأ فصل الربيع يوم الأحد.',
      externalLink: 'https://example.com/spring',
      translations: [
        { language: 'ar', body: 'يبدأ فصل الربيع يوم الأحد.' },
        { language: 'en', body: 'Spring term starts Sunday.' },
      ],
    });
    const detail = await t.request(getOrgAnnouncement, {
      params: { announcementId: ok(res).id },
      as: { orgId: org.id, token: admin },
    });
    expect(ok(detail).body).toBe('Spring term starts Sunday.');
  });

  it('falls back to the one translation there is', async () => {
    const res = await t.request(createOrgAnnouncement, {
      language: 'ar',
      body: { translations: [{ language: 'en', body: 'English only.' }] },
      as: { orgId: org.id, token: admin },
    });
    expect(ok(res).body).toBe('English only.');
    await t.request(deleteOrgAnnouncement, {
      params: { announcementId: ok(res).id },
      as: { orgId: org.id, token: admin },
    });
  });

  it('refuses bad input: no translation, two of one language, a script link, an end before the start', async () => {
    const bad: CallBody<typeof createOrgAnnouncement>[] = [
      { translations: [] },
      {
        translations: [
          { language: 'en', body: 'a' },
          { language: 'en', body: 'b' },
        ],
      },
      { translations: [{ language: 'en', body: 'a' }], externalLink: 'javascript:alert(1)' },
      {
        translations: [{ language: 'en', body: 'a' }],
        startDate: at(HOUR).toISOString(),
        endDate: at(-HOUR).toISOString(),
      },
    ];
    for (const body of bad) {
      const res = await t.request(createOrgAnnouncement, { body, as: { orgId: org.id, token: admin } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
  });

  it('updates fields and replaces translations; an end before the stored start answers announcements-001', async () => {
    const { id } = await buildAnnouncement(t.db, org.id, { startDate: at(-HOUR) });
    const res = await t.request(updateOrgAnnouncement, {
      params: { announcementId: id },
      body: { translations: [{ language: 'en', body: 'Changed.' }], externalLink: 'https://example.com/x' },
      as: { orgId: org.id, token: admin },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ body: 'Changed.', externalLink: 'https://example.com/x' });
    expect(ok(res).translations).toEqual([{ language: 'en', body: 'Changed.' }]);
    const wrong = await t.request(updateOrgAnnouncement, {
      params: { announcementId: id },
      body: { endDate: at(-2 * HOUR).toISOString() },
      as: { orgId: org.id, token: admin },
    });
    expect(wrong.status).toBe(400);
    expect(errorCodeOf(wrong)).toBe('announcements-001');
  });

  it('deletes one; it is gone afterwards', async () => {
    const { id } = await buildAnnouncement(t.db, org.id);
    const res = await t.request(deleteOrgAnnouncement, {
      params: { announcementId: id },
      as: { orgId: org.id, token: admin },
    });
    expect(res.status).toBe(204);
    const again = await t.request(getOrgAnnouncement, {
      params: { announcementId: id },
      as: { orgId: org.id, token: admin },
    });
    expect(again.status).toBe(404);
  });

  it('is refused to learners (common-007) and to guests (common-009)', async () => {
    const body = { translations: [{ language: 'en' as const, body: 'No.' }] };
    const asLearner = await t.request(createOrgAnnouncement, { body, as: { orgId: org.id, token: learner } });
    expect(asLearner.status).toBe(403);
    expect(errorCodeOf(asLearner)).toBe('common-007');
    const asGuest = await t.request(createOrgAnnouncement, { orgId: org.id, body });
    expect(asGuest.status).toBe(401);
  });

  it("answers 404 for another organization's announcement", async () => {
    const { id } = await buildAnnouncement(t.db, other.id);
    for (const call of [getOrgAnnouncement, deleteOrgAnnouncement]) {
      const res = await t.request(call, { params: { announcementId: id }, as: { orgId: org.id, token: admin } });
      expect(res.status, call.method).toBe(404);
    }
  });
});

describe('bodies written with the rich-text editor', () => {
  const dirty = (text: string) =>
    `<p dir="auto" onclick="steal()"><strong>${text}</strong></p><script>alert(1)</script>` +
    '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>';
  const injected = /script|onclick|onerror|javascript:|<img|alert/i;

  it('removes script injection at creation, in both languages, and keeps the formatting', async () => {
    const res = await t.request(createOrgAnnouncement, {
      body: {
        translations: [
          { language: 'en', body: dirty('Exams moved') },
          { language: 'ar', body: dirty('تأجيل الاختبارات') },
        ],
      },
      as: { orgId: org.id, token: admin },
    });
    expect(res.status).toBe(201);
    for (const { body } of ok(res).translations) expect(body).not.toMatch(injected);
    expect(ok(res).translations).toContainEqual({
      language: 'ar',
      body: '<p dir="auto"><strong>تأجيل الاختبارات</strong></p><a target="_blank" rel="noopener noreferrer">link</a>',
    });
    // What learners are sent is the stored, clean text.
    const banner = await t.request(listOrgAnnouncements, { orgId: org.id, language: 'ar' });
    const shown = ok(banner).data.find((a) => a.id === ok(res).id);
    expect(shown?.body).toContain('<strong>تأجيل الاختبارات</strong>');
    expect(shown?.body).not.toMatch(injected);
    await t.request(deleteOrgAnnouncement, {
      params: { announcementId: ok(res).id },
      as: { orgId: org.id, token: admin },
    });
  });

  it('removes script injection at a change, and refuses a body that is nothing but a script', async () => {
    const { id } = await buildAnnouncement(t.db, org.id);
    const res = await t.request(updateOrgAnnouncement, {
      params: { announcementId: id },
      body: { translations: [{ language: 'en', body: dirty('Library hours') }] },
      as: { orgId: org.id, token: admin },
    });
    expect(res.status).toBe(200);
    expect(ok(res).translations[0]?.body).toMatch(/^<p dir="auto"><strong>Library hours<\/strong><\/p>/);
    expect(ok(res).translations[0]?.body).not.toMatch(injected);

    const empty = await t.request(updateOrgAnnouncement, {
      params: { announcementId: id },
      body: { translations: [{ language: 'en', body: '<script>alert(1)</script>' }] },
      as: { orgId: org.id, token: admin },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      errorCode: 'validation',
      fields: [{ path: 'body.translations.0.body', message: 'form.required' }],
    });
    const kept = await t.request(getOrgAnnouncement, {
      params: { announcementId: id },
      as: { orgId: org.id, token: admin },
    });
    expect(ok(kept).translations[0]?.body).toContain('Library hours');
  });

  it('keeps plain text as written: it is shown as text, never read as markup', async () => {
    const res = await t.request(createOrgAnnouncement, {
      body: { translations: [{ language: 'en', body: 'Fees < 100 SAR & no <b>tags</b> here' }] },
      as: { orgId: org.id, token: admin },
    });
    expect(ok(res).body).toBe('Fees < 100 SAR & no <b>tags</b> here');
    await t.request(deleteOrgAnnouncement, {
      params: { announcementId: ok(res).id },
      as: { orgId: org.id, token: admin },
    });
  });
});

describe('the banner list', () => {
  let listOrg: Awaited<ReturnType<typeof buildOrg>>;
  let member: string;
  let ids: Record<'old' | 'newest' | 'expired' | 'scheduled', number>;

  beforeAll(async () => {
    listOrg = await buildOrg(t.db);
    member = await t.tokenFor((await buildUser(t.db, listOrg)).id, listOrg.id);
    ids = {
      old: (await buildAnnouncement(t.db, listOrg.id, { createdAt: at(-48 * HOUR) })).id,
      newest: (await buildAnnouncement(t.db, listOrg.id, { createdAt: at(-HOUR), externalLink: 'https://x.test' })).id,
      expired: (await buildAnnouncement(t.db, listOrg.id, { createdAt: at(-2 * HOUR), endDate: at(-HOUR) })).id,
      scheduled: (await buildAnnouncement(t.db, listOrg.id, { startDate: at(24 * HOUR) })).id,
    };
    await buildAnnouncement(t.db, other.id);
  });

  it('lists started announcements of the organization, newest first, in the request language', async () => {
    const res = await t.request(listOrgAnnouncements, { orgId: listOrg.id, language: 'ar' });
    expect(res.status).toBe(200);
    expect(ok(res).data.map((a) => a.id)).toEqual([ids.newest, ids.expired, ids.old]);
    expect(ok(res).total).toBe(3);
    expect(bodies(res)[0]).toBe(`إعلان ${ids.newest}`);
    expect(ok(res).data[0]?.externalLink).toBe('https://x.test');
  });

  it('leaves out expired ones with filterExpired=1, and takes "a huge take"', async () => {
    const res = await t.request(listOrgAnnouncements, {
      query: { skip: 0, take: Number.MAX_SAFE_INTEGER, filterExpired: '1', filterDismissed: '1' },
      orgId: listOrg.id,
    });
    expect(ok(res).data.map((a) => a.id)).toEqual([ids.newest, ids.old]);
  });

  it('leaves out what the signed-in user dismissed, not what others did; dismissing twice is fine', async () => {
    const dismiss = () =>
      t.request(dismissOrgAnnouncement, {
        params: { announcementId: ids.newest },
        as: { orgId: listOrg.id, token: member },
      });
    expect((await dismiss()).status).toBe(204);
    expect((await dismiss()).status).toBe(204);
    const mine = await t.request(listOrgAnnouncements, {
      query: { filterDismissed: '1', filterExpired: '1' },
      as: { orgId: listOrg.id, token: member },
    });
    expect(ok(mine).data.map((a) => a.id)).toEqual([ids.old]);
    const unfiltered = await t.request(listOrgAnnouncements, {
      query: { filterExpired: '1' },
      as: { orgId: listOrg.id, token: member },
    });
    expect(ok(unfiltered).data.map((a) => a.id)).toEqual([ids.newest, ids.old]);
    const guest = await t.request(listOrgAnnouncements, {
      query: { filterDismissed: '1', filterExpired: '1' },
      orgId: listOrg.id,
    });
    expect(ok(guest).data.map((a) => a.id)).toEqual([ids.newest, ids.old]);
  });

  it('shows scheduled ones to administrators who ask, and refuses the others', async () => {
    const listAdmin = await t.tokenFor((await buildUser(t.db, listOrg, 'organization_admin')).id, listOrg.id);
    const res = await t.request(listOrgAnnouncements, {
      query: { includeScheduled: '1' },
      as: { orgId: listOrg.id, token: listAdmin },
    });
    expect(ok(res).data.map((a) => a.id)).toContain(ids.scheduled);
    const refused = await t.request(listOrgAnnouncements, {
      query: { includeScheduled: '1' },
      as: { orgId: listOrg.id, token: member },
    });
    expect(refused.status).toBe(403);
  });

  it('dismissal needs sign-in, and answers 404 for an announcement of another organization', async () => {
    const guest = await t.request(dismissOrgAnnouncement, { params: { announcementId: ids.old }, orgId: listOrg.id });
    expect(guest.status).toBe(401);
    const foreign = await t.request(dismissOrgAnnouncement, {
      params: { announcementId: ids.old },
      as: { orgId: org.id, token: otherLearner },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("sorting the administrators' table", () => {
  it('sorts by creation, start, end or state either way, undated last, newest first among ties', async () => {
    const sorted = await buildOrg(t.db);
    const token = await t.tokenFor((await buildUser(t.db, sorted, 'organization_admin')).id, sorted.id);
    const DAY = 24 * HOUR;
    const announcement = async (daysAgo: number, startDate: Date | null, endDate: Date | null) =>
      (await buildAnnouncement(t.db, sorted.id, { createdAt: at(-daysAgo * DAY), startDate, endDate })).id;
    const a1 = await announcement(4, null, null); // showing
    const a2 = await announcement(3, at(DAY), at(5 * DAY)); // scheduled
    const a3 = await announcement(2, at(-5 * DAY), at(-DAY)); // ended
    const a4 = await announcement(1, at(-3 * DAY), null); // showing
    await expectSortable(
      t,
      { call: listOrgAnnouncements, query: { includeScheduled: '1' }, as: { orgId: sorted.id, token } },
      {
        createdAt: { asc: [a1, a2, a3, a4], desc: [a4, a3, a2, a1] },
        startDate: { asc: [a3, a4, a2, a1], desc: [a2, a4, a3, a1] },
        endDate: { asc: [a3, a2, a4, a1], desc: [a2, a3, a4, a1] },
        // Scheduled, showing, ended.
        state: { asc: [a2, a4, a1, a3], desc: [a3, a4, a1, a2] },
      },
    );
  });
});
