import {
  contactOrganization,
  createSupportTicket,
  getNewsletterSubscribersCsv,
  listContactMessages,
  listNewsletterSubscribers,
  listSupportTickets,
  subscribeToNewsletter,
  updateSupportTicket,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { sendContactMessage } from './contact.service.ts';
import * as newsletter from './email-subscription.service.ts';
import { supportTicketUpdatedTemplate } from './support.notifications.ts';
import * as supportTables from './support.tables.ts';
import * as staff from './support-staff.service.ts';
import * as tickets from './technical-support.service.ts';

export const supportModule = defineModule({
  name: 'support',
  tables: supportTables,
  calls: {
    contactOrganization,
    createSupportTicket,
    listSupportTickets,
    updateSupportTicket,
    subscribeToNewsletter,
    listContactMessages,
    listNewsletterSubscribers,
    getNewsletterSubscribersCsv,
  },
  handlers: (deps) => ({
    contactOrganization: (ctx, { params, body }) => sendContactMessage(deps, ctx, params.organizationId, body),
    createSupportTicket: (ctx, { body }) => tickets.createSupportTicket(deps, ctx, body),
    listSupportTickets: (ctx, { query }) => tickets.listSupportTickets(deps, ctx, query),
    updateSupportTicket: (ctx, { params, body }) => tickets.updateSupportTicket(deps, ctx, params.ticketId, body),
    subscribeToNewsletter: (ctx, { body }) => newsletter.subscribeToNewsletter(deps, ctx, body),
    listContactMessages: (ctx, { query }) => staff.listContactMessages(deps.db, ctx, query),
    listNewsletterSubscribers: (ctx, { query }) => staff.listNewsletterSubscribers(deps.db, ctx, query),
    getNewsletterSubscribersCsv: (ctx) => staff.getNewsletterSubscribersCsv(deps.db, ctx),
  }),
  provides: { notificationTemplates: [supportTicketUpdatedTemplate] },
});
