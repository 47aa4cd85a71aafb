import {
  createSpecialization,
  deleteSpecialization,
  listCourses,
  listManagedSpecializations,
  type ManagedSpecializationSortColumn,
  type SortOrder,
  type SpecializationBody,
  updateSpecialization,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

/** The staff side of specializations: the portal's list and editor. Learners' lists are another key. */
export const managedSpecializationKeys = queryKeysFactory('managed-specializations');
const coursePickerKeys = queryKeysFactory('specialization-course-picker');

export type ManagedSpecializationsQuery = {
  skip: number;
  take: number;
  search: string;
  sort: ManagedSpecializationSortColumn;
  order: SortOrder;
};

export function useManagedSpecializations(query: ManagedSpecializationsQuery) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: managedSpecializationKeys.list({ language, ...query }),
    queryFn: ({ signal }) =>
      callApi(listManagedSpecializations, {
        query: {
          skip: query.skip,
          take: query.take,
          ...(query.search ? { search: query.search } : {}),
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The organization's courses matching a search, for the editor's course picker (the catalogue's search). */
export function useCourseChoices(search: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: coursePickerKeys.list({ language, search }),
    queryFn: ({ signal }) => callApi(listCourses, { query: { take: 20, ...(search ? { search } : {}) }, signal }),
    select: (page) => page.data.map((course) => ({ courseId: course.id, name: course.name })),
    placeholderData: keepPreviousData,
  });
}

/** Creates (no id) or replaces a specialization; the lists (the learners' too) are fetched again. */
export function useSaveSpecialization(specializationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpecializationBody) =>
      specializationId === null
        ? callApi(createSpecialization, { body })
        : callApi(updateSpecialization, { params: { specializationId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedSpecializationKeys.all }),
  });
}

export function useDeleteSpecialization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specializationId: number) => callApi(deleteSpecialization, { params: { specializationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedSpecializationKeys.all }),
  });
}
