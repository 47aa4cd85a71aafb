import { MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import { type AppRoute, portalPage, portalRules, withNamespaces } from '../../routing/app-route.ts';
import {
  COURSE_ANNOUNCEMENTS_PATH,
  COURSE_APPROVALS_PATH,
  COURSE_CERTIFICATES_PATH,
  COURSE_CREATE_PATH,
  COURSE_EDITOR_PATH,
  COURSE_INSTRUCTORS_PATH,
  COURSE_INTERESTED_PATH,
  COURSE_OFFERING_PATH,
  COURSE_OUTLINE_PATH,
  COURSE_REVIEWS_PATH,
  COURSE_STUDENTS_PATH,
  ORGANIZATION_COURSES_PATH,
} from './course-authoring-paths.ts';

/**
 * The instructor's course editor in the staff portal (issue 13): creating a course, its details in
 * both languages, publishing and approval, and its outline; the administrators' approval queue and their list of every course of the organization. The pages live in `portal/` (the
 * portal's chunks, never loaded by learners); the cover image field is the organization
 * screens' (its texts too). People and results: the course's instructors (hidden ones too), its students (with the completion
 * report's export), its announcements, certificates, interested learners and reviews.
 */
export const courseAuthoringRoutes: readonly AppRoute[] = withNamespaces(
  ['authoring', 'organizations'],
  [
    portalPage(
      COURSE_CREATE_PATH,
      'courseCreate',
      async () => (await import('./portal/course-create-page.tsx')).CourseCreatePage,
      portalRules.instructor,
    ),
    portalPage(
      COURSE_EDITOR_PATH,
      'courseEditor',
      async () => (await import('./portal/course-editor-page.tsx')).CourseEditorPage,
      portalRules.instructor,
    ),
    portalPage(
      COURSE_OFFERING_PATH,
      'courseOffering',
      async () => (await import('./portal/course-offering-page.tsx')).CourseOfferingPage,
      portalRules.instructor,
    ),
    portalPage(
      COURSE_OUTLINE_PATH,
      'courseOutline',
      async () => (await import('./portal/course-outline-page.tsx')).CourseOutlinePage,
      portalRules.instructor,
    ),
    portalPage(
      COURSE_INSTRUCTORS_PATH,
      'courseInstructors',
      async () => (await import('./portal/course-instructors-page.tsx')).CourseInstructorsPage,
      portalRules.instructor,
    ),
    portalPage(
      COURSE_STUDENTS_PATH,
      'courseStudents',
      async () => (await import('./portal/course-students-page.tsx')).CourseStudentsPage,
      portalRules.instructor,
    ),
    portalPage(
      COURSE_ANNOUNCEMENTS_PATH,
      'courseAnnouncementsAuthoring',
      async () => (await import('./portal/course-announcements-page.tsx')).CourseAnnouncementsPage,
      portalRules.instructor,
    ),
    portalPage(
      COURSE_CERTIFICATES_PATH,
      'courseCertificates',
      async () => (await import('./portal/course-certificates-page.tsx')).CourseCertificatesPage,
      portalRules.instructor,
    ),
    portalPage(
      COURSE_INTERESTED_PATH,
      'courseInterested',
      async () => (await import('./portal/course-interested-page.tsx')).CourseInterestedPage,
      portalRules.instructor,
    ),
    portalPage(
      COURSE_REVIEWS_PATH,
      'courseReviews',
      async () => (await import('./portal/course-reviews-page.tsx')).CourseReviewsPage,
      portalRules.instructor,
    ),
    // The server's rule of the approval calls (course administrators).
    portalPage(
      COURSE_APPROVALS_PATH,
      'courseApprovals',
      async () => (await import('./portal/course-approvals-page.tsx')).CourseApprovalsPage,
      { memberPermissions: [M.administratorPortal], organizationPermissions: [O.crudCourses] },
    ),
    // Course administrators, the rule of `GET org-courses-management/courses`.
    portalPage(
      ORGANIZATION_COURSES_PATH,
      'organizationCourses',
      async () => (await import('./portal/organization-courses-page.tsx')).OrganizationCoursesPage,
      { memberPermissions: [M.administratorPortal], organizationPermissions: [O.crudCourses] },
    ),
  ],
);
