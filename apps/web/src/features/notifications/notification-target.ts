import { type Notification, notificationTargetArea } from '@manara/contract';
import { learningPaths } from '../learning/learning-paths.ts';

/**
 * Where a click on a notification leads (spec 1 §9: template id → area, then the area's page for
 * the notification's ids); null when there is no page to open (it is only marked read).
 */
export function notificationTarget(notification: Pick<Notification, 'data'>): string | null {
  const d = notification.data;
  const area = notificationTargetArea(d.notificationTemplate.id);
  const course = d.courseId ? learningPaths.overview(d.courseId) : null;
  switch (area) {
    case 'group':
      return d.groupId ? `/groups/${d.groupId}` : null;
    case 'event':
      return d.eventId ? `/event/${d.eventId}` : null;
    case 'post':
      return d.groupId && d.postId ? `/groups/${d.groupId}/post/${d.postId}` : null;
    case 'announcement':
      return d.courseId && d.announcementId ? learningPaths.announcement(d.courseId, d.announcementId) : course;
    case 'certificate':
      return d.certificateId ? `/certificates/${d.certificateId}` : course;
    case 'checklist':
      return '/checklist';
    case 'wallet':
      return '/my-purchases/my-wallet';
    case 'supportTicket':
      return '/landing-page/technical-support';
    case 'organizationAnnouncement':
      // The banner shows it on every page.
      return null;
    case 'discussionBoard':
    case 'grades':
    case 'plagiarism':
      return d.courseId ? learningPaths.course(d.courseId) : null;
    default:
      // The course, its import and its approval: the course's overview.
      return course;
  }
}
