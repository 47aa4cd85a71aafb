import {
  contactOrganization,
  createSupportTicket,
  listSupportTickets,
  subscribeToNewsletter,
  updateSupportTicket,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { sendContactMessage } from './contact.service.ts';
import * as newsletter from './email-subscription.service.ts';
import { supportTicketUpdatedTemplate } from './support.notifications.ts';
import * as tickets from './technical-support.service.ts';

export const supportModule = defineModule({
  name: 'support',
  calls: { contactOrganization, createSupportTicket, listSupportTickets, updateSupportTicket, subscribeToNewsletter },
  handlers: (deps) => ({
    contactOrganization: (ctx, { params, body }) => sendContactMessage(deps, ctx, params.organizationId, body),
    createSupportTicket: (ctx, { body }) => tickets.createSupportTicket(deps, ctx, body),
    listSupportTickets: (ctx, { query }) => tickets.listSupportTickets(deps, ctx, query),
    updateSupportTicket: (ctx, { params, body }) => tickets.updateSupportTicket(deps, ctx, params.ticketId, body),
    subscribeToNewsletter: (ctx, { body }) => newsletter.subscribeToNewsletter(deps, ctx, body),
  }),
  provides: { notificationTemplates: [supportTicketUpdatedTemplate] },
});
