import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AnyAccessRule } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { requireInOrganization } from '../../platform/tenancy.ts';
import { isOfferedIn, type LearnedCourse, requireCourseAuthor, requireCourseLearner } from '../courses/index.ts';
import { courseAnnouncements } from './engagement.tables.ts';

export type CourseAnnouncementRow = typeof courseAnnouncements.$inferSelect;

/** An announcement a learner may ask for: its id, and its course as the `courseLearner` rule found it. */
export interface ReadAnnouncement {
  announcementId: number;
  access: LearnedCourse;
}

declare module '../../platform/access.ts' {
  interface AccessRuleFound {
    courseAnnouncementAuthor: CourseAnnouncementRow;
    courseAnnouncementReader: ReadAnnouncement;
  }
}

/**
 * The announcement, when it belongs to a course of the caller's organization that the caller
 * authors: another organization's answers 404, another instructor's course 403.
 */
async function requireAuthoredAnnouncement(db: Db, ctx: RequestContext, announcementId: number) {
  const row = await requireInOrganization(db, courseAnnouncements, ctx.orgId, announcementId);
  await requireCourseAuthor(db, ctx, row.courseId);
  return row;
}

/**
 * The announcement's course, when the caller's organization offers it (a course's announcements
 * are kept by the organization that owns the course), and the caller learns or authors it there.
 * Whether learners see the announcement yet (published, its date come) the service asks.
 */
async function requireReadAnnouncement(db: Db, ctx: RequestContext, announcementId: number) {
  const [found] = await db
    .select({ courseId: courseAnnouncements.courseId })
    .from(courseAnnouncements)
    .where(and(eq(courseAnnouncements.id, announcementId), isOfferedIn(ctx.orgId, courseAnnouncements.courseId)));
  if (!found) throw notFound();
  return { announcementId, access: await requireCourseLearner(db, ctx, found.courseId) };
}

/** The rules of `:announcementId` calls: the announcement, then its course's author or learner. */
export const engagementAccessRules: readonly AnyAccessRule[] = [
  { name: 'courseAnnouncementAuthor', check: requireAuthoredAnnouncement },
  { name: 'courseAnnouncementReader', check: requireReadAnnouncement },
];
