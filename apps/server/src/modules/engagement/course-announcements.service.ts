import type * as calls from '@manara/contract';
import type { CourseAnnouncement } from '@manara/contract';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { requireCourseLearner } from '../courses/index.ts';
import { users } from '../users/users.tables.ts';
import { courseAnnouncements } from './engagement.tables.ts';

/** What learners see: published announcements of the course whose date has come. */
function visibleTo(courseId: number, now: Date) {
  return and(
    eq(courseAnnouncements.courseId, courseId),
    eq(courseAnnouncements.isPublished, true),
    lte(courseAnnouncements.announcementDate, now),
  );
}

const columns = {
  announcement: courseAnnouncements,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

function toAnnouncement(row: {
  announcement: typeof courseAnnouncements.$inferSelect;
  author: { id: number; firstName: string; lastName: string } | null;
}): CourseAnnouncement {
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
  courseId: number,
  page: { skip: number; take: number },
): Promise<calls.CallResponse<typeof calls.listCourseAnnouncements>> {
  const where = visibleTo(courseId, new Date());
  const { data: rows, total } = await paged(
    page,
    db
      .select(columns)
      .from(courseAnnouncements)
      .leftJoin(users, eq(users.id, courseAnnouncements.createdById))
      .where(where)
      .orderBy(desc(courseAnnouncements.announcementDate), desc(courseAnnouncements.id))
      .$dynamic(),
    db.$count(courseAnnouncements, where),
  );
  return { data: rows.map(toAnnouncement), total };
}

/** One announcement, when the caller may read its course and learners can see it. */
export async function getCourseAnnouncement(
  db: Db,
  ctx: RequestContext,
  announcementId: number,
): Promise<CourseAnnouncement> {
  const [found] = await db
    .select({ courseId: courseAnnouncements.courseId })
    .from(courseAnnouncements)
    .where(eq(courseAnnouncements.id, announcementId));
  if (!found) throw notFound();
  await requireCourseLearner(db, ctx, found.courseId);
  const [row] = await db
    .select(columns)
    .from(courseAnnouncements)
    .leftJoin(users, eq(users.id, courseAnnouncements.createdById))
    .where(and(eq(courseAnnouncements.id, announcementId), visibleTo(found.courseId, new Date())));
  if (!row) throw notFound();
  return toAnnouncement(row);
}
