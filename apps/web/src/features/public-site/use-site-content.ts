import { TerminologySlug } from '@manara/contract';
import { useTranslation } from 'react-i18next';
import { useAllCoursesLink } from '../catalogue/use-all-courses-link.ts';
import { useOrganizationName, useTermInSentence } from '../organizations/organizations.queries.ts';
import type { SecondaryAction } from './components/call-to-action.tsx';
import type en from './i18n/en.json';

export type SitePage = keyof (typeof en)['publicSite'];

/**
 * A public page's texts in the current language, with the organization's name and its own
 * words for course, instructor and student filled in.
 */
export function useSiteContent<P extends SitePage>(page: P): (typeof en)['publicSite'][P] {
  const { t } = useTranslation('publicSite');
  const organization = useOrganizationName();
  // Mid-sentence the terms read as a sentence writes them ("our courses").
  const courses = useTermInSentence(TerminologySlug.course, { plural: true });
  const instructors = useTermInSentence(TerminologySlug.instructor, { plural: true });
  const students = useTermInSentence(TerminologySlug.student, { plural: true });
  return t(`publicSite.${page}` as 'publicSite.aboutUs', {
    returnObjects: true,
    organization,
    courses,
    instructors,
    students,
  }) as unknown as (typeof en)['publicSite'][P];
}

/** The public catalogue as a page's second way on, when the user may open it (issue 12: guests found no way there). */
export function useBrowseCoursesAction(): SecondaryAction | null {
  const { t } = useTranslation('publicSite');
  const allCourses = useAllCoursesLink();
  return allCourses
    ? { to: allCourses.to, label: t('common.browseCourses', { courses: allCourses.coursesInText }) }
    : null;
}
