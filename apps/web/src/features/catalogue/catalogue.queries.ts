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
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { getSession, useSession } from '../auth/session.ts';
import { readCatalogueFilters, toCatalogueRequest } from './catalogue-filters.ts';

/** How many recommendations My Courses shows. */
export const RECOMMENDED_COUNT = 4;

/** One key space for every course list and overview: enrolling or pinning refreshes them all. */
export const courseKeys = queryKeysFactory('courses');

type CatalogueRequest = Partial<Record<keyof CatalogueQuery, string | number>>;

/** Whose view a key belongs to (cards say whether the caller is enrolled) and in which language. */
type Viewer = { userId: number; language: string };

function useViewer(): Viewer {
  const session = useSession();
  const { language } = useLanguage();
  return { userId: session?.user.id ?? 0, language };
}

/** The viewer outside React (a route's prefetch): the stored session and the current language. */
function currentViewer(): Viewer {
  return { userId: getSession()?.user.id ?? 0, language: currentLanguage() };
}

/**
 * Lists and overviews are prefetched when their route matches (routes.ts): kept fresh this long,
 * so that the page mounting right after does not ask again. Changes invalidate them explicitly.
 */
const PREFETCHED_STALE_MS = 30_000;

const catalogueQuery = (query: CatalogueRequest, viewer: Viewer) =>
  queryOptions({
    queryKey: courseKeys.list({ kind: 'catalogue', query, ...viewer }),
    queryFn: ({ signal }) => callApi(listAllCourses, { query: query as never, signal }),
    staleTime: PREFETCHED_STALE_MS,
  });

const filterOptionsQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: courseKeys.list({ kind: 'filter-options', ...viewer }),
    queryFn: ({ signal }) => callApi(getCatalogueFilterOptions, { signal }),
    staleTime: 60_000,
  });

type MyCoursesRequest = { skip: number; take: number; status?: 'finished' | 'inProgress'; search?: string };

const MY_COURSES_PAGE_SIZE = 12;

/** The page of My Courses an address names (`?page=2`), from 1. */
export function myCoursesPage(search: URLSearchParams): number {
  return Math.max(1, Number(search.get('page')) || 1);
}

/** The request of My Courses, or Finished Courses, for the page an address names. */
export function myCoursesRequest(search: URLSearchParams, finished: boolean): MyCoursesRequest {
  const page = myCoursesPage(search);
  return {
    skip: (page - 1) * MY_COURSES_PAGE_SIZE,
    take: MY_COURSES_PAGE_SIZE,
    status: finished ? 'finished' : 'inProgress',
  };
}

const myCoursesQuery = (query: MyCoursesRequest, viewer: Viewer) =>
  queryOptions({
    queryKey: courseKeys.list({ kind: 'mine', query, ...viewer }),
    queryFn: ({ signal }) => callApi(listMyCourses, { params: { userId: viewer.userId }, query, signal }),
    staleTime: PREFETCHED_STALE_MS,
  });

const recommendedQuery = (take: number, viewer: Viewer) =>
  queryOptions({
    queryKey: courseKeys.list({ kind: 'recommended', take, ...viewer }),
    queryFn: ({ signal }) => callApi(listRecommendedCourses, { query: { skip: 0, take }, signal }),
    staleTime: PREFETCHED_STALE_MS,
  });

const overviewQuery = (courseId: number, viewer: Viewer) =>
  queryOptions({
    queryKey: courseKeys.detail(courseId, viewer),
    queryFn: ({ signal }) => callApi(getCourseOverview, { params: { courseId }, signal }),
    staleTime: PREFETCHED_STALE_MS,
  });

/** A page of the catalogue (`all-courses`), keeping the previous page while the next loads. */
export function useCatalogue(query: CatalogueRequest) {
  return useQuery({ ...catalogueQuery(query, useViewer()), placeholderData: keepPreviousData });
}

export function useCatalogueFilterOptions() {
  return useQuery(filterOptionsQuery(useViewer()));
}

/** The catalogue's page and filter options of an address (`/lms/all-courses?…`). */
export function prefetchCatalogue(queryClient: QueryClient, search: URLSearchParams): void {
  const viewer = currentViewer();
  void queryClient.prefetchQuery(catalogueQuery(toCatalogueRequest(readCatalogueFilters(search)), viewer));
  void queryClient.prefetchQuery(filterOptionsQuery(viewer));
}

/** The signed-in member's courses (My Courses, or Finished Courses with `status: finished`). */
export function useMyCourses(query: MyCoursesRequest) {
  const viewer = useViewer();
  return useQuery({ ...myCoursesQuery(query, viewer), enabled: viewer.userId > 0, placeholderData: keepPreviousData });
}

/** Recommendations (spec 1 §6): fetched only when the user may view all courses. */
export function useRecommendedCourses(enabled: boolean, take = RECOMMENDED_COUNT) {
  const viewer = useViewer();
  return useQuery({ ...recommendedQuery(take, viewer), enabled: enabled && viewer.userId > 0 });
}

/**
 * My Courses or Finished Courses of an address, with the recommendations under My Courses.
 * Asked of the signed-in member only; whether they may see recommendations is the page's call
 * (a refused prefetch stays in the cache unused).
 */
export function prefetchMyCourses(queryClient: QueryClient, query: MyCoursesRequest, withRecommended: boolean): void {
  const viewer = currentViewer();
  if (viewer.userId === 0) return;
  void queryClient.prefetchQuery(myCoursesQuery(query, viewer));
  if (withRecommended) void queryClient.prefetchQuery(recommendedQuery(RECOMMENDED_COUNT, viewer));
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
  return useQuery({ ...overviewQuery(courseId, useViewer()), enabled: courseId > 0 });
}

export function prefetchCourseOverview(queryClient: QueryClient, courseId: number): void {
  void queryClient.prefetchQuery(overviewQuery(courseId, currentViewer()));
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
