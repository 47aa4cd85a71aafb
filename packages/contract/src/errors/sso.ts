import type { ErrorTexts } from './types.ts';

/** Single sign-on providers. */
export const ssoErrors = {
  'sso-001': {
    status: 400,
    en: 'The metadata is not valid SAML metadata of an identity or service provider.',
    ar: 'البيانات الوصفية ليست بيانات SAML وصفية صالحة لمزوّد هوية أو مزوّد خدمة.',
  },
  'sso-002': {
    status: 409,
    en: 'Another provider of this organization already uses this slug.',
    ar: 'يستخدم مزوّد آخر في هذه المؤسسة هذا المعرّف.',
  },
} as const satisfies ErrorTexts;
