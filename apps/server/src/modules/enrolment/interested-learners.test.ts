import { listInterestedLearners } from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse, buildLearner } from '../../test/course-factories.ts';
import { buildOrg } from '../../test/factories.ts';
import { courseInterests } from './enrolment.tables.ts';

type Member = { id: number; token: string; orgId: number };
type Row = { userId: number; notifyWhenAvailable: boolean; firstName: string };

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
});
afterAll(() => t?.close());

async function list(courseId: number, as: Member, query: { search?: string; skip?: number; take?: number } = {}) {
  return t.request(listInterestedLearners, { params: { courseId }, query, as });
}

describe("a course's interested learners, for its authors", () => {
  it('lists the members interested, newest first, with their request to be told, searched and paged', async () => {
    const course = await buildCourse(t.db, org.id, { course: { isComingSoon: true } });
    const author = await buildAuthor(t, org, course);
    const early = await buildLearner(t, org);
    const late = await buildLearner(t, org);
    await t.call('POST', `/api/courses/${course.id}/interests`, { orgId: org.id, token: early.token });
    await t.call('POST', `/api/courses/${course.id}/request-notification`, { orgId: org.id, token: late.token });
    await t.db
      .update(courseInterests)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(courseInterests.userId, early.id));

    const res = await list(course.id, author);
    expect(res.status).toBe(200);
    const body = res.body as { data: Row[]; total: number };
    expect(body.total).toBe(2);
    expect(body.data.map((r) => [r.userId, r.notifyWhenAvailable])).toEqual([
      [late.id, true],
      [early.id, false],
    ]);
    const page = (await list(course.id, author, { skip: 1, take: 1 })).body as { data: Row[]; total: number };
    expect(page).toMatchObject({ total: 2, data: [{ userId: early.id }] });
    const lateEmail = (
      (await t.call('GET', `/api/users/${late.id}`, { orgId: org.id, token: late.token })).body as {
        email: string;
      }
    ).email;
    const found = (await list(course.id, author, { search: lateEmail })).body as { data: Row[]; total: number };
    expect(found.data.map((r) => r.userId)).toEqual([late.id]);
  });

  it("keeps another organization's interest its own, and refuses learners and other instructors", async () => {
    const course = await buildCourse(t.db, org.id, { course: { isComingSoon: true } });
    const author = await buildAuthor(t, org, course);
    const stranger = await buildLearner(t, other);
    await t.db.insert(courseInterests).values({ organizationId: other.id, courseId: course.id, userId: stranger.id });
    expect(((await list(course.id, author)).body as { total: number }).total).toBe(0);

    const learner = await buildLearner(t, org);
    const otherInstructor = await buildAuthor(t, org, await buildCourse(t.db, org.id));
    for (const who of [learner, otherInstructor]) {
      const denied = await list(course.id, who);
      expect(denied.status).toBe(403);
    }
    const foreign = await buildCourse(t.db, other.id);
    expect((await list(foreign.id, author)).status).toBe(404);
  });
});
