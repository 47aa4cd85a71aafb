import {
  addWishlistedCourse,
  type CatalogueQuery,
  type CourseCard,
  enrolUserInCourse,
  getCatalogueFilterOptions,
  getCourseInterest,
  getCourseOverview,
  listAllCourses,
  listMyCourses,
  listRecommendedCourses,
  listWishlistedCourses,
  removeCourseInterest,
  removeWishlistedCourse,
  requestCourseNotification,
  respondToConfirmationCheckboxes,
  updateMyCourse,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { useSession } from '../auth/session.ts';

/** One key space for every course list and overview: enrolling or pinning refreshes them all. */
export const courseKeys = queryKeysFactory('courses');

type CatalogueRequest = Partial<Record<keyof CatalogueQuery, string | number>>;

/** Whose view a key belongs to (cards say whether the caller is enrolled) and in which language. */
function useViewer() {
  const session = useSession();
  const { language } = useLanguage();
  return { userId: session?.user.id ?? 0, language };
}

/** A page of the catalogue (`all-courses`), keeping the previous page while the next loads. */
export function useCatalogue(query: CatalogueRequest) {
  const viewer = useViewer();
  return useQuery({
    queryKey: courseKeys.list({ kind: 'catalogue', query, ...viewer }),
    queryFn: ({ signal }) => callApi(listAllCourses, { query: query as never, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogueFilterOptions() {
  const viewer = useViewer();
  return useQuery({
    queryKey: courseKeys.list({ kind: 'filter-options', ...viewer }),
    queryFn: ({ signal }) => callApi(getCatalogueFilterOptions, { signal }),
    staleTime: 60_000,
  });
}

/** The signed-in member's courses (My Courses, or Finished Courses with `status: finished`). */
export function useMyCourses(query: {
  skip: number;
  take: number;
  status?: 'finished' | 'inProgress';
  search?: string;
}) {
  const viewer = useViewer();
  return useQuery({
    queryKey: courseKeys.list({ kind: 'mine', query, ...viewer }),
    queryFn: ({ signal }) => callApi(listMyCourses, { params: { userId: viewer.userId }, query, signal }),
    enabled: viewer.userId > 0,
    placeholderData: keepPreviousData,
  });
}

/** Recommendations (spec 1 §6): fetched only when the user may view all courses. */
export function useRecommendedCourses(enabled: boolean, take = 4) {
  const viewer = useViewer();
  return useQuery({
    queryKey: courseKeys.list({ kind: 'recommended', take, ...viewer }),
    queryFn: ({ signal }) => callApi(listRecommendedCourses, { query: { skip: 0, take }, signal }),
    enabled: enabled && viewer.userId > 0,
  });
}

export function useWishlistedCourses(page: { skip: number; take: number }) {
  const viewer = useViewer();
  return useQuery({
    queryKey: courseKeys.list({ kind: 'wishlist', page, ...viewer }),
    queryFn: ({ signal }) => callApi(listWishlistedCourses, { params: { userId: viewer.userId }, query: page, signal }),
    enabled: viewer.userId > 0,
    placeholderData: keepPreviousData,
  });
}

export function useCourseOverview(courseId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: courseKeys.detail(courseId, viewer),
    queryFn: ({ signal }) => callApi(getCourseOverview, { params: { courseId }, signal }),
    enabled: courseId > 0,
  });
}

/** After a change to the member's courses, every list and overview may show it. */
function useRefreshCourses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: courseKeys.all });
}

/** Enrols the signed-in member, after recording their answers to the course's statements when it has some. */
export function useEnrol(courseId: number) {
  const { userId } = useViewer();
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: async (answers: { checkboxId: number; answer: boolean }[]) => {
      if (answers.length > 0) {
        await callApi(respondToConfirmationCheckboxes, { params: { courseId }, body: { answers } });
      }
      return callApi(enrolUserInCourse, { params: { userId, courseId } });
    },
    onSettled: refresh,
  });
}

export function usePinCourse() {
  const { userId } = useViewer();
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (input: { courseId: number; isPinned: boolean }) =>
      callApi(updateMyCourse, { params: { userId, courseId: input.courseId }, body: { isPinned: input.isPinned } }),
    onSettled: refresh,
  });
}

export function useToggleWishlist() {
  const { userId } = useViewer();
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (course: Pick<CourseCard, 'id' | 'isWishlisted'>) =>
      course.isWishlisted
        ? callApi(removeWishlistedCourse, { params: { userId, courseId: course.id } })
        : callApi(addWishlistedCourse, { params: { userId, courseId: course.id } }),
    onSettled: refresh,
  });
}

/** The signed-in member's interest in a course (coming-soon courses offer "notify me"). */
export function useCourseInterest(courseId: number, enabled: boolean) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const queryKey = courseKeys.detail(courseId, { kind: 'interest', userId: viewer.userId });
  const state = useQuery({
    queryKey,
    queryFn: ({ signal }) => callApi(getCourseInterest, { params: { courseId }, signal }),
    enabled: enabled && viewer.userId > 0,
  });
  /** `true`: be e-mailed when it opens (and be counted as interested); `false`: neither. */
  const toggle = useMutation({
    mutationFn: (notify: boolean) =>
      notify
        ? callApi(requestCourseNotification, { params: { courseId } })
        : callApi(removeCourseInterest, { params: { courseId } }),
    onSuccess: (next) => queryClient.setQueryData(queryKey, next),
  });
  return { state, toggle };
}
