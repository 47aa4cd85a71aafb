import { MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import { type AppRoute, portalPage, portalRules, withNamespaces } from '../../routing/app-route.ts';
import {
  COURSE_APPROVALS_PATH,
  COURSE_CREATE_PATH,
  COURSE_EDITOR_PATH,
  COURSE_OUTLINE_PATH,
} from './course-authoring-paths.ts';

/**
 * The instructor's course editor in the staff portal (issue 13): creating a course, its details in
 * both languages, publishing and approval, and its outline; and the administrators' approval queue. The pages live in `portal/` (the
 * portal's chunks, never loaded by learners); the cover image field is the organization
 * screens' (its texts too).
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
      COURSE_OUTLINE_PATH,
      'courseOutline',
      async () => (await import('./portal/course-outline-page.tsx')).CourseOutlinePage,
      portalRules.instructor,
    ),
    // The server's rule of the approval calls (course administrators).
    portalPage(
      COURSE_APPROVALS_PATH,
      'courseApprovals',
      async () => (await import('./portal/course-approvals-page.tsx')).CourseApprovalsPage,
      { memberPermissions: [M.administratorPortal], organizationPermissions: [O.crudCourses] },
    ),
  ],
);
