import {
  type CallResponse,
  cloneCourse,
  deleteCourseSubsection,
  getAuthoringCourse,
  getMediaFile,
  listAuthoringSections,
  listCourseSections,
  listEnrolledStudents,
  updateCourse,
  updateCourseSection,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import { buildMedia } from '../../test/media-factories.ts';
import {
  courseSectionPrerequisites,
  courseSectionTranslations,
  courseSubsectionTranslations,
  subsectionAttachments,
} from '../course-content/course-content.tables.ts';
import {
  courseConfirmationCheckboxes,
  courseConfirmationCheckboxTranslations,
  courseEnrollees,
} from '../enrolment/enrolment.tables.ts';
import type { PredefinedSetSlug } from '../organizations/organizations.provision.ts';
import { courseOfferings, courseTranslations } from './courses.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string };
type Section = CallResponse<typeof listAuthoringSections>['data'][number];

let t: TestApp;
let org: Org;
let admin: Member;
let instructor: Member;
let learner: Member;

const member = (target: Org, set: PredefinedSetSlug): Promise<Member> => buildSignedInMember(t, target, set);

/** `who` as the caller, in `org`. */
const by = (who: Member) => ({ orgId: org.id, token: who.token });

async function outline(courseId: number): Promise<Section[]> {
  const res = await t.request(listAuthoringSections, { params: { courseId }, as: by(admin) });
  expect(res.status).toBe(200);
  return ok(res).data;
}

const clone = (courseId: number, who: Member) => t.request(cloneCourse, { params: { courseId }, as: by(who) });

/**
 * A published course with two sections (the second waits for the first), an attachment, translations
 * (of the course, its first section and first lesson), a checkbox and a learner.
 */
async function fullCourse() {
  const course = await buildCourse(t.db, org.id, {
    course: { name: 'Physics' },
    offering: { price: 2500 },
    instructorIds: [instructor.id],
    sections: [2, 1],
  });
  const [first, second] = course.sections as [(typeof course.sections)[0], (typeof course.sections)[0]];
  await t.db.insert(courseSectionPrerequisites).values({ sectionId: second.id, prerequisiteId: first.id });
  const file = await buildMedia(t.db, org.id, { fileName: 'notes.pdf' });
  await t.db.insert(subsectionAttachments).values({ subsectionId: first.subsectionIds[0] as number, mediaId: file.id });
  await t.db.insert(courseTranslations).values({ courseId: course.id, language: 'ar', name: 'الفيزياء' });
  await t.db.insert(courseSectionTranslations).values({ sectionId: first.id, language: 'ar', name: 'الحركة' });
  await t.db.insert(courseSubsectionTranslations).values({
    subsectionId: first.subsectionIds[0] as number,
    language: 'ar',
    name: 'السرعة',
    content: 'المسافة على الزمن.',
  });
  const [box] = await t.db.insert(courseConfirmationCheckboxes).values({ courseId: course.id }).returning();
  await t.db.insert(courseConfirmationCheckboxTranslations).values({ checkboxId: box?.id as number, text: 'I agree' });
  await t.db.insert(courseEnrollees).values({ organizationId: org.id, courseId: course.id, userId: learner.id });
  await t.db.update(courseOfferings).set({ numberOfEnrollees: 1 }).where(eq(courseOfferings.id, course.offering.id));
  return { course, file };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  admin = await member(org, 'organization_admin');
  instructor = await member(org, 'instructor');
  learner = await member(org, 'learner');
});
afterAll(() => t?.close());

