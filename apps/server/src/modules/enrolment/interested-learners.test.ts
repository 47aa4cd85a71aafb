import {
  addCourseInterest,
  type CallQuery,
  getUser,
  listInterestedLearners,
  requestCourseNotification,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse, buildLearner } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import { expectSortable } from '../../test/sorting.ts';
import { courseInterests } from './enrolment.tables.ts';

type Member = { id: number; token: string; orgId: number };

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
});
afterAll(() => t?.close());

async function list(courseId: number, as: Member, query: CallQuery<typeof listInterestedLearners> = {}) {
  return t.request(listInterestedLearners, { params: { courseId }, query, as });
}

describe("a course's interested learners, for its authors", () => {
  it('lists the members interested, newest first, with their request to be told, searched and paged', async () => {
    const course = await buildCourse(t.db, org.id, { course: { isComingSoon: true } });
    const author = await buildAuthor(t, org, course);
    const early = await buildLearner(t, org);
    const late = await buildLearner(t, org);
    await t.request(addCourseInterest, { params: { courseId: course.id }, as: early });
    await t.request(requestCourseNotification, { params: { courseId: course.id }, as: late });
    await t.db
      .update(courseInterests)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(courseInterests.userId, early.id));

    const res = await list(course.id, author);
    expect(res.status).toBe(200);
    const body = ok(res);
    expect(body.total).toBe(2);
    expect(body.data.map((r) => [r.userId, r.notifyWhenAvailable])).toEqual([
      [late.id, true],
      [early.id, false],
    ]);
    const page = ok(await list(course.id, author, { skip: 1, take: 1 }));
    expect(page).toMatchObject({ total: 2, data: [{ userId: early.id }] });
    const lateEmail = ok(await t.request(getUser, { params: { userId: late.id }, as: late })).email;
    const found = ok(await list(course.id, author, { search: lateEmail }));
    expect(found.data.map((r) => r.userId)).toEqual([late.id]);
  });

  it("keeps another organization's interest its own, and refuses learners and other instructors", async () => {
    const course = await buildCourse(t.db, org.id, { course: { isComingSoon: true } });
    const author = await buildAuthor(t, org, course);
    const stranger = await buildLearner(t, other);
    await t.db.insert(courseInterests).values({ organizationId: other.id, courseId: course.id, userId: stranger.id });
    expect(ok(await list(course.id, author)).total).toBe(0);

    const learner = await buildLearner(t, org);
    const otherInstructor = await buildAuthor(t, org, await buildCourse(t.db, org.id));
    for (const who of [learner, otherInstructor]) {
      const denied = await list(course.id, who);
      expect(denied.status).toBe(403);
    }
    const foreign = await buildCourse(t.db, other.id);
    expect((await list(foreign.id, author)).status).toBe(404);
  });

  it('sorts by interest date, learner or the e-mail asked for, either way, newest first among ties', async () => {
    const course = await buildCourse(t.db, org.id, { course: { isComingSoon: true } });
    const author = await buildAuthor(t, org, course);
    const person = async (firstName: string) =>
      (await buildSignedInMember(t, org, 'learner', { firstName, lastName: 'X' })).id;
    const [u1, u2, u3, u4] = [await person('Basma'), await person('Adel'), await person('Carla'), await person('Adel')];
    const interest = (userId: number, day: number, notify: 'waiting' | 'sent' | 'notAsked') => ({
      organizationId: org.id,
      courseId: course.id,
      userId,
      createdAt: new Date(`2030-01-0${day}T10:00:00Z`),
      notifyWhenAvailable: notify !== 'notAsked',
      notifiedAt: notify === 'sent' ? new Date('2030-02-01T10:00:00Z') : null,
    });
    await t.db
      .insert(courseInterests)
      .values([
        interest(u1, 1, 'waiting'),
        interest(u2, 2, 'sent'),
        interest(u3, 3, 'notAsked'),
        interest(u4, 4, 'waiting'),
      ]);
    await expectSortable(
      t,
      { call: listInterestedLearners, params: { courseId: course.id }, as: author, key: 'userId' },
      {
        interestedAt: { asc: [u1, u2, u3, u4], desc: [u4, u3, u2, u1] },
        learner: { asc: [u4, u2, u1, u3], desc: [u3, u1, u4, u2] },
        // Waiting for the e-mail, sent, not asked.
        notify: { asc: [u4, u1, u2, u3], desc: [u3, u2, u4, u1] },
      },
    );
  });
});
