import { ALL_COURSES_PATH } from '../../routing/paths.ts';

/** Addresses of the catalogue's pages (the course content area is the learning feature's). */
export const coursePaths = {
  lms: '/lms',
  myCourses: '/lms/my-courses',
  finishedCourses: '/lms/my-courses?tab=finished',
  allCourses: ALL_COURSES_PATH,
  favorites: '/favorite/courses',
  overview: (courseId: number) => `/lms/courses/${courseId}/overview`,
  course: (courseId: number) => `/lms/courses/${courseId}`,
};
