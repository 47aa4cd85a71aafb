import { z } from 'zod';
import { Email } from './auth.ts';
import { ConfigKey, TerminologySlug } from './constants.ts';
import { defineCall, Id, Language, listOf, MediaRef, publicAccess, Text, Url } from './http.ts';
import { MemberPermission } from './permission-slugs.ts';

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
  /** The organization's own message after the copyright line; null: the default, "All rights reserved" in the user's language. */
  copyrightMessage: Text().nullable(),
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

/** Who administers the organization's settings: holders of `manage_organization` (the organization administrator's set). */
const canManageOrganization = { kind: 'signedIn', memberPermissions: [MemberPermission.manageOrganization] } as const;

/** A colour as `#rrggbb`, stored as given in lower case. */
export const HexColor = Text()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'form.pattern' })
  .transform((value) => value.toLowerCase());

/** The colours the web app's theme reads (app/theme.ts): primary and secondary, an error colour if the organization has one. */
export const BRAND_COLOR_SLUGS = ['primary', 'secondary', 'tertiary', 'error', 'surface'] as const;
export const BrandColorSlug = z.enum(BRAND_COLOR_SLUGS);

const OptionalMediaId = Id.nullable().optional();

/** An organization's name in one language. */
export const OrganizationName = Text().trim().min(1, 'form.required').max(200, 'form.maxLength');

/**
 * What an administrator changes of the organization's branding: only the fields given change. A
 * file id must name an image of the organization that the caller may put in a public place; null
 * takes the image away. `colors` sets the given slugs and leaves the others; `fontFamilyId` null
 * returns to the font bundled with the web app.
 */
export const UpdateBrandingBody = z
  .object({
    name: OrganizationName.optional(),
    nameArabic: OrganizationName.optional(),
    logoId: OptionalMediaId,
    iconId: OptionalMediaId,
    certificateIconId: OptionalMediaId,
    colors: z
      .array(z.object({ slug: BrandColorSlug, value: HexColor }))
      .max(BRAND_COLOR_SLUGS.length)
      .refine((colors) => new Set(colors.map((c) => c.slug)).size === colors.length, 'Each colour once')
      .optional(),
    fontFamilyId: Id.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change' });
export type UpdateBrandingBody = z.infer<typeof UpdateBrandingBody>;

export const updateOrganizationBranding = defineCall({
  method: 'PATCH',
  path: '/organizations-dashboard',
  summary:
    "Changes the current organization's name, images (logo, icon, certificate icon), colours and font. Answers the dashboard as every page will now read it.",
  tags: ['organizations'],
  access: canManageOrganization,
  body: UpdateBrandingBody,
  response: OrganizationDashboard,
  errors: ['common-002', 'courses-084', 'media-009', 'organizations-004'],
});

export const listFontFamilies = defineCall({
  method: 'GET',
  path: '/font-families',
  summary: 'The font families an organization may choose for its branding, with their styles.',
  tags: ['organizations'],
  access: canManageOrganization,
  response: listOf(FontFamily),
});

/** The terms that are words (the others are images: the auth image, header images, the login logo). */
export const TEXT_TERMINOLOGY_SLUGS = [
  TerminologySlug.course,
  TerminologySlug.module,
  TerminologySlug.instructor,
  TerminologySlug.student,
  TerminologySlug.dashboard,
  TerminologySlug.blended,
  TerminologySlug.bannerTitle,
  TerminologySlug.bannerSubtitle,
  TerminologySlug.enrollmentTermsAndConditions,
  TerminologySlug.photoUsagePermissionText,
  TerminologySlug.externalCoursesAccreditationNotice,
] as const;

/** An organization's word or text for a term in one language ('' or null: the default). */
export const TermText = Text().trim().max(2000, 'form.maxLength');

/**
 * An organization's own words for terms, per language: each entry replaces the organization's
 * singular and plural for that slug and language; an empty or null value falls back to the
 * platform's default word. An image the term may have is kept.
 */
export const UpdateTerminologyBody = z.object({
  terms: z
    .array(
      z.object({
        slug: z.enum(TEXT_TERMINOLOGY_SLUGS),
        language: Language,
        singular: TermText.nullable(),
        plural: TermText.nullable(),
      }),
    )
    .min(1)
    .max(TEXT_TERMINOLOGY_SLUGS.length * 2)
    .refine((terms) => new Set(terms.map((term) => `${term.slug}:${term.language}`)).size === terms.length, {
      message: 'Each term and language once',
    }),
});
export type UpdateTerminologyBody = z.infer<typeof UpdateTerminologyBody>;

export const updateOrganizationTerminology = defineCall({
  method: 'PATCH',
  path: '/organizations-dashboard/terminology',
  summary:
    "Sets the organization's own words for terms (course, student, …) in English and Arabic, singular and plural; an empty value returns to the default. Answers the dashboard.",
  tags: ['organizations'],
  access: canManageOrganization,
  body: UpdateTerminologyBody,
  response: OrganizationDashboard,
});

/** `registration_approval`: off, by an administrator, or automatic for one e-mail domain (others wait for an administrator). */
export const RegistrationApproval = z
  .object({
    strategy: z.enum(['off', 'domain', 'admin']),
    domain: Text()
      .trim()
      .toLowerCase()
      .max(253)
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { message: 'form.pattern' })
      .nullable(),
  })
  .refine((value) => value.strategy !== 'domain' || value.domain !== null, {
    message: 'form.required',
    path: ['domain'],
  });

/**
 * The configuration keys an organization's administrators set themselves, each with its value's
 * shape. The others (credentials, `footer_hidden`, `admin_passing_criteria`) are the platform's.
 */
export const AdministeredConfiguration = z.object({
  [ConfigKey.twoFactorEnabled]: z.boolean(),
  [ConfigKey.selfRegistrationEnabled]: z.boolean(),
  [ConfigKey.registrationApproval]: RegistrationApproval,
  [ConfigKey.marketplaceEnabled]: z.boolean(),
  [ConfigKey.selfEnrollmentEnabled]: z.boolean(),
  [ConfigKey.anonymousCourseView]: z.boolean(),
  [ConfigKey.anonymousExternalCourseView]: z.boolean(),
  [ConfigKey.anonymousEventView]: z.boolean(),
  [ConfigKey.certificatesEnabled]: z.boolean(),
  [ConfigKey.walletEnabled]: z.boolean(),
  [ConfigKey.groupsEnabled]: z.boolean(),
  [ConfigKey.instructorPassingCriteria]: z.boolean(),
  [ConfigKey.contactEmail]: Email.nullable(),
});
export type AdministeredConfiguration = z.output<typeof AdministeredConfiguration>;
export const ADMINISTERED_CONFIGURATION_KEYS = Object.keys(AdministeredConfiguration.shape) as ConfigKey[];

/** The keys to change with their new values; a key not listed here is refused (400 validation). */
export const UpdateConfigurationBody = AdministeredConfiguration.partial()
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change' });
export type UpdateConfigurationBody = z.infer<typeof UpdateConfigurationBody>;

export const updateOrganizationConfiguration = defineCall({
  method: 'PATCH',
  path: '/organizations-dashboard/configuration',
  summary:
    "Changes the organization's settings that its administrators manage (two-factor sign-in, registration and its approval, marketplace, self-enrolment, guests' views, certificates, wallet, groups, instructors' passing criteria, contact e-mail). Answers the dashboard.",
  tags: ['organizations'],
  access: canManageOrganization,
  body: UpdateConfigurationBody,
  response: OrganizationDashboard,
  errors: ['organizations-005'],
});
