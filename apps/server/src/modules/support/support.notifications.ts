import { NotificationControlGroupId, NotificationPortal, NotificationTemplateId } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { defineNotificationTemplate } from '../notifications/index.ts';
import { supportTickets } from './support.tables.ts';

const statuses = {
  RECEIVED: { en: 'received', ar: 'مستلم' },
  PENDING: { en: 'in progress', ar: 'قيد المعالجة' },
  RESOLVED: { en: 'resolved', ar: 'تم الحل' },
} as const;

/**
 * Template 43 (ours; spec 1 §9 stops at 42): support staff answered a signed-in member's ticket.
 * The requester is also mailed by the support module (support.mail.ts), so no e-mail here.
 */
export const supportTicketUpdatedTemplate = defineNotificationTemplate({
  id: NotificationTemplateId.supportTicketUpdated,
  key: 'support-ticket-updated',
  controlGroupId: NotificationControlGroupId.support,
  portal: NotificationPortal.learner,
  name: { en: 'Answers to your support tickets', ar: 'الردود على تذاكر الدعم' },
  text: { en: 'Your support ticket #{ticket} is {status}', ar: 'حالة تذكرة الدعم رقم {ticket}: {status}' },
  channels: ['inApp', 'push'],
  event: 'support.ticket-updated',
  async build({ db }, event) {
    const [ticket] = await db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, event.ticketId), eq(supportTickets.organizationId, event.organizationId)));
    if (!ticket?.userId) return null;
    return {
      recipients: [{ organizationId: event.organizationId, userId: ticket.userId }],
      params: { ticket: String(ticket.id), status: statuses[event.status] },
      data: { ticketId: ticket.id },
      sourceKey: `ticket:${ticket.id}:${event.status}`,
    };
  },
});
