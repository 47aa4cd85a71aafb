import {
  type CallQuery,
  createCourseSubsection,
  deleteCourseSection,
  getCompletionReport,
  getCompletionReportCsv,
  listEnrolledStudents,
  markSubsectionFinished,
  updateCourseSubsection,
} from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, buildUser } from '../../test/factories.ts';
import type { PredefinedSetSlug } from '../organizations/organizations.provision.ts';
import { courseEnrollees } from './enrolment.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string };
type Student = { userId: number; progress: number; finishedLessons: number; isFinished: boolean };

let t: TestApp;
let org: Org;
let other: Org;
let instructor: Member;
let otherInstructor: Member;

const member = (target: Org, set: PredefinedSetSlug, firstName = 'Test'): Promise<Member> =>
  buildSignedInMember(t, target, set, { firstName });

const by = (who: Member) => ({ orgId: org.id, token: who.token });

async function enrol(courseId: number, learner: Member, enrolledAt: Date) {
  await t.db.insert(courseEnrollees).values({ organizationId: org.id, courseId, userId: learner.id, enrolledAt });
}

async function finish(learner: Member, subsectionId: number) {
  const res = await t.request(markSubsectionFinished, {
    params: { userId: learner.id, subsectionId },
    as: by(learner),
  });
  expect(res.status).toBeLessThan(300);
}

async function report(courseId: number) {
  const res = await t.request(getCompletionReport, { params: { courseId }, as: by(instructor) });
  expect(res.status).toBe(200);
  return ok(res);
}

const standing = (s: Student) => [s.userId, Math.round(s.progress * 100) / 100, s.finishedLessons, s.isFinished];

/** A course of three lessons (two sections) with a learner who finished all, one who finished one, one who did nothing. */
async function courseWithLearners() {
  const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [2, 1] });
  const lessons = course.sections.flatMap((s) => s.subsectionIds);
  const [done, halfway, idle] = [
    await member(org, 'learner', 'Dana'),
    await member(org, 'learner', 'Hadi'),
    await member(org, 'learner', 'Ilham'),
  ];
  await enrol(course.id, done, new Date('2030-01-01T00:00:00Z'));
  await enrol(course.id, halfway, new Date('2030-01-02T00:00:00Z'));
  await enrol(course.id, idle, new Date('2030-01-03T00:00:00Z'));
  for (const lesson of lessons) await finish(done, lesson);
  await finish(halfway, lessons[0] as number);
  return { course, lessons, done, halfway, idle };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  instructor = await member(org, 'instructor');
  otherInstructor = await member(org, 'instructor');
});
afterAll(() => t?.close());

