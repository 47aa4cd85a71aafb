import { NotificationControlGroupId, NotificationPortal, NotificationTemplateId } from '@manara/contract';
import { and, eq, lte } from 'drizzle-orm';
import { unsafeCourseNamesOf } from '../courses/index.ts';
import { learnerIdsOf } from '../enrolment/index.ts';
import { defineNotificationTemplate } from '../notifications/index.ts';
import { courseAnnouncements } from './engagement.tables.ts';

/** Template 11 (spec 1 §9: announcement): a course announcement reaches the course's learners. */
export const courseAnnouncementTemplate = defineNotificationTemplate({
  id: NotificationTemplateId.courseAnnouncement,
  key: 'course-announcement',
  controlGroupId: NotificationControlGroupId.courseUpdates,
  portal: NotificationPortal.learner,
  name: { en: 'Course announcements', ar: 'إعلانات الدورات' },
  text: { en: 'New announcement in {course}: {title}', ar: 'إعلان جديد في {course}: {title}' },
  channels: ['inApp', 'email', 'push'],
  event: 'course-announcements.published',
  async build({ db, clock }, event) {
    const [announcement] = await db
      .select()
      .from(courseAnnouncements)
      .where(
        and(
          eq(courseAnnouncements.id, event.announcementId),
          eq(courseAnnouncements.organizationId, event.organizationId),
          eq(courseAnnouncements.isPublished, true),
          lte(courseAnnouncements.announcementDate, clock.now()),
        ),
      );
    const course = announcement ? await unsafeCourseNamesOf(db, announcement.courseId) : null;
    if (!announcement || !course) return null;
    const learners = await learnerIdsOf(db, event.organizationId, announcement.courseId);
    return {
      recipients: learners.map((userId) => ({ organizationId: event.organizationId, userId })),
      params: { course, title: announcement.title },
      data: { courseId: announcement.courseId, announcementId: announcement.id },
      sourceKey: `announcement:${announcement.id}`,
    };
  },
});
