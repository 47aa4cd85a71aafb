import type { MultipartFile } from '@fastify/multipart';
import {
  confirmPresignedUpload,
  createPresignedUpload,
  deleteMedia,
  getMedia,
  getMediaFile,
  listMyUploads,
  putPresignedUpload,
  updateMedia,
  uploadMedia,
} from '@manara/contract';
import { AppError } from '../../platform/errors.ts';
import { defineModule } from '../../platform/module.ts';
import { createMediaFileServer } from './media.serve.ts';
import * as mediaService from './media.service.ts';
import * as mediaTables from './media.tables.ts';
import * as uploads from './media.upload.ts';
import { checkMediaUses, mediaUsesOf } from './media.uses.ts';

/** Text fields that may come before the file in an upload form. */
function formField(part: MultipartFile, name: string): string | undefined {
  const field = part.fields[name];
  const single = Array.isArray(field) ? field[0] : field;
  return single && single.type === 'field' && typeof single.value === 'string' ? single.value : undefined;
}

export const mediaModule = defineModule({
  name: 'media',
  tables: mediaTables,
  calls: {
    uploadMedia,
    createPresignedUpload,
    putPresignedUpload,
    confirmPresignedUpload,
    listMyUploads,
    getMedia,
    updateMedia,
    deleteMedia,
    getMediaFile,
  },
  // The upload's token names the organization (browsers PUT without our headers); a file's own
  // organization applies when browsers open its URL without our headers.
  tenantless: ['putPresignedUpload', 'getMediaFile'],
  handlers: (deps) => {
    const { db } = deps;
    // What every module's columns that point at files do to them (`provides: { mediaUses }`).
    const uses = checkMediaUses(mediaUsesOf(deps.extensions));
    const serveMediaFile = createMediaFileServer({ ...deps, uses });
    return {
      uploadMedia: async (ctx, _input, { request }) => {
        if (!request.isMultipart()) throw new AppError('media-003');
        let part: MultipartFile | undefined;
        try {
          part = await request.file();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('media-002');
          throw new AppError('media-003');
        }
        if (part?.fieldname !== 'file') throw new AppError('media-003');
        const file = part;
        const fileName = formField(file, 'fileName')?.trim() || file.filename;
        const published = formField(file, 'isPublished');
        return uploads.storeUpload(deps, ctx, {
          fileName,
          stream: file.file,
          isTruncated: () => file.file.truncated,
          ...(published === undefined ? {} : { isPublished: published !== 'false' && published !== '0' }),
        });
      },
      createPresignedUpload: (ctx, { body }) => uploads.createPresignedUpload(deps, ctx, body),
      putPresignedUpload: (_ctx, { query }, { request }) => {
        const length = request.headers['content-length'];
        return uploads.receivePresignedUpload(deps, {
          token: query.token,
          stream: request.raw,
          contentLength: length === undefined ? null : Number(length),
        });
      },
      confirmPresignedUpload: (ctx, { body }) => uploads.confirmPresignedUpload(deps, ctx, body.token),
      listMyUploads: (ctx, { query }) => mediaService.listMyUploads(db, ctx, query),
      getMedia: (ctx, { params }) => mediaService.getMediaDetail({ ...deps, uses }, ctx, params.mediaId),
      updateMedia: (ctx, { params, body }) => mediaService.updateMedia({ db, uses }, ctx, params.mediaId, body),
      deleteMedia: (ctx, { params }) => mediaService.deleteMedia({ ...deps, uses }, ctx, params.mediaId),
      getMediaFile: (_ctx, { params, query }, { request, reply }) =>
        serveMediaFile(
          {
            mediaId: params.mediaId,
            token: query.token,
            download: query.download === '1' || query.download === 'true',
            organizationHeader: request.headers.organization,
            rangeHeader: request.headers.range,
          },
          reply,
        ),
    };
  },
});
