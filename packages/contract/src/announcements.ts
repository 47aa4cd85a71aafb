import { z } from 'zod';
import {
  DateTime,
  defineCall,
  Id,
  Language,
  listOf,
  MAX_INT4,
  NoContent,
  publicAccess,
  Sorting,
  signedIn,
  Text,
  takeUpTo,
  Url,
} from './http.ts';
import { MemberPermission } from './permission-slugs.ts';

/** Administrators of the organization author its announcements. */
const canManageAnnouncements = {
  kind: 'signedIn',
  memberPermissions: [MemberPermission.manageOrganization],
} as const;

/** `0`/`1` (the spec's flags) or `true`/`false` in a query string. */
const QueryFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .default(false);

/** An organization announcement as the banner shows it (spec 1 §3 Announcement), in the request language. */
export const OrgAnnouncement = z.object({
  id: z.number().int(),
  body: Text(),
  externalLink: Text().nullable(),
  startDate: DateTime().nullable(),
  endDate: DateTime().nullable(),
  createdAt: DateTime(),
});
export type OrgAnnouncement = z.infer<typeof OrgAnnouncement>;

/**
 * The most a body may hold, the editor's markup included: HTML from the portal's rich-text editor
 * (sanitized by the server at every write) or plain text (shown as written).
 */
export const ORG_ANNOUNCEMENT_BODY_MAX = 5000;

export const OrgAnnouncementTranslation = z.object({
  language: Language,
  body: Text().trim().min(1, 'form.required').max(ORG_ANNOUNCEMENT_BODY_MAX, 'form.maxLength'),
});

/** What an administrator edits: every translation, besides the fields of the banner. */
export const OrgAnnouncementDetail = OrgAnnouncement.extend({
  translations: z.array(OrgAnnouncementTranslation),
});
export type OrgAnnouncementDetail = z.infer<typeof OrgAnnouncementDetail>;

const Translations = z
  .array(OrgAnnouncementTranslation)
  .min(1)
  .max(2)
  .refine((list) => new Set(list.map((t) => t.language)).size === list.length, {
    message: 'One translation per language',
  });

const AnnouncementFields = z.object({
  translations: Translations,
  externalLink: Url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
  startDate: DateTime().nullable().default(null),
  endDate: DateTime().nullable().default(null),
});

function endsAfterStart(value: { startDate?: string | null; endDate?: string | null }): boolean {
  return !value.startDate || !value.endDate || Date.parse(value.endDate) > Date.parse(value.startDate);
}

export const CreateOrgAnnouncementBody = AnnouncementFields.refine(endsAfterStart, {
  message: 'endDate must be after startDate',
  path: ['endDate'],
});

export const UpdateOrgAnnouncementBody = z
  .object({
    translations: Translations.optional(),
    externalLink: Url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
    startDate: DateTime().nullable().optional(),
    endDate: DateTime().nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to change' })
  .refine(endsAfterStart, { message: 'endDate must be after startDate', path: ['endDate'] });

/**
 * The administrators' table of announcements: the columns it sorts by (start and end dates, none
 * last either way; the state: scheduled, showing, ended); newest first unless told (ties: newest first).
 */
export const OrgAnnouncementSortColumn = z.enum(['createdAt', 'startDate', 'endDate', 'state']);
export type OrgAnnouncementSortColumn = z.infer<typeof OrgAnnouncementSortColumn>;

export const listOrgAnnouncements = defineCall({
  method: 'GET',
  path: '/org-announcements-management',
  summary:
    "The organization's announcements, newest first unless `sort` names a column (then ascending unless `order` is desc). `filterExpired=1` leaves out those whose end date has passed; `filterDismissed=1` those the signed-in caller dismissed. Scheduled ones (start date in the future) are listed only with `includeScheduled=1`, for administrators.",
  tags: ['announcements'],
  access: publicAccess,
  query: z
    .object({
      skip: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
      // The banner asks for "a huge take" (spec 1 §7); served as at most 100.
      take: takeUpTo(100),
      filterDismissed: QueryFlag,
      filterExpired: QueryFlag,
      includeScheduled: QueryFlag,
    })
    .extend(Sorting(OrgAnnouncementSortColumn).shape),
  response: listOf(OrgAnnouncement),
  errors: ['common-007'],
});

export const dismissOrgAnnouncement = defineCall({
  method: 'POST',
  path: '/org-announcements-management/:announcementId/dismiss',
  summary: 'Dismisses an announcement for the signed-in user (it is then left out with filterDismissed=1).',
  tags: ['announcements'],
  access: signedIn,
  params: z.object({ announcementId: Id }),
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});

export const getOrgAnnouncement = defineCall({
  method: 'GET',
  path: '/org-announcements-management/:announcementId',
  summary: 'One announcement with all its translations, for administrators.',
  tags: ['announcements'],
  access: canManageAnnouncements,
  params: z.object({ announcementId: Id }),
  response: OrgAnnouncementDetail,
  errors: ['common-002'],
});

export const createOrgAnnouncement = defineCall({
  method: 'POST',
  path: '/org-announcements-management',
  summary: 'Creates an announcement with its translations (English and/or Arabic), link and dates.',
  tags: ['announcements'],
  access: canManageAnnouncements,
  body: CreateOrgAnnouncementBody,
  response: OrgAnnouncementDetail,
  status: 201,
});

export const updateOrgAnnouncement = defineCall({
  method: 'PATCH',
  path: '/org-announcements-management/:announcementId',
  summary: 'Changes an announcement; given translations replace the existing ones.',
  tags: ['announcements'],
  access: canManageAnnouncements,
  params: z.object({ announcementId: Id }),
  body: UpdateOrgAnnouncementBody,
  response: OrgAnnouncementDetail,
  errors: ['common-002', 'announcements-001'],
});

export const deleteOrgAnnouncement = defineCall({
  method: 'DELETE',
  path: '/org-announcements-management/:announcementId',
  summary: 'Deletes an announcement and its dismissals.',
  tags: ['announcements'],
  access: canManageAnnouncements,
  params: z.object({ announcementId: Id }),
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});
