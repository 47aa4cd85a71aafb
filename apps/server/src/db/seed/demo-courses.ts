import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { normalizeSearchText } from '../../modules/catalogue/index.ts';
import { courseCertificates } from '../../modules/certificates/certificates.tables.ts';
import {
  courseSectionPrerequisites,
  courseSections,
  courseSectionTranslations,
  courseSubsections,
  courseSubsectionTranslations,
  subsectionAttachments,
} from '../../modules/course-content/course-content.tables.ts';
import {
  courseCategories,
  courseInstructors,
  courseOfferings,
  courses,
  courseTranslations,
} from '../../modules/courses/courses.tables.ts';
import { courseAnnouncements } from '../../modules/engagement/engagement.tables.ts';
import {
  courseConfirmationCheckboxes,
  courseConfirmationCheckboxTranslations,
  courseEnrollees,
} from '../../modules/enrolment/enrolment.tables.ts';
import { media } from '../../modules/media/media.tables.ts';
import { activityLog, finishedSubsections } from '../../modules/progress/progress.tables.ts';
import { courseReviews } from '../../modules/reviews/reviews.tables.ts';
import {
  specializationCourses,
  specializations,
  specializationTranslations,
} from '../../modules/specializations/specializations.tables.ts';
import { users } from '../../modules/users/users.tables.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import type { Tx } from '../client.ts';
import { demoContentTranslations } from './demo-content-translations.ts';
import { type DemoCourse, demoCategories, demoCourses, secondAcademyCourses } from './demo-courses-data.ts';

const DAY_MS = 24 * 3600 * 1000;

function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * DAY_MS);
}

