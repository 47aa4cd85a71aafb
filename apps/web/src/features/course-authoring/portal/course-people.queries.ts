import {
  createCourseAnnouncement,
  deleteCourseAnnouncement,
  type EnrolledStudentSortColumn,
  getCompletionReport,
  getCompletionReportCsv,
  getGradeReportCsv,
  listAuthoredCourseAnnouncements,
  listEnrolledStudents,
  type SortOrder,
  type UpdateCourseAnnouncementBody,
  updateCourseAnnouncement,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { csvFileName, fetchCsv, saveFile } from './csv-download.ts';
import type { Download } from './csv-export-button.tsx';

/** A course's learners as its authors see them, and its completion in figures. */
export const enrolledStudentKeys = queryKeysFactory('enrolled-students');
const completionKeys = queryKeysFactory('completion-report');

export type StudentsQuery = {
  skip: number;
  take: number;
  search: string;
  sort: EnrolledStudentSortColumn;
  order: SortOrder;
};

/** `GET courses/{id}/enrolled-students`, searched and paged on the server; the page shown stays while the next loads. */
export function useEnrolledStudents(courseId: number, query: StudentsQuery) {
  return useQuery({
    queryKey: enrolledStudentKeys.list({ courseId, ...query }),
    queryFn: ({ signal }) =>
      callApi(listEnrolledStudents, {
        params: { courseId },
        query: {
          skip: query.skip,
          take: query.take,
          search: query.search || undefined,
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The completion report's figures (its per-learner rows are the students' table and the CSV). */
export function useCompletionFigures(courseId: number) {
  return useQuery({
    queryKey: completionKeys.detail(courseId),
    queryFn: ({ signal }) =>
      callApi(getCompletionReport, { params: { courseId }, query: { skip: 0, take: 1 }, signal }),
  });
}

/** The course's reports as CSV, as the server writes them (UTF-8 with a byte-order mark), named by the course and the day. */
export const reportDownloads = {
  completion: getCompletionReportCsv.path,
  grades: getGradeReportCsv.path,
} as const;

/** Downloads one of the course's reports of every learner, telling `onProgress` how much has arrived. */
export function downloadReport(report: keyof typeof reportDownloads, course: { id: number; name: string }): Download {
  return async (onProgress) => {
    const blob = await fetchCsv(reportDownloads[report], { courseId: course.id }, onProgress);
    saveFile(blob, csvFileName(report, course.name, new Date()));
  };
}

/** The course's announcements as its authors see them (drafts and scheduled ones too). */
export const authoredAnnouncementKeys = queryKeysFactory('authored-course-announcements');

export function useAuthoredAnnouncements(courseId: number, page: { skip: number; take: number }) {
  return useQuery({
    queryKey: authoredAnnouncementKeys.list({ courseId, ...page }),
    queryFn: ({ signal }) => callApi(listAuthoredCourseAnnouncements, { params: { courseId }, query: page, signal }),
    placeholderData: keepPreviousData,
  });
}

export type AnnouncementChanges = UpdateCourseAnnouncementBody & { title: string; content: string };

/** Post, change and delete a course's announcements; the list is read again after each. */
export function useAnnouncementMutations(courseId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: authoredAnnouncementKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: AnnouncementChanges) => callApi(createCourseAnnouncement, { params: { courseId }, body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ announcementId, body }: { announcementId: number; body: UpdateCourseAnnouncementBody }) =>
        callApi(updateCourseAnnouncement, { params: { announcementId }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (announcementId: number) => callApi(deleteCourseAnnouncement, { params: { announcementId } }),
      onSuccess: refresh,
    }),
  };
}
