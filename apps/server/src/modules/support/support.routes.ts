import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import { sendContactMessage } from './contact.service.ts';
import { subscribeToNewsletter } from './email-subscription.service.ts';
import * as tickets from './technical-support.service.ts';

export function supportRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.contactOrganization, (ctx, { params, body }) =>
    sendContactMessage(deps, ctx, params.organizationId, body),
  );
  registerCall(app, deps, calls.createSupportTicket, (ctx, { body }) => tickets.createSupportTicket(deps, ctx, body));
  registerCall(app, deps, calls.listSupportTickets, (ctx, { query }) => tickets.listSupportTickets(deps, ctx, query));
  registerCall(app, deps, calls.updateSupportTicket, (ctx, { params, body }) =>
    tickets.updateSupportTicket(deps, ctx, params.ticketId, body),
  );
  registerCall(app, deps, calls.subscribeToNewsletter, (ctx, { body }) => subscribeToNewsletter(deps, ctx, body));
}
