import {
  type AuthoringSection,
  type CallBody,
  createCourseSection,
  createCourseSubsection,
  deleteCourseSection,
  deleteCourseSubsection,
  listAuthoringSections,
  reorderCourseSections,
  updateCourseSection,
  updateCourseSubsection,
} from '@manara/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

/** The authors' outline (`courses/{id}/sections/instructors`): every section and lesson, unpublished too. */
export const outlineKeys = queryKeysFactory('authoring-outline');

export type SectionChanges = CallBody<typeof updateCourseSection>;
export type LessonChanges = CallBody<typeof updateCourseSubsection>;

export function useCourseOutline(courseId: number) {
  return useQuery({
    queryKey: outlineKeys.detail(courseId),
    queryFn: ({ signal }) => callApi(listAuthoringSections, { params: { courseId }, signal }),
  });
}

/**
 * The outline's changes: each reads the outline again when it is done (a change may renumber
 * positions or move progress), except reordering, whose answer is the whole new outline.
 */
export function useOutlineMutations(courseId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: outlineKeys.detail(courseId) });
  const options = { onSettled: refresh };
  return {
    addSection: useMutation({
      mutationFn: (name: string) => callApi(createCourseSection, { params: { courseId }, body: { name } }),
      ...options,
    }),
    updateSection: useMutation({
      mutationFn: ({ sectionId, body }: { sectionId: number; body: SectionChanges }) =>
        callApi(updateCourseSection, { params: { sectionId }, body }),
      ...options,
    }),
    deleteSection: useMutation({
      mutationFn: (sectionId: number) => callApi(deleteCourseSection, { params: { sectionId } }),
      ...options,
    }),
    addLesson: useMutation({
      mutationFn: ({ sectionId, name }: { sectionId: number; name: string }) =>
        callApi(createCourseSubsection, { params: { sectionId }, body: { name, isTextOnly: true } }),
      ...options,
    }),
    updateLesson: useMutation({
      mutationFn: ({ subsectionId, body }: { subsectionId: number; body: LessonChanges }) =>
        callApi(updateCourseSubsection, { params: { subsectionId }, body }),
      ...options,
    }),
    deleteLesson: useMutation({
      mutationFn: (subsectionId: number) => callApi(deleteCourseSubsection, { params: { subsectionId } }),
      ...options,
    }),
    reorder: useMutation({
      mutationFn: (sections: readonly AuthoringSection[]) =>
        callApi(reorderCourseSections, {
          params: { courseId },
          body: { sections: sections.map((s) => ({ id: s.id, subsectionIds: s.subsections.map((l) => l.id) })) },
        }),
      onSuccess: (outline) => queryClient.setQueryData(outlineKeys.detail(courseId), outline),
      onError: refresh,
    }),
  };
}

/** The outline with one item moved one place up (-1) or down (+1) among its siblings; lessons stay in their section. */
export function moved(
  sections: readonly AuthoringSection[],
  item: { sectionId: number; subsectionId?: number },
  step: -1 | 1,
): AuthoringSection[] {
  const swap = <T>(list: readonly T[], index: number): T[] => {
    const next = [...list];
    const target = index + step;
    if (index < 0 || target < 0 || target >= next.length) return next;
    [next[index], next[target]] = [next[target] as T, next[index] as T];
    return next;
  };
  const sectionIndex = sections.findIndex((s) => s.id === item.sectionId);
  if (item.subsectionId === undefined) return swap(sections, sectionIndex);
  return sections.map((section) =>
    section.id === item.sectionId
      ? {
          ...section,
          subsections: swap(
            section.subsections,
            section.subsections.findIndex((l) => l.id === item.subsectionId),
          ),
        }
      : section,
  );
}
