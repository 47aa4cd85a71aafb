import {
  type CallBody,
  type CallDef,
  createCourseSection,
  createCourseSubsection,
  deleteCourseSection,
  deleteCourseSubsection,
  listAuthoringSections,
  reorderCourseSections,
  updateCourseSection,
  updateCourseSubsection,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import { buildMedia } from '../../test/media-factories.ts';
import type { PredefinedSetSlug } from '../organizations/organizations.provision.ts';
import {
  courseSectionPrerequisites,
  courseSections,
  courseSubsections,
  subsectionAttachments,
} from './course-content.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string };
/** Any answer of a typed call. */
type Answer = { status: number; body: unknown };
type Outline = { id: number; subsections: { id: number }[] }[];

let t: TestApp;
let org: Org;
let other: Org;
let admin: Member;
let instructor: Member;
let otherInstructor: Member;

const member = (target: Org, set: PredefinedSetSlug): Promise<Member> => buildSignedInMember(t, target, set);

/** `who` as the caller, in `org`. */
const by = (who: Member) => ({ orgId: org.id, token: who.token });

async function addSection(courseId: number, body: CallBody<typeof createCourseSection>, who = instructor) {
  return t.request(createCourseSection, { params: { courseId }, body: body, as: by(who) });
}

async function outline(courseId: number): Promise<Outline> {
  return ok(await t.request(listAuthoringSections, { params: { courseId }, as: by(instructor) })).data;
}

/** The body of `PATCH sections/order` that keeps the course as it is. */
function orderOf(sections: Outline) {
  return { sections: sections.map((s) => ({ id: s.id, subsectionIds: s.subsections.map((l) => l.id) })) };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await member(org, 'organization_admin');
  instructor = await member(org, 'instructor');
  otherInstructor = await member(org, 'instructor');
});
afterAll(() => t?.close());

describe('sections', () => {
  it('adds sections at the end, changes and deletes them', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const first = await addSection(course.id, { name: 'Basics', learningObjectives: 'Know the basics' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      courseId: course.id,
      name: 'Basics',
      learningObjectives: 'Know the basics',
      isPublished: false,
      week: 1,
      position: 0,
      prerequisiteIds: [],
      subsections: [],
    });
    const second = await addSection(course.id, { name: 'Advanced', week: 2, isPublished: true });
    expect(second.body).toMatchObject({ position: 1, week: 2, isPublished: true });

    const changed = await t.request(updateCourseSection, {
      params: { sectionId: ok(first).id },
      body: { name: 'Foundations', isPublished: true, unlockStartDate: '2030-05-01T08:00:00Z' },
      as: by(admin),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Foundations',
      isPublished: true,
      unlockStartDate: '2030-05-01T08:00:00.000Z',
    });
    expect((await outline(course.id)).map((s) => s.id)).toEqual([ok(first).id, ok(second).id]);

    expect(
      (await t.request(deleteCourseSection, { params: { sectionId: ok(first).id }, as: by(instructor) })).status,
    ).toBe(204);
    expect((await outline(course.id)).map((s) => s.id)).toEqual([ok(second).id]);
    const again = await t.request(deleteCourseSection, { params: { sectionId: ok(first).id }, as: by(instructor) });
    expect(again.status).toBe(404);
    expect(errorCodeOf(again)).toBe('common-002');

    const empty = await t.request(updateCourseSection, {
      params: { sectionId: ok(second).id },
      body: {},
      as: by(instructor),
    });
    expect(empty.status).toBe(400);
    expect(errorCodeOf(empty)).toBe('validation');
  });
});

