import { NotificationControlGroupId, NotificationPortal, NotificationTemplateId } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { defineNotificationTemplate } from '../notifications/index.ts';
import { unsafeCourseNamesOf } from './course-names.ts';
import { courseApprovalRequests, courseInstructors } from './courses.tables.ts';

const decisions = {
  APPROVED: { en: 'approved', ar: 'اعتماد' },
  REJECTED: { en: 'rejected', ar: 'رفض' },
} as const;

/** Template 22 (spec 1 §9: approval course): the course's instructors hear the decision on its approval request. */
export const courseApprovalDecidedTemplate = defineNotificationTemplate({
  id: NotificationTemplateId.courseApprovalDecided,
  key: 'course-approval-decided',
  controlGroupId: NotificationControlGroupId.courseApproval,
  portal: NotificationPortal.instructor,
  name: { en: 'Decisions on your courses’ approval', ar: 'قرارات اعتماد دوراتك' },
  text: { en: 'Your course {course} was {decision}', ar: 'تم {decision} دورتك {course}' },
  channels: ['inApp', 'email', 'push'],
  event: 'courses.approval-decided',
  async build({ db }, event) {
    const [request] = await db
      .select()
      .from(courseApprovalRequests)
      .where(
        and(
          eq(courseApprovalRequests.id, event.requestId),
          eq(courseApprovalRequests.organizationId, event.organizationId),
        ),
      );
    const course = request ? await unsafeCourseNamesOf(db, request.courseId) : null;
    if (!request || !course || request.status === 'PENDING') return null;
    const instructors = await db
      .select({ userId: courseInstructors.userId })
      .from(courseInstructors)
      .where(eq(courseInstructors.courseId, request.courseId));
    const userIds = new Set(instructors.map((i) => i.userId));
    if (request.instructorId) userIds.add(request.instructorId);
    return {
      recipients: [...userIds].map((userId) => ({ organizationId: event.organizationId, userId })),
      params: { course, decision: decisions[request.status] },
      data: { courseId: request.courseId, requestId: request.id },
      sourceKey: `approval:${request.id}`,
    };
  },
});
