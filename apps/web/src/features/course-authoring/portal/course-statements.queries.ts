import {
  type ConfirmationCheckboxDetail,
  createConfirmationCheckbox,
  deleteConfirmationCheckbox,
  listAuthoringConfirmationCheckboxes,
} from '@manara/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

/** A course's confirmation statements as its authors edit them (`confirmation-checkboxes/instructor`). */
const statementKeys = queryKeysFactory('authoring-statements');

export function useCourseStatements(courseId: number) {
  return useQuery({
    queryKey: statementKeys.list({ courseId }),
    queryFn: ({ signal }) => callApi(listAuthoringConfirmationCheckboxes, { params: { courseId }, signal }),
  });
}

export type StatementTexts = { language: 'en' | 'ar'; text: string }[];

/** The next statement's position: after the last one. */
export function nextPosition(statements: readonly ConfirmationCheckboxDetail[]): number {
  return statements.reduce((last, statement) => Math.max(last, statement.position + 1), 0);
}

/** Adds a statement after the others; the list is read again. */
export function useAddStatement(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ translations, position }: { translations: StatementTexts; position: number }) =>
      callApi(createConfirmationCheckbox, { params: { courseId }, body: { translations, position } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.list({ courseId }) }),
  });
}

/** Deletes a statement and its answers (the server keeps nothing to undo); the list is read again. */
export function useDeleteStatement(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkboxId: number) => callApi(deleteConfirmationCheckbox, { params: { courseId, checkboxId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.list({ courseId }) }),
  });
}
