import {
  type AuthoringCourse,
  type CreateCourseBody,
  createCourse,
  getAuthoringCourse,
  getCourseApproval,
  listCourseCategories,
  requestCourseApproval,
  setCoursePublished,
  type UpdateCourseBody,
  updateCourse,
  upsertCourseTranslation,
} from '@manara/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { instructedCourseKeys } from '../../portal/portal.queries.ts';

/** The course as its authors edit it (`courses/{id}/instructor`) and its approval state. */
export const authoringCourseKeys = queryKeysFactory('authoring-courses');
const approvalKeys = queryKeysFactory('course-approval');
const categoryKeys = queryKeysFactory('authoring-categories');

/** An answer of the course replaces the cached one; the teaching home's list follows. */
function showCourse(queryClient: QueryClient, course: AuthoringCourse): void {
  queryClient.setQueryData(authoringCourseKeys.detail(course.id), course);
  void queryClient.invalidateQueries({ queryKey: instructedCourseKeys.all });
  void queryClient.invalidateQueries({ queryKey: approvalKeys.detail(course.id) });
}

export function useAuthoringCourse(courseId: number) {
  return useQuery({
    queryKey: authoringCourseKeys.detail(courseId),
    queryFn: ({ signal }) => callApi(getAuthoringCourse, { params: { courseId }, signal }),
  });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCourseBody) => callApi(createCourse, { body }),
    onSuccess: (course) => showCourse(queryClient, course),
  });
}

export function useUpdateCourse(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCourseBody) => callApi(updateCourse, { params: { courseId }, body }),
    onSuccess: (course) => showCourse(queryClient, course),
  });
}

export type TranslationBody = {
  language: 'en' | 'ar';
  name: string;
  briefDescription: string;
  description: string;
  welcomeMessage: string;
  courseSyllabus: string;
};

/** `POST courses/{id}/translations`: the course's texts in its other language; the course is read again. */
export function useUpsertTranslation(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TranslationBody) => callApi(upsertCourseTranslation, { params: { courseId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authoringCourseKeys.detail(courseId) }),
  });
}

export function useSetCoursePublished(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPublished: boolean) => callApi(setCoursePublished, { params: { courseId }, body: { isPublished } }),
    onSuccess: (course) => showCourse(queryClient, course),
  });
}

export function useCourseApproval(courseId: number) {
  return useQuery({
    queryKey: approvalKeys.detail(courseId),
    queryFn: ({ signal }) => callApi(getCourseApproval, { params: { courseId }, signal }),
  });
}

export function useRequestApproval(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      callApi(requestCourseApproval, { params: { courseId }, body: note.trim() ? { note: note.trim() } : {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.detail(courseId) });
      void queryClient.invalidateQueries({ queryKey: authoringCourseKeys.detail(courseId) });
    },
  });
}

/** The organization's categories in the interface's language, for the course's category field. */
export function useCourseCategories() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: categoryKeys.list({ language }),
    queryFn: ({ signal }) => callApi(listCourseCategories, { query: { take: 500 }, signal }),
    staleTime: 5 * 60_000,
  });
}
