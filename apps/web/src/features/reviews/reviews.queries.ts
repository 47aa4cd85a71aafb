import {
  type CreateCourseReviewBody,
  createCourseReview,
  deleteCourseReview,
  listCourseReviews,
  type UpdateCourseReviewBody,
  updateCourseReview,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useSession } from '../auth/session.ts';
import { learningKeys } from '../learning/learning.queries.ts';

/** Keys of one course's reviews: the published list and the user's own review sit under `course(courseId)`. */
export const reviewKeys = {
  all: ['course-reviews'] as const,
  course: (courseId: number) => [...reviewKeys.all, courseId] as const,
  list: (courseId: number, query: unknown) => [...reviewKeys.course(courseId), 'list', query] as const,
  mine: (courseId: number, userId: number) => [...reviewKeys.course(courseId), 'mine', userId] as const,
};

/** The course's published reviews, a page at a time, with its rating. */
export function useCourseReviews(courseId: number, page: { skip: number; take: number }) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: reviewKeys.list(courseId, { ...page, language }),
    queryFn: ({ signal }) => callApi(listCourseReviews, { params: { courseId }, query: page, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in learner's review of the course (whatever its status), or null. */
export function useMyCourseReview(courseId: number) {
  const userId = useSession()?.user.id ?? 0;
  return useQuery({
    queryKey: reviewKeys.mine(courseId, userId),
    queryFn: async ({ signal }) => {
      const page = await callApi(listCourseReviews, { params: { courseId }, query: { userId, take: 1 }, signal });
      return page.data[0] ?? null;
    },
    enabled: userId > 0,
  });
}

/** Writes, edits or deletes the learner's review; the list, the rating and the course's overview refresh. */
export function useSaveCourseReview(courseId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) }),
      queryClient.invalidateQueries({ queryKey: learningKeys.course(courseId) }),
    ]);
  const create = useMutation({
    mutationFn: (body: CreateCourseReviewBody) => callApi(createCourseReview, { params: { courseId }, body }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: UpdateCourseReviewBody }) =>
      callApi(updateCourseReview, { params: { courseId, reviewId }, body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (reviewId: number) => callApi(deleteCourseReview, { params: { courseId, reviewId } }),
    onSuccess,
  });
  return { create, update, remove };
}
