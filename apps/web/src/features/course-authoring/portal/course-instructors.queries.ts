import {
  type AuthoringInstructor,
  addCourseInstructor,
  listAuthoringInstructors,
  listInstructorCandidates,
  removeCourseInstructor,
  updateCourseInstructor,
} from '@manara/contract';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { authoringCourseKeys } from './course-authoring.queries.ts';

/** A course's instructors as its authors see them (hidden ones too), and the members who may join them. */
export const courseInstructorKeys = queryKeysFactory('course-instructors');
export const instructorCandidateKeys = queryKeysFactory('instructor-candidates');

/** How many candidates the "add instructor" field lists for one search. */
const CANDIDATES_SHOWN = 20;

type InstructorList = { data: AuthoringInstructor[]; total: number };

export function useCourseInstructors(courseId: number) {
  return useQuery({
    queryKey: courseInstructorKeys.detail(courseId),
    queryFn: ({ signal }) => callApi(listAuthoringInstructors, { params: { courseId }, signal }),
  });
}

/** `GET courses/{id}/instructor-candidates`, searched on the server; the options shown stay while the next load. */
export function useInstructorCandidates(courseId: number, search: string) {
  return useQuery({
    queryKey: instructorCandidateKeys.list({ courseId, search }),
    queryFn: ({ signal }) =>
      callApi(listInstructorCandidates, {
        params: { courseId },
        query: { skip: 0, take: CANDIDATES_SHOWN, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The list the server answers replaces the cached one; the candidates (who teaches it already)
 * and the editor's course (which holds its instructors too) are read again.
 */
function afterChange(queryClient: QueryClient, courseId: number, list?: InstructorList): void {
  if (list) queryClient.setQueryData(courseInstructorKeys.detail(courseId), list);
  else void queryClient.invalidateQueries({ queryKey: courseInstructorKeys.detail(courseId) });
  void queryClient.invalidateQueries({ queryKey: instructorCandidateKeys.all });
  void queryClient.invalidateQueries({ queryKey: authoringCourseKeys.detail(courseId) });
}

/** Add, hide or show, and remove the course's instructors. */
export function useInstructorMutations(courseId: number) {
  const queryClient = useQueryClient();
  const key = courseInstructorKeys.detail(courseId);
  return {
    add: useMutation({
      mutationFn: (body: { userId: number; isHidden: boolean }) =>
        callApi(addCourseInstructor, { params: { courseId }, body }),
      onSuccess: (list) => afterChange(queryClient, courseId, list),
    }),
    // The switch moves at once and goes back if the server refuses, so that it never waits for the answer.
    setHidden: useMutation({
      mutationFn: ({ userId, isHidden }: { userId: number; isHidden: boolean }) =>
        callApi(updateCourseInstructor, { params: { courseId, userId }, body: { isHidden } }),
      onMutate: async ({ userId, isHidden }) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<InstructorList>(key);
        if (before) {
          queryClient.setQueryData<InstructorList>(key, {
            ...before,
            data: before.data.map((row) => (row.id === userId ? { ...row, isHidden } : row)),
          });
        }
        return { before };
      },
      onError: (_error, _variables, context) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
      },
      onSuccess: (list) => afterChange(queryClient, courseId, list),
    }),
    remove: useMutation({
      mutationFn: (instructor: AuthoringInstructor) =>
        callApi(removeCourseInstructor, { params: { courseId, userId: instructor.id } }),
      onSuccess: () => afterChange(queryClient, courseId),
    }),
  };
}
