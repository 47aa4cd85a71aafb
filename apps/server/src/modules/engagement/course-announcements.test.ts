import { getCourseAnnouncement, listCourseAnnouncements } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { courseEnrollees } from '../enrolment/enrolment.tables.ts';
import { courseAnnouncements } from './engagement.tables.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let course: Awaited<ReturnType<typeof buildCourse>>;
let learner: string;
let outsider: string;
let ids: Record<string, number>;

const HOUR = 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  const instructorId = (await buildUser(t.db, org, 'instructor', { firstName: 'Huda', lastName: 'Saleh' })).id;
  course = await buildCourse(t.db, org.id, { instructorIds: [instructorId] });
  const learnerId = (await buildUser(t.db, org, 'learner')).id;
  await t.db.insert(courseEnrollees).values({ organizationId: org.id, courseId: course.id, userId: learnerId });
  learner = await t.tokenFor(learnerId, org.id);
  outsider = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
  const base = { organizationId: org.id, courseId: course.id, createdById: instructorId, content: '**Bold** news' };
  const rows = await t.db
    .insert(courseAnnouncements)
    .values([
      { ...base, title: 'Welcome', isPublished: true, announcementDate: new Date(Date.now() - 2 * HOUR) },
      {
        ...base,
        title: 'Week two',
        isPublished: true,
        announcementDate: new Date(Date.now() - HOUR),
        postAnonymously: true,
      },
      { ...base, title: 'Draft', isPublished: false, announcementDate: new Date(Date.now() - HOUR) },
      { ...base, title: 'Scheduled', isPublished: true, announcementDate: new Date(Date.now() + HOUR) },
    ])
    .returning();
  ids = Object.fromEntries(rows.map((r) => [r.title, r.id]));
});
afterAll(() => t?.close());

describe('course announcements for learners', () => {
  it('lists published announcements whose date has come, newest first, hiding anonymous authors', async () => {
    const params = { courseId: course.id };
    const as = { orgId: org.id, token: learner };
    const res = await t.request(listCourseAnnouncements, { params, as });
    expect(res.status).toBe(200);
    expect(ok(res).total).toBe(2);
    expect(ok(res).data.map((a) => a.title)).toEqual(['Week two', 'Welcome']);
    expect(ok(res).data[0]?.author).toBeNull();
    expect(ok(res).data[1]?.author).toMatchObject({ firstName: 'Huda', lastName: 'Saleh' });
    const paged = await t.request(listCourseAnnouncements, { params, query: { skip: 1, take: 1 }, as });
    expect(ok(paged).data.map((a) => a.title)).toEqual(['Welcome']);
  });

  it('answers one announcement; drafts, scheduled ones and other organizations are not found', async () => {
    const as = { orgId: org.id, token: learner };
    const welcome = { announcementId: ids.Welcome as number };
    const one = await t.request(getCourseAnnouncement, { params: welcome, as });
    expect(one.body).toMatchObject({ title: 'Welcome', content: '**Bold** news', courseId: course.id });
    for (const title of ['Draft', 'Scheduled']) {
      const res = await t.request(getCourseAnnouncement, { params: { announcementId: ids[title] as number }, as });
      expect(res.status).toBe(404);
    }
    const foreignToken = await t.tokenFor((await buildUser(t.db, other, 'learner')).id, other.id);
    const foreign = await t.request(getCourseAnnouncement, {
      params: welcome,
      as: { orgId: other.id, token: foreignToken },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses members who are not enrolled', async () => {
    const as = { orgId: org.id, token: outsider };
    const list = await t.request(listCourseAnnouncements, { params: { courseId: course.id }, as });
    expect(errorCodeOf(list)).toBe('courses-003');
    const one = await t.request(getCourseAnnouncement, { params: { announcementId: ids.Welcome as number }, as });
    expect(errorCodeOf(one)).toBe('courses-003');
  });
});
