import { getCompletionReport, getCompletionReportCsv, listEnrolledStudents } from '@manara/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { csvFileName, fetchCsv, saveFile } from './csv-download.ts';

/** A course's learners as its authors see them, and its completion in figures. */
export const enrolledStudentKeys = queryKeysFactory('enrolled-students');
const completionKeys = queryKeysFactory('completion-report');

export type StudentsQuery = { skip: number; take: number; search: string };

/** `GET courses/{id}/enrolled-students`, searched and paged on the server; the page shown stays while the next loads. */
export function useEnrolledStudents(courseId: number, query: StudentsQuery) {
  return useQuery({
    queryKey: enrolledStudentKeys.list({ courseId, ...query }),
    queryFn: ({ signal }) =>
      callApi(listEnrolledStudents, {
        params: { courseId },
        query: { skip: query.skip, take: query.take, search: query.search || undefined },
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

/** Downloads the completion report of every learner as the server writes it (CSV, UTF-8 with a byte-order mark). */
export function useExportCompletionReport(courseId: number, courseName: string) {
  return useMutation({
    mutationFn: async () => {
      const blob = await fetchCsv(getCompletionReportCsv.path, { courseId });
      saveFile(blob, csvFileName('completion', courseName, new Date()));
    },
  });
}
