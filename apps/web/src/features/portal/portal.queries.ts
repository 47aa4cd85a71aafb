import { type InstructedCourseSortColumn, listInstructedCourses, type SortOrder } from '@manara/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { useSession } from '../auth/session.ts';

/** The portal's own lists (its modes' homes); a domain's staff pages keep theirs beside them. */
export const instructedCourseKeys = queryKeysFactory('instructed-courses');

export type InstructedCoursesQuery = {
  skip: number;
  take: number;
  search: string;
  sort: InstructedCourseSortColumn;
  order: SortOrder;
};

/** A page of the courses the signed-in user teaches (`users/{userId}/instructed-courses`), the previous page kept while the next loads. */
export function useInstructedCourses(query: InstructedCoursesQuery) {
  const userId = useSession()?.user.id ?? 0;
  const { language } = useLanguage();
  return useQuery({
    queryKey: instructedCourseKeys.list({ userId, language, ...query }),
    queryFn: ({ signal }) =>
      callApi(listInstructedCourses, {
        params: { userId },
        query: {
          skip: query.skip,
          take: query.take,
          ...(query.search ? { search: query.search } : {}),
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}
