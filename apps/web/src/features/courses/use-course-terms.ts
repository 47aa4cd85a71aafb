import { useLanguage } from '../../i18n/use-language.ts';
import { useTerm } from '../organizations/organizations.queries.ts';

/**
 * The organization's words for courses (spec 1 §1 terminology): `courses` as written, for
 * headings and tabs, and `coursesInText` lower-cased for the middle of an English sentence.
 */
export function useCourseTerms() {
  const { language } = useLanguage();
  const courses = useTerm('course', { plural: true });
  return { courses, coursesInText: courses.toLocaleLowerCase(language) };
}