describe('enrolled-students', () => {
  it("lists the course's learners, newest first, with their progress, and finds them by name", async () => {
    const { course, done, halfway, idle } = await courseWithLearners();
    const params = { courseId: course.id };
    const res = await t.request(listEnrolledStudents, { params, as: by(instructor) });
    expect(res.status).toBe(200);
    expect(ok(res).total).toBe(3);
    expect(ok(res).data.map(standing)).toEqual([
      [idle.id, 0, 0, false],
      [halfway.id, 0.33, 1, false],
      [done.id, 1, 3, true],
    ]);
    expect(ok(res).data[2]).toMatchObject({ firstName: 'Dana', finishedAt: expect.any(String) });

    const found = await t.request(listEnrolledStudents, { params, query: { search: 'hadi' }, as: by(instructor) });
    expect(ok(found).data.map((s) => s.userId)).toEqual([halfway.id]);
    const page = await t.request(listEnrolledStudents, { params, query: { skip: 1, take: 1 }, as: by(instructor) });
    expect(page.body).toMatchObject({ total: 3, data: [{ userId: halfway.id }] });
  });

  it('sorts on the server by name, enrolment, progress or last activity, either way', async () => {
    const { course, done, halfway, idle } = await courseWithLearners();
    const ids = async (query: CallQuery<typeof listEnrolledStudents>) => {
      const res = await t.request(listEnrolledStudents, { params: { courseId: course.id }, query, as: by(instructor) });
      expect(res.status).toBe(200);
      return ok(res).data.map((s) => s.userId);
    };
    expect(await ids({})).toEqual([idle.id, halfway.id, done.id]);
    expect(await ids({ sort: 'enrolledAt', order: 'asc' })).toEqual([done.id, halfway.id, idle.id]);
    expect(await ids({ sort: 'name' })).toEqual([done.id, halfway.id, idle.id]);
    expect(await ids({ sort: 'name', order: 'desc' })).toEqual([idle.id, halfway.id, done.id]);
    expect(await ids({ sort: 'progress', order: 'desc' })).toEqual([done.id, halfway.id, idle.id]);
    // Never active comes last, whichever way.
    expect((await ids({ sort: 'lastActivityAt', order: 'desc' })).at(-1)).toBe(idle.id);
    expect((await ids({ sort: 'lastActivityAt', order: 'asc' })).at(-1)).toBe(idle.id);
    // Untyped: the contract's types forbid a column the list does not sort by.
    const bad = await t.call('GET', `/api/courses/${course.id}/enrolled-students?sort=email`, by(instructor));
    expect(errorCodeOf(bad)).toBe('validation');
  });

  it('reports completion in figures and per learner, most progressed first', async () => {
    const { course, done, halfway, idle } = await courseWithLearners();
    const body = await report(course.id);
    expect(body).toMatchObject({
      courseId: course.id,
      requiredLessons: 3,
      enrolled: 3,
      finished: 1,
      inProgress: 1,
      notStarted: 1,
      total: 3,
    });
    expect(body.averageProgress).toBeCloseTo((1 + 1 / 3) / 3, 3);
    expect(body.data.map((s) => s.userId)).toEqual([done.id, halfway.id, idle.id]);

    const csv = await t.request(getCompletionReportCsv, { params: { courseId: course.id }, as: by(instructor) });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.raw
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^userId,firstName,lastName,email/);
    expect(lines.slice(1).map((line: string) => Number(line.split(',')[0]))).toEqual([done.id, halfway.id, idle.id]);
  });

  it("follows changes to the course's lessons: a new required lesson unfinishes, an optional one does not count", async () => {
    const { course, done } = await courseWithLearners();
    const sectionId = course.sections[0]?.id as number;
    const added = await t.request(createCourseSubsection, {
      params: { sectionId },
      body: { name: 'Late addition', isPublished: true },
      as: by(instructor),
    });
    expect(added.status).toBe(201);
    let body = await report(course.id);
    expect(body).toMatchObject({ requiredLessons: 4, finished: 0, inProgress: 2 });
    expect(body.data.map(standing)[0]).toEqual([done.id, 0.75, 3, false]);

    await t.request(updateCourseSubsection, {
      params: { subsectionId: ok(added).id },
      body: { isOptional: true },
      as: by(instructor),
    });
    body = await report(course.id);
    expect(body).toMatchObject({ requiredLessons: 3, finished: 1 });
    const [row] = await t.db
      .select()
      .from(courseEnrollees)
      .where(and(eq(courseEnrollees.courseId, course.id), eq(courseEnrollees.userId, done.id)));
    expect(row).toMatchObject({ isFinished: true, progress: 1 });

    // Deleting the second section leaves two lessons: the halfway learner has half of them.
    await t.request(deleteCourseSection, {
      params: { sectionId: course.sections[1]?.id as number },
      as: by(instructor),
    });
    body = await report(course.id);
    expect(body.requiredLessons).toBe(2);
    expect(body.data.map(standing).map((s) => s[1])).toEqual([1, 0.5, 0]);
  });

  it('exports every learner in the CSV, not one page, with Arabic names intact (UTF-8 with a byte-order mark)', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [1] });
    const names = ['سارة', 'Zaid, "Jr"', 'Omar', '=HYPERLINK'];
    for (const [index, name] of names.entries()) {
      await enrol(course.id, await member(org, 'learner', name), new Date(Date.UTC(2030, 0, index + 1)));
    }
    const csv = await t.request(getCompletionReportCsv, { params: { courseId: course.id }, as: by(instructor) });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.raw.startsWith('\ufeff')).toBe(true);
    const lines = csv.raw.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(names.length + 1);
    expect(lines.some((line: string) => line.split(',')[1] === 'سارة')).toBe(true);
    // Quoted when it holds a comma or a quote; never read as a formula.
    expect(csv.raw).toContain('"Zaid, ""Jr"""');
    expect(csv.raw).toContain(",'=HYPERLINK,");
  });

  it("shows only this organization's learners, and only to the course's authors", async () => {
    const { course } = await courseWithLearners();
    const stranger = await buildUser(t.db, other, 'learner');
    await t.db.insert(courseEnrollees).values({ organizationId: other.id, courseId: course.id, userId: stranger.id });
    const params = { courseId: course.id };
    const res = await t.request(listEnrolledStudents, { params, query: { take: 100 }, as: by(instructor) });
    expect(ok(res).data.map((s) => s.userId)).not.toContain(stranger.id);
    expect(ok(res).total).toBe(3);
    expect((await report(course.id)).enrolled).toBe(3);

    const learner = await member(org, 'learner');
    for (const who of [otherInstructor, learner]) {
      for (const call of [listEnrolledStudents, getCompletionReport, getCompletionReportCsv]) {
        const denied = await t.request(call, { params, as: by(who) });
        expect(denied.status, call.path).toBe(403);
        expect(errorCodeOf(denied)).toBe('common-007');
      }
    }
    const foreign = await buildCourse(t.db, other.id);
    const hidden = await t.request(listEnrolledStudents, { params: { courseId: foreign.id }, as: by(instructor) });
    expect(hidden.status).toBe(404);
  });
});
