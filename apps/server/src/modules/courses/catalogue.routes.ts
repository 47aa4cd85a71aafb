import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import { getCourseOverview } from './catalogue.overview.ts';
import * as catalogue from './catalogue.service.ts';

/** The course catalogue: lists, filter options, categories and the public overview. */
export function catalogueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.listCourses, (ctx, { query }) => catalogue.listCatalogue(db, ctx, query));
  registerCall(app, deps, calls.listAllCourses, (ctx, { query }) => catalogue.listCatalogue(db, ctx, query));
  registerCall(app, deps, calls.listEnrolledCatalogueCourses, (ctx, { query }) =>
    catalogue.listEnrolledCatalogue(db, ctx, query),
  );
  registerCall(app, deps, calls.listRecommendedCourses, (ctx, { query }) =>
    catalogue.listRecommendations(db, ctx, query),
  );
  registerCall(app, deps, calls.listGuestRecommendedCourses, (ctx, { query }) =>
    catalogue.listGuestRecommendations(db, ctx, query),
  );
  registerCall(app, deps, calls.getCatalogueFilterOptions, (ctx) => catalogue.getFilterOptions(db, ctx));
  registerCall(app, deps, calls.listCourseCategories, (ctx, { query }) => catalogue.listCategories(db, ctx, query));
  registerCall(app, deps, calls.listLearningCategories, (ctx, { query }) => catalogue.listCategories(db, ctx, query));
  registerCall(app, deps, calls.listParentLearningCategories, (ctx, { query }) =>
    catalogue.listCategories(db, ctx, { ...query, onlyTopLevel: true }),
  );
  registerCall(app, deps, calls.getCourseOverview, (ctx, { params }) => getCourseOverview(db, ctx, params.courseId));
}
