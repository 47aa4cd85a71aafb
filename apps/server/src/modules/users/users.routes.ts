import { getRegistrationForm, getUser, updateUser } from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as registrationForm from './registration-form.service.ts';
import * as users from './users.service.ts';

export function usersRoutes(app: FastifyInstance, all: AppDeps): void {
  const { db } = all;
  registerCall(app, all, getRegistrationForm, (ctx) =>
    registrationForm.getRegistrationForm(db, ctx.orgId, ctx.language),
  );
  registerCall(app, all, getUser, (ctx, { params }) => users.getUser(db, ctx, params.userId));
  registerCall(app, all, updateUser, (ctx, { params, body }) => users.updateUser(db, ctx, params.userId, body));
}
