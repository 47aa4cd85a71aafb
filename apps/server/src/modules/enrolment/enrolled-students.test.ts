import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
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

const as = (who: Member, body?: unknown) => ({ orgId: org.id, token: who.token, body });

async function enrol(courseId: number, learner: Member, enrolledAt: Date) {
  await t.db.insert(courseEnrollees).values({ organizationId: org.id, courseId, userId: learner.id, enrolledAt });
}

async function finish(learner: Member, subsectionId: number) {
  const res = await t.call('POST', `/api/users/${learner.id}/finished-subsections/${subsectionId}`, as(learner));
  expect(res.status).toBeLessThan(300);
}

async function report(courseId: number) {
  const res = await t.call('GET', `/api/courses/${courseId}/enrolled-students/completion-report`, as(instructor));
  expect(res.status).toBe(200);
  return res.body;
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
    const res = await t.call('GET', `/api/courses/${course.id}/enrolled-students`, as(instructor));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map(standing)).toEqual([
      [idle.id, 0, 0, false],
      [halfway.id, 0.33, 1, false],
      [done.id, 1, 3, true],
    ]);
    expect(res.body.data[2]).toMatchObject({ firstName: 'Dana', finishedAt: expect.any(String) });

    const found = await t.call('GET', `/api/courses/${course.id}/enrolled-students?search=hadi`, as(instructor));
    expect(found.body.data.map((s: Student) => s.userId)).toEqual([halfway.id]);
    const page = await t.call('GET', `/api/courses/${course.id}/enrolled-students?skip=1&take=1`, as(instructor));
    expect(page.body).toMatchObject({ total: 3, data: [{ userId: halfway.id }] });
  });

  it('sorts on the server by name, enrolment, progress or last activity, either way', async () => {
    const { course, done, halfway, idle } = await courseWithLearners();
    const ids = async (query: string) => {
      const res = await t.call('GET', `/api/courses/${course.id}/enrolled-students?${query}`, as(instructor));
      expect(res.status).toBe(200);
      return res.body.data.map((s: Student) => s.userId);
    };
    expect(await ids('')).toEqual([idle.id, halfway.id, done.id]);
    expect(await ids('sort=enrolledAt&order=asc')).toEqual([done.id, halfway.id, idle.id]);
    expect(await ids('sort=name')).toEqual([done.id, halfway.id, idle.id]);
    expect(await ids('sort=name&order=desc')).toEqual([idle.id, halfway.id, done.id]);
    expect(await ids('sort=progress&order=desc')).toEqual([done.id, halfway.id, idle.id]);
    // Never active comes last, whichever way.
    expect((await ids('sort=lastActivityAt&order=desc')).at(-1)).toBe(idle.id);
    expect((await ids('sort=lastActivityAt&order=asc')).at(-1)).toBe(idle.id);
    const bad = await t.call('GET', `/api/courses/${course.id}/enrolled-students?sort=email`, as(instructor));
    expect(bad.body.errorCode).toBe('validation');
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
    expect(body.data.map((s: Student) => s.userId)).toEqual([done.id, halfway.id, idle.id]);

    const csv = await t.call(
      'GET',
      `/api/courses/${course.id}/enrolled-students/completion-report/csv`,
      as(instructor),
    );
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
    const added = await t.call(
      'POST',
      `/api/course-sections/${sectionId}/subsections`,
      as(instructor, { name: 'Late addition', isPublished: true }),
    );
    expect(added.status).toBe(201);
    let body = await report(course.id);
    expect(body).toMatchObject({ requiredLessons: 4, finished: 0, inProgress: 2 });
    expect(standing(body.data[0])).toEqual([done.id, 0.75, 3, false]);

    await t.call('PATCH', `/api/course-subsections/${added.body.id}`, as(instructor, { isOptional: true }));
    body = await report(course.id);
    expect(body).toMatchObject({ requiredLessons: 3, finished: 1 });
    const [row] = await t.db
      .select()
      .from(courseEnrollees)
      .where(and(eq(courseEnrollees.courseId, course.id), eq(courseEnrollees.userId, done.id)));
    expect(row).toMatchObject({ isFinished: true, progress: 1 });

    // Deleting the second section leaves two lessons: the halfway learner has half of them.
    await t.call('DELETE', `/api/course-sections/${course.sections[1]?.id}`, as(instructor));
    body = await report(course.id);
    expect(body.requiredLessons).toBe(2);
    expect(body.data.map(standing).map((s: unknown[]) => s[1])).toEqual([1, 0.5, 0]);
  });

  it('exports every learner in the CSV, not one page, with Arabic names intact (UTF-8 with a byte-order mark)', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [1] });
    const names = ['سارة', 'Zaid, "Jr"', 'Omar', '=HYPERLINK'];
    for (const [index, name] of names.entries()) {
      await enrol(course.id, await member(org, 'learner', name), new Date(Date.UTC(2030, 0, index + 1)));
    }
    const csv = await t.call(
      'GET',
      `/api/courses/${course.id}/enrolled-students/completion-report/csv`,
      as(instructor),
    );
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
    const res = await t.call('GET', `/api/courses/${course.id}/enrolled-students?take=100`, as(instructor));
    expect(res.body.data.map((s: Student) => s.userId)).not.toContain(stranger.id);
    expect(res.body.total).toBe(3);
    expect((await report(course.id)).enrolled).toBe(3);

    const learner = await member(org, 'learner');
    for (const who of [otherInstructor, learner]) {
      for (const path of [
        'enrolled-students',
        'enrolled-students/completion-report',
        'enrolled-students/completion-report/csv',
      ]) {
        const denied = await t.call('GET', `/api/courses/${course.id}/${path}`, as(who));
        expect(denied.status, path).toBe(403);
        expect(denied.body.errorCode).toBe('common-007');
      }
    }
    const foreign = await buildCourse(t.db, other.id);
    const hidden = await t.call('GET', `/api/courses/${foreign.id}/enrolled-students`, as(instructor));
    expect(hidden.status).toBe(404);
  });
});
