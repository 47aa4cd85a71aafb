import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
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
const bodies = (res: { body: { data: { body: string }[] } }) => res.body.data.map((a) => a.body);

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
    const res = await t.call('POST', '/api/org-announcements-management', {
      orgId: org.id,
      token: admin,
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
    const detail = await t.call('GET', `/api/org-announcements-management/${res.body.id}`, {
      orgId: org.id,
      token: admin,
    });
    expect(detail.body.body).toBe('Spring term starts Sunday.');
  });

  it('falls back to the one translation there is', async () => {
    const res = await t.call('POST', '/api/org-announcements-management', {
      orgId: org.id,
      token: admin,
      language: 'ar',
      body: { translations: [{ language: 'en', body: 'English only.' }] },
    });
    expect(res.body.body).toBe('English only.');
    await t.call('DELETE', `/api/org-announcements-management/${res.body.id}`, { orgId: org.id, token: admin });
  });

  it('refuses bad input: no translation, two of one language, a script link, an end before the start', async () => {
    const bad = [
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
      const res = await t.call('POST', '/api/org-announcements-management', { orgId: org.id, token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe('validation');
    }
  });

  it('updates fields and replaces translations; an end before the stored start answers announcements-001', async () => {
    const { id } = await buildAnnouncement(t.db, org.id, { startDate: at(-HOUR) });
    const res = await t.call('PATCH', `/api/org-announcements-management/${id}`, {
      orgId: org.id,
      token: admin,
      body: { translations: [{ language: 'en', body: 'Changed.' }], externalLink: 'https://example.com/x' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ body: 'Changed.', externalLink: 'https://example.com/x' });
    expect(res.body.translations).toEqual([{ language: 'en', body: 'Changed.' }]);
    const wrong = await t.call('PATCH', `/api/org-announcements-management/${id}`, {
      orgId: org.id,
      token: admin,
      body: { endDate: at(-2 * HOUR).toISOString() },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('announcements-001');
  });

  it('deletes one; it is gone afterwards', async () => {
    const { id } = await buildAnnouncement(t.db, org.id);
    const res = await t.call('DELETE', `/api/org-announcements-management/${id}`, { orgId: org.id, token: admin });
    expect(res.status).toBe(204);
    const again = await t.call('GET', `/api/org-announcements-management/${id}`, { orgId: org.id, token: admin });
    expect(again.status).toBe(404);
  });

  it('is refused to learners (common-007) and to guests (common-009)', async () => {
    const body = { translations: [{ language: 'en', body: 'No.' }] };
    const asLearner = await t.call('POST', '/api/org-announcements-management', {
      orgId: org.id,
      token: learner,
      body,
    });
    expect(asLearner.status).toBe(403);
    expect(asLearner.body.errorCode).toBe('common-007');
    const asGuest = await t.call('POST', '/api/org-announcements-management', { orgId: org.id, body });
    expect(asGuest.status).toBe(401);
  });

  it("answers 404 for another organization's announcement", async () => {
    const { id } = await buildAnnouncement(t.db, other.id);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.call(method, `/api/org-announcements-management/${id}`, { orgId: org.id, token: admin });
      expect(res.status).toBe(404);
    }
  });
});

describe('bodies written with the rich-text editor', () => {
  const dirty = (text: string) =>
    `<p dir="auto" onclick="steal()"><strong>${text}</strong></p><script>alert(1)</script>` +
    '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>';
  const injected = /script|onclick|onerror|javascript:|<img|alert/i;
  const asAdmin = (body: unknown) => ({ orgId: org.id, token: admin, body });

  it('removes script injection at creation, in both languages, and keeps the formatting', async () => {
    const res = await t.call(
      'POST',
      '/api/org-announcements-management',
      asAdmin({
        translations: [
          { language: 'en', body: dirty('Exams moved') },
          { language: 'ar', body: dirty('تأجيل الاختبارات') },
        ],
      }),
    );
    expect(res.status).toBe(201);
    for (const { body } of res.body.translations) expect(body).not.toMatch(injected);
    expect(res.body.translations).toContainEqual({
      language: 'ar',
      body: '<p dir="auto"><strong>تأجيل الاختبارات</strong></p><a target="_blank" rel="noopener noreferrer">link</a>',
    });
    // What learners are sent is the stored, clean text.
    const banner = await t.call('GET', '/api/org-announcements-management', { orgId: org.id, language: 'ar' });
    const shown = banner.body.data.find((a: { id: number }) => a.id === res.body.id);
    expect(shown.body).toContain('<strong>تأجيل الاختبارات</strong>');
    expect(shown.body).not.toMatch(injected);
    await t.call('DELETE', `/api/org-announcements-management/${res.body.id}`, asAdmin(undefined));
  });

  it('removes script injection at a change, and refuses a body that is nothing but a script', async () => {
    const { id } = await buildAnnouncement(t.db, org.id);
    const res = await t.call(
      'PATCH',
      `/api/org-announcements-management/${id}`,
      asAdmin({ translations: [{ language: 'en', body: dirty('Library hours') }] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.translations[0].body).toMatch(/^<p dir="auto"><strong>Library hours<\/strong><\/p>/);
    expect(res.body.translations[0].body).not.toMatch(injected);

    const empty = await t.call(
      'PATCH',
      `/api/org-announcements-management/${id}`,
      asAdmin({ translations: [{ language: 'en', body: '<script>alert(1)</script>' }] }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      errorCode: 'validation',
      fields: [{ path: 'body.translations.0.body', message: 'form.required' }],
    });
    const kept = await t.call('GET', `/api/org-announcements-management/${id}`, asAdmin(undefined));
    expect(kept.body.translations[0].body).toContain('Library hours');
  });

  it('keeps plain text as written: it is shown as text, never read as markup', async () => {
    const res = await t.call(
      'POST',
      '/api/org-announcements-management',
      asAdmin({ translations: [{ language: 'en', body: 'Fees < 100 SAR & no <b>tags</b> here' }] }),
    );
    expect(res.body.body).toBe('Fees < 100 SAR & no <b>tags</b> here');
    await t.call('DELETE', `/api/org-announcements-management/${res.body.id}`, asAdmin(undefined));
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
    const res = await t.call('GET', '/api/org-announcements-management', { orgId: listOrg.id, language: 'ar' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { id: number }) => a.id)).toEqual([ids.newest, ids.expired, ids.old]);
    expect(res.body.total).toBe(3);
    expect(bodies(res)[0]).toBe(`إعلان ${ids.newest}`);
    expect(res.body.data[0].externalLink).toBe('https://x.test');
  });

  it('leaves out expired ones with filterExpired=1, and takes "a huge take"', async () => {
    const res = await t.call(
      'GET',
      `/api/org-announcements-management?skip=0&take=${Number.MAX_SAFE_INTEGER}&filterExpired=1&filterDismissed=1`,
      { orgId: listOrg.id },
    );
    expect(res.body.data.map((a: { id: number }) => a.id)).toEqual([ids.newest, ids.old]);
  });

  it('leaves out what the signed-in user dismissed, not what others did; dismissing twice is fine', async () => {
    const dismiss = () =>
      t.call('POST', `/api/org-announcements-management/${ids.newest}/dismiss`, { orgId: listOrg.id, token: member });
    expect((await dismiss()).status).toBe(204);
    expect((await dismiss()).status).toBe(204);
    const mine = await t.call('GET', '/api/org-announcements-management?filterDismissed=1&filterExpired=1', {
      orgId: listOrg.id,
      token: member,
    });
    expect(mine.body.data.map((a: { id: number }) => a.id)).toEqual([ids.old]);
    const unfiltered = await t.call('GET', '/api/org-announcements-management?filterExpired=1', {
      orgId: listOrg.id,
      token: member,
    });
    expect(unfiltered.body.data.map((a: { id: number }) => a.id)).toEqual([ids.newest, ids.old]);
    const guest = await t.call('GET', '/api/org-announcements-management?filterDismissed=1&filterExpired=1', {
      orgId: listOrg.id,
    });
    expect(guest.body.data.map((a: { id: number }) => a.id)).toEqual([ids.newest, ids.old]);
  });

  it('shows scheduled ones to administrators who ask, and refuses the others', async () => {
    const listAdmin = await t.tokenFor((await buildUser(t.db, listOrg, 'organization_admin')).id, listOrg.id);
    const res = await t.call('GET', '/api/org-announcements-management?includeScheduled=1', {
      orgId: listOrg.id,
      token: listAdmin,
    });
    expect(res.body.data.map((a: { id: number }) => a.id)).toContain(ids.scheduled);
    const refused = await t.call('GET', '/api/org-announcements-management?includeScheduled=1', {
      orgId: listOrg.id,
      token: member,
    });
    expect(refused.status).toBe(403);
  });

  it('dismissal needs sign-in, and answers 404 for an announcement of another organization', async () => {
    const guest = await t.call('POST', `/api/org-announcements-management/${ids.old}/dismiss`, { orgId: listOrg.id });
    expect(guest.status).toBe(401);
    const foreign = await t.call('POST', `/api/org-announcements-management/${ids.old}/dismiss`, {
      orgId: org.id,
      token: otherLearner,
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
    const path = '/api/org-announcements-management?includeScheduled=1';
    await expectSortable(
      t,
      { path, as: { orgId: sorted.id, token } },
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
