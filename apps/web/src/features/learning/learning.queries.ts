import {
  type CourseCompletion,
  createSubsectionNote,
  deleteSubsectionNote,
  getCourseAnnouncement,
  getCourseOverview,
  getCourseSectionsProgress,
  getCourseSubsection,
  getLastVisitedSubsection,
  type Lesson,
  listCourseAnnouncements,
  listCourseNotes,
  listCourseSections,
  markSubsectionFinished,
  setLastVisitedSubsection,
  unmarkSubsectionFinished,
  updateSubsectionNote,
} from '@manara/contract';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { getSession, useSession } from '../auth/session.ts';
import { certificateKeys } from '../certificates/certificates.queries.ts';

/**
 * Keys of the course content area: everything of one course sits under `course(courseId)`, so
 * that marking a lesson refreshes the outline, progress and overview together.
 */
export const learningKeys = {
  all: ['learning'] as const,
  course: (courseId: number) => [...learningKeys.all, 'course', courseId] as const,
  overview: (courseId: number, language: string) => [...learningKeys.course(courseId), 'overview', language] as const,
  sections: (courseId: number, language: string) => [...learningKeys.course(courseId), 'sections', language] as const,
  progress: (courseId: number) => [...learningKeys.course(courseId), 'progress'] as const,
  lastVisited: (courseId: number) => [...learningKeys.course(courseId), 'last-visited'] as const,
  lesson: (courseId: number, subsectionId: number) =>
    [...learningKeys.course(courseId), 'lesson', subsectionId] as const,
  notes: (courseId: number, page?: unknown) => [...learningKeys.course(courseId), 'notes', page] as const,
  announcements: (courseId: number, page?: unknown) =>
    [...learningKeys.course(courseId), 'announcements', page] as const,
  announcement: (courseId: number, announcementId: number) =>
    [...learningKeys.course(courseId), 'announcement', announcementId] as const,
};

/**
 * The course area's frame and a lesson are prefetched when their route matches (routes.ts): kept
 * fresh this long, so that the page mounting right after does not ask again. Marking a lesson
 * updates or invalidates them.
 */
const PREFETCHED_STALE_MS = 30_000;

const overviewQuery = (courseId: number, language: string) =>
  queryOptions({
    queryKey: learningKeys.overview(courseId, language),
    queryFn: ({ signal }) => callApi(getCourseOverview, { params: { courseId }, signal }),
    staleTime: PREFETCHED_STALE_MS,
  });

const sectionsQuery = (courseId: number, language: string) =>
  queryOptions({
    queryKey: learningKeys.sections(courseId, language),
    queryFn: ({ signal }) => callApi(listCourseSections, { params: { courseId }, signal }),
    staleTime: PREFETCHED_STALE_MS,
  });

const progressQuery = (courseId: number) =>
  queryOptions({
    queryKey: learningKeys.progress(courseId),
    queryFn: ({ signal }) => callApi(getCourseSectionsProgress, { params: { courseId }, signal }),
    staleTime: PREFETCHED_STALE_MS,
  });

const lessonQuery = (courseId: number, subsectionId: number) =>
  queryOptions({
    queryKey: learningKeys.lesson(courseId, subsectionId),
    queryFn: ({ signal }) => callApi(getCourseSubsection, { params: { subsectionId }, signal }),
    staleTime: PREFETCHED_STALE_MS,
  });

/** The course's name, description, instructors and dates (its public overview), in the current language. */
export function useCourseOverview(courseId: number) {
  const { language } = useLanguage();
  // 0: the address names no course (the page shows the 404 page without asking).
  return useQuery({ ...overviewQuery(courseId, language), enabled: courseId > 0 });
}

/** The outline as the caller sees it: sections, lessons, finished ticks, locks. */
export function useCourseSections(courseId: number) {
  const { language } = useLanguage();
  return useQuery({ ...sectionsQuery(courseId, language), enabled: courseId > 0 });
}

export function useCourseProgress(courseId: number, enabled = true) {
  return useQuery({ ...progressQuery(courseId), enabled: enabled && courseId > 0 });
}

/**
 * What the frame of a course's pages shows (`CourseLayout`): its overview, its outline and the
 * signed-in learner's progress, asked together (the progress of a course the caller does not
 * learn is refused, and stays unused in the cache), and the lesson of a lesson's address.
 */
