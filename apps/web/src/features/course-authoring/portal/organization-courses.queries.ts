import {
  listOrganizationCourses,
  type OrganizationCourse,
  type OrganizationCourseSortColumn,
  type SortOrder,
  setCoursePublished,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { instructedCourseKeys } from '../../portal/portal.queries.ts';
import { authoringCourseKeys } from './course-authoring.queries.ts';

/** Every course of the organization (`org-courses-management/courses`), for course administrators. */
export const organizationCourseKeys = queryKeysFactory('organization-courses');

/** A course's approval status (pending, approved, rejected). */
export type CourseStatus = OrganizationCourse['status'];

export type OrganizationCoursesQuery = {
  skip: number;
  take: number;
  search: string;
  published: 'published' | 'unpublished' | null;
  status: CourseStatus | null;
  categoryId: number | null;
  sort: OrganizationCourseSortColumn;
  order: SortOrder;
};

/** A page of the organization's courses, searched, filtered and sorted on the server; the page shown stays while the next loads. */
export function useOrganizationCourses(query: OrganizationCoursesQuery) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: organizationCourseKeys.list({ language, ...query }),
    queryFn: ({ signal }) =>
      callApi(listOrganizationCourses, {
        query: {
          skip: query.skip,
          take: query.take,
          ...(query.search ? { search: query.search } : {}),
          ...(query.published ? { published: query.published } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.categoryId ? { categoryId: query.categoryId } : {}),
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Publishes or unpublishes any course of the organization (an administrator's publishing approves
 * it too); the lists and the course's editor read it again.
 */
export function usePublishOrganizationCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, isPublished }: { courseId: number; isPublished: boolean }) =>
      callApi(setCoursePublished, { params: { courseId }, body: { isPublished } }),
    onSuccess: (course) => {
      queryClient.setQueryData(authoringCourseKeys.detail(course.id), course);
      void queryClient.invalidateQueries({ queryKey: organizationCourseKeys.all });
      void queryClient.invalidateQueries({ queryKey: instructedCourseKeys.all });
    },
  });
}
