import { z } from 'zod';
import { defineCall, Id, Language, MediaRef, publicAccess, Text, Url } from './http.ts';

const LocalizedText = z.object({ en: Text(), ar: Text() });

export const TerminologyEntry = z.object({
  slug: Text(),
  defaultValue: z.object({
    isRequired: z.boolean(),
    media: z.object({ url: Text() }).nullable(),
    singular: LocalizedText,
    plural: LocalizedText,
  }),
  organizationTerms: z.array(
    z.object({
      language: Language,
      medium: MediaRef.nullable(),
      value: z.object({ singular: Text().nullable(), plural: Text().nullable() }),
    }),
  ),
});
export type TerminologyEntry = z.infer<typeof TerminologyEntry>;

export const ConfigurationEntry = z.object({ key: Text(), value: z.unknown() });

export const FontFamily = z.object({
  id: z.number().int(),
  name: Text(),
  styles: z.array(z.object({ weight: z.number().int(), isItalic: z.boolean(), url: Text().nullable() })),
});

/** The current organization as the web app needs it to brand itself. */
export const OrganizationDashboard = z.object({
  id: z.number().int(),
  name: Text(),
  nameArabic: Text(),
  domainPrefix: Text(),
  description: Text().nullable(),
  copyrightMessage: Text(),
  studentUrl: Text().nullable(),
  adminUrl: Text().nullable(),
  currencyCode: Text(),
  logo: MediaRef.nullable(),
  icon: MediaRef.nullable(),
  certificateIcon: MediaRef.nullable(),
  colors: z.array(z.object({ slug: Text(), value: Text() })),
  fontFamilies: z.array(FontFamily),
  configuration: z.array(ConfigurationEntry),
  terminology: z.record(Text(), TerminologyEntry),
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
    prefix: Text().trim().min(1).max(100).optional(),
    url: Url().max(2000).optional(),
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
  params: z.object({ organizationId: Id, key: Text().min(1).max(100) }),
  response: ConfigurationEntry,
  errors: ['organizations-001', 'organizations-002'],
});
