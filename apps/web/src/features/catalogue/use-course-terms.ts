import { useTerm, useTermInSentence } from '../organizations/organizations.queries.ts';

/**
 * The organization's words for courses (spec 1 §1 terminology): `courses` as written, for
 * headings and tabs, and `coursesInText` as the middle of a sentence writes it (`termInSentence`).
 */
export function useCourseTerms() {
  const courses = useTerm('course', { plural: true });
  const coursesInText = useTermInSentence('course', { plural: true });
  return { courses, coursesInText };
}