describe('prerequisites', () => {
  it('stores prerequisites of the same course and refuses itself, other courses and cycles', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const a = ok(await addSection(course.id, { name: 'A' }));
    const b = ok(await addSection(course.id, { name: 'B', prerequisiteIds: [a.id] }));
    expect(b.prerequisiteIds).toEqual([a.id]);
    const c = ok(await addSection(course.id, { name: 'C', prerequisiteIds: [b.id, b.id] }));
    expect(c.prerequisiteIds).toEqual([b.id]);

    const itself = await t.request(updateCourseSection, {
      params: { sectionId: a.id },
      body: { prerequisiteIds: [a.id] },
      as: by(instructor),
    });
    expect(itself.status).toBe(400);
    expect(errorCodeOf(itself)).toBe('courses-077');

    const elsewhere = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [1] });
    const foreignSection = elsewhere.sections[0]?.id as number;
    const otherCourse = await addSection(course.id, { name: 'D', prerequisiteIds: [foreignSection] });
    expect(otherCourse.status).toBe(400);
    expect(errorCodeOf(otherCourse)).toBe('courses-077');
    const missing = await t.request(updateCourseSection, {
      params: { sectionId: a.id },
      body: { prerequisiteIds: [999_999] },
      as: by(instructor),
    });
    expect(errorCodeOf(missing)).toBe('courses-077');

    // A waits for C, which waits for B, which waits for A.
    const longCycle = await t.request(updateCourseSection, {
      params: { sectionId: a.id },
      body: { prerequisiteIds: [c.id] },
      as: by(instructor),
    });
    expect(longCycle.status).toBe(400);
    expect(errorCodeOf(longCycle)).toBe('courses-078');
    const shortCycle = await t.request(updateCourseSection, {
      params: { sectionId: a.id },
      body: { prerequisiteIds: [b.id] },
      as: by(instructor),
    });
    expect(errorCodeOf(shortCycle)).toBe('courses-078');

    // Nothing changed by the refused calls.
    const stored = await t.db
      .select()
      .from(courseSectionPrerequisites)
      .where(eq(courseSectionPrerequisites.sectionId, a.id));
    expect(stored).toEqual([]);

    // Replacing: C now waits for A only; then A may wait for nothing else but B stays fine.
    const replaced = await t.request(updateCourseSection, {
      params: { sectionId: c.id },
      body: { prerequisiteIds: [a.id] },
      as: by(instructor),
    });
    expect(ok(replaced).prerequisiteIds).toEqual([a.id]);
    const cleared = await t.request(updateCourseSection, {
      params: { sectionId: b.id },
      body: { prerequisiteIds: [] },
      as: by(instructor),
    });
    expect(ok(cleared).prerequisiteIds).toEqual([]);
    // With B free, B may now wait for C (C waits for A; nothing waits for B).
    const chain = await t.request(updateCourseSection, {
      params: { sectionId: b.id },
      body: { prerequisiteIds: [c.id] },
      as: by(instructor),
    });
    expect(chain.status).toBe(200);

    // Deleting a section drops it from the prerequisites of others.
    await t.request(deleteCourseSection, { params: { sectionId: a.id }, as: by(instructor) });
    const after = await outline(course.id);
    expect(after.find((s) => s.id === c.id)).toMatchObject({ prerequisiteIds: [] });
  });

  it('lets only one of two opposite prerequisites made at once through', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [0, 0] });
    const [a, b] = course.sections.map((s) => s.id) as [number, number];
    const results = await Promise.all([
      t.request(updateCourseSection, { params: { sectionId: a }, body: { prerequisiteIds: [b] }, as: by(instructor) }),
      t.request(updateCourseSection, { params: { sectionId: b }, body: { prerequisiteIds: [a] }, as: by(instructor) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(errorCodeOf(results.find((r) => r.status === 400) ?? { body: undefined })).toBe('courses-078');
    const edges = await t.db.select().from(courseSectionPrerequisites);
    expect(edges.filter((e) => [a, b].includes(e.sectionId))).toHaveLength(1);
  });
});

