import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config, S3Config } from '../config.ts';

/** Inclusive byte range of an object, as HTTP `Range: bytes=start-end` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media files live (DESIGN: `$DATA_DIR/media` embedded, S3-compatible scaled out). Keys
 * are ours (`<orgId>/<uuid>.<ext>`), never a client's file name. The media module keeps the
 * metadata and the access rules; a storage only keeps bytes.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key`, replacing what was there. `size` is required by S3 for streams. */
  put(key: string, body: Readable | Buffer, options: { contentType: string; size: number }): Promise<void>;
  /** The object's size in bytes, or null when there is no such object. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The object's bytes (all, or an inclusive range). Rejects when it does not exist. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL a browser may PUT the file to directly (S3 presigned), or null when uploads go
   * through our own server (local storage).
   */
  presignPut(
    key: string,
    options: { contentType: string; size: number; expiresInSeconds: number },
  ): Promise<string | null>;
}

/** Refuses keys that could leave the storage's root (`..`, absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/.test(key) || key.split('/').some((p) => p === '' || p.startsWith('.'))) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** Files on the local disk under `root` (created when missing). */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, body, _options) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${path}.${process.pid}.${Date.now()}.partial`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key, range) {
      const path = pathOf(key);
      await stat(path); // rejects (ENOENT) before a stream is handed out
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async presignPut() {
      return null;
    },
  };
}

/**
 * Any S3-compatible object store (AWS S3, MinIO, Ceph, R2, …). The SDK is loaded only here, so
 * that the embedded mode never loads it.
 */
export async function createS3Storage(config: S3Config): Promise<Storage> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
  return {
    kind: 's3',
    async put(key, body, options) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: options.contentType,
          ContentLength: options.size,
        }),
      );
    },
    async stat(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      assertSafeKey(key);
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      if (!answer.Body) throw new Error(`empty body for ${key}`);
      return answer.Body as Readable;
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presignPut(key, options) {
      assertSafeKey(key);
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: options.contentType,
        ContentLength: options.size,
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
    },
  };
}

/** S3 when `S3_BUCKET` is configured, else the local disk under `$DATA_DIR/media`. */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'media'));
}
