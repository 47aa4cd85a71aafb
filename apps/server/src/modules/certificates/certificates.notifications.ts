import { NotificationControlGroupId, NotificationPortal, NotificationTemplateId } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { defineNotificationTemplate } from '../notifications/index.ts';
import { courseCertificates } from './certificates.tables.ts';

/** Template 12 (spec 1 §9: certificate): a learner's certificate was issued. */
export const certificateIssuedTemplate = defineNotificationTemplate({
  id: NotificationTemplateId.certificateIssued,
  key: 'certificate-issued',
  controlGroupId: NotificationControlGroupId.certificates,
  portal: NotificationPortal.learner,
  name: { en: 'Certificates issued to you', ar: 'الشهادات الصادرة لك' },
  text: { en: 'Your certificate for {course} is ready', ar: 'شهادتك في {course} جاهزة' },
  channels: ['inApp', 'email', 'push'],
  event: 'certificates.issued',
  async build({ db }, event) {
    const [row] = await db
      .select()
      .from(courseCertificates)
      .where(
        and(
          eq(courseCertificates.id, event.certificateId),
          eq(courseCertificates.organizationId, event.organizationId),
          eq(courseCertificates.isIssued, true),
        ),
      );
    if (!row) return null;
    return {
      recipients: [{ organizationId: event.organizationId, userId: row.userId }],
      params: { course: { en: row.courseName, ar: row.courseNameAr || row.courseName } },
      data: { courseId: row.courseId, certificateId: row.certificateId },
      sourceKey: `certificate:${row.id}`,
    };
  },
});
