import { z } from 'zod';
import { DateTime, defineCall, Id, listOf, MAX_INT4, MediaRef, NoContent, Text } from './http.ts';
import { HexColor } from './organizations.ts';
import { MemberPermission } from './permission-slugs.ts';

/**
 * Certificate templates (spec 2 §3 "Certificate template: settings, mediaId"): how an
 * organization's certificates look. A course's offering names one (`certificateTemplateId`); none
 * means the organization's default template (spec: Organization "default certificate template"),
 * and without a default the built-in look.
 */

/** How a template draws the certificate. Unknown keys are refused, so that nothing unread is stored. */
export const CertificateTemplateSettings = z
  .object({
    orientation: z.enum(['landscape', 'portrait']).default('landscape'),
    /** The frame's and headings' colour; null is the organization's primary colour. */
    accentColor: HexColor.nullable().default(null),
    /** Whether the organization's logo is drawn above its name. */
    showLogo: z.boolean().default(true),
  })
  .strict();
export type CertificateTemplateSettings = z.output<typeof CertificateTemplateSettings>;

export const CertificateTemplate = z.object({
  id: z.number().int(),
  name: Text(),
  settings: z.object({
    orientation: z.enum(['landscape', 'portrait']),
    accentColor: Text().nullable(),
    showLogo: z.boolean(),
  }),
  /** The background image (PNG or JPEG), drawn under the certificate's text. */
  background: MediaRef.nullable(),
  /** The organization's default template: used by every course that names none. */
  isDefault: z.boolean(),
  /** How many of the organization's course offerings name this template. */
  courseCount: z.number().int(),
  updatedAt: DateTime(),
});
export type CertificateTemplate = z.infer<typeof CertificateTemplate>;

const BodyId = z.number().int().min(1).max(MAX_INT4);
const TemplateName = Text().trim().min(1).max(100);

export const CreateCertificateTemplateBody = z.object({
  name: TemplateName,
  settings: CertificateTemplateSettings.default({ orientation: 'landscape', accentColor: null, showLogo: true }),
  /** A PNG or JPEG of this organization (`certificates-005` otherwise): the caller's upload, or any for an administrator. */
  backgroundId: BodyId.nullable().default(null),
  isDefault: z.boolean().default(false),
});
export type CreateCertificateTemplateBody = z.input<typeof CreateCertificateTemplateBody>;
/** The body as the server receives it, defaults applied. */
export type CreateCertificateTemplateInput = z.output<typeof CreateCertificateTemplateBody>;

export const UpdateCertificateTemplateBody = z
  .object({
    name: TemplateName,
    settings: CertificateTemplateSettings,
    backgroundId: BodyId.nullable(),
    /** True makes it the default (the former default stops being one); false leaves the built-in look as default. */
    isDefault: z.boolean(),
  })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to change' });
export type UpdateCertificateTemplateBody = z.input<typeof UpdateCertificateTemplateBody>;
export type UpdateCertificateTemplateInput = z.output<typeof UpdateCertificateTemplateBody>;

/** Who manages the templates: administrators of the organization's settings (as its branding). */
const templateManagers = {
  kind: 'signedIn',
  memberPermissions: [MemberPermission.administratorPortal, MemberPermission.manageOrganization],
} as const;

/** Who reads them: the portal's users, since course authors choose a course's template. */
const templateReaders = {
  kind: 'signedIn',
  anyOfMemberPermissions: [MemberPermission.administratorPortal, MemberPermission.instructorPortal],
} as const;

const TemplateParams = z.object({ templateId: Id });

export const listCertificateTemplates = defineCall({
  method: 'GET',
  path: '/certificate-templates',
  summary: "The organization's certificate templates by name, the default first; for the portal's users.",
  tags: ['certificates'],
  access: templateReaders,
  response: listOf(CertificateTemplate),
  errors: ['common-007'],
});

export const createCertificateTemplate = defineCall({
  method: 'POST',
  path: '/certificate-templates',
  summary:
    'Creates a certificate template (settings, background image); `isDefault` makes it the organization default.',
  tags: ['certificates'],
  access: templateManagers,
  body: CreateCertificateTemplateBody,
  response: CertificateTemplate,
  status: 201,
  errors: ['common-002', 'common-007', 'certificates-005', 'courses-084', 'media-009'],
});

export const updateCertificateTemplate = defineCall({
  method: 'PATCH',
  path: '/certificate-templates/:templateId',
  summary: 'Changes a certificate template; certificates drawn afterwards (also those issued before) show it.',
  tags: ['certificates'],
  access: templateManagers,
  params: TemplateParams,
  body: UpdateCertificateTemplateBody,
  response: CertificateTemplate,
  errors: ['common-002', 'common-007', 'certificates-005', 'courses-084', 'media-009'],
});

export const deleteCertificateTemplate = defineCall({
  method: 'DELETE',
  path: '/certificate-templates/:templateId',
  summary:
    "Deletes a certificate template. Courses that named it use the organization's default from then on (their certificates too).",
  tags: ['certificates'],
  access: templateManagers,
  params: TemplateParams,
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});
