/** The instructor's course editor in the staff portal (issue 13), in its teaching mode. */
export const COURSE_CREATE_PATH = '/portal/instructor/courses/new';
export const COURSE_EDITOR_PATH = '/portal/instructor/courses/:courseId';
export const COURSE_OUTLINE_PATH = '/portal/instructor/courses/:courseId/outline';
/** The offering (price, access, credit units) and the certificate (mode, passing criteria). */
export const COURSE_OFFERING_PATH = '/portal/instructor/courses/:courseId/offering';
/** People and results: the course's instructors, learners, announcements, certificates, interested learners and reviews. */
export const COURSE_INSTRUCTORS_PATH = '/portal/instructor/courses/:courseId/instructors';
export const COURSE_STUDENTS_PATH = '/portal/instructor/courses/:courseId/students';
export const COURSE_ANNOUNCEMENTS_PATH = '/portal/instructor/courses/:courseId/announcements';
export const COURSE_CERTIFICATES_PATH = '/portal/instructor/courses/:courseId/certificates';
export const COURSE_INTERESTED_PATH = '/portal/instructor/courses/:courseId/interested';
export const COURSE_REVIEWS_PATH = '/portal/instructor/courses/:courseId/reviews';
/** The organization's course approval queue, in the administration mode. */
export const COURSE_APPROVALS_PATH = '/portal/admin/course-approvals';
/** Every course of the organization, for its course administrators (publish, unpublish, open). */
export const ORGANIZATION_COURSES_PATH = '/portal/admin/courses';

export const courseAuthoringPaths = {
  create: COURSE_CREATE_PATH,
  editor: (courseId: number) => `/portal/instructor/courses/${courseId}`,
  outline: (courseId: number) => `/portal/instructor/courses/${courseId}/outline`,
  offering: (courseId: number) => `/portal/instructor/courses/${courseId}/offering`,
  instructors: (courseId: number) => `/portal/instructor/courses/${courseId}/instructors`,
  students: (courseId: number) => `/portal/instructor/courses/${courseId}/students`,
  announcements: (courseId: number) => `/portal/instructor/courses/${courseId}/announcements`,
  certificates: (courseId: number) => `/portal/instructor/courses/${courseId}/certificates`,
  interested: (courseId: number) => `/portal/instructor/courses/${courseId}/interested`,
  reviews: (courseId: number) => `/portal/instructor/courses/${courseId}/reviews`,
};
