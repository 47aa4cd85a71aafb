/**
 * A section's unlock date is compared with the app's clock, not the machine's: moving the test
 * app's manual clock past the date opens the section, with no waiting.
 */
import { getCourseSubsection, listCourseSections } from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.ts';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse, buildLearner } from '../../test/course-factories.ts';
import { buildOrg } from '../../test/factories.ts';
import { courseSections } from './course-content.tables.ts';

const MINUTE = 60 * 1000;
const clock = createManualClock(new Date('2031-03-01T08:00:00Z'));
let t: TestApp;
afterAll(() => t?.close());
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});

describe('a date lock follows the app clock', () => {
  it('keeps the section locked until the clock passes its unlock date, then opens it', async () => {
    const org = await buildOrg(t.db);
    const course = await buildCourse(t.db, org.id, { sections: [1, 1] });
    const learner = await buildLearner(t, org, { enrolledIn: [course] });
    const later = course.sections[1] as { id: number; subsectionIds: number[] };
    // A minute after the app's time: years after the machine's, so only the app's clock can open it.
    await t.db
      .update(courseSections)
      .set({ unlockStartDate: new Date(clock.now().getTime() + MINUTE) })
      .where(eq(courseSections.id, later.id));
    const lessonId = later.subsectionIds[0] as number;
    const as = { orgId: org.id, token: learner.token };

    const sections = await t.request(listCourseSections, { params: { courseId: course.id }, as });
    expect(ok(sections).data[1]).toMatchObject({ isLocked: true, lockReason: 'unlockDate' });
    const locked = await t.request(getCourseSubsection, { params: { subsectionId: lessonId }, as });
    expect(locked.status).toBe(403);
    expect(errorCodeOf(locked)).toBe('courses-008');

    clock.advance(2 * MINUTE);
    const opened = await t.request(listCourseSections, { params: { courseId: course.id }, as });
    expect(ok(opened).data[1]).toMatchObject({ isLocked: false, lockReason: null });
    expect((await t.request(getCourseSubsection, { params: { subsectionId: lessonId }, as })).status).toBe(200);
  });
});
