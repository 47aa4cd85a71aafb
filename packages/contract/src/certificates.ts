import { z } from 'zod';
import { ConfigKey } from './constants.ts';
import { CertificateMode } from './courses.ts';
import {
  DateTime,
  defineCall,
  Id,
  Language,
  listOf,
  MAX_INT4,
  MediaRef,
  NoContent,
  Pagination,
  publicAccess,
  Sorting,
  signedIn,
  Text,
} from './http.ts';
import { HexColor } from './organizations.ts';
import { MemberPermission } from './permission-slugs.ts';

/**
 * Course certificates (spec 2 §3 Certificates): a learner's certificate of a course, issued
 * automatically when the passing criteria are met or by the course's authors. Each has an
 * unguessable public `certificateId`, the id of `/certificates/:certificateId`.
 */

/** The unguessable public id of a certificate (base64url). */
export const CertificateId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A certificate in its holder's list, the course named in the request's language. */
export const CourseCertificate = z.object({
  id: z.number().int(),
  certificateId: Text(),
  courseId: z.number().int(),
  courseName: Text(),
  recipientName: Text(),
  issuedAt: DateTime(),
  /** The learner's result when it was issued, 0…1, when the course is graded. */
  grade: z.number().nullable(),
});
export type CourseCertificate = z.infer<typeof CourseCertificate>;

