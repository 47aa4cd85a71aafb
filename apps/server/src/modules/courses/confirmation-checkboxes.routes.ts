import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as checkboxes from './confirmation-checkboxes.service.ts';

/** The statements a learner confirms before enrolling, their answers, and their authoring. */
export function confirmationCheckboxesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.listConfirmationCheckboxes, (ctx, { params }) =>
    checkboxes.listCheckboxes(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.respondToConfirmationCheckboxes, (ctx, { params, body }) =>
    checkboxes.respondToCheckboxes(db, ctx, params.courseId, body),
  );
  registerCall(app, deps, calls.listConfirmationResponses, (ctx, { params, query }) =>
    checkboxes.listResponses(db, ctx, params.courseId, query),
  );
  registerCall(app, deps, calls.createConfirmationCheckbox, (ctx, { params, body }) =>
    checkboxes.createCheckbox(db, ctx, params.courseId, body),
  );
  registerCall(app, deps, calls.deleteConfirmationCheckbox, (ctx, { params }) =>
    checkboxes.deleteCheckbox(db, ctx, params.courseId, params.checkboxId),
  );
}
