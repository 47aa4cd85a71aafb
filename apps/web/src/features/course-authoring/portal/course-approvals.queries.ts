import {
  type ApprovalRequestSortColumn,
  type ApprovalStatus,
  decideCourseApprovalRequest,
  listCourseApprovalRequests,
  type SortOrder,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { instructedCourseKeys } from '../../portal/portal.queries.ts';
import { authoringCourseKeys } from './course-authoring.queries.ts';

/** The organization's approval requests (`course-approval-requests`), for course administrators. */
export const approvalRequestKeys = queryKeysFactory('course-approval-requests');

export type ApprovalRequestsQuery = {
  skip: number;
  take: number;
  status: ApprovalStatus | null;
  sort: ApprovalRequestSortColumn;
  order: SortOrder;
};

export function useApprovalRequests(query: ApprovalRequestsQuery) {
  return useQuery({
    queryKey: approvalRequestKeys.list(query),
    queryFn: ({ signal }) =>
      callApi(listCourseApprovalRequests, {
        query: {
          skip: query.skip,
          take: query.take,
          ...(query.status ? { status: query.status } : {}),
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Approves or rejects a pending request; the lists and the course (its status follows) are read again. */
export function useDecideApprovalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { requestId: number; status: 'APPROVED' | 'REJECTED' }) =>
      callApi(decideCourseApprovalRequest, {
        params: { requestId: decision.requestId },
        body: { status: decision.status },
      }),
    onSuccess: (request) => {
      void queryClient.invalidateQueries({ queryKey: approvalRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: instructedCourseKeys.all });
      void queryClient.invalidateQueries({ queryKey: authoringCourseKeys.detail(request.courseId) });
    },
  });
}
