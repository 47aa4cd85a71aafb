import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as specializations from './specializations.service.ts';

export function specializationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.listSpecializations, (ctx, { query }) =>
    specializations.listSpecializations(db, ctx, query),
  );
  registerCall(app, deps, calls.getSpecialization, (ctx, { params }) =>
    specializations.getSpecialization(db, ctx, params.specializationId),
  );
  registerCall(app, deps, calls.enrollInSpecialization, (ctx, { params }) =>
    specializations.enrollInSpecialization(db, ctx, params.specializationId),
  );
}
