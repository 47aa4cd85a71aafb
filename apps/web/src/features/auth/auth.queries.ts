import { getRegistrationForm } from '@manara/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, currentOrganizationId } from '../../api/client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';

export const registrationFormKeys = queryKeysFactory('registration-form');

/** The organization's registration form in the current language. */
export function useRegistrationForm() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: registrationFormKeys.detail(`${currentOrganizationId()}-${language}`),
    queryFn: ({ signal }) => callApi(getRegistrationForm, { signal }),
    staleTime: 5 * 60_000,
  });
}
