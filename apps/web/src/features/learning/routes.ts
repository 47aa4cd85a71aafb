import { parseIdParam } from '../../routing/address.ts';
import {
  type AppRoute,
  lmsRules,
  page,
  prefetching,
  type RoutePrefetchContext,
  withNamespaces,
} from '../../routing/app-route.ts';
import type { PageName } from '../../routing/route-meta.ts';
import { prefetchCourseArea } from './learning.queries.ts';

/** The course content area (spec 1 §2 Course child pages): signed in, no side menu (by its path). */
const courseContentArea = { ...lmsRules, requiresAuth: true } as const;

/** Every page of the area shows the course's frame; a lesson's address names its lesson too. */
function prefetchFrame({ queryClient, params }: RoutePrefetchContext): void {
  const courseId = parseIdParam(params.courseId);
  if (courseId === null) return;
  const subsectionId = parseIdParam(params.subsectionId) ?? undefined;
  prefetchCourseArea(queryClient, courseId, subsectionId);
}

const learningPage = (path: string, name: PageName, load: AppRoute['load']) =>
  prefetching(prefetchFrame, page(`/lms/courses/:courseId${path}`, name, load, courseContentArea));

/** The course's pages; its certificate page shows the panel (and texts) of certificates. */
export const learningRoutes: readonly AppRoute[] = withNamespaces(
  ['learning', 'certificates'],
  [
    learningPage('', 'course', async () => (await import('./pages/course-landing-page.tsx')).CourseLandingPage),
    learningPage(
      '/information',
      'courseInformation',
      async () => (await import('./pages/course-information-page.tsx')).CourseInformationPage,
    ),
    learningPage(
      '/syllabus',
      'courseSyllabus',
      async () => (await import('./pages/course-syllabus-page.tsx')).CourseSyllabusPage,
    ),
    learningPage(
      '/modules',
      'courseModules',
      async () => (await import('./pages/course-modules-page.tsx')).CourseModulesPage,
    ),
    learningPage(
      '/modules/content/:subsectionId',
      'courseModuleContent',
      async () => (await import('./pages/lesson-page.tsx')).LessonPage,
    ),
    learningPage(
      '/certificate',
      'courseCertificate',
      async () => (await import('./pages/course-certificate-page.tsx')).CourseCertificatePage,
    ),
    learningPage(
      '/announcements',
      'courseAnnouncements',
      async () => (await import('./pages/course-announcements-page.tsx')).CourseAnnouncementsPage,
    ),
    learningPage(
      '/announcements/:announcementId',
      'courseAnnouncement',
      async () => (await import('./pages/course-announcement-page.tsx')).CourseAnnouncementPage,
    ),
    learningPage('/notes', 'courseNotes', async () => (await import('./pages/course-notes-page.tsx')).CourseNotesPage),
  ],
);
