import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
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

const as = (who: Member, body?: unknown) => ({ orgId: org.id, token: who.token, body });

/** A course the instructor created through the API: pending approval, with them as instructor. */
async function instructorCourse(name = 'Pending course') {
  const res = await t.call('POST', '/api/courses', as(instructor, { name }));
  expect(res.status).toBe(201);
  return res.body as { id: number };
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
    const res = await t.call('POST', '/api/courses', as(instructor, { name: 'Chemistry' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      isApproved: false,
      status: 'pending',
      isPublished: false,
      createdById: instructor.id,
      instructors: [{ id: instructor.id, isHidden: false }],
    });
    const publish = await t.call(
      'PATCH',
      `/api/courses/${res.body.id}/is-published`,
      as(instructor, { isPublished: true }),
    );
    expect(publish.status).toBe(409);
    expect(publish.body.errorCode).toBe('courses-070');
    const [row] = await t.db.select().from(courses).where(eq(courses.id, res.body.id));
    expect(row?.isPublished).toBe(false);
  });
});

describe('request-approval', () => {
  it('asks once, an administrator approves, and then the instructor may publish', async () => {
    const course = await instructorCourse();
    const path = `/api/courses/${course.id}/request-approval`;
    const before = await t.call('GET', path, as(instructor));
    expect(before.body).toEqual({ courseId: course.id, status: 'pending', isApproved: false, requests: [] });

    const asked = await t.call('POST', path, as(instructor, { note: 'Ready for review' }));
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      courseId: course.id,
      courseName: 'Pending course',
      instructor: { id: instructor.id },
      note: 'Ready for review',
      status: 'PENDING',
      decidedById: null,
    });
    const twice = await t.call('POST', path, as(instructor, {}));
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe('courses-071');

    // Only course administrators decide.
    const requestPath = `/api/course-approval-requests/${asked.body.id}`;
    for (const [method, url, body] of [
      ['GET', '/api/course-approval-requests', undefined],
      ['PATCH', requestPath, { status: 'APPROVED' }],
    ] as const) {
      const res = await t.call(method, url, as(instructor, body));
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.errorCode).toBe('common-007');
    }

    const waiting = await t.call('GET', '/api/course-approval-requests?status=PENDING', as(admin));
    expect(waiting.body.data.map((r: { id: number }) => r.id)).toContain(asked.body.id);

    const approved = await t.call('PATCH', requestPath, as(admin, { status: 'APPROVED' }));
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decidedById: admin.id });
    expect(approved.body.decidedAt).toEqual(expect.any(String));
    const again = await t.call('PATCH', requestPath, as(admin, { status: 'REJECTED' }));
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('courses-073');

    const state = await t.call('GET', path, as(instructor));
    expect(state.body).toMatchObject({ status: 'approved', isApproved: true, requests: [{ status: 'APPROVED' }] });
    const needless = await t.call('POST', path, as(instructor, {}));
    expect(needless.status).toBe(409);
    expect(needless.body.errorCode).toBe('courses-072');

    const published = await t.call(
      'PATCH',
      `/api/courses/${course.id}/is-published`,
      as(instructor, { isPublished: true }),
    );
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ isPublished: true, isPublishedByAdmin: false });
    expect((await t.call('GET', `/api/courses/${course.id}`, { orgId: org.id })).status).toBe(200);
  });

  it('asks without a body too, as a plain button would', async () => {
    const course = await instructorCourse('No note');
    const asked = await t.call('POST', `/api/courses/${course.id}/request-approval`, as(instructor));
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'PENDING', note: null });
  });

  it('a rejected course stays unpublished and may ask again', async () => {
    const course = await instructorCourse('To be rejected');
    const path = `/api/courses/${course.id}/request-approval`;
    const asked = await t.call('POST', path, as(instructor, {}));
    const rejected = await t.call(
      'PATCH',
      `/api/course-approval-requests/${asked.body.id}`,
      as(admin, { status: 'REJECTED' }),
    );
    expect(rejected.body.status).toBe('REJECTED');
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ status: 'rejected', isApproved: false, isPublished: false });
    const publish = await t.call(
      'PATCH',
      `/api/courses/${course.id}/is-published`,
      as(instructor, { isPublished: true }),
    );
    expect(publish.body.errorCode).toBe('courses-070');

    const retry = await t.call('POST', path, as(instructor, { note: 'Fixed' }));
    expect(retry.status).toBe(201);
    const state = await t.call('GET', path, as(instructor));
    expect(state.body.status).toBe('pending');
    expect(state.body.requests.map((r: { status: string }) => r.status)).toEqual(['PENDING', 'REJECTED']);
  });

  it('an administrator publishing a pending course approves it and its waiting request', async () => {
    const course = await instructorCourse('Published by admin');
    const asked = await t.call('POST', `/api/courses/${course.id}/request-approval`, as(instructor, {}));
    const published = await t.call('PATCH', `/api/courses/${course.id}/is-published`, as(admin, { isPublished: true }));
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      isPublished: true,
      isApproved: true,
      status: 'approved',
      approvalRequest: { id: asked.body.id, status: 'APPROVED', decidedById: admin.id },
    });
  });

  it("answers another organization's request with 404 and does not list it", async () => {
    const foreign = await buildCourse(t.db, other.id, { course: { isApproved: false, status: 'pending' } });
    const [request] = await t.db
      .insert(courseApprovalRequests)
      .values({ organizationId: other.id, courseId: foreign.id, instructorId: foreignAdmin.id })
      .returning();
    const res = await t.call(
      'PATCH',
      `/api/course-approval-requests/${request?.id}`,
      as(admin, { status: 'APPROVED' }),
    );
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('common-002');
    const list = await t.call('GET', '/api/course-approval-requests?take=100', as(admin));
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(request?.id);
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
    const path = '/api/course-approval-requests';
    expect((await t.call('GET', path, caller)).body.data.map((r: { id: number }) => r.id)).toEqual([r4, r3, r2, r1]);
    await expectSortable(
      t,
      { path, as: caller },
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