describe('lessons (subsections)', () => {
  it('adds text and video lessons with attachments of the organization, changes and deletes them', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const section = ok(await addSection(course.id, { name: 'Week 1' }));
    const mine = { uploadedById: instructor.id };
    const pdf = await buildMedia(t.db, org.id, { fileName: 'a.pdf', type: 'FILE', ...mine });
    const image = await buildMedia(t.db, org.id, mine);
    const film = await buildMedia(t.db, org.id, { fileName: 'film.mp4', type: 'VIDEO', ...mine });
    const params = { sectionId: section.id };

    const text = await t.request(createCourseSubsection, {
      params,
      body: { name: 'Reading', content: '# Hello', isTextOnly: true },
      as: by(instructor),
    });
    expect(text.status).toBe(201);
    expect(text.body).toMatchObject({
      sectionId: section.id,
      courseId: course.id,
      kind: 'LESSON',
      name: 'Reading',
      content: '# Hello',
      isTextOnly: true,
      isPublished: false,
      weight: 1,
      position: 0,
      videoUrl: null,
      attachments: [],
    });
    const video = await t.request(createCourseSubsection, {
      params,
      body: {
        name: 'Watch',
        videoUrl: 'https://video.example.test/intro.mp4',
        durationMinutes: 12,
        attachmentIds: [pdf.id, image.id],
      },
      as: by(instructor),
    });
    expect(video.status).toBe(201);
    expect(video.body).toMatchObject({
      position: 1,
      videoUrl: 'https://video.example.test/intro.mp4',
      durationMinutes: 12,
    });
    expect(ok(video).attachments.map((a: { id: number }) => a.id)).toEqual([pdf.id, image.id]);

    const notVideo = await t.request(updateCourseSubsection, {
      params: { subsectionId: ok(video).id },
      body: { name: 'Watch this', videoMediaId: pdf.id },
      as: by(instructor),
    });
    expect(notVideo.status).toBe(400);
    expect(errorCodeOf(notVideo)).toBe('courses-084');
    const changed = await t.request(updateCourseSubsection, {
      params: { subsectionId: ok(video).id },
      body: { name: 'Watch this', attachmentIds: [image.id], videoMediaId: film.id },
      as: by(instructor),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Watch this', video: { id: film.id } });
    expect(ok(changed).attachments.map((a: { id: number }) => a.id)).toEqual([image.id]);

    const unsafe = await t.request(createCourseSubsection, {
      params,
      body: { name: 'Bad', videoUrl: 'javascript:alert(1)' },
      as: by(instructor),
    });
    expect(unsafe.status).toBe(400);
    expect(errorCodeOf(unsafe)).toBe('validation');

    expect(
      (await t.request(deleteCourseSubsection, { params: { subsectionId: ok(text).id }, as: by(instructor) })).status,
    ).toBe(204);
    const [left] = await outline(course.id);
    expect(left?.subsections.map((l) => l.id)).toEqual([ok(video).id]);
    const gone = await t.request(updateCourseSubsection, {
      params: { subsectionId: ok(text).id },
      body: { name: 'x' },
      as: by(instructor),
    });
    expect(gone.status).toBe(404);
  });

  it("refuses another organization's files as attachment or video", async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [1] });
    const sectionId = course.sections[0]?.id as number;
    const lessonId = course.sections[0]?.subsectionIds[0] as number;
    const foreign = await buildMedia(t.db, other.id);
    const own = await buildMedia(t.db, org.id, { uploadedById: instructor.id });

    const created = await t.request(createCourseSubsection, {
      params: { sectionId },
      body: { name: 'Borrowed', attachmentIds: [own.id, foreign.id] },
      as: by(instructor),
    });
    expect(created.status).toBe(404);
    expect(errorCodeOf(created)).toBe('common-002');
    for (const body of [{ attachmentIds: [foreign.id] }, { videoMediaId: foreign.id }]) {
      const res = await t.request(updateCourseSubsection, {
        params: { subsectionId: lessonId },
        body,
        as: by(instructor),
      });
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe('common-002');
    }
    const lessons = await t.db.select().from(courseSubsections).where(eq(courseSubsections.sectionId, sectionId));
    expect(lessons).toHaveLength(1);
    expect(lessons[0]?.videoMediaId).toBeNull();
  });
});

