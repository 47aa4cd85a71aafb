import type { AnyAccessRule } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { type OfferedCourse, requireCourseViewer } from '../courses/index.ts';
import { canBrowseCatalogue } from './catalogue.query.ts';

declare module '../../platform/access.ts' {
  interface AccessRuleFound {
    catalogueCourseViewer: OfferedCourse;
  }
}

/**
 * The contract's `catalogueCourseViewer` rule: the course as `courseViewer` finds it (404 for one
 * the caller may not see), then whether the caller browses the catalogue (401 `common-009` for a
 * guest while anonymous course view is off, 403 `common-007` for a member without access_courses).
 */
export const catalogueAccessRules: readonly AnyAccessRule[] = [
  {
    name: 'catalogueCourseViewer',
    check: async (db, ctx, courseId) => {
      const found = await requireCourseViewer(db, ctx, courseId);
      if (!(await canBrowseCatalogue(db, ctx))) throw new AppError(ctx.user ? 'common-007' : 'common-009');
      return found;
    },
  },
];
