import { NotificationControlGroupId, NotificationPortal, NotificationTemplateId } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { unsafeCourseById, unsafeCourseNamesOf } from '../courses/index.ts';
import { defineNotificationTemplate } from '../notifications/index.ts';
import { courseInterests } from './enrolment.tables.ts';

/**
 * Template 21 (spec 1 §9: course): a coming-soon course a learner asked about is open. Its
 * e-mail is the enrolment module's own (interests.mail.ts, sent since before notifications), so
 * the template uses the bell and push only.
 */
export const courseOpenedTemplate = defineNotificationTemplate({
  id: NotificationTemplateId.courseOpened,
  key: 'course-opened',
  controlGroupId: NotificationControlGroupId.courseUpdates,
  portal: NotificationPortal.learner,
  name: { en: 'Courses you asked about open', ar: 'إتاحة الدورات التي طلبت إشعارك بها' },
  text: { en: '{course} is open for enrolment', ar: 'أصبحت {course} متاحة للتسجيل' },
  channels: ['inApp', 'push'],
  event: 'courses.opened',
  build: ({ db }, event) => unsafeCourseOpened(db, event.courseId),
});

/**
 * The notification of a course that opened, to the members who asked, in every organization that
 * offers it. Unsafe: by the event's course id alone, across the organizations whose learners wait.
 */
async function unsafeCourseOpened(db: Db, courseId: number) {
  const course = await unsafeCourseById(db, courseId);
  if (!course || course.isComingSoon || !course.isPublished || course.isDeleted) return null;
  const names = await unsafeCourseNamesOf(db, course.id);
  if (!names) return null;
  const waiting = await db
    .select({ organizationId: courseInterests.organizationId, userId: courseInterests.userId })
    .from(courseInterests)
    .where(and(eq(courseInterests.courseId, course.id), eq(courseInterests.notifyWhenAvailable, true)));
  return {
    recipients: waiting,
    params: { course: names },
    data: { courseId: course.id },
    sourceKey: `course-opened:${course.id}`,
  };
}
