import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import {
  courseAttendanceProviders,
  courseGradeProviders,
  type LearnerMeasure,
  measureLearners,
} from './certificates.criteria.ts';
import { finishedSubsections } from './course-content.tables.ts';
import { courses } from './courses.tables.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
});
afterEach(() => {
  courseGradeProviders.length = 0;
  courseAttendanceProviders.length = 0;
});
afterAll(() => t?.close());

/** A provider answering fixed values, that records whom it was asked about. */
function fixedMeasure(values: Map<number, number | null>, asked: number[][] = []): LearnerMeasure {
  return async (_db, input) => {
    asked.push([...input.userIds]);
    return values;
  };
}

describe('where learners stand against the passing criteria', () => {
  it('measures a page of learners at once: completion, the mean of the grade providers, attendance', async () => {
    const built = await buildCourse(t.db, org.id, { sections: [2] });
    const [course] = await t.db
      .update(courses)
      .set({ passingGradePercentage: 0.6, mandatoryAttendancePercentage: 0.8 })
      .where(eq(courses.id, built.id))
      .returning();
    if (!course) throw new Error('course not updated');
    const [done, half, none] = [
      await buildUser(t.db, org, 'learner'),
      await buildUser(t.db, org, 'learner'),
      await buildUser(t.db, org, 'learner'),
    ];
    const lessons = built.sections[0]?.subsectionIds ?? [];
    await t.db
      .insert(finishedSubsections)
      .values([
        ...lessons.map((subsectionId) => ({ userId: done.id, subsectionId, courseId: course.id })),
        { userId: half.id, subsectionId: lessons[0] as number, courseId: course.id },
      ]);
    const asked: number[][] = [];
    courseGradeProviders.push(
      fixedMeasure(
        new Map([
          [done.id, 0.9],
          [half.id, 0.2],
        ]),
        asked,
      ),
      // Out of range is clamped to 1; a learner with nothing graded here is left out.
      fixedMeasure(new Map([[done.id, 1.5]])),
    );
    courseAttendanceProviders.push(
      fixedMeasure(
        new Map([
          [done.id, 0.8],
          [half.id, null],
        ]),
      ),
    );

    const standings = await measureLearners(t.db, course, [done.id, half.id, none.id]);

    expect(asked).toEqual([[done.id, half.id, none.id]]);
    expect(standings.get(done.id)).toMatchObject({ completion: 1, attendance: 0.8, isPassed: true });
    expect(standings.get(done.id)?.grade).toBeCloseTo(0.95);
    expect(standings.get(half.id)).toMatchObject({
      completion: 0.5,
      grade: 0.2,
      attendance: null,
      isCompletionMet: false,
      isGradeMet: false,
      isAttendanceMet: true,
      isPassed: false,
    });
    expect(standings.get(none.id)).toMatchObject({ completion: 0, grade: null, isGradeMet: true, isPassed: false });
  });
});
