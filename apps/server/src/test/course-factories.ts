import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { courseSections, courseSubsections } from '../modules/course-content/course-content.tables.ts';
import { courseInstructors, courseOfferings, courses } from '../modules/courses/courses.tables.ts';
import { courseEnrollees } from '../modules/enrolment/enrolment.tables.ts';
import type { PredefinedSetSlug } from '../modules/organizations/organizations.provision.ts';
import { normalizeSearchText } from '../platform/search-text.ts';
import { buildSignedInMember } from './factories.ts';

type NewCourse = typeof courses.$inferInsert;
type NewOffering = typeof courseOfferings.$inferInsert;

/**
 * A published, approved course of `orgId`, offered by it (free unless `offering.price` says
 * otherwise), with `instructorIds` as its instructors and `sections` lessons (published).
 */
export async function buildCourse(
  db: Db,
  orgId: number,
  options: {
    course?: Partial<NewCourse>;
    offering?: Partial<NewOffering>;
    instructorIds?: number[];
    hiddenInstructorIds?: number[];
    /** Lessons per section: `[2, 3]` makes two sections of two and three lessons. */
    sections?: number[];
  } = {},
) {
  const name = options.course?.name ?? `Course ${randomBytes(3).toString('hex')}`;
  return db.transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({
        organizationId: orgId,
        name,
        normalizedName: normalizeSearchText(name),
        briefDescription: `About ${name}`,
        isPublished: true,
        isApproved: true,
        status: 'approved',
        ...options.course,
      })
      .returning();
    if (!course) throw new Error('course not inserted');
    const [offering] = await tx
      .insert(courseOfferings)
      .values({ organizationId: orgId, courseId: course.id, ...options.offering })
      .returning();
    if (!offering) throw new Error('offering not inserted');
    const instructors = [
      ...(options.instructorIds ?? []).map((userId) => ({ userId, isHidden: false })),
      ...(options.hiddenInstructorIds ?? []).map((userId) => ({ userId, isHidden: true })),
    ];
    if (instructors.length > 0) {
      await tx
        .insert(courseInstructors)
        .values(instructors.map((i, position) => ({ ...i, courseId: course.id, position })));
    }
    const sections: { id: number; subsectionIds: number[] }[] = [];
    for (const [index, lessons] of (options.sections ?? []).entries()) {
      const [section] = await tx
        .insert(courseSections)
        .values({
          organizationId: orgId,
          courseId: course.id,
          name: `Section ${index + 1}`,
          isPublished: true,
          position: index,
        })
        .returning({ id: courseSections.id });
      if (!section) throw new Error('section not inserted');
      const subsectionIds: number[] = [];
      for (let lesson = 0; lesson < lessons; lesson++) {
        const [subsection] = await tx
          .insert(courseSubsections)
          .values({
            organizationId: orgId,
            courseId: course.id,
            sectionId: section.id,
            name: `Lesson ${index + 1}.${lesson + 1}`,
            content: `Text of lesson ${index + 1}.${lesson + 1}`,
            isPublished: true,
            position: lesson,
          })
          .returning({ id: courseSubsections.id });
        if (subsection) subsectionIds.push(subsection.id);
      }
      sections.push({ id: section.id, subsectionIds });
    }
    return { ...course, offering, sections };
  });
}

/**
 * Offers a course of another organization to `orgId` as well (free and published unless `offering`
 * says otherwise): the course then has an offering in each organization, and its learners there
 * keep their own enrolments, progress, reviews and certificates.
 */
export async function offerCourse(db: Db, orgId: number, course: { id: number }, offering: Partial<NewOffering> = {}) {
  const [row] = await db
    .insert(courseOfferings)
    .values({ organizationId: orgId, courseId: course.id, ...offering })
    .returning();
  if (!row) throw new Error('offering not inserted');
  return row;
}

/** Enrols a member in a course as the enrolment call leaves them (no seat or window checks). */
export async function enrolDirectly(
  db: Db,
  enrolment: { orgId: number; courseId: number; userId: number; enrolledAt?: Date },
) {
  await db.insert(courseEnrollees).values({
    organizationId: enrolment.orgId,
    courseId: enrolment.courseId,
    userId: enrolment.userId,
    ...(enrolment.enrolledAt ? { enrolledAt: enrolment.enrolledAt } : {}),
  });
}

type TestClient = { db: Db; tokenFor: (userId: number, orgId: number) => Promise<string> };
type TestOrg = { id: number; setIds: Record<PredefinedSetSlug, number> };

/** A learner of `org`, signed in, enrolled in the courses of `enrolledIn`. */
export async function buildLearner(t: TestClient, org: TestOrg, options: { enrolledIn?: { id: number }[] } = {}) {
  const learner = await buildSignedInMember(t, org, 'learner');
  for (const course of options.enrolledIn ?? []) {
    await enrolDirectly(t.db, { orgId: org.id, courseId: course.id, userId: learner.id });
  }
  return learner;
}

/** An instructor of `org`, signed in, made an instructor of `course`. */
export async function buildAuthor(t: TestClient, org: TestOrg, course: { id: number }) {
  const author = await buildSignedInMember(t, org, 'instructor');
  await t.db
    .insert(courseInstructors)
    .values({ courseId: course.id, userId: author.id, isHidden: false, position: 99 });
  return author;
}
