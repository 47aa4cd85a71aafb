import { randomBytes, randomUUID } from 'node:crypto';
import type { MediaType } from '@manara/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { media } from '../modules/media/media.tables.ts';
import type { Storage } from '../platform/storage.ts';

/** The first bytes of a PNG followed by noise: enough for the type check. */
export function pngBytes(size = 200): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);
}

export function pdfBytes(size = 300): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
}

/** A `multipart/form-data` body with text fields first, then one file. */
export function multipartBody(
  file: { field?: string; fileName: string; content: Buffer; contentType?: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----manara${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\n` +
        `content-type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const mimeOf: Record<MediaType, string> = {
  IMAGE: 'image/png',
  VIDEO: 'video/mp4',
  AUDIO: 'audio/mpeg',
  FILE: 'application/pdf',
};

/** A stored file of `orgId` (bytes in `storage` too when given), as an upload would leave it. */
export async function buildMedia(
  db: Db,
  orgId: number,
  options: {
    uploadedById?: number;
    fileName?: string;
    content?: Buffer;
    storage?: Storage;
    isPublished?: boolean;
    /** The kind of file (an image unless told); its bytes stay those of `content`. */
    type?: MediaType;
  } = {},
) {
  const type = options.type ?? 'IMAGE';
  const mime = mimeOf[type];
  const fileName = options.fileName ?? 'picture.png';
  const content = options.content ?? pngBytes();
  const key = `${orgId}/${randomUUID()}.png`;
  if (options.storage) await options.storage.put(key, content, { contentType: mime, size: content.length });
  const [row] = await db
    .insert(media)
    .values({
      organizationId: orgId,
      type,
      mime,
      key,
      fileName,
      url: '',
      sizeKB: Math.ceil(content.length / 1024),
      uploadedById: options.uploadedById ?? null,
      isPublished: options.isPublished ?? true,
    })
    .returning();
  if (!row) throw new Error('media not inserted');
  const url = `/api/media/${row.id}/file`;
  await db.update(media).set({ url }).where(eq(media.id, row.id));
  return { ...row, url, content };
}
