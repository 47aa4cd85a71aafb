import { MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import {
  ConfigurationFlag as C,
  type PageName,
  type RouteEntry,
  type RouteMeta,
  routeMeta,
} from '../routing/route-meta.ts';

/**
 * Routes of spec 1 §2 whose pages later issues build. Until a page exists its path is the
 * 404 page; the meta is here already so that the guard's tests and the menus know every rule,
 * and the issue that builds a page moves its entry to `appRoutes` with a `load`.
 */
type Overrides = Partial<Omit<RouteMeta, 'titleKey'>>;

function planned(path: string, page: PageName, overrides: Overrides = {}): RouteEntry {
  return { path, meta: routeMeta(path, page, overrides) };
}

const signedIn = { requiresAuth: true } as const;

// Courses (LMS): the whole area needs the organization's lms and the member's access_courses.
const lms = { organizationPermissions: [O.lms], memberPermissions: [M.accessCourses] } as const;
const courseArea = { ...lms, ...signedIn } as const;

const courseChildren: [string, PageName][] = [
  ['assignments', 'courseAssignments'],
  ['assignments/:assignmentId', 'courseAssignment'],
  ['exams', 'courseExams'],
  ['exams/:subsectionExamId', 'courseExam'],
  ['exams/:subsectionExamId/start', 'courseExamStart'],
  ['exams/review/:examAttemptId', 'courseExamReview'],
  ['surveys', 'courseSurveys'],
  ['surveys/:surveyId', 'courseSurvey'],
  ['polls', 'coursePolls'],
  ['polls/:surveyId', 'coursePoll'],
  ['online-lectures', 'courseOnlineLectures'],
  ['online-lectures/:onlineLectureId', 'courseOnlineLecture'],
  ['on-campus-lectures', 'courseOnCampusLectures'],
  ['on-campus-lectures/:onCampusLectureId', 'courseOnCampusLecture'],
  ['grade-items', 'courseGradeItems'],
  ['grade-items/:gradeItemId', 'courseGradeItem'],
  ['discussion-boards', 'courseDiscussionBoards'],
  ['discussion-boards/:discussionBoardId', 'courseDiscussionBoard'],
  ['attendance', 'courseAttendance'],
  ['groups', 'courseGroups'],
];

// External courses need access_external_courses and the organization's crud_external_courses.
const external = {
  organizationPermissions: [O.crudExternalCourses],
  memberPermissions: [M.accessExternalCourses],
} as const;
const marketplace = { ...signedIn, configuration: [C.marketplace] } as const;
const events = { organizationPermissions: [O.socialEvents], memberPermissions: [M.accessEvents] } as const;
const groups = {
  ...signedIn,
  organizationPermissions: [O.socialPlatform],
  memberPermissions: [M.accessCommunities],
  configuration: [C.groups],
} as const;

export const plannedRoutes: readonly RouteEntry[] = [
  // Dashboard
  planned('/dashboard', 'dashboard', { ...signedIn, memberPermissions: [M.accessCourses] }),
  planned('/dashboard/user-activities', 'userActivities', {
    ...signedIn,
    memberPermissions: [[M.accessCourses, M.accessEvents]],
  }),
  // Courses
  ...courseChildren.map(([child, page]) => planned(`/lms/courses/:courseId/${child}`, page, courseArea)),
  // External courses
  planned('/external-courses/my-courses', 'myExternalCourses', { ...external, ...signedIn }),
  planned('/external-courses/all-courses', 'allExternalCourses', {
    ...external,
    configuration: [C.anonymousExternalCourseView],
  }),
  planned('/external-courses/:courseId/overview', 'externalCourseOverview', external),
  // Checklist and journey
  planned('/checklist', 'checklist', { ...signedIn, memberPermissions: [M.accessSkillsDevelopment] }),
  planned('/journey', 'journey', { ...signedIn, memberPermissions: [M.accessSkillsDevelopment] }),
  // Marketplace
  planned('/cart', 'cart', marketplace),
  planned('/my-purchases', 'myPurchases', marketplace),
  planned('/my-purchases/my-wallet', 'myWallet', { ...marketplace, configuration: [C.marketplace, C.wallet] }),
  planned('/my-purchases/payment-history', 'paymentHistory', marketplace),
  planned('/my-purchases/payment-history/:orderId', 'order', marketplace),
  planned('/payment-complete', 'paymentComplete', { ...signedIn, memberPermissions: [M.accessCourses] }),
  // Library
  planned('/library', 'library', { hiddenUnlessLandingAllowed: true }),
  planned('/library/:id', 'libraryVideo', { ...signedIn, hiddenUnlessLandingAllowed: true }),
  planned('/library/:id/article', 'libraryArticle', { ...signedIn, hiddenUnlessLandingAllowed: true }),
  // Profile and miscellaneous (pages about the signed-in user require sign-in)
  planned('/favorite/events', 'favoriteEvents', signedIn),
  planned('/activity-log', 'activityLog', signedIn),
  planned('/saved-post', 'savedPosts', groups),
  planned('/chat', 'chat'),
  // Social
  planned('/social/all-events', 'allEvents', { ...events, configuration: [C.anonymousEventView] }),
  planned('/social/my-events', 'myEvents', { ...events, ...signedIn }),
  planned('/event/:eventId', 'event', events),
  planned('/event/:eventId/ticket', 'eventTicket', { ...events, ...signedIn }),
  planned('/groups/mine', 'myGroups', groups),
  planned('/groups/:groupId', 'group', groups),
  planned('/groups/:groupId/post/:postId', 'groupPost', groups),
];

/**
 * Roots that only redirect (spec 1 §2). `targets` are tried in order: the first the user may
 * open wins; `fallback` otherwise. A root joins the router once one of its targets has a page.
 */
export type RedirectRoute = { path: string; targets: readonly string[]; fallback: string };

export const redirectRoutes: readonly RedirectRoute[] = [
  { path: '/auth', targets: ['/auth/login'], fallback: '/auth/login' },
  { path: '/lms', targets: ['/lms/all-courses', '/lms/my-courses'], fallback: '/auth/login' },
  {
    path: '/external-courses',
    targets: ['/external-courses/all-courses', '/external-courses/my-courses'],
    fallback: '/auth/login',
  },
  { path: '/favorite', targets: ['/favorite/courses'], fallback: '/favorite/courses' },
  { path: '/social/events', targets: ['/social/all-events'], fallback: '/social/all-events' },
  { path: '/groups', targets: ['/groups/mine'], fallback: '/groups/mine' },
];
