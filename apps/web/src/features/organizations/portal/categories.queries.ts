import {
  createCourseCategory,
  deleteCourseCategory,
  listAuthoringCategories,
  type ManagedCategory,
  updateCourseCategory,
} from '@manara/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

export const categoryKeys = queryKeysFactory('managed-categories');
/** The course editor's category choice (in the reader's language) shows the change too. */
const editorCategoryKeys = queryKeysFactory('authoring-categories');

/** What the dialog sets: both names, the parent (null: the top level) and the position among siblings. */
export type CategoryFields = { name: string; nameAr: string; parentId: number | null; position: number };

/** The largest page the call gives. */
const PAGE = 100;

/**
 * Every category of the organization (a tree is not paged): page after page of the staff list,
 * usually one. In the server's order: position, then name.
 */
export function useAllCategories() {
  return useQuery({
    queryKey: categoryKeys.list({ all: true }),
    queryFn: async ({ signal }) => {
      const categories: ManagedCategory[] = [];
      for (let skip = 0; ; skip += PAGE) {
        const page = await callApi(listAuthoringCategories, { query: { skip, take: PAGE }, signal });
        categories.push(...page.data);
        if (page.data.length < PAGE || categories.length >= page.total) return categories;
      }
    },
  });
}

/** Adding, renaming, moving and deleting a category; each refreshes the lists. */
export function useCategoryMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    void queryClient.invalidateQueries({ queryKey: editorCategoryKeys.all });
  };
  return {
    create: useMutation({
      mutationFn: (body: CategoryFields) => callApi(createCourseCategory, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ categoryId, ...body }: CategoryFields & { categoryId: number }) =>
        callApi(updateCourseCategory, { params: { categoryId }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (categoryId: number) => callApi(deleteCourseCategory, { params: { categoryId } }),
      onSuccess,
    }),
  };
}
