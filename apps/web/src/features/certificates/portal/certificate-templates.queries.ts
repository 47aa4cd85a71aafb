import {
  type CreateCertificateTemplateBody,
  createCertificateTemplate,
  deleteCertificateTemplate,
  listCertificateTemplates,
  type UpdateCertificateTemplateBody,
  updateCertificateTemplate,
} from '@manara/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { authoringCourseKeys } from '../../course-authoring/portal/course-authoring.queries.ts';

/** The organization's certificate templates: managed by its administrators, chosen by course authors. */
export const certificateTemplateKeys = queryKeysFactory('certificate-templates');

export function useCertificateTemplates() {
  return useQuery({
    queryKey: certificateTemplateKeys.lists(),
    queryFn: ({ signal }) => callApi(listCertificateTemplates, { signal }),
  });
}

/** Creates a template, or changes one when `templateId` is given; the list is read again (the default may move). */
export function useSaveCertificateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, body }: { templateId: number | null; body: CreateCertificateTemplateBody }) =>
      templateId === null
        ? callApi(createCertificateTemplate, { body })
        : callApi(updateCertificateTemplate, { params: { templateId }, body: body as UpdateCertificateTemplateBody }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateTemplateKeys.all }),
  });
}

/** Deletes a template; the courses that named it now name none, so the courses read are read again. */
export function useDeleteCertificateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => callApi(deleteCertificateTemplate, { params: { templateId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: certificateTemplateKeys.all });
      void queryClient.invalidateQueries({ queryKey: authoringCourseKeys.all });
    },
  });
}
