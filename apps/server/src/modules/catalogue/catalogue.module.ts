import {
  getCatalogueFilterOptions,
  getCourseOverview,
  listAllCourses,
  listCourseCategories,
  listCourses,
  listEnrolledCatalogueCourses,
  listGuestRecommendedCourses,
  listLearningCategories,
  listParentLearningCategories,
  listRecommendedCourses,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { catalogueAccessRules } from './catalogue.access.ts';
import * as overview from './catalogue.overview.ts';
import * as catalogue from './catalogue.service.ts';

/** The course catalogue: lists, filter options, categories and the public overview. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  calls: {
    listCourses,
    listAllCourses,
    listEnrolledCatalogueCourses,
    listRecommendedCourses,
    listGuestRecommendedCourses,
    getCatalogueFilterOptions,
    listCourseCategories,
    listLearningCategories,
    listParentLearningCategories,
    getCourseOverview,
  },
  // A guest's page, filter options and overview are kept objects, the same for every guest.
  keptForGuests: [
    'listCourses',
    'listAllCourses',
    'listGuestRecommendedCourses',
    'getCatalogueFilterOptions',
    'getCourseOverview',
  ],
  handlers: ({ db, configuration }) => ({
    listCourses: (ctx, { query }) => catalogue.listCatalogue(db, ctx, query),
    listAllCourses: (ctx, { query }) => catalogue.listCatalogue(db, ctx, query),
    listEnrolledCatalogueCourses: (ctx, { query }) => catalogue.listEnrolledCatalogue(db, ctx, query),
    listRecommendedCourses: (ctx, { query }) => catalogue.listRecommendations(db, ctx, query),
    listGuestRecommendedCourses: (ctx, { query }) => catalogue.listGuestRecommendations(db, ctx, query),
    getCatalogueFilterOptions: (ctx) => catalogue.getFilterOptions(db, ctx),
    listCourseCategories: (ctx, { query }) => catalogue.listCategories(db, ctx, query),
    listLearningCategories: (ctx, { query }) => catalogue.listCategories(db, ctx, query),
    listParentLearningCategories: (ctx, { query }) =>
      catalogue.listCategories(db, ctx, { ...query, onlyTopLevel: true }),
    // The `courseViewer` rule found the course, and refused one the caller may not see.
    getCourseOverview: (ctx, { found }) => overview.getCourseOverview(db, ctx, found, configuration),
  }),
  provides: {
    // A course seen from the catalogue: the guard asks it of calls that show one (its reviews).
    accessRules: catalogueAccessRules,
  },
});
