import { getMyCourseCertificate } from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appModules } from '../../app-modules.ts';
import { type AppModule, collectExtensions, defineModule } from '../../platform/module.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, buildUser } from '../../test/factories.ts';
import { courses } from '../courses/courses.tables.ts';
import { courseEnrollees } from '../enrolment/enrolment.tables.ts';
import { finishedSubsections } from '../progress/progress.tables.ts';
import { type CertificateCriterion, type LearnerMeasure, measureLearners } from './certificates.criteria.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
});
afterAll(() => t?.close());

/** A module that provides criteria of certificates, as coursework (grades) or lectures (attendance) will. */
function criteriaModule(name: string, criteria: CertificateCriterion[]): AppModule {
  return defineModule({ name, calls: {}, handlers: () => ({}), provides: { certificateCriteria: criteria } });
}

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
    await t.db.insert(finishedSubsections).values([
      ...lessons.map((subsectionId) => ({
        organizationId: org.id,
        userId: done.id,
        subsectionId,
        courseId: course.id,
      })),
      { organizationId: org.id, userId: half.id, subsectionId: lessons[0] as number, courseId: course.id },
    ]);
    const asked: number[][] = [];
    const criteria = collectExtensions([
      criteriaModule('coursework', [
        {
          kind: 'grade',
          measure: fixedMeasure(
            new Map([
              [done.id, 0.9],
              [half.id, 0.2],
            ]),
            asked,
          ),
        },
        // Out of range is clamped to 1; a learner with nothing graded here is left out.
        { kind: 'grade', measure: fixedMeasure(new Map([[done.id, 1.5]])) },
      ]),
      criteriaModule('lectures', [
        {
          kind: 'attendance',
          measure: fixedMeasure(
            new Map([
              [done.id, 0.8],
              [half.id, null],
            ]),
          ),
        },
      ]),
    ]).list('certificateCriteria');

    const standings = await measureLearners(t.db, criteria, org.id, course, [done.id, half.id, none.id]);

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

  it('are measured by the providers of the app they are built into, asked with the organization', async () => {
    const asked: Parameters<LearnerMeasure>[1][] = [];
    const graded = await createTestApp(
      {},
      {
        modules: [
          ...appModules,
          criteriaModule('coursework', [
            {
              kind: 'grade',
              measure: async (_db, input) => {
                asked.push(input);
                return new Map(input.userIds.map((id) => [id, 0.4]));
              },
            },
          ]),
        ],
      },
    );
    try {
      const ask = async (app: TestApp) => {
        const own = await buildOrg(app.db, { configuration: { certificates_enabled: true } });
        const course = await buildCourse(app.db, own.id, { sections: [1] });
        const learner = await buildSignedInMember(app, own, 'learner');
        await app.db
          .insert(courseEnrollees)
          .values({ organizationId: own.id, courseId: course.id, userId: learner.id });
        const res = await app.request(getMyCourseCertificate, {
          params: { userId: learner.id, courseId: course.id },
          as: learner,
        });
        return { own, course, res };
      };
      const { own, course, res } = await ask(graded);
      expect(res.body).toMatchObject({ progress: { grade: 0.4, isGradeMet: false } });
      expect(asked).toEqual([{ organizationId: own.id, courseId: course.id, userIds: [expect.any(Number)] }]);
      // Another app, built without the provider, measures no grade: nothing lives in a module's scope.
      expect((await ask(t)).res.body).toMatchObject({ progress: { grade: null, isGradeMet: true } });
    } finally {
      await graded.close();
    }
  });
});
