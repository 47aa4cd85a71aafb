/**
 * The read side of courses: the catalogue's lists, filters and overview, course cards, and the
 * folding of names for search.
 *
 * The module's public surface: other modules and the app import this file, never the files
 * behind it (`.dependency-cruiser.cjs`). It owns no tables.
 */

export { containsPattern, normalizeSearchText } from '../../platform/search-text.ts';
export { catalogueModule } from './catalogue.module.ts';
export { type Listing, listedWhere, listingIn } from './catalogue.query.ts';
export { type CourseAndOffering, cardsOfCourses, iso, languageOfCourse, toCourseCards } from './course-cards.ts';