/** What the public link answers: enough to verify who received what from whom, and when. */
export const CertificateVerification = z.object({
  certificateId: Text(),
  recipientName: Text(),
  courseName: Text(),
  organization: z.object({ id: z.number().int(), name: Text(), logoUrl: Text().nullable() }),
  issuedAt: DateTime(),
  isValid: z.boolean(),
  /** The public page of the certificate (`PUBLIC_URL/certificates/<certificateId>`). */
  verificationUrl: Text(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

/** The passing criteria of a course (spec 2 §3 Course; thresholds 0…1). */
export const PassingCriteria = z.object({
  certificateMode: CertificateMode,
  passingGradePercentage: z.number().min(0).max(1),
  mandatoryAttendancePercentage: z.number().min(0).max(1),
  requiresCompletion: z.boolean(),
});
export type PassingCriteria = z.infer<typeof PassingCriteria>;

/**
 * One learner's standing against the course's criteria. `grade` / `attendance` are null when
 * the course has nothing graded / no lectures: such a criterion is met.
 */
export const CertificateProgress = z.object({
  completion: z.number().min(0).max(1),
  grade: z.number().nullable(),
  attendance: z.number().nullable(),
  isCompletionMet: z.boolean(),
  isGradeMet: z.boolean(),
  isAttendanceMet: z.boolean(),
});
export type CertificateProgress = z.infer<typeof CertificateProgress>;

/**
 * The learner's certificate of one course, or what is still needed. `isOffered` is false when
 * the organization has certificates off, the course's mode is `off` or its offering issues none.
 */
export const MyCourseCertificate = z.object({
  courseId: z.number().int(),
  isOffered: z.boolean(),
  criteria: PassingCriteria,
  progress: CertificateProgress,
  certificate: CourseCertificate.nullable(),
});
export type MyCourseCertificate = z.infer<typeof MyCourseCertificate>;

/** A row of the authors' report: an enrolled learner, their standing and certificate. */
export const CourseCertificateReportRow = z.object({
  userId: z.number().int(),
  firstName: Text(),
  lastName: Text(),
  email: Text(),
  enrolledAt: DateTime(),
  progress: CertificateProgress,
  isPassed: z.boolean(),
  certificate: CourseCertificate.nullable(),
});
export type CourseCertificateReportRow = z.infer<typeof CourseCertificateReportRow>;

export const listUserCourseCertificates = defineCall({
  method: 'GET',
  path: '/users/:userId/course-certificates',
  summary: "The user's own certificates, newest first (another user's id answers 404).",
  tags: ['certificates'],
  access: signedIn,
  params: z.object({ userId: Id }),
  query: Pagination,
  response: listOf(CourseCertificate),
  errors: ['common-002'],
});

export const getMyCourseCertificate = defineCall({
  method: 'GET',
  path: '/users/:userId/course-certificates/courses/:courseId',
  summary:
    "The user's certificate of one course, or the course's passing criteria and the user's progress towards them, or that the course gives none.",
  tags: ['certificates'],
  access: signedIn,
  params: z.object({ userId: Id, courseId: Id }),
  response: MyCourseCertificate,
  errors: ['common-002', 'courses-003'],
});

export const getCertificateVerification = defineCall({
  method: 'GET',
  path: '/course-certificates/:certificateId',
  summary:
    'Public verification of a certificate by its unguessable id: recipient, course in the request language, organization, date. A revoked or unknown id answers 404.',
  tags: ['certificates'],
  access: publicAccess,
  params: z.object({ certificateId: CertificateId }),
  response: CertificateVerification,
  errors: ['common-002'],
});

export const getCertificatePdf = defineCall({
  method: 'GET',
  path: '/course-certificates/:certificateId/pdf',
  summary:
    'The certificate as a PDF (A4 landscape) in the chosen language (default: the request language). Public, like its link.',
  tags: ['certificates'],
  access: publicAccess,
  params: z.object({ certificateId: CertificateId }),
  query: z.object({ language: Language.optional() }),
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ type: 'string', format: 'binary' }),
  produces: 'application/pdf',
  errors: ['common-002'],
});

export const revokeCourseCertificate = defineCall({
  method: 'DELETE',
  path: '/course-certificates/:certificateId',
  summary:
    "The course's authors revoke a certificate: its public link then answers 404. Automatic issuing does not give it back; issuing manually does.",
  tags: ['certificates'],
  access: signedIn,
  params: z.object({ certificateId: CertificateId }),
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});

/**
 * The certificates report's columns it sorts by (the learner's name, the certificate's date, none
 * last); by name unless told (ties: name, then id). Completion and criteria are measured per page,
 * so they do not sort.
 */
export const CertificateReportSortColumn = z.enum(['learner', 'certificate']);
export type CertificateReportSortColumn = z.infer<typeof CertificateReportSortColumn>;

export const getCourseCertificatesReport = defineCall({
  method: 'GET',
  path: '/courses/:courseId/certificates',
  summary:
    "Report for the course's authors: enrolled learners with their completion, grade and attendance and their certificate, if any; by name unless `sort` names a column (then ascending unless `order` is desc).",
  tags: ['certificates'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: z.object({ courseId: Id }),
  query: Pagination.extend({ status: z.enum(['all', 'issued', 'notIssued']).default('all') }).extend(
    Sorting(CertificateReportSortColumn).shape,
  ),
  response: listOf(CourseCertificateReportRow),
  errors: ['common-002', 'common-007'],
});

export const IssueCertificatesBody = z.object({ userIds: z.array(Id).min(1).max(100) });
export type IssueCertificatesBody = z.input<typeof IssueCertificatesBody>;

export const issueCourseCertificates = defineCall({
  method: 'POST',
  path: '/courses/:courseId/certificates',
  summary:
    "The course's authors issue certificates to enrolled learners (whatever the criteria). Idempotent: a learner who holds one keeps it. Answers the learners' certificates.",
  tags: ['certificates'],
  access: { kind: 'signedIn', configuration: [ConfigKey.certificatesEnabled], rule: 'courseAuthor' },
  params: z.object({ courseId: Id }),
  body: IssueCertificatesBody,
  response: z.object({ data: z.array(CourseCertificate) }),
  status: 201,
  errors: ['common-002', 'common-007', 'certificates-001', 'certificates-002', 'certificates-003'],
});

export const getPassingCriteria = defineCall({
  method: 'GET',
  path: '/courses/:courseId/passing-criteria',
  summary: "The course's passing criteria and certificate mode, and whether the caller may change them.",
  tags: ['certificates'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: z.object({ courseId: Id }),
  response: PassingCriteria.extend({ canEdit: z.boolean() }),
  errors: ['common-002', 'common-007'],
});

export const updatePassingCriteria = defineCall({
  method: 'PUT',
  path: '/courses/:courseId/passing-criteria',
  summary:
    "Changes the course's passing criteria, by its instructors when `instructor_passing_criteria` is on and by course administrators when `admin_passing_criteria` is on.",
  tags: ['certificates'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: z.object({ courseId: Id }),
  body: PassingCriteria,
  response: PassingCriteria.extend({ canEdit: z.boolean() }),
  errors: ['common-002', 'common-007', 'certificates-004'],
});

// ─── Certificate templates ──────────────────────────────────────────────────────────────────

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