describe("a lesson's video and attachments (restricted files)", () => {
  it("takes the author's own uploads and any file from an administrator, not another member's file", async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [1] });
    const lessonId = course.sections[0]?.subsectionIds[0] as number;
    const theirs = await buildMedia(t.db, org.id, {
      fileName: 'theirs.pdf',
      type: 'FILE',
      uploadedById: otherInstructor.id,
    });
    const video = await buildMedia(t.db, org.id, { type: 'VIDEO', uploadedById: otherInstructor.id });

    // A file the instructor cannot open is not found; nothing is written.
    for (const body of [{ attachmentIds: [theirs.id] }, { videoMediaId: video.id }]) {
      const res = await t.request(updateCourseSubsection, {
        params: { subsectionId: lessonId },
        body: body,
        as: by(instructor),
      });
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    const [lesson] = await t.db.select().from(courseSubsections).where(eq(courseSubsections.id, lessonId));
    expect(lesson?.videoMediaId).toBeNull();

    const byAdmin = await t.request(updateCourseSubsection, {
      params: { subsectionId: lessonId },
      body: { attachmentIds: [theirs.id], videoMediaId: video.id },
      as: by(admin),
    });
    expect(byAdmin.status).toBe(200);
    expect(ok(byAdmin).attachments.map((a: { id: number }) => a.id)).toEqual([theirs.id]);
  });

  it('never takes a public file the author did not upload: its learners would keep it once it stops being public', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [1] });
    const lessonId = course.sections[0]?.subsectionIds[0] as number;
    const cover = await buildMedia(t.db, org.id, { uploadedById: otherInstructor.id });
    await buildCourse(t.db, org.id, { course: { coverImageId: cover.id } });
    const res = await t.request(updateCourseSubsection, {
      params: { subsectionId: lessonId },
      body: { attachmentIds: [cover.id] },
      as: by(instructor),
    });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('media-009');
  });

  it("lets a co-author save a lesson with the other author's files, not add more of them", async () => {
    const course = await buildCourse(t.db, org.id, {
      instructorIds: [instructor.id, otherInstructor.id],
      sections: [1],
    });
    const lessonId = course.sections[0]?.subsectionIds[0] as number;
    const theirs = { uploadedById: otherInstructor.id };
    const video = await buildMedia(t.db, org.id, { type: 'VIDEO', ...theirs });
    const notes = await buildMedia(t.db, org.id, { fileName: 'notes.pdf', type: 'FILE', ...theirs });
    const chosen = await t.request(updateCourseSubsection, {
      params: { subsectionId: lessonId },
      body: { videoMediaId: video.id, attachmentIds: [notes.id] },
      as: by(otherInstructor),
    });
    expect(chosen.status).toBe(200);

    const saved = await t.request(updateCourseSubsection, {
      params: { subsectionId: lessonId },
      body: { name: 'Renamed', videoMediaId: video.id, attachmentIds: [notes.id] },
      as: by(instructor),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Renamed', video: { id: video.id } });

    // The co-author may open their files (an author of the course), not put new ones of theirs.
    const more = await buildMedia(t.db, org.id, { fileName: 'more.pdf', type: 'FILE', ...theirs });
    await t.db.insert(subsectionAttachments).values({
      subsectionId: course.sections[0]?.subsectionIds[0] as number,
      mediaId: more.id,
      position: 5,
    });
    const elsewhere = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [1] });
    const added = await t.request(updateCourseSubsection, {
      params: { subsectionId: elsewhere.sections[0]?.subsectionIds[0] as number },
      body: { attachmentIds: [more.id] },
      as: by(instructor),
    });
    expect(added.status).toBe(403);
    expect(errorCodeOf(added)).toBe('media-009');
  });
});

