/** Addresses of the course content area (spec 1 §2 Course child pages). */
export const learningPaths = {
  course: (courseId: number) => `/lms/courses/${courseId}`,
  child: (courseId: number, child: CourseTab) => `/lms/courses/${courseId}/${child}`,
  lesson: (courseId: number, subsectionId: number) => `/lms/courses/${courseId}/modules/content/${subsectionId}`,
  announcement: (courseId: number, announcementId: number) =>
    `/lms/courses/${courseId}/announcements/${announcementId}`,
  overview: (courseId: number) => `/lms/courses/${courseId}/overview`,
  myCourses: '/lms/my-courses',
};

/** The course navigation's entries, in order. */
export const courseTabs = ['information', 'syllabus', 'modules', 'announcements', 'notes', 'certificate'] as const;
export type CourseTab = (typeof courseTabs)[number];

/** Which entry a path of the course area belongs to (a lesson belongs to modules), else null. */
export function courseTabOf(pathname: string): CourseTab | null {
  const child = /^\/lms\/courses\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
  return courseTabs.find((tab) => tab === child) ?? null;
}
