import {
  type InterestedLearnerSortColumn,
  listCourseReviews,
  listInterestedLearners,
  type SortOrder,
} from '@manara/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

/** Who is interested in the course, and its reviews, as its authors read them. */
const interestedKeys = queryKeysFactory('interested-learners');
const authorReviewKeys = queryKeysFactory('authored-course-reviews');

export type InterestedLearnersQuery = {
  skip: number;
  take: number;
  search: string;
  sort: InterestedLearnerSortColumn;
  order: SortOrder;
};

export function useInterestedLearners(courseId: number, query: InterestedLearnersQuery) {
  return useQuery({
    queryKey: interestedKeys.list({ courseId, ...query }),
    queryFn: ({ signal }) =>
      callApi(listInterestedLearners, {
        params: { courseId },
        query: {
          skip: query.skip,
          take: query.take,
          search: query.search || undefined,
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The course's published reviews in the organization, newest first, with its rating (read-only here). */
export function useAuthorCourseReviews(courseId: number, page: { skip: number; take: number }) {
  return useQuery({
    queryKey: authorReviewKeys.list({ courseId, ...page }),
    queryFn: ({ signal }) => callApi(listCourseReviews, { params: { courseId }, query: page, signal }),
    placeholderData: keepPreviousData,
  });
}