describe('PATCH sections/order', () => {
  it('orders sections and lessons and moves a lesson to another section', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [2, 1] });
    const [first, second] = await outline(course.id);
    if (!first || !second) throw new Error('no sections');
    const [l1, l2] = first.subsections;
    const [l3] = second.subsections;
    const body = {
      sections: [
        { id: second.id, subsectionIds: [l3?.id as number, l2?.id as number] },
        { id: first.id, subsectionIds: [l1?.id as number] },
      ],
    };
    const res = await t.request(reorderCourseSections, {
      params: { courseId: course.id },
      body: body,
      as: by(instructor),
    });
    expect(res.status).toBe(200);
    expect(orderOf(ok(res).data)).toEqual(body);
    expect(orderOf(await outline(course.id))).toEqual(body);
    const [moved] = await t.db
      .select()
      .from(courseSubsections)
      .where(eq(courseSubsections.id, l2?.id as number));
    expect(moved).toMatchObject({ sectionId: second.id, position: 1 });
  });

  it('refuses a list that is not exactly the course’s sections and lessons', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [2, 1] });
    const elsewhere = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [1] });
    const current = orderOf(await outline(course.id));
    const [s1, s2] = current.sections as [
      { id: number; subsectionIds: number[] },
      { id: number; subsectionIds: number[] },
    ];
    const foreign = elsewhere.sections[0] as { id: number; subsectionIds: number[] };
    const wrong = [
      { sections: [s1] },
      { sections: [s1, s2, s1] },
      { sections: [s1, { ...s2, subsectionIds: [] }] },
      { sections: [s1, { ...s2, subsectionIds: [...s2.subsectionIds, ...s1.subsectionIds] }] },
      { sections: [s1, s2, { id: foreign.id, subsectionIds: [] }] },
      { sections: [s1, { ...s2, subsectionIds: [...s2.subsectionIds, ...foreign.subsectionIds] }] },
    ];
    for (const body of wrong) {
      const res = await t.request(reorderCourseSections, {
        params: { courseId: course.id },
        body: body,
        as: by(instructor),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(res)).toBe('courses-079');
    }
    expect(orderOf(await outline(course.id))).toEqual(current);
    expect(orderOf(await outline(elsewhere.id)).sections[0]).toEqual(foreign);
  });
});

describe('who may author sections', () => {
  it("refuses an instructor of another course with 403 and another organization's rows with 404", async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id], sections: [1] });
    const sectionId = course.sections[0]?.id as number;
    const lessonId = course.sections[0]?.subsectionIds[0] as number;
    const as = by(otherInstructor);
    const name = 'Intruder';
    const calls: [CallDef, () => Promise<Answer>][] = [
      [listAuthoringSections, () => t.request(listAuthoringSections, { params: { courseId: course.id }, as })],
      [
        createCourseSection,
        () => t.request(createCourseSection, { params: { courseId: course.id }, body: { name }, as }),
      ],
      [
        reorderCourseSections,
        () => t.request(reorderCourseSections, { params: { courseId: course.id }, body: { sections: [] }, as }),
      ],
      [updateCourseSection, () => t.request(updateCourseSection, { params: { sectionId }, body: { name }, as })],
      [deleteCourseSection, () => t.request(deleteCourseSection, { params: { sectionId }, as })],
      [createCourseSubsection, () => t.request(createCourseSubsection, { params: { sectionId }, body: { name }, as })],
      [
        updateCourseSubsection,
        () => t.request(updateCourseSubsection, { params: { subsectionId: lessonId }, body: { name }, as }),
      ],
      [deleteCourseSubsection, () => t.request(deleteCourseSubsection, { params: { subsectionId: lessonId }, as })],
    ];
    for (const [call, send] of calls) {
      const res = await send();
      expect(res.status, `${call.method} ${call.path}`).toBe(403);
      expect(errorCodeOf(res)).toBe('common-007');
    }
    const foreign = await buildCourse(t.db, other.id, { sections: [1] });
    const byAdmin = by(admin);
    const foreignCalls: [CallDef, () => Promise<Answer>][] = [
      [
        createCourseSection,
        () => t.request(createCourseSection, { params: { courseId: foreign.id }, body: { name }, as: byAdmin }),
      ],
      [
        updateCourseSection,
        () =>
          t.request(updateCourseSection, {
            params: { sectionId: foreign.sections[0]?.id as number },
            body: { name },
            as: byAdmin,
          }),
      ],
      [
        deleteCourseSubsection,
        () =>
          t.request(deleteCourseSubsection, {
            params: { subsectionId: foreign.sections[0]?.subsectionIds[0] as number },
            as: byAdmin,
          }),
      ],
    ];
    for (const [call, send] of foreignCalls) {
      const res = await send();
      expect(res.status, `${call.method} ${call.path}`).toBe(404);
      expect(errorCodeOf(res)).toBe('common-002');
    }
    const [section] = await t.db.select().from(courseSections).where(eq(courseSections.id, sectionId));
    expect(section?.name).toBe('Section 1');
    const [foreignSection] = await t.db
      .select()
      .from(courseSections)
      .where(eq(courseSections.id, foreign.sections[0]?.id as number));
    expect(foreignSection?.name).toBe('Section 1');
  });
});
