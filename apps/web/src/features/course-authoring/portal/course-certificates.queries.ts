import {
  type CertificateReportSortColumn,
  getCourseCertificatesReport,
  getPassingCriteria,
  issueCourseCertificates,
  type PassingCriteria,
  revokeCourseCertificate,
  type SortOrder,
  updatePassingCriteria,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { authoringCourseKeys } from './course-authoring.queries.ts';

/** The course's certificates report and its certificate mode, as its authors see them. */
export const certificateReportKeys = queryKeysFactory('course-certificates-report');
const criteriaKeys = queryKeysFactory('course-passing-criteria');

export type CertificateStatus = 'all' | 'issued' | 'notIssued';

export function useCertificatesReport(
  courseId: number,
  query: { skip: number; take: number; status: CertificateStatus; sort: CertificateReportSortColumn; order: SortOrder },
) {
  return useQuery({
    queryKey: certificateReportKeys.list({ courseId, ...query }),
    queryFn: ({ signal }) => callApi(getCourseCertificatesReport, { params: { courseId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePassingCriteria(courseId: number) {
  return useQuery({
    queryKey: criteriaKeys.detail(courseId),
    queryFn: ({ signal }) => callApi(getPassingCriteria, { params: { courseId }, signal }),
  });
}

/** Issues certificates to learners of the course (whatever the criteria); the report is read again. */
export function useIssueCertificates(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => callApi(issueCourseCertificates, { params: { courseId }, body: { userIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateReportKeys.all }),
  });
}

/** Revokes a certificate (its public link then answers 404; issuing again gives a new one); the report is read again. */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateId: string) => callApi(revokeCourseCertificate, { params: { certificateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateReportKeys.all }),
  });
}

/** Changes the course's certificate mode and passing criteria; the answer replaces the cached criteria. */
export function useUpdatePassingCriteria(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PassingCriteria) => callApi(updatePassingCriteria, { params: { courseId }, body }),
    onSuccess: (criteria) => {
      queryClient.setQueryData(criteriaKeys.detail(courseId), criteria);
      void queryClient.invalidateQueries({ queryKey: authoringCourseKeys.detail(courseId) });
      void queryClient.invalidateQueries({ queryKey: certificateReportKeys.all });
    },
  });
}
