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

export function useDeleteCertificateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => callApi(deleteCertificateTemplate, { params: { templateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateTemplateKeys.all }),
  });
}
