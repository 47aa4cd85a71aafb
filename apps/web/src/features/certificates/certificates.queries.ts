import { getCertificateVerification, getMyCourseCertificate, listUserCourseCertificates } from '@manara/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { useSession } from '../auth/session.ts';

export const certificateKeys = queryKeysFactory('course-certificates');

/** The signed-in learner's certificates, a page at a time (course names in the current language). */
export function useMyCertificates(page: { skip: number; take: number }) {
  const session = useSession();
  const { language } = useLanguage();
  const userId = session?.user.id ?? 0;
  return useQuery({
    queryKey: certificateKeys.list({ ...page, userId, language }),
    queryFn: ({ signal }) => callApi(listUserCourseCertificates, { params: { userId }, query: page, signal }),
    enabled: userId > 0,
  });
}

/** The signed-in learner's certificate of one course, or what is still needed for it. */
export function useMyCourseCertificate(courseId: number) {
  const session = useSession();
  const { language } = useLanguage();
  const userId = session?.user.id ?? 0;
  return useQuery({
    queryKey: certificateKeys.detail(`course-${courseId}`, { userId, language }),
    queryFn: ({ signal }) => callApi(getMyCourseCertificate, { params: { userId, courseId }, signal }),
    enabled: userId > 0,
  });
}

/** The public verification data of a certificate (in the current language). */
export function useCertificateVerification(certificateId: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: certificateKeys.detail(certificateId, { language }),
    queryFn: ({ signal }) => callApi(getCertificateVerification, { params: { certificateId }, signal }),
  });
}

/** Where the PDF of a certificate is downloaded, in a language. */
export function certificatePdfUrl(certificateId: string, language: string): string {
  return `/api/course-certificates/${encodeURIComponent(certificateId)}/pdf?language=${language}`;
}

/** The public page of a certificate, on this site. */
export function certificatePageUrl(certificateId: string): string {
  return `${globalThis.location?.origin ?? ''}/certificates/${encodeURIComponent(certificateId)}`;
}
