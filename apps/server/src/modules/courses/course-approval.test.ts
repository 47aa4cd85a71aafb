import {
  createCourse,
  decideCourseApprovalRequest,
  getCourseApproval,
  getCourseOverview,
  listCourseApprovalRequests,
  requestCourseApproval,
  setCoursePublished,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, buildUser } from '../../test/factories.ts';
import { expectSortable } from '../../test/sorting.ts';
import type { PredefinedSetSlug } from '../organizations/organizations.provision.ts';
import { courseApprovalRequests, courses } from './courses.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string };

let t: TestApp;
let org: Org;
let other: Org;
let admin: Member;
let instructor: Member;
let foreignAdmin: Member;

const member = (target: Org, set: PredefinedSetSlug): Promise<Member> => buildSignedInMember(t, target, set);

/** `who` as the caller, in `org`. */
const by = (who: Member) => ({ orgId: org.id, token: who.token });

/** A course the instructor created through the API: pending approval, with them as instructor. */
async function instructorCourse(name = 'Pending course') {
  const res = await t.request(createCourse, { body: { name }, as: by(instructor) });
  expect(res.status).toBe(201);
  return ok(res);
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await member(org, 'organization_admin');
  instructor = await member(org, 'instructor');
  foreignAdmin = await member(other, 'organization_admin');
});
afterAll(() => t?.close());

describe('an instructor’s course', () => {
  it('starts pending with its creator as instructor, and cannot be published before approval', async () => {
    const res = await t.request(createCourse, { body: { name: 'Chemistry' }, as: by(instructor) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      isApproved: false,
      status: 'pending',
      isPublished: false,
      createdById: instructor.id,
      instructors: [{ id: instructor.id, isHidden: false }],
    });
    const publish = await t.request(setCoursePublished, {
      params: { courseId: ok(res).id },
      body: { isPublished: true },
      as: by(instructor),
    });
    expect(publish.status).toBe(409);
    expect(errorCodeOf(publish)).toBe('courses-070');
    const [row] = await t.db
      .select()
      .from(courses)
      .where(eq(courses.id, ok(res).id));
    expect(row?.isPublished).toBe(false);
  });
});

describe('request-approval', () => {
  it('asks once, an administrator approves, and then the instructor may publish', async () => {
    const course = await instructorCourse();
    const params = { courseId: course.id };
    const before = await t.request(getCourseApproval, { params, as: by(instructor) });
    expect(ok(before)).toEqual({ courseId: course.id, status: 'pending', isApproved: false, requests: [] });

    const asked = await t.request(requestCourseApproval, {
      params,
      body: { note: 'Ready for review' },
      as: by(instructor),
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      courseId: course.id,
      courseName: 'Pending course',
      instructor: { id: instructor.id },
      note: 'Ready for review',
      status: 'PENDING',
      decidedById: null,
    });
    const twice = await t.request(requestCourseApproval, { params, body: {}, as: by(instructor) });
    expect(twice.status).toBe(409);
    expect(errorCodeOf(twice)).toBe('courses-071');

    // Only course administrators decide.
    const request = { requestId: ok(asked).id };
    const queue = await t.request(listCourseApprovalRequests, { as: by(instructor) });
    expect(queue.status).toBe(403);
    expect(errorCodeOf(queue)).toBe('common-007');
    const decided = await t.request(decideCourseApprovalRequest, {
      params: request,
      body: { status: 'APPROVED' },
      as: by(instructor),
    });
    expect(decided.status).toBe(403);
    expect(errorCodeOf(decided)).toBe('common-007');

    const waiting = await t.request(listCourseApprovalRequests, { query: { status: 'PENDING' }, as: by(admin) });
    expect(ok(waiting).data.map((r) => r.id)).toContain(ok(asked).id);

    const approved = await t.request(decideCourseApprovalRequest, {
      params: request,
      body: { status: 'APPROVED' },
      as: by(admin),
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decidedById: admin.id });
    expect(ok(approved).decidedAt).toEqual(expect.any(String));
    const again = await t.request(decideCourseApprovalRequest, {
      params: request,
      body: { status: 'REJECTED' },
      as: by(admin),
    });
    expect(again.status).toBe(409);
    expect(errorCodeOf(again)).toBe('courses-073');

    const state = await t.request(getCourseApproval, { params, as: by(instructor) });
    expect(state.body).toMatchObject({ status: 'approved', isApproved: true, requests: [{ status: 'APPROVED' }] });
    const needless = await t.request(requestCourseApproval, { params, body: {}, as: by(instructor) });
    expect(needless.status).toBe(409);
    expect(errorCodeOf(needless)).toBe('courses-072');

    const published = await t.request(setCoursePublished, {
      params,
      body: { isPublished: true },
      as: by(instructor),
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ isPublished: true, isPublishedByAdmin: false });
    expect((await t.request(getCourseOverview, { params, orgId: org.id })).status).toBe(200);
  });

  it('asks without a body too, as a plain button would', async () => {
    const course = await instructorCourse('No note');
    const asked = await t.request(requestCourseApproval, { params: { courseId: course.id }, as: by(instructor) });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'PENDING', note: null });
  });

  it('a rejected course stays unpublished and may ask again', async () => {
    const course = await instructorCourse('To be rejected');
    const params = { courseId: course.id };
    const asked = await t.request(requestCourseApproval, { params, body: {}, as: by(instructor) });
    const rejected = await t.request(decideCourseApprovalRequest, {
      params: { requestId: ok(asked).id },
      body: { status: 'REJECTED' },
      as: by(admin),
    });
    expect(ok(rejected).status).toBe('REJECTED');
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ status: 'rejected', isApproved: false, isPublished: false });
    const publish = await t.request(setCoursePublished, {
      params,
      body: { isPublished: true },
      as: by(instructor),
    });
    expect(errorCodeOf(publish)).toBe('courses-070');

    const retry = await t.request(requestCourseApproval, { params, body: { note: 'Fixed' }, as: by(instructor) });
    expect(retry.status).toBe(201);
    const state = await t.request(getCourseApproval, { params, as: by(instructor) });
    expect(ok(state).status).toBe('pending');
    expect(ok(state).requests.map((r) => r.status)).toEqual(['PENDING', 'REJECTED']);
  });

  it('an administrator publishing a pending course approves it and its waiting request', async () => {
    const course = await instructorCourse('Published by admin');
    const params = { courseId: course.id };
    const asked = await t.request(requestCourseApproval, { params, body: {}, as: by(instructor) });
    const published = await t.request(setCoursePublished, { params, body: { isPublished: true }, as: by(admin) });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      isPublished: true,
      isApproved: true,
      status: 'approved',
      approvalRequest: { id: ok(asked).id, status: 'APPROVED', decidedById: admin.id },
    });
  });

  it("answers another organization's request with 404 and does not list it", async () => {
    const foreign = await buildCourse(t.db, other.id, { course: { isApproved: false, status: 'pending' } });
    const [request] = await t.db
      .insert(courseApprovalRequests)
      .values({ organizationId: other.id, courseId: foreign.id, instructorId: foreignAdmin.id })
      .returning();
    const res = await t.request(decideCourseApprovalRequest, {
      params: { requestId: request?.id as number },
      body: { status: 'APPROVED' },
      as: by(admin),
    });
    expect(res.status).toBe(404);
    expect(errorCodeOf(res)).toBe('common-002');
    const list = await t.request(listCourseApprovalRequests, { query: { take: 100 }, as: by(admin) });
    expect(ok(list).data.map((r) => r.id)).not.toContain(request?.id);
    const [row] = await t.db
      .select()
      .from(courseApprovalRequests)
      .where(eq(courseApprovalRequests.id, request?.id ?? 0));
    expect(row?.status).toBe('PENDING');
  });
});

