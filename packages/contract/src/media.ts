import { z } from 'zod';
import {
  DateTime,
  defineCall,
  Id,
  listOf,
  MAX_INT4,
  NoContent,
  Pagination,
  publicAccess,
  signedIn,
  Text,
} from './http.ts';

/**
 * The media platform (spec 2 §3 Other: Media, §7 Media): files uploaded through the server
 * (`media/upload`) or straight to storage (`media/presigned`), served at `url`
 * (`/api/media/<id>/file`). Public files (course covers and intro videos, organization branding,
 * profile images) open for anyone; every other file opens through the short-lived `downloadUrl`
 * that `GET media/:mediaId` gives to those allowed (a lesson's learners and authors; else its
 * uploader and the organization's administrators). A course, lesson or any other field takes a
 * file its uploader or an administrator puts there, or one already public for a public field
 * (else 403 `media-009`).
 */

export const MediaType = z.enum(['FILE', 'IMAGE', 'VIDEO', 'AUDIO']);
export type MediaType = z.infer<typeof MediaType>;

export const Media = z.object({
  id: z.number().int(),
  type: MediaType,
  mime: Text(),
  key: Text(),
  fileName: Text(),
  /** Where the web app loads the file from (public files directly; others through `downloadUrl`). */
  url: Text(),
  thumbnailUrl: Text().nullable(),
  sizeKB: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  isPublished: z.boolean(),
  optimize: z.boolean(),
  uploadedById: z.number().int().nullable(),
  createdAt: DateTime(),
});
export type Media = z.infer<typeof Media>;

/** A file as the entities that use it show it (lesson attachments and videos). */
export const MediaSummary = Media.pick({ id: true, type: true, mime: true, fileName: true, url: true, sizeKB: true });
export type MediaSummary = z.infer<typeof MediaSummary>;

/** One file with a link that opens it for the caller, whether public or not. */
export const MediaDetail = Media.extend({
  /** The file with a signed grant for the caller (or `url` itself when the file is public). */
  downloadUrl: Text(),
  /** When `downloadUrl` stops working; null when the file is public. */
  downloadUrlExpiresAt: DateTime().nullable(),
  isPublic: z.boolean(),
});
export type MediaDetail = z.infer<typeof MediaDetail>;

const FileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine((name) => !/[\\/]/.test(name) && ![...name].some((c) => c.charCodeAt(0) < 0x20), {
    message: 'A file name has no slashes or control characters',
  });

export const uploadMedia = defineCall({
  method: 'POST',
  path: '/media/upload',
  summary:
    'Uploads one file as `multipart/form-data` (field `file`; optional fields `fileName`, `isPublished`). Its type is checked against its extension and its first bytes; it answers the stored media (201).',
  tags: ['media'],
  access: signedIn,
  acceptsUpload: 'multipart',
  response: Media,
  status: 201,
  errors: ['media-001', 'media-002', 'media-003'],
});

export const CreatePresignedUploadBody = z.object({
  fileName: FileName,
  /** The file's size in bytes (the upload must not exceed it). */
  sizeBytes: z.number().int().min(1).max(MAX_INT4),
});

export const PresignedUpload = z.object({
  /** Where to PUT the file's bytes: the object store itself, or our own server (`/api/media/presigned?token=…`). */
  uploadUrl: Text(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry (the content type that was signed). */
  headers: z.record(Text(), Text()),
  /** Confirms the upload afterwards (`PATCH media/presigned`). */
  token: Text(),
  expiresAt: DateTime(),
});
export type PresignedUpload = z.infer<typeof PresignedUpload>;

export const createPresignedUpload = defineCall({
  method: 'POST',
  path: '/media/presigned',
  summary:
    'Answers a URL to PUT one file to (S3 presigned, or a one-time URL of this server with local storage), valid 15 minutes; `PATCH media/presigned` with the token then creates the media.',
  tags: ['media'],
  access: signedIn,
  body: CreatePresignedUploadBody,
  response: PresignedUpload,
  status: 201,
  errors: ['media-001', 'media-002'],
});

export const putPresignedUpload = defineCall({
  method: 'PUT',
  path: '/media/presigned',
  summary:
    "The local storage's upload URL: the file's raw bytes, once per token, at most the announced size. The token is the grant (no Authorization header).",
  tags: ['media'],
  access: publicAccess,
  acceptsUpload: 'stream',
  query: z.object({ token: Text().min(10).max(4000) }),
  response: NoContent,
  status: 204,
  errors: ['media-002', 'media-005', 'media-006'],
});

export const confirmPresignedUpload = defineCall({
  method: 'PATCH',
  path: '/media/presigned',
  summary:
    'Confirms a presigned upload: checks the stored file (size, type by its first bytes) and creates the media (once per token).',
  tags: ['media'],
  access: signedIn,
  body: z.object({ token: Text().min(10).max(4000) }),
  response: Media,
  status: 201,
  errors: ['media-001', 'media-002', 'media-005', 'media-006', 'media-007'],
});

export const listMyUploads = defineCall({
  method: 'GET',
  path: '/media/all-user-uploads',
  summary: "The signed-in member's uploads in this organization, newest first; `type` filters by kind.",
  tags: ['media'],
  access: signedIn,
  query: Pagination.extend({ type: MediaType.optional() }),
  response: listOf(Media),
});

export const getMedia = defineCall({
  method: 'GET',
  path: '/media/:mediaId',
  summary:
    "One file's metadata and a `downloadUrl` for the caller. A lesson's file answers only its course's learners and authors (others 403 `courses-003`); a private one its uploader and the administrators (others 404).",
  tags: ['media'],
  access: signedIn,
  params: z.object({ mediaId: Id }),
  response: MediaDetail,
  errors: ['common-002', 'courses-003'],
});

export const UpdateMediaBody = z
  .object({ fileName: FileName.optional(), isPublished: z.boolean().optional() })
  .refine((b) => b.fileName !== undefined || b.isPublished !== undefined, { message: 'Nothing to change' });

export const updateMedia = defineCall({
  method: 'PATCH',
  path: '/media/:mediaId',
  summary:
    'Renames a file or (un)publishes it; its uploader or an administrator. An unpublished file opens only for them.',
  tags: ['media'],
  access: signedIn,
  params: z.object({ mediaId: Id }),
  body: UpdateMediaBody,
  response: Media,
  errors: ['common-002', 'common-007'],
});

export const deleteMedia = defineCall({
  method: 'DELETE',
  path: '/media/:mediaId',
  summary:
    'Deletes a file and its stored bytes; its uploader or an administrator. Entities using it lose it (a cover becomes none, an attachment goes).',
  tags: ['media'],
  access: signedIn,
  params: z.object({ mediaId: Id }),
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});

export const getMediaFile = defineCall({
  method: 'GET',
  path: '/media/:mediaId/file',
  summary:
    "The file's bytes with its content type and name; `Range` requests answer 206. Public files need nothing; others need the `token` of a `downloadUrl`. `download=1` asks the browser to save it.",
  tags: ['media'],
  access: publicAccess,
  params: z.object({ mediaId: Id }),
  query: z.object({
    token: Text().min(10).max(4000).optional(),
    download: z.enum(['0', '1', 'true', 'false']).optional(),
  }),
  produces: 'file',
  response: Text(),
  errors: ['common-002', 'media-004', 'media-005', 'media-008'],
});
