import {
  listCourses,
  listOrganizationCourseReviews,
  moderateCourseReview,
  type OrganizationCourseReview,
  type ReviewSortColumn,
  type ReviewStatus,
  type SortOrder,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

/** Every review of the organization, as course administrators moderate them. */
export const moderationKeys = queryKeysFactory('review-moderation');
const moderationCourseKeys = queryKeysFactory('review-moderation-courses');

export type ModerationQuery = {
  skip: number;
  take: number;
  status: ReviewStatus | null;
  rating: number | null;
  courseId: number | null;
  sort: ReviewSortColumn;
  order: SortOrder;
};

export function useOrganizationReviews(query: ModerationQuery) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: moderationKeys.list({ language, ...query }),
    queryFn: ({ signal }) =>
      callApi(listOrganizationCourseReviews, {
        query: {
          skip: query.skip,
          take: query.take,
          ...(query.status ? { status: query.status } : {}),
          ...(query.rating ? { rating: query.rating } : {}),
          ...(query.courseId ? { courseId: query.courseId } : {}),
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The organization's courses matching a search, for the course filter. */
export function useModerationCourseChoices(search: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: moderationCourseKeys.list({ language, search }),
    queryFn: ({ signal }) => callApi(listCourses, { query: { take: 20, ...(search ? { search } : {}) }, signal }),
    select: (page) => page.data.map((course) => ({ id: course.id, name: course.name })),
    placeholderData: keepPreviousData,
  });
}

/** Hides a review or publishes it again; every list of reviews (the learners' too) is fetched again. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, status }: { review: OrganizationCourseReview; status: ReviewStatus }) =>
      callApi(moderateCourseReview, { params: { courseId: review.courseId }, body: { reviewId: review.id, status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