async function userIdOf(tx: Tx, email: string): Promise<number> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo user ${email} missing`);
  return row.id;
}

async function insertMedia(
  tx: Tx,
  orgId: number,
  file: { url: string; fileName: string; mime: string; sizeKB?: number },
) {
  const type = file.mime.startsWith('image/') ? ('IMAGE' as const) : ('FILE' as const);
  const [row] = await tx
    .insert(media)
    .values({
      organizationId: orgId,
      type,
      mime: file.mime,
      key: file.url,
      fileName: file.fileName,
      url: file.url,
      sizeKB: file.sizeKB ?? 1,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('media not inserted');
  return row.id;
}

type SeededCourse = { id: number; key: string; subsectionIds: number[][] };

async function insertCourse(
  tx: Tx,
  orgId: number,
  course: DemoCourse,
  categoryIds: Map<string, number>,
  instructorIds: { visible: number[]; hidden: number[] },
): Promise<SeededCourse> {
  const own = course.language === 'ARABIC' ? course.ar : course.en;
  const other =
    course.language === 'ARABIC'
      ? { language: 'en' as const, ...course.en }
      : { language: 'ar' as const, ...course.ar };
  const coverImageId = await insertMedia(tx, orgId, {
    url: course.cover,
    fileName: course.cover.split('/').pop() ?? 'cover.svg',
    mime: 'image/svg+xml',
  });
  const [row] = await tx
    .insert(courses)
    .values({
      organizationId: orgId,
      categoryId: categoryIds.get(course.category) ?? null,
      language: course.language,
      learningTypes: course.learningTypes,
      deliveryMode: course.deliveryMode,
      level: course.level,
      name: own.name,
      normalizedName: normalizeSearchText(`${course.en.name} ${course.ar.name}`),
      briefDescription: own.brief,
      description: own.description,
      welcomeMessage: own.welcome,
      courseSyllabus: own.syllabus,
      duration: course.duration,
      durationUnit: course.durationUnit,
      isApproved: true,
      isPublished: true,
      isPublishedByAdmin: true,
      isComingSoon: course.isComingSoon ?? false,
      status: 'approved',
      startEnrollmentDate: course.enrolmentOpensInDays ? daysFromNow(course.enrolmentOpensInDays) : null,
      startDate: course.enrolmentOpensInDays ? daysFromNow(course.enrolmentOpensInDays + 7) : null,
      endDate: course.endsInDays !== undefined ? daysFromNow(course.endsInDays) : null,
      maxEnrollmentCount: course.maxEnrollmentCount ?? null,
      coverImageId,
      createdAt: daysFromNow(-course.createdDaysAgo),
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('course not inserted');
  await tx.insert(courseTranslations).values({
    courseId: row.id,
    language: other.language,
    name: other.name,
    briefDescription: other.brief,
    description: other.description,
    welcomeMessage: other.welcome,
    courseSyllabus: other.syllabus,
  });
  await tx.insert(courseOfferings).values({
    organizationId: orgId,
    courseId: row.id,
    price: course.price ?? 0,
    oldPrice: course.oldPrice ?? null,
    isDiscounted: course.oldPrice !== undefined && course.oldPrice > (course.price ?? 0),
  });
  const instructors = [
    ...instructorIds.visible.map((userId) => ({ userId, isHidden: false })),
    ...instructorIds.hidden.map((userId) => ({ userId, isHidden: true })),
  ];
  if (instructors.length > 0) {
    await tx.insert(courseInstructors).values(instructors.map((i, position) => ({ ...i, courseId: row.id, position })));
  }
  for (const [position, checkbox] of (course.checkboxes ?? []).entries()) {
    const [box] = await tx
      .insert(courseConfirmationCheckboxes)
      .values({ courseId: row.id, position })
      .returning({ id: courseConfirmationCheckboxes.id });
    if (!box) continue;
    await tx.insert(courseConfirmationCheckboxTranslations).values([
      { checkboxId: box.id, language: 'en', text: checkbox.en },
      { checkboxId: box.id, language: 'ar', text: checkbox.ar },
    ]);
  }
  const sectionIds: number[] = [];
  const subsectionIds: number[][] = [];
  // Sections and lessons in the course's other language, as its descriptive fields are.
  const translations = demoContentTranslations[course.key] ?? [];
  for (const [position, section] of course.sections.entries()) {
    const translation = translations[position];
    const [sectionRow] = await tx
      .insert(courseSections)
      .values({
        organizationId: orgId,
        courseId: row.id,
        name: section.name,
        learningObjectives: section.learningObjectives,
        isPublished: true,
        week: section.week ?? 1,
        unlockStartDate: section.unlocksInDays ? daysFromNow(section.unlocksInDays) : null,
        position,
      })
      .returning({ id: courseSections.id });
    if (!sectionRow) throw new Error('section not inserted');
    sectionIds.push(sectionRow.id);
    if (translation) {
      await tx.insert(courseSectionTranslations).values({
        sectionId: sectionRow.id,
        language: other.language,
        name: translation.name,
        learningObjectives: translation.learningObjectives,
      });
    }
    if (section.prerequisite !== undefined) {
      const prerequisiteId = sectionIds[section.prerequisite];
      if (prerequisiteId)
        await tx.insert(courseSectionPrerequisites).values({ sectionId: sectionRow.id, prerequisiteId });
    }
    const lessonIds: number[] = [];
    for (const [lessonPosition, lesson] of section.lessons.entries()) {
      const [lessonRow] = await tx
        .insert(courseSubsections)
        .values({
          organizationId: orgId,
          courseId: row.id,
          sectionId: sectionRow.id,
          name: lesson.name,
          content: lesson.content,
          videoUrl: lesson.videoUrl ?? null,
          durationMinutes: lesson.durationMinutes ?? null,
          isOptional: lesson.isOptional ?? false,
          isPublished: true,
          position: lessonPosition,
        })
        .returning({ id: courseSubsections.id });
      if (!lessonRow) throw new Error('lesson not inserted');
      lessonIds.push(lessonRow.id);
      const lessonTranslation = translation?.lessons[lessonPosition];
      if (lessonTranslation) {
        await tx
          .insert(courseSubsectionTranslations)
          .values({ subsectionId: lessonRow.id, language: other.language, ...lessonTranslation });
      }
      if (lesson.attachment) {
        const mediaId = await insertMedia(tx, orgId, lesson.attachment);
        await tx.insert(subsectionAttachments).values({ subsectionId: lessonRow.id, mediaId });
      }
    }
    subsectionIds.push(lessonIds);
  }
  return { id: row.id, key: course.key, subsectionIds };
}

/** Enrols `userId` and marks the first `finished` required lessons, keeping progress as the learning rules compute it. */
async function enrolWithProgress(
  tx: Tx,
  orgId: number,
  userId: number,
  course: SeededCourse,
  finished: number,
  spec: DemoCourse,
): Promise<void> {
  const required = spec.sections.flatMap((section, s) =>
    section.lessons.flatMap((lesson, l) => (lesson.isOptional ? [] : [course.subsectionIds[s]?.[l] ?? 0])),
  );
  const done = required.slice(0, finished);
  const isFinished = done.length === required.length && required.length > 0;
  const lastVisited = done.at(-1) ?? required[0] ?? null;
  await tx.insert(courseEnrollees).values({
    organizationId: orgId,
    courseId: course.id,
    userId,
    progress: required.length ? done.length / required.length : 0,
    isFinished,
    finishedAt: isFinished ? daysFromNow(-2) : null,
    lastVisitedSubsectionId: lastVisited,
    lastActivityAt: daysFromNow(-1),
    enrolledAt: daysFromNow(-10),
  });
  await tx
    .update(courseOfferings)
    .set({ numberOfEnrollees: sql`${courseOfferings.numberOfEnrollees} + 1` })
    .where(inOrganization(courseOfferings, orgId, eq(courseOfferings.courseId, course.id)));
  if (done.length > 0) {
    await tx.insert(finishedSubsections).values(
      done.map((subsectionId) => ({
        organizationId: orgId,
        userId,
        subsectionId,
        courseId: course.id,
        finishedAt: daysFromNow(-3),
      })),
    );
  }
  await tx.insert(activityLog).values({
    organizationId: orgId,
    userId,
    courseId: course.id,
    action: 'course.enrolled',
    subjectId: course.id,
    createdAt: daysFromNow(-10),
  });
}

/**
 * Demo Academy's catalogue (see demo-courses-data.ts), a specialization of three courses, the demo
 * student part-way through two courses and certified in a third, and reviews; Second Academy's
 * own course.
 */
export async function seedDemoCourses(tx: Tx, demoOrgId: number, secondOrgId: number): Promise<void> {
  // One after the other: a transaction is one connection, which runs one query at a time.
  const instructorId = await userIdOf(tx, 'instructor@demo.test');
  const adminId = await userIdOf(tx, 'admin@demo.test');
  const studentId = await userIdOf(tx, 'student@demo.test');
  const categoryIds = new Map<string, number>();
  for (const [position, category] of demoCategories.entries()) {
    const parentId = 'parent' in category ? (categoryIds.get(category.parent) ?? null) : null;
    const [row] = await tx
      .insert(courseCategories)
      .values({ organizationId: demoOrgId, parentId, name: category.en, nameAr: category.ar, position })
      .returning({ id: courseCategories.id });
    if (row) categoryIds.set(category.key, row.id);
  }
  const seeded = new Map<string, SeededCourse>();
  for (const course of demoCourses) {
    // The administrator is a hidden co-instructor of the first course: learners never see hidden instructors.
    const hidden = course.key === 'leadership-foundations' ? [adminId] : [];
    seeded.set(course.key, await insertCourse(tx, demoOrgId, course, categoryIds, { visible: [instructorId], hidden }));
  }
  const specOf = (key: string) => demoCourses.find((c) => c.key === key) as DemoCourse;
  const courseOf = (key: string) => seeded.get(key) as SeededCourse;

  await enrolWithProgress(
    tx,
    demoOrgId,
    studentId,
    courseOf('leadership-foundations'),
    3,
    specOf('leadership-foundations'),
  );
  await enrolWithProgress(tx, demoOrgId, studentId, courseOf('public-speaking'), 1, specOf('public-speaking'));
  await enrolWithProgress(tx, demoOrgId, studentId, courseOf('cybersecurity'), 2, specOf('cybersecurity'));
  await tx
    .update(courseEnrollees)
    .set({ isPinned: true, pinnedAt: daysFromNow(-1) })
    .where(
      inOrganization(courseEnrollees, demoOrgId, eq(courseEnrollees.courseId, courseOf('leadership-foundations').id)),
    );
  const cybersecurity = specOf('cybersecurity');
  await tx.insert(courseCertificates).values({
    certificateId: randomBytes(16).toString('base64url'),
    organizationId: demoOrgId,
    userId: studentId,
    courseId: courseOf('cybersecurity').id,
    grade: 1,
    issuedAt: daysFromNow(-2),
    recipientName: 'Sara Nasser',
    recipientNameAr: 'سارة ناصر',
    courseName: cybersecurity.en.name,
    courseNameAr: cybersecurity.ar.name,
  });
  await tx.insert(activityLog).values({
    organizationId: demoOrgId,
    userId: studentId,
    courseId: courseOf('cybersecurity').id,
    action: 'certificate.issued',
    subjectId: courseOf('cybersecurity').id,
    createdAt: daysFromNow(-2),
  });

  // Course announcements, read in the course area (learners see the published, dated ones).
  await tx.insert(courseAnnouncements).values([
    {
      organizationId: demoOrgId,
      courseId: courseOf('leadership-foundations').id,
      title: 'Live Q&A on delegation this Thursday',
      content: 'Bring one task you find hard to hand over. We meet at **4 pm** in the usual room.',
      announcementDate: daysFromNow(-3),
      isPublished: true,
      createdById: instructorId,
    },
    {
      organizationId: demoOrgId,
      courseId: courseOf('leadership-foundations').id,
      title: 'Welcome to the course',
      content: 'Start with *What leaders do*; each section takes about a week.',
      announcementDate: daysFromNow(-10),
      isPublished: true,
      createdById: instructorId,
    },
    {
      organizationId: demoOrgId,
      courseId: courseOf('leadership-foundations').id,
      title: 'Draft: next month',
      content: 'Not published yet, so learners do not see it.',
      isPublished: false,
      createdById: instructorId,
    },
  ]);

  const reviewed = [
    {
      key: 'leadership-foundations',
      rating: 5,
      comment: 'Practical and clear. The delegation worksheet helped my team.',
    },
    { key: 'cybersecurity', rating: 4, comment: 'Short and useful; I changed all my passwords.' },
  ];
  for (const review of reviewed) {
    const course = courseOf(review.key);
    await tx.insert(courseReviews).values({
      organizationId: demoOrgId,
      courseId: course.id,
      userId: studentId,
      rating: review.rating,
      comment: review.comment,
    });
    await tx
      .update(courseOfferings)
      .set({ ratingAverage: review.rating, ratingCount: 1 })
      .where(inOrganization(courseOfferings, demoOrgId, eq(courseOfferings.courseId, course.id)));
  }

  const [path] = await tx
    .insert(specializations)
    .values({
      organizationId: demoOrgId,
      name: 'Leadership Path',
      description: 'Three courses that take you from your first team to leading through others.',
      coverImageId: await insertMedia(tx, demoOrgId, {
        url: '/covers/leadership.svg',
        fileName: 'leadership.svg',
        mime: 'image/svg+xml',
      }),
    })
    .returning({ id: specializations.id });
  if (path) {
    await tx.insert(specializationTranslations).values({
      specializationId: path.id,
      language: 'ar',
      name: 'مسار القيادة',
      description: 'ثلاث دورات تنقلك من قيادة فريقك الأول إلى القيادة من خلال الآخرين.',
    });
    const pathCourses = ['leadership-foundations', 'effective-feedback', 'public-speaking'];
    await tx
      .insert(specializationCourses)
      .values(
        pathCourses.map((key, position) => ({ specializationId: path.id, courseId: courseOf(key).id, position })),
      );
  }

  for (const course of secondAcademyCourses) {
    await insertCourse(
      tx,
      secondOrgId,
      {
        ...specOf('effective-feedback'),
        ...course,
        category: 'none',
        sections: specOf('effective-feedback').sections,
      },
      new Map(),
      { visible: [], hidden: [] },
    );
  }
  // Keep the organizations' course counters true.
  await tx.execute(
    sql`update organizations o set course_count = (select count(*) from courses c where c.organization_id = o.id and not c.is_deleted)
        where o.id in (${sql.join(
          [demoOrgId, secondOrgId].map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}
