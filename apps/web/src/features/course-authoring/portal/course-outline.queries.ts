import {
  type AuthoringSection,
  type CallBody,
  type CallResponse,
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
type Outline = CallResponse<typeof listAuthoringSections>;

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
    /** Shows the new order at once, and puts the previous one back when the server refuses it. */
    reorder: useMutation({
      mutationFn: (sections: readonly AuthoringSection[]) =>
        callApi(reorderCourseSections, {
          params: { courseId },
          body: { sections: sections.map((s) => ({ id: s.id, subsectionIds: s.subsections.map((l) => l.id) })) },
        }),
      onMutate: async (sections) => {
        const key = outlineKeys.detail(courseId);
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<Outline>(key);
        if (previous) queryClient.setQueryData<Outline>(key, { ...previous, data: [...sections] });
        return { previous };
      },
      onSuccess: (outline) => queryClient.setQueryData(outlineKeys.detail(courseId), outline),
      onError: (_error, _sections, context) => {
        if (context?.previous) queryClient.setQueryData(outlineKeys.detail(courseId), context.previous);
        void refresh();
      },
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

/**
 * The outline with a section dropped on another section's place, or a lesson dropped on another
 * lesson's place (in its section or another) or into a section (at its end). Anything else: as it was.
 */
export function dropped(
  sections: readonly AuthoringSection[],
  active: { kind: 'section' | 'lesson'; id: number },
  over: { kind: 'section' | 'lesson'; id: number },
): AuthoringSection[] {
  if (active.kind === 'section') {
    const from = sections.findIndex((s) => s.id === active.id);
    const to =
      over.kind === 'section'
        ? sections.findIndex((s) => s.id === over.id)
        : sections.findIndex((s) => s.subsections.some((l) => l.id === over.id));
    if (from < 0 || to < 0 || from === to) return [...sections];
    const next = [...sections];
    const [section] = next.splice(from, 1);
    next.splice(to, 0, section as AuthoringSection);
    return next;
  }
  const source = sections.find((s) => s.subsections.some((l) => l.id === active.id));
  const lesson = source?.subsections.find((l) => l.id === active.id);
  const target =
    over.kind === 'section'
      ? sections.find((s) => s.id === over.id)
      : sections.find((s) => s.subsections.some((l) => l.id === over.id));
  if (!source || !lesson || !target || (over.kind === 'lesson' && over.id === active.id)) return [...sections];
  const without = sections.map((s) =>
    s.id === source.id ? { ...s, subsections: s.subsections.filter((l) => l.id !== lesson.id) } : s,
  );
  return without.map((s) => {
    if (s.id !== target.id) return s;
    const subsections = [...s.subsections];
    // Before the lesson dropped on (its place before the move: in its own section, the lesson takes that place).
    const index = over.kind === 'lesson' ? target.subsections.findIndex((l) => l.id === over.id) : subsections.length;
    subsections.splice(index, 0, { ...lesson, sectionId: target.id });
    return { ...s, subsections };
  });
}
