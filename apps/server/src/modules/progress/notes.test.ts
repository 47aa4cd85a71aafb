import {
  type CallBody,
  createSubsectionNote,
  deleteSubsectionNote,
  getCourseSubsection,
  listCourseNotes,
  updateSubsectionNote,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
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

const addNote = (token: string, subsectionId: number, body: CallBody<typeof createSubsectionNote>) =>
  t.request(createSubsectionNote, { params: { subsectionId }, body, as: { orgId: org.id, token } });
const by = (token: string) => ({ orgId: org.id, token });

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
    expect(ok(onFirst).position).toBe(90);

    const list = await t.request(listCourseNotes, { params: { courseId: course.id }, as: by(learner) });
    expect(ok(list).total).toBe(2);
    expect(ok(list).data.map((n) => n.subsectionId)).toEqual([first, second]);

    const lesson = await t.request(getCourseSubsection, { params: { subsectionId: first }, as: by(learner) });
    expect(ok(lesson).notes.map((n) => n.note)).toEqual(['At 1:30 the model']);

    const noteParams = { subsectionId: first, noteId: ok(onFirst).id };
    const edited = await t.request(updateSubsectionNote, {
      params: noteParams,
      body: { note: 'At 1:45 the model', position: null },
      as: by(learner),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ note: 'At 1:45 the model', position: null });

    const removed = await t.request(deleteSubsectionNote, { params: noteParams, as: by(learner) });
    expect(removed.status).toBe(204);
    const after = await t.request(listCourseNotes, { params: { courseId: course.id }, as: by(learner) });
    expect(ok(after).total).toBe(1);
  });

  it("keeps notes private: another learner's note answers 404 and is not listed", async () => {
    const mine = await addNote(learner, first, { note: 'Mine only' });
    const theirs = await t.request(listCourseNotes, { params: { courseId: course.id }, as: by(peer) });
    expect(ok(theirs).data.map((n) => n.note)).not.toContain('Mine only');
    const params = { subsectionId: first, noteId: ok(mine).id };
    const edit = await t.request(updateSubsectionNote, { params, body: { note: 'Taken over' }, as: by(peer) });
    expect(edit.status).toBe(404);
    const remove = await t.request(deleteSubsectionNote, { params, as: by(peer) });
    expect(remove.status).toBe(404);
    // The right note under the wrong lesson is not found either.
    const wrongLesson = await t.request(deleteSubsectionNote, {
      params: { subsectionId: second, noteId: ok(mine).id },
      as: by(learner),
    });
    expect(wrongLesson.status).toBe(404);
  });

  it("is the noteOwner rule: another organization's note answers 404, even to the person who wrote it there", async () => {
    // The same course offered to a second organization, where the learner is a member too.
    const other = await buildOrg(t.db);
    await offerCourse(t.db, other.id, course);
    const there = await joinOrg(t, other, learnerId);
    await t.db.insert(courseEnrollees).values({ organizationId: other.id, courseId: course.id, userId: learnerId });
    const thereAs = { orgId: other.id, token: there.token };
    const elsewhere = await t.request(createSubsectionNote, {
      params: { subsectionId: first },
      body: { note: 'Written in the other organization' },
      as: thereAs,
    });
    expect(elsewhere.status).toBe(201);
    const params = { subsectionId: first, noteId: ok(elsewhere).id };
    const edit = await t.request(updateSubsectionNote, { params, body: { note: 'Moved over' }, as: by(learner) });
    expect(edit.status).toBe(404);
    expect(errorCodeOf(edit)).toBe('common-002');
    expect((await t.request(deleteSubsectionNote, { params, as: by(learner) })).status).toBe(404);
    // In its own organization it is theirs.
    const own = await t.request(updateSubsectionNote, { params, body: { note: 'Still mine' }, as: thereAs });
    expect(own.status).toBe(200);
    expect(ok(own).note).toBe('Still mine');
  });

  it('refuses empty notes, notes on locked lessons and notes of members not enrolled', async () => {
    const empty = await addNote(learner, first, { note: '   ' });
    expect(empty.status).toBe(400);
    expect(errorCodeOf(empty)).toBe('validation');
    const nothing = await t.request(updateSubsectionNote, {
      params: { subsectionId: first, noteId: 1 },
      body: {},
      as: by(learner),
    });
    expect(nothing.status).toBe(400);

    await t.db
      .update(courseSections)
      .set({ unlockStartDate: new Date(Date.now() + 86_400_000) })
      .where(eq(courseSections.id, course.sections[1]?.id ?? 0));
    const locked = await addNote(learner, later, { note: 'Too early' });
    expect(locked.status).toBe(403);
    expect(errorCodeOf(locked)).toBe('courses-008');

    const outsider = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
    const refused = await addNote(outsider, first, { note: 'Not enrolled' });
    expect(errorCodeOf(refused)).toBe('courses-003');
  });
});
