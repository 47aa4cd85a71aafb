import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
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
    const res = await t.call('GET', `/api/courses/${course.id}/announcements`, { orgId: org.id, token: learner });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((a: { title: string }) => a.title)).toEqual(['Week two', 'Welcome']);
    expect(res.body.data[0].author).toBeNull();
    expect(res.body.data[1].author).toMatchObject({ firstName: 'Huda', lastName: 'Saleh' });
    const paged = await t.call('GET', `/api/courses/${course.id}/announcements?skip=1&take=1`, {
      orgId: org.id,
      token: learner,
    });
    expect(paged.body.data.map((a: { title: string }) => a.title)).toEqual(['Welcome']);
  });

  it('answers one announcement; drafts, scheduled ones and other organizations are not found', async () => {
    const one = await t.call('GET', `/api/course-announcements/${ids.Welcome}`, { orgId: org.id, token: learner });
    expect(one.body).toMatchObject({ title: 'Welcome', content: '**Bold** news', courseId: course.id });
    for (const title of ['Draft', 'Scheduled']) {
      const res = await t.call('GET', `/api/course-announcements/${ids[title]}`, { orgId: org.id, token: learner });
      expect(res.status).toBe(404);
    }
    const foreignToken = await t.tokenFor((await buildUser(t.db, other, 'learner')).id, other.id);
    const foreign = await t.call('GET', `/api/course-announcements/${ids.Welcome}`, {
      orgId: other.id,
      token: foreignToken,
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses members who are not enrolled', async () => {
    const list = await t.call('GET', `/api/courses/${course.id}/announcements`, { orgId: org.id, token: outsider });
    expect(list.body.errorCode).toBe('courses-003');
    const one = await t.call('GET', `/api/course-announcements/${ids.Welcome}`, { orgId: org.id, token: outsider });
    expect(one.body.errorCode).toBe('courses-003');
  });
});
