import {
  deleteCourseTranslation,
  getCourseTranslation,
  listCourseTranslations,
  upsertCourseTranslation,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as translations from './course-translations.service.ts';

/** A course's name and texts in the other language. */
export const courseTranslationsCalls = {
  listCourseTranslations,
  upsertCourseTranslation,
  getCourseTranslation,
  deleteCourseTranslation,
};

export function courseTranslationsHandlers({ db }: AppDeps): Handlers<typeof courseTranslationsCalls> {
  return {
    listCourseTranslations: (ctx, { params }) => translations.listCourseTranslations(db, ctx, params.courseId),
    upsertCourseTranslation: (ctx, { params, body }) =>
      translations.upsertCourseTranslation(db, ctx, params.courseId, body),
    getCourseTranslation: (ctx, { params }) =>
      translations.getCourseTranslation(db, ctx, params.courseId, params.language),
    deleteCourseTranslation: (ctx, { params }) =>
      translations.deleteCourseTranslation(db, ctx, params.courseId, params.language),
  };
}
