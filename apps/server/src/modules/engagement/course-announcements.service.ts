import type * as calls from '@manara/contract';
import type {
  AuthoredCourseAnnouncement,
  CourseAnnouncement,
  CreateCourseAnnouncementBody,
  UpdateCourseAnnouncementBody,
} from '@manara/contract';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { people } from '../users/index.ts';
import type { CourseAnnouncementRow, ReadAnnouncement } from './engagement.access.ts';
import { courseAnnouncements } from './engagement.tables.ts';

/**
 * What learners see: published announcements of the course whose date has come. A course's
 * announcements are kept by the organization that owns the course, as its content is: learners of
 * another organization offering it read them there.
 */
function visibleTo(course: CourseKey, now: Date) {
  return inOrganization(
    courseAnnouncements,
    course.organizationId,
    eq(courseAnnouncements.courseId, course.id),
    eq(courseAnnouncements.isPublished, true),
    lte(courseAnnouncements.announcementDate, now),
  );
}

/** The course whose announcements are read: its id and the organization that owns it. */
type CourseKey = { id: number; organizationId: number };

const columns = {
  announcement: courseAnnouncements,
  author: { id: people.id, firstName: people.firstName, lastName: people.lastName },
};

type AnnouncementRow = {
  announcement: typeof courseAnnouncements.$inferSelect;
  author: { id: number; firstName: string; lastName: string } | null;
};

function toAnnouncement(row: AnnouncementRow): CourseAnnouncement {
  const a = row.announcement;
  return {
    id: a.id,
    courseId: a.courseId,
    title: a.title,
    content: a.content,
    announcementDate: a.announcementDate.toISOString(),
    postAnonymously: a.postAnonymously,
    author: a.postAnonymously ? null : row.author,
    createdAt: a.createdAt.toISOString(),
  };
}

/** A course's announcements for its learners (and authors), newest first. */
export async function listCourseAnnouncements(
  db: Db,
  course: CourseKey,
  page: { skip: number; take: number },
  now: Date,
): Promise<calls.CallResponse<typeof calls.listCourseAnnouncements>> {
  const where = visibleTo(course, now);
  const { data: rows, total } = await paged(
    page,
    db
      .select(columns)
      .from(courseAnnouncements)
      .leftJoin(people, eq(people.id, courseAnnouncements.createdById))
      .where(where)
      .orderBy(desc(courseAnnouncements.announcementDate), desc(courseAnnouncements.id))
      .$dynamic(),
    db.$count(courseAnnouncements, where),
  );
  return { data: rows.map(toAnnouncement), total };
}

/**
 * One announcement of a course the caller learns or authors (the `courseAnnouncementReader` rule
 * let them in), when learners can see it: published, and its date has come (404 otherwise).
 */
export async function getCourseAnnouncement(
  db: Db,
  ctx: RequestContext,
  { announcementId, access: { course } }: ReadAnnouncement,
): Promise<CourseAnnouncement> {
  const [row] = await db
    .select(columns)
    .from(courseAnnouncements)
    .leftJoin(people, eq(people.id, courseAnnouncements.createdById))
    .where(and(eq(courseAnnouncements.id, announcementId), visibleTo(course, ctx.clock.now())));
  if (!row) throw notFound();
  return toAnnouncement(row);
}

/**
 * An author posts an announcement to the course's learners in the organization. Once it is
 * published and its date has come, `course-announcements.published` notifies them (at its date,
 * for one dated later).
 */
export async function createCourseAnnouncement(
  db: Db,
  ctx: RequestContext,
  course: { id: number },
  body: z.output<typeof CreateCourseAnnouncementBody>,
  now: Date,
): Promise<AuthoredCourseAnnouncement> {
  const announcementDate = body.announcementDate ? new Date(body.announcementDate) : now;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(courseAnnouncements)
      .values({
        organizationId: ctx.orgId,
        courseId: course.id,
        title: body.title,
        content: body.content,
        announcementDate,
        isPublished: body.isPublished,
        postAnonymously: body.postAnonymously,
        createdById: ctx.user?.id ?? null,
      })
      .returning();
    if (!inserted) throw new Error('course announcement not inserted');
    if (inserted.isPublished) {
      await ctx.events.publish(
        'course-announcements.published',
        { organizationId: ctx.orgId, courseId: course.id, announcementId: inserted.id },
        tx,
        { at: announcementDate },
      );
    }
    return inserted;
  });
  const author = ctx.user ? { id: ctx.user.id, firstName: ctx.user.firstName, lastName: ctx.user.lastName } : null;
  return toAuthored({ announcement: row, author });
}

/** As its authors see it: as learners do (no author when anonymous), and whether it is published. */
function toAuthored(row: AnnouncementRow): AuthoredCourseAnnouncement {
  return { ...toAnnouncement(row), isPublished: row.announcement.isPublished };
}

/** Every announcement of the course for its authors (the `courseAuthor` rule let them in): drafts and scheduled ones too. */
export async function listAuthoredCourseAnnouncements(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  page: { skip: number; take: number },
): Promise<calls.CallResponse<typeof calls.listAuthoredCourseAnnouncements>> {
  const where = inOrganization(courseAnnouncements, ctx.orgId, eq(courseAnnouncements.courseId, courseId));
  const { data: rows, total } = await paged(
    page,
    db
      .select(columns)
      .from(courseAnnouncements)
      .leftJoin(people, eq(people.id, courseAnnouncements.createdById))
      .where(where)
      .orderBy(desc(courseAnnouncements.announcementDate), desc(courseAnnouncements.id))
      .$dynamic(),
    db.$count(courseAnnouncements, where),
  );
  return { data: rows.map(toAuthored), total };
}

/**
 * An author changes an announcement. When it is published afterwards, `course-announcements.
 * published` is published again for its date: a draft just published notifies the learners, a
 * date moved later notifies them then; the notifications' source key keeps anyone from being
 * notified twice of one announcement.
 */
export async function updateCourseAnnouncement(
  db: Db,
  ctx: RequestContext,
  found: CourseAnnouncementRow,
  body: z.output<typeof UpdateCourseAnnouncementBody>,
): Promise<AuthoredCourseAnnouncement> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(courseAnnouncements)
      .set({
        title: body.title,
        content: body.content,
        announcementDate: body.announcementDate ? new Date(body.announcementDate) : undefined,
        isPublished: body.isPublished,
        postAnonymously: body.postAnonymously,
      })
      .where(inOrganization(courseAnnouncements, ctx.orgId, eq(courseAnnouncements.id, found.id)))
      .returning();
    if (!updated) throw notFound();
    if (updated.isPublished && (body.isPublished !== undefined || body.announcementDate !== undefined)) {
      await ctx.events.publish(
        'course-announcements.published',
        { organizationId: ctx.orgId, courseId: updated.courseId, announcementId: updated.id },
        tx,
        { at: updated.announcementDate },
      );
    }
  });
  const [row] = await db
    .select(columns)
    .from(courseAnnouncements)
    .leftJoin(people, eq(people.id, courseAnnouncements.createdById))
    .where(inOrganization(courseAnnouncements, ctx.orgId, eq(courseAnnouncements.id, found.id)));
  if (!row) throw notFound();
  return toAuthored(row);
}

/** An author deletes an announcement for good (the `courseAnnouncementAuthor` rule found it). */
export async function deleteCourseAnnouncement(
  db: Db,
  ctx: RequestContext,
  found: CourseAnnouncementRow,
): Promise<null> {
  await db
    .delete(courseAnnouncements)
    .where(inOrganization(courseAnnouncements, ctx.orgId, eq(courseAnnouncements.id, found.id)));
  return null;
}