describe('cloning a course', () => {
  it('copies content, prerequisites, attachments and translations, but no learners', async () => {
    const { course, file } = await fullCourse();
    const res = await clone(course.id, admin);
    expect(res.status).toBe(201);
    const copyId = ok(res).id;
    expect(copyId).not.toBe(course.id);
    expect(res.body).toMatchObject({
      name: 'Physics (copy)',
      isPublished: false,
      isApproved: true,
      createdById: admin.id,
      translations: [{ language: 'ar', name: 'الفيزياء (نسخة)' }],
      instructors: [{ id: instructor.id }],
      offering: { price: 2500, numberOfEnrollees: 0, totalRevenueGenerated: 0 },
    });

    const [original, copy] = [await outline(course.id), await outline(copyId)];
    expect(copy.map((s) => s.name)).toEqual(original.map((s) => s.name));
    expect(copy.map((s) => s.subsections.map((l) => [l.name, l.content]))).toEqual(
      original.map((s) => s.subsections.map((l) => [l.name, l.content])),
    );
    const lessonIds = (sections: Section[]) => sections.flatMap((s) => s.subsections.map((l) => l.id));
    expect(copy.filter((s) => original.some((o) => o.id === s.id))).toEqual([]);
    expect(lessonIds(copy).filter((id) => lessonIds(original).includes(id))).toEqual([]);
    // The prerequisite points at the copy's own first section.
    expect(copy[1]?.prerequisiteIds).toEqual([copy[0]?.id]);
    expect(copy[0]?.subsections[0]?.attachments.map((a) => a.id)).toEqual([file.id]);
    // The sections' and lessons' translations come along.
    const inArabic = await t.request(listCourseSections, {
      params: { courseId: copyId },
      as: by(admin),
      language: 'ar',
    });
    expect(ok(inArabic).data[0]?.name).toBe('الحركة');
    expect(ok(inArabic).data[0]?.subsections[0]?.name).toBe('السرعة');

    const students = await t.request(listEnrolledStudents, { params: { courseId: copyId }, as: by(admin) });
    expect(ok(students)).toEqual({ data: [], total: 0 });
    const [box] = await t.db
      .select()
      .from(courseConfirmationCheckboxes)
      .where(eq(courseConfirmationCheckboxes.courseId, copyId));
    expect(box).toBeDefined();
  });

  it('makes an independent copy: changing the copy leaves the original alone', async () => {
    const { course } = await fullCourse();
    const copyId = ok(await clone(course.id, admin)).id;
    const copy = await outline(copyId);
    const section = copy[0] as Section;
    await t.request(updateCourseSection, {
      params: { sectionId: section.id },
      body: { name: 'Renamed in copy' },
      as: by(admin),
    });
    await t.request(deleteCourseSubsection, {
      params: { subsectionId: section.subsections[0]?.id as number },
      as: by(admin),
    });
    await t.request(updateCourse, {
      params: { courseId: copyId },
      body: { name: 'Copy renamed', price: 0 },
      as: by(admin),
    });

    const original = await outline(course.id);
    expect(original[0]?.name).toBe('Section 1');
    expect(original[0]?.subsections).toHaveLength(2);
    const originalCourse = await t.request(getAuthoringCourse, { params: { courseId: course.id }, as: by(admin) });
    expect(originalCourse.body).toMatchObject({ name: 'Physics', offering: { price: 2500, numberOfEnrollees: 1 } });
    const learners = await t.request(listEnrolledStudents, { params: { courseId: course.id }, as: by(admin) });
    expect(ok(learners).total).toBe(1);
  });

  it('keeps the files other people put on a course the caller authors, each as open as it was', async () => {
    const { course, file } = await fullCourse();
    const cover = await buildMedia(t.db, org.id, { uploadedById: admin.id, storage: t.deps.storage });
    await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { coverImageId: cover.id },
      as: by(admin),
    });
    const res = await clone(course.id, instructor);
    expect(res.status).toBe(201);
    expect(ok(res).coverImage).toEqual({ id: cover.id, url: cover.url });
    expect((await outline(ok(res).id))[0]?.subsections[0]?.attachments.map((a) => a.id)).toEqual([file.id]);
    // The cover was public already; the lesson's file stays for learners and authors only.
    const open = (mediaId: number) => t.request(getMediaFile, { params: { mediaId } });
    expect((await open(cover.id)).status).toBe(200);
    expect((await open(file.id)).status).toBe(403);
  });

  it("an instructor's copy awaits approval and lists them as instructor", async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const res = await clone(course.id, instructor);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isApproved: false, status: 'pending', isPublished: false });
    expect(ok(res).instructors.map((i) => i.id)).toEqual([instructor.id]);
    const learnerClone = await clone(course.id, learner);
    expect(learnerClone.status).toBe(403);
    expect(errorCodeOf(learnerClone)).toBe('common-007');
  });
});
