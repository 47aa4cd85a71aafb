import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as translations from './course-translations.service.ts';

export function courseTranslationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.listCourseTranslations, (ctx, { params }) =>
    translations.listCourseTranslations(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.upsertCourseTranslation, (ctx, { params, body }) =>
    translations.upsertCourseTranslation(db, ctx, params.courseId, body),
  );
  registerCall(app, deps, calls.getCourseTranslation, (ctx, { params }) =>
    translations.getCourseTranslation(db, ctx, params.courseId, params.language),
  );
  registerCall(app, deps, calls.deleteCourseTranslation, (ctx, { params }) =>
    translations.deleteCourseTranslation(db, ctx, params.courseId, params.language),
  );
}
