import { z } from 'zod';
import { defineCall, Id, Language, MediaRef, publicAccess } from './http.ts';

const LocalizedText = z.object({ en: z.string(), ar: z.string() });

export const TerminologyEntry = z.object({
  slug: z.string(),
  defaultValue: z.object({
    isRequired: z.boolean(),
    media: z.object({ url: z.string() }).nullable(),
    singular: LocalizedText,
    plural: LocalizedText,
  }),
  organizationTerms: z.array(
    z.object({
      language: Language,
      medium: MediaRef.nullable(),
      value: z.object({ singular: z.string().nullable(), plural: z.string().nullable() }),
    }),
  ),
});
export type TerminologyEntry = z.infer<typeof TerminologyEntry>;

export const ConfigurationEntry = z.object({ key: z.string(), value: z.unknown() });

export const FontFamily = z.object({
  id: z.number().int(),
  name: z.string(),
  styles: z.array(z.object({ weight: z.number().int(), isItalic: z.boolean(), url: z.string().nullable() })),
});

/** The current organization as the web app needs it to brand itself. */
export const OrganizationDashboard = z.object({
  id: z.number().int(),
  name: z.string(),
  nameArabic: z.string(),
  domainPrefix: z.string(),
  description: z.string().nullable(),
  copyrightMessage: z.string(),
  studentUrl: z.string().nullable(),
  adminUrl: z.string().nullable(),
  currencyCode: z.string(),
  logo: MediaRef.nullable(),
  icon: MediaRef.nullable(),
  certificateIcon: MediaRef.nullable(),
  colors: z.array(z.object({ slug: z.string(), value: z.string() })),
  fontFamilies: z.array(FontFamily),
  configuration: z.array(ConfigurationEntry),
  terminology: z.record(z.string(), TerminologyEntry),
  settings: z.object({ passingGradePercentage: z.number(), mandatoryAttendancePercentage: z.number() }),
});
export type OrganizationDashboard = z.infer<typeof OrganizationDashboard>;

export const getOrganizationDashboard = defineCall({
  method: 'GET',
  path: '/organizations-dashboard',
  summary:
    'The current organization with branding, configuration and terminology. The organization is found by `prefix`, then by `url`, then by the Organization header.',
  tags: ['organizations'],
  access: publicAccess,
  query: z.object({
    prefix: z.string().trim().min(1).max(100).optional(),
    url: z.url().max(2000).optional(),
  }),
  response: OrganizationDashboard,
  errors: ['organizations-001'],
});

export const getCustomConfig = defineCall({
  method: 'GET',
  path: '/organizations-dashboard/custom-configs/:organizationId/:key',
  summary: 'One configuration value of the organization. Credentials are never answered.',
  tags: ['organizations'],
  access: publicAccess,
  params: z.object({ organizationId: Id, key: z.string().min(1).max(100) }),
  response: ConfigurationEntry,
  errors: ['organizations-001', 'organizations-002'],
});
