import {
  deleteCourseTranslation,
  getCourseTranslation,
  listCourseTranslations,
  upsertCourseTranslation,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import { sanitizeRichFields } from '../../platform/rich-text.ts';
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
    // The `courseAuthor` rule checked the caller and found the course (`found`).
    listCourseTranslations: (_ctx, { params }) => translations.listCourseTranslations(db, params.courseId),
    upsertCourseTranslation: (ctx, { found, body }) =>
      translations.upsertCourseTranslation(
        db,
        ctx,
        found,
        sanitizeRichFields(body, ['description', 'welcomeMessage', 'courseSyllabus']),
      ),
    getCourseTranslation: (_ctx, { params }) => translations.getCourseTranslation(db, params.courseId, params.language),
    deleteCourseTranslation: (_ctx, { params, found }) =>
      translations.deleteCourseTranslation(db, found.course, params.language),
  };
}
