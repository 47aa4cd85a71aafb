/**
 * The code of My Courses (the member's own courses with their progress and pins, and the
 * recommendations), which a guest's catalogue does not load (issue 11, first page): the page
 * renders it when the tab is shown, and the route of My Courses loads it beside the page.
 */
export const loadMyCoursesTab = () => import('./components/my-courses-tab.tsx');