export function prefetchCourseArea(queryClient: QueryClient, courseId: number, subsectionId?: number): void {
  const language = currentLanguage();
  void queryClient.prefetchQuery(overviewQuery(courseId, language));
  void queryClient.prefetchQuery(sectionsQuery(courseId, language));
  if (getSession()) void queryClient.prefetchQuery(progressQuery(courseId));
  if (subsectionId !== undefined) void queryClient.prefetchQuery(lessonQuery(courseId, subsectionId));
}

export function useLastVisitedSubsection(courseId: number) {
  return useQuery({
    queryKey: learningKeys.lastVisited(courseId),
    queryFn: ({ signal }) => callApi(getLastVisitedSubsection, { params: { courseId }, signal }),
    staleTime: 0,
    enabled: courseId > 0,
  });
}

export function useLesson(courseId: number, subsectionId: number) {
  return useQuery({ ...lessonQuery(courseId, subsectionId), retry: false });
}

/** Remembers the lesson a learner opened, so that the course resumes there. */
export function useRecordLastVisited(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subsectionId: number) =>
      callApi(setLastVisitedSubsection, { params: { courseId }, body: { subsectionId } }),
    onSuccess: (data) => queryClient.setQueryData(learningKeys.lastVisited(courseId), data),
  });
}

/**
 * Marks a lesson finished or not. The lesson and the header's progress change at once from the
 * answer; the outline, overview and certificate refetch (finishing may issue a certificate).
 */
export function useMarkLessonFinished(courseId: number, subsectionId: number) {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? 0;
  return useMutation({
    mutationFn: (isFinished: boolean) =>
      callApi(isFinished ? markSubsectionFinished : unmarkSubsectionFinished, {
        params: { userId, subsectionId },
      }),
    onSuccess: (data) => {
      queryClient.setQueryData<Lesson>(learningKeys.lesson(courseId, subsectionId), (lesson) =>
        lesson ? { ...lesson, isFinished: data.isFinished } : lesson,
      );
      queryClient.setQueryData<CourseCompletion & { sections: unknown[] }>(learningKeys.progress(courseId), (old) =>
        old ? { ...old, ...data.course } : old,
      );
      void queryClient.invalidateQueries({ queryKey: learningKeys.course(courseId) });
      void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
    },
  });
}

export function useCourseNotes(courseId: number, page: { skip: number; take: number }) {
  return useQuery({
    queryKey: learningKeys.notes(courseId, page),
    queryFn: ({ signal }) => callApi(listCourseNotes, { params: { courseId }, query: page, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Notes change the lesson's list and the course's list: both refetch. */
function useInvalidateNotes(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: learningKeys.notes(courseId) }),
      queryClient.invalidateQueries({ queryKey: [...learningKeys.course(courseId), 'lesson'] }),
    ]);
}

export function useCreateNote(courseId: number) {
  const invalidate = useInvalidateNotes(courseId);
  return useMutation({
    mutationFn: (input: { subsectionId: number; note: string; position: number | null }) =>
      callApi(createSubsectionNote, {
        params: { subsectionId: input.subsectionId },
        body: { note: input.note, position: input.position },
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateNote(courseId: number) {
  const invalidate = useInvalidateNotes(courseId);
  return useMutation({
    mutationFn: (input: { subsectionId: number; noteId: number; note: string; position: number | null }) =>
      callApi(updateSubsectionNote, {
        params: { subsectionId: input.subsectionId, noteId: input.noteId },
        body: { note: input.note, position: input.position },
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteNote(courseId: number) {
  const invalidate = useInvalidateNotes(courseId);
  return useMutation({
    mutationFn: (input: { subsectionId: number; noteId: number }) => callApi(deleteSubsectionNote, { params: input }),
    onSuccess: invalidate,
  });
}

export function useCourseAnnouncements(courseId: number, page: { skip: number; take: number }) {
  return useQuery({
    queryKey: learningKeys.announcements(courseId, page),
    queryFn: ({ signal }) => callApi(listCourseAnnouncements, { params: { courseId }, query: page, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCourseAnnouncement(courseId: number, announcementId: number) {
  return useQuery({
    queryKey: learningKeys.announcement(courseId, announcementId),
    queryFn: ({ signal }) => callApi(getCourseAnnouncement, { params: { announcementId }, signal }),
  });
}
