import { useCanOpen } from '../../routing/can-open.ts';
import { ALL_COURSES_PATH } from '../../routing/paths.ts';
import { useCourseTerms } from './use-course-terms.ts';

export type AllCoursesLink = { to: string; courses: string; coursesInText: string };

/**
 * The way to the public catalogue from outside it (header, phone menu, footer, landing page,
 * programme pages), with the organization's word for courses; null when the user may not open
 * it: for a guest, when the organization's anonymous course view (or self-enrolment) is off.
 */
export function useAllCoursesLink(): AllCoursesLink | null {
  const canOpen = useCanOpen();
  const terms = useCourseTerms();
  return canOpen(ALL_COURSES_PATH) ? { to: ALL_COURSES_PATH, ...terms } : null;
}
