import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildCourse, offerCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser, joinOrg } from '../../test/factories.ts';
import { courseSections } from '../course-content/course-content.tables.ts';
import { courseEnrollees } from '../enrolment/enrolment.tables.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let course: Awaited<ReturnType<typeof buildCourse>>;
let learner: string;
let learnerId: number;
let peer: string;
let first: number;
let second: number;
let later: number;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  course = await buildCourse(t.db, org.id, { sections: [2, 1] });
  [first, second] = (course.sections[0]?.subsectionIds ?? []) as [number, number];
  later = course.sections[1]?.subsectionIds[0] as number;
  for (const role of ['learner', 'peer'] as const) {
    const id = (await buildUser(t.db, org, 'learner')).id;
    await t.db.insert(courseEnrollees).values({ organizationId: org.id, courseId: course.id, userId: id });
    const token = await t.tokenFor(id, org.id);
    if (role === 'learner') {
      learner = token;
      learnerId = id;
    } else peer = token;
  }
});
afterAll(() => t?.close());

const addNote = (token: string, subsectionId: number, body: unknown) =>
  t.call('POST', `/api/course-subsections/${subsectionId}/notes`, { orgId: org.id, token, body });

describe('notes on lessons', () => {
  it('adds, lists (with lesson names, in course order), edits and deletes own notes', async () => {
    const onSecond = await addNote(learner, second, { note: '  Remember the three levels.  ' });
    expect(onSecond.status).toBe(201);
    expect(onSecond.body).toMatchObject({
      note: 'Remember the three levels.',
      position: null,
      subsectionId: second,
      subsectionName: 'Lesson 1.2',
      courseId: course.id,
    });
    const onFirst = await addNote(learner, first, { note: 'At 1:30 the model', position: 90 });
    expect(onFirst.body.position).toBe(90);

    const list = await t.call('GET', `/api/courses/${course.id}/notes`, { orgId: org.id, token: learner });
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((n: { subsectionId: number }) => n.subsectionId)).toEqual([first, second]);

    const lesson = await t.call('GET', `/api/course-subsections/${first}`, { orgId: org.id, token: learner });
    expect(lesson.body.notes.map((n: { note: string }) => n.note)).toEqual(['At 1:30 the model']);

    const edited = await t.call('PATCH', `/api/course-subsections/${first}/notes/${onFirst.body.id}`, {
      orgId: org.id,
      token: learner,
      body: { note: 'At 1:45 the model', position: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ note: 'At 1:45 the model', position: null });

    const removed = await t.call('DELETE', `/api/course-subsections/${first}/notes/${onFirst.body.id}`, {
      orgId: org.id,
      token: learner,
    });
    expect(removed.status).toBe(204);
    const after = await t.call('GET', `/api/courses/${course.id}/notes`, { orgId: org.id, token: learner });
    expect(after.body.total).toBe(1);
  });

  it("keeps notes private: another learner's note answers 404 and is not listed", async () => {
    const mine = await addNote(learner, first, { note: 'Mine only' });
    const theirs = await t.call('GET', `/api/courses/${course.id}/notes`, { orgId: org.id, token: peer });
    expect(theirs.body.data.map((n: { note: string }) => n.note)).not.toContain('Mine only');
    const edit = await t.call('PATCH', `/api/course-subsections/${first}/notes/${mine.body.id}`, {
      orgId: org.id,
      token: peer,
      body: { note: 'Taken over' },
    });
    expect(edit.status).toBe(404);
    const remove = await t.call('DELETE', `/api/course-subsections/${first}/notes/${mine.body.id}`, {
      orgId: org.id,
      token: peer,
    });
    expect(remove.status).toBe(404);
    // The right note under the wrong lesson is not found either.
    const wrongLesson = await t.call('DELETE', `/api/course-subsections/${second}/notes/${mine.body.id}`, {
      orgId: org.id,
      token: learner,
    });
    expect(wrongLesson.status).toBe(404);
  });

  it("is the noteOwner rule: another organization's note answers 404, even to the person who wrote it there", async () => {
    // The same course offered to a second organization, where the learner is a member too.
    const other = await buildOrg(t.db);
    await offerCourse(t.db, other.id, course);
    const there = await joinOrg(t, other, learnerId);
    await t.db.insert(courseEnrollees).values({ organizationId: other.id, courseId: course.id, userId: learnerId });
    const elsewhere = await t.call('POST', `/api/course-subsections/${first}/notes`, {
      orgId: other.id,
      token: there.token,
      body: { note: 'Written in the other organization' },
    });
    expect(elsewhere.status).toBe(201);
    const url = `/api/course-subsections/${first}/notes/${elsewhere.body.id}`;
    const edit = await t.call('PATCH', url, { orgId: org.id, token: learner, body: { note: 'Moved over' } });
    expect(edit.status).toBe(404);
    expect(edit.body.errorCode).toBe('common-002');
    expect((await t.call('DELETE', url, { orgId: org.id, token: learner })).status).toBe(404);
    // In its own organization it is theirs.
    const own = await t.call('PATCH', url, { orgId: other.id, token: there.token, body: { note: 'Still mine' } });
    expect(own.status).toBe(200);
    expect(own.body.note).toBe('Still mine');
  });

  it('refuses empty notes, notes on locked lessons and notes of members not enrolled', async () => {
    const empty = await addNote(learner, first, { note: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errorCode).toBe('validation');
    const nothing = await t.call('PATCH', `/api/course-subsections/${first}/notes/1`, {
      orgId: org.id,
      token: learner,
      body: {},
    });
    expect(nothing.status).toBe(400);

    await t.db
      .update(courseSections)
      .set({ unlockStartDate: new Date(Date.now() + 86_400_000) })
      .where(eq(courseSections.id, course.sections[1]?.id ?? 0));
    const locked = await addNote(learner, later, { note: 'Too early' });
    expect(locked.status).toBe(403);
    expect(locked.body.errorCode).toBe('courses-008');

    const outsider = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
    const refused = await addNote(outsider, first, { note: 'Not enrolled' });
    expect(refused.body.errorCode).toBe('courses-003');
  });
});
