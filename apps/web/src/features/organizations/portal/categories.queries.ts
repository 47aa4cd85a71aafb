import {
  createCourseCategory,
  deleteCourseCategory,
  listAuthoringCategories,
  updateCourseCategory,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

export const categoryKeys = queryKeysFactory('managed-categories');
/** The course editor's category choice (in the reader's language) shows the change too. */
const editorCategoryKeys = queryKeysFactory('authoring-categories');

export type CategoriesQuery = { skip: number; take: number; search: string };
export type CategoryNames = { name: string; nameAr: string };

/** A page of the organization's categories with both names, the previous page kept while the next loads. */
export function useCategories(query: CategoriesQuery) {
  return useQuery({
    queryKey: categoryKeys.list(query),
    queryFn: ({ signal }) =>
      callApi(listAuthoringCategories, {
        query: { skip: query.skip, take: query.take, ...(query.search ? { q: query.search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Adding, renaming and deleting a category; each refreshes the lists. */
export function useCategoryMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    void queryClient.invalidateQueries({ queryKey: editorCategoryKeys.all });
  };
  return {
    create: useMutation({
      mutationFn: (body: CategoryNames) => callApi(createCourseCategory, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ categoryId, ...body }: CategoryNames & { categoryId: number }) =>
        callApi(updateCourseCategory, { params: { categoryId }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (categoryId: number) => callApi(deleteCourseCategory, { params: { categoryId } }),
      onSuccess,
    }),
  };
}
