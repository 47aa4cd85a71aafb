import type { MultipartFile } from '@fastify/multipart';
import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../platform/errors.ts';
import { registerCall } from '../../platform/routes.ts';
import { createMediaFileServer } from './media.serve.ts';
import * as mediaService from './media.service.ts';
import * as uploads from './media.upload.ts';

/** Text fields that may come before the file in an upload form. */
function formField(part: MultipartFile, name: string): string | undefined {
  const field = part.fields[name];
  const single = Array.isArray(field) ? field[0] : field;
  return single && single.type === 'field' && typeof single.value === 'string' ? single.value : undefined;
}

export function mediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const serveMediaFile = createMediaFileServer(deps);

  registerCall(app, deps, calls.uploadMedia, async (ctx, _input, { request }) => {
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
  });
  registerCall(app, deps, calls.createPresignedUpload, (ctx, { body }) =>
    uploads.createPresignedUpload(deps, ctx, body),
  );
  registerCall(
    app,
    deps,
    calls.putPresignedUpload,
    (_ctx, { query }, { request }) => {
      const length = request.headers['content-length'];
      return uploads.receivePresignedUpload(deps, {
        token: query.token,
        stream: request.raw,
        contentLength: length === undefined ? null : Number(length),
      });
    },
    // The token names the organization; browsers PUT here without our headers.
    { tenant: false },
  );
  registerCall(app, deps, calls.confirmPresignedUpload, (ctx, { body }) =>
    uploads.confirmPresignedUpload(deps, ctx, body.token),
  );
  registerCall(app, deps, calls.listMyUploads, (ctx, { query }) => mediaService.listMyUploads(db, ctx, query));
  registerCall(app, deps, calls.getMedia, (ctx, { params }) => mediaService.getMediaDetail(deps, ctx, params.mediaId));
  registerCall(app, deps, calls.updateMedia, (ctx, { params, body }) =>
    mediaService.updateMedia(db, ctx, params.mediaId, body),
  );
  registerCall(app, deps, calls.deleteMedia, (ctx, { params }) => mediaService.deleteMedia(deps, ctx, params.mediaId));
  registerCall(
    app,
    deps,
    calls.getMediaFile,
    (_ctx, { params, query }, { request, reply }) =>
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
    // Browsers open file URLs without our headers: the file's own organization applies.
    { tenant: false },
  );
}