describe('sorting the approval queue', () => {
  it('sorts by request time, course, instructor or status either way, newest first among ties', async () => {
    const sorted = await buildOrg(t.db);
    const reviewer = await member(sorted, 'organization_admin');
    const biology = (await buildCourse(t.db, sorted.id, { course: { name: 'Biology' } })).id;
    const algebra = (await buildCourse(t.db, sorted.id, { course: { name: 'Algebra' } })).id;
    const person = async (firstName: string) =>
      (await buildUser(t.db, sorted, 'instructor', { firstName, lastName: 'X' })).id;
    const [adel, basma] = [await person('Adel'), await person('Basma')];
    const day1 = new Date('2030-01-01T10:00:00Z');
    const day2 = new Date('2030-01-02T10:00:00Z');
    const request = (
      courseId: number,
      instructorId: number | null,
      status: 'PENDING' | 'APPROVED' | 'REJECTED',
      createdAt: Date,
    ) => ({ organizationId: sorted.id, courseId, instructorId, status, createdAt });
    const rows = await t.db
      .insert(courseApprovalRequests)
      .values([
        request(biology, basma, 'PENDING', day1),
        request(algebra, adel, 'APPROVED', day1),
        request(algebra, null, 'PENDING', day2),
        request(biology, basma, 'REJECTED', day2),
      ])
      .returning({ id: courseApprovalRequests.id });
    const [r1, r2, r3, r4] = rows.map((row) => row.id) as [number, number, number, number];
    const caller = { orgId: sorted.id, token: reviewer.token };
    const queue = await t.request(listCourseApprovalRequests, { as: caller });
    expect(ok(queue).data.map((r) => r.id)).toEqual([r4, r3, r2, r1]);
    await expectSortable(
      t,
      { call: listCourseApprovalRequests, as: caller },
      {
        createdAt: { asc: [r1, r2, r3, r4], desc: [r4, r3, r2, r1] },
        course: { asc: [r3, r2, r4, r1], desc: [r4, r1, r3, r2] },
        // A request without an instructor last, either way.
        instructor: { asc: [r2, r4, r1, r3], desc: [r4, r1, r2, r3] },
        // Pending, approved, rejected.
        status: { asc: [r3, r1, r2, r4], desc: [r4, r2, r3, r1] },
      },
    );
  });
});
