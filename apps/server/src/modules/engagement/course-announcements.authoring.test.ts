import {
  countNotifications,
  createCourseAnnouncement,
  deleteCourseAnnouncement,
  listAuthoredCourseAnnouncements,
  listCourseAnnouncements,
  updateCourseAnnouncement,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse, buildLearner } from '../../test/course-factories.ts';
import { buildOrg } from '../../test/factories.ts';

type Member = { id: number; token: string; orgId: number };

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let course: { id: number };
let author: Member;
let otherInstructor: Member;
let learner: Member;
let foreignAuthor: Member;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  course = await buildCourse(t.db, org.id, { course: { name: 'Data Literacy' } });
  author = await buildAuthor(t, org, course);
  otherInstructor = await buildAuthor(t, org, await buildCourse(t.db, org.id));
  learner = await buildLearner(t, org, { enrolledIn: [course] });
  foreignAuthor = await buildAuthor(t, other, await buildCourse(t.db, other.id));
});
afterAll(() => t?.close());

async function post(body: { title: string; isPublished?: boolean; announcementDate?: string }): Promise<number> {
  const res = await t.request(createCourseAnnouncement, {
    params: { courseId: course.id },
    body: { content: '<p dir="auto">Read chapter two.</p>', ...body },
    as: author,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ok(res).id;
}

async function unread(member: Member): Promise<number> {
  const res = await t.request(countNotifications, { query: {}, as: member });
  return ok(res).count;
}

async function learnerTitles(): Promise<string[]> {
  const res = await t.request(listCourseAnnouncements, { params: { courseId: course.id }, query: {}, as: learner });
  return ok(res).data.map((a) => a.title);
}

describe('course announcements for their authors', () => {
  it('lists drafts and scheduled ones too, newest date first, saying which are published', async () => {
    await post({ title: 'Authored draft', isPublished: false });
    await post({ title: 'Authored later', announcementDate: new Date(Date.now() + 86_400_000).toISOString() });
    const res = await t.request(listAuthoredCourseAnnouncements, {
      params: { courseId: course.id },
      query: { take: 100 },
      as: author,
    });
    expect(res.status).toBe(200);
    const rows = ok(res).data;
    expect(rows[0]).toMatchObject({ title: 'Authored later', isPublished: true });
    expect(rows.find((r) => r.title === 'Authored draft')).toMatchObject({ isPublished: false });
    expect(await learnerTitles()).not.toContain('Authored draft');
  });

  it('publishing a draft notifies the learners once; editing it again does not notify again', async () => {
    const id = await post({ title: 'Quiet draft', isPublished: false });
    const before = await unread(learner);
    const published = await t.request(updateCourseAnnouncement, {
      params: { announcementId: id },
      body: { isPublished: true, title: 'Now public' },
      as: author,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ title: 'Now public', isPublished: true });
    expect(await unread(learner)).toBe(before + 1);
    expect(await learnerTitles()).toContain('Now public');

    const again = await t.request(updateCourseAnnouncement, {
      params: { announcementId: id },
      body: { isPublished: true, content: '<p>Changed <script>alert(1)</script><b onclick="x()">text</b></p>' },
      as: author,
    });
    expect(again.status).toBe(200);
    expect(ok(again).content).toBe('<p>Changed <b>text</b></p>');
    expect(await unread(learner)).toBe(before + 1);
  });

  it('deletes one for good: learners no longer see it', async () => {
    const id = await post({ title: 'Short-lived' });
    expect(await learnerTitles()).toContain('Short-lived');
    const res = await t.request(deleteCourseAnnouncement, { params: { announcementId: id }, as: author });
    expect(res.status).toBe(204);
    expect(await learnerTitles()).not.toContain('Short-lived');
    const gone = await t.request(deleteCourseAnnouncement, { params: { announcementId: id }, as: author });
    expect(gone.status).toBe(404);
  });

  it("refuses learners and other courses' instructors; another organization's answers 404", async () => {
    const id = await post({ title: 'Guarded' });
    for (const who of [learner, otherInstructor]) {
      const list = await t.request(listAuthoredCourseAnnouncements, {
        params: { courseId: course.id },
        query: {},
        as: who,
      });
      expect(list.status).toBe(403);
      const edit = await t.request(updateCourseAnnouncement, {
        params: { announcementId: id },
        body: { title: 'Taken over' },
        as: who,
      });
      expect(edit.status).toBe(403);
      expect(errorCodeOf(edit)).toBe('common-007');
      const removed = await t.request(deleteCourseAnnouncement, { params: { announcementId: id }, as: who });
      expect(removed.status).toBe(403);
    }
    const foreignEdit = await t.request(updateCourseAnnouncement, {
      params: { announcementId: id },
      body: { title: 'Taken over' },
      as: foreignAuthor,
    });
    expect(foreignEdit.status).toBe(404);
    const foreignDelete = await t.request(deleteCourseAnnouncement, {
      params: { announcementId: id },
      as: foreignAuthor,
    });
    expect(foreignDelete.status).toBe(404);
    expect(await learnerTitles()).toContain('Guarded');
  });
});
