import {
  addCourseInterest,
  cancelCourseNotification,
  getCourseInterest,
  getCourseNotificationRequest,
  removeCourseInterest,
  requestCourseNotification,
  updateCourse,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, buildUser, lastMailTo, linkIn } from '../../test/factories.ts';
import { courseTranslations } from '../courses/courses.tables.ts';
import { unsafeNotifyInterestedLearners } from './interests.service.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;

async function member(overrides: Record<string, unknown> = {}) {
  const email = `m-${Math.random().toString(36).slice(2)}@example.test`;
  const user = await buildUser(t.db, org, 'learner', { email, ...overrides });
  return { id: user.id, email, token: await t.tokenFor(user.id, org.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
});
afterAll(() => t?.close());

describe('interest in a course', () => {
  it('marks, counts and removes interest', async () => {
    const course = await buildCourse(t.db, org.id);
    const [a, b] = [await member(), await member()];
    const params = { courseId: course.id };
    expect((await t.request(addCourseInterest, { params, as: { orgId: org.id, token: a.token } })).body).toEqual({
      courseId: course.id,
      isInterested: true,
      notifyWhenAvailable: false,
      interestedCount: 1,
    });
    await t.request(addCourseInterest, { params, as: { orgId: org.id, token: b.token } });
    expect(
      ok(await t.request(getCourseInterest, { params, as: { orgId: org.id, token: a.token } })).interestedCount,
    ).toBe(2);
    const removed = await t.request(removeCourseInterest, { params, as: { orgId: org.id, token: a.token } });
    expect(removed.body).toMatchObject({ isInterested: false, interestedCount: 1 });
  });

  it('asks to be notified only of a coming-soon course', async () => {
    const open = await buildCourse(t.db, org.id);
    const a = await member();
    const as = { orgId: org.id, token: a.token };
    const res = await t.request(requestCourseNotification, { params: { courseId: open.id }, as });
    expect(res.status).toBe(409);
    expect(errorCodeOf(res)).toBe('courses-010');
    const soon = await buildCourse(t.db, org.id, { course: { isComingSoon: true } });
    const params = { courseId: soon.id };
    expect((await t.request(requestCourseNotification, { params, as })).body).toMatchObject({
      isInterested: true,
      notifyWhenAvailable: true,
    });
    const cancelled = await t.request(cancelCourseNotification, { params, as });
    expect(cancelled.body).toMatchObject({ isInterested: true, notifyWhenAvailable: false });
    expect((await t.request(getCourseNotificationRequest, { params, orgId: org.id })).status).toBe(401);
  });
});

describe('unsafeNotifyInterestedLearners', () => {
  it('mails each member who asked, once, in their language, when the course opens', async () => {
    const soon = await buildCourse(t.db, org.id, { course: { name: 'Data Literacy', isComingSoon: true } });
    await t.db.insert(courseTranslations).values({ courseId: soon.id, language: 'ar', name: 'الثقافة الرقمية' });
    const english = await member();
    const arabic = await member({ preferredLanguage: 'ar', firstNameAr: 'سارة' });
    const justInterested = await member();
    for (const m of [english, arabic]) {
      await t.request(requestCourseNotification, {
        params: { courseId: soon.id },
        as: { orgId: org.id, token: m.token },
      });
    }
    await t.request(addCourseInterest, {
      params: { courseId: soon.id },
      as: { orgId: org.id, token: justInterested.token },
    });

    // Still coming soon: nobody is mailed.
    expect(await unsafeNotifyInterestedLearners(t.deps, { organizationId: org.id, courseId: soon.id })).toBe(0);
    // An administrator opens the course through the API: the two who asked are mailed, once.
    const admin = await buildSignedInMember(t, org, 'organization_admin');
    const opened = await t.request(updateCourse, {
      params: { courseId: soon.id },
      body: { isComingSoon: false },
      as: { orgId: org.id, token: admin.token },
    });
    expect(opened.status).toBe(200);
    expect(await unsafeNotifyInterestedLearners(t.deps, { organizationId: org.id, courseId: soon.id })).toBe(0);

    const en = await lastMailTo(t, english.email);
    expect(en?.subject).toContain('Data Literacy');
    expect(linkIn(en?.text ?? '').pathname).toBe(`/lms/courses/${soon.id}/overview`);
    const ar = await lastMailTo(t, arabic.email);
    expect(ar?.subject).toContain('الثقافة الرقمية');
    expect(ar?.text).toContain('سارة');
    expect(await lastMailTo(t, justInterested.email)).toBeNull();
  });
});
