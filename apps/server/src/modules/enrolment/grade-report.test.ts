import { getGradeReport, getGradeReportCsv } from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appModules } from '../../app-modules.ts';
import { defineModule } from '../../platform/module.ts';
import { createTestApp, errorCodeOf, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import type { LearnerMeasure } from '../certificates/index.ts';
import { courses } from '../courses/courses.tables.ts';
import { courseEnrollees } from './enrolment.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string };

let t: TestApp;
let org: Org;
let other: Org;
let instructor: Member;
let learner: Member;
let foreignAdmin: Member;
let course: { id: number };
const learners: Record<'dana' | 'hadi' | 'ilham', Member> = {} as never;
/** What the test's grade provider answers, by user id; whom it was asked about. */
const grades = new Map<number, number | null>();
const asked: number[][] = [];

const gradeProvider: LearnerMeasure = async (_db, input) => {
  asked.push([...input.userIds]);
  return new Map([...grades].filter(([userId]) => input.userIds.includes(userId)));
};

/** A module that provides grades, as exams will. */
const examsModule = defineModule({
  name: 'test-grades',
  calls: {},
  handlers: () => ({}),
  provides: { certificateCriteria: [{ kind: 'grade', measure: gradeProvider }] },
});

const as = (who: Member) => ({ orgId: org.id, token: who.token });

beforeAll(async () => {
  t = await createTestApp({}, { modules: [...appModules, examsModule] });
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  instructor = await buildSignedInMember(t, org, 'instructor');
  foreignAdmin = await buildSignedInMember(t, other, 'organization_admin');
  learner = await buildSignedInMember(t, org, 'learner');
  course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [1] });
  await t.db.update(courses).set({ passingGradePercentage: 0.6 }).where(eq(courses.id, course.id));
  learners.dana = await buildSignedInMember(t, org, 'learner', { firstName: 'Dana', lastName: 'Zaid, "Jr"' });
  learners.hadi = await buildSignedInMember(t, org, 'learner', { firstName: 'هادي', lastName: 'سالم' });
  learners.ilham = await buildSignedInMember(t, org, 'learner', { firstName: 'Ilham', lastName: 'Nour' });
  for (const who of Object.values(learners)) {
    await t.db.insert(courseEnrollees).values({ organizationId: org.id, courseId: course.id, userId: who.id });
  }
  grades.set(learners.dana.id, 0.75);
  grades.set(learners.hadi.id, 0.5);
});
afterAll(() => t?.close());

describe('the grade report', () => {
  it('gives each learner the providers’ grade (none where none), the passing grade and whether it is met', async () => {
    asked.length = 0;
    const res = await t.request(getGradeReport, {
      params: { courseId: course.id },
      query: { take: 2 },
      as: as(instructor),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      courseId: course.id,
      passingGradePercentage: 0.6,
      graded: 2,
      passed: 1,
      total: 3,
      // By name: Latin names before Arabic ones.
      data: [
        { userId: learners.dana.id, grade: 0.75, isGradeMet: true },
        { userId: learners.ilham.id, grade: null, isGradeMet: null },
      ],
    });
    // The provider is asked once for every learner (the figures) and once for the page.
    expect(asked.map((ids) => ids.length).sort()).toEqual([2, 3]);
  });

  it('exports every learner as CSV with a byte-order mark, Arabic names intact', async () => {
    const csv = await t.request(getGradeReportCsv, { params: { courseId: course.id }, as: as(instructor) });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.raw.startsWith('\ufeff')).toBe(true);
    const lines = csv.raw.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('userId,firstName,lastName,email,enrolledAt,grade,passingGrade,isGradeMet');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^${learners.dana.id},Dana,"Zaid, ""Jr""",.*,0\\.75,0\\.6,true$`));
    expect(lines[2]).toMatch(new RegExp(`^${learners.ilham.id},Ilham,Nour,.*,,0\\.6,$`));
    expect(lines[3]).toMatch(new RegExp(`^${learners.hadi.id},هادي,سالم,.*,0\\.5,0\\.6,false$`));
  });

  it('refuses a learner (403) and another organization (404)', async () => {
    const params = { courseId: course.id };
    for (const call of [getGradeReport, getGradeReportCsv]) {
      const refused = await t.request(call, { params, as: as(learner) });
      expect(refused.status).toBe(403);
      expect(errorCodeOf(refused)).toBe('common-007');
      const foreign = await t.request(call, { params, as: { orgId: other.id, token: foreignAdmin.token } });
      expect(foreign.status).toBe(404);
      expect(errorCodeOf(foreign)).toBe('common-002');
    }
    const invalid = await t.request(getGradeReport, { params, query: { take: 0 }, as: as(instructor) });
    expect(invalid.status).toBe(400);
  });
});
