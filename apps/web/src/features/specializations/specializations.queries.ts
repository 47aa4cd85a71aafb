import { enrollInSpecialization, getSpecialization, listSpecializations } from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { courseKeys } from '../catalogue/catalogue.queries.ts';

export const specializationKeys = queryKeysFactory('specializations');

export const specializationPaths = {
  list: '/lms/specializations',
  overview: (specializationId: number) => `/lms/specializations/${specializationId}/overview`,
};

/** The organization's specializations, a page at a time, in the current language. */
export function useSpecializations(query: { skip: number; take: number; search?: string }) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: specializationKeys.list({ ...query, language }),
    queryFn: ({ signal }) => callApi(listSpecializations, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSpecialization(specializationId: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: specializationKeys.detail(specializationId, { language }),
    queryFn: ({ signal }) => callApi(getSpecialization, { params: { specializationId }, signal }),
    enabled: specializationId > 0,
  });
}

/** Enrols in a free specialization (and so in its courses); specializations and course lists refresh. */
export function useEnrollInSpecialization(specializationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(enrollInSpecialization, { params: { specializationId } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: specializationKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
  });
}
