/** The instructor's course editor in the staff portal (issue 13), in its teaching mode. */
export const COURSE_CREATE_PATH = '/portal/instructor/courses/new';
export const COURSE_EDITOR_PATH = '/portal/instructor/courses/:courseId';
export const COURSE_OUTLINE_PATH = '/portal/instructor/courses/:courseId/outline';
/** The organization's course approval queue, in the administration mode. */
export const COURSE_APPROVALS_PATH = '/portal/admin/course-approvals';

export const courseAuthoringPaths = {
  create: COURSE_CREATE_PATH,
  editor: (courseId: number) => `/portal/instructor/courses/${courseId}`,
  outline: (courseId: number) => `/portal/instructor/courses/${courseId}/outline`,
};
