import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { confirmPresignedUpload, createPresignedUpload, getMedia } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from '../test/app.ts';
import { buildOrg, buildUser } from '../test/factories.ts';
import { startFakeS3 } from '../test/fake-s3.ts';
import { multipartBody, pngBytes } from '../test/media-factories.ts';
import { createLocalStorage, createS3Storage, type Storage } from './storage.ts';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

/** What every storage does, whichever it is. */
function behavesAsStorage(name: string, make: () => Storage | Promise<Storage>) {
  describe(`${name} storage`, () => {
    it('puts, stats, reads (whole and a range) and deletes', async () => {
      const storage = await make();
      await storage.put('7/a-file.txt', Buffer.from('hello storage'), { contentType: 'text/plain', size: 13 });
      expect(await storage.stat('7/a-file.txt')).toEqual({ size: 13 });
      expect(await text(await storage.read('7/a-file.txt'))).toBe('hello storage');
      expect(await text(await storage.read('7/a-file.txt', { start: 6, end: 12 }))).toBe('storage');
      await storage.put('7/streamed.txt', Readable.from([Buffer.from('from '), Buffer.from('a stream')]), {
        contentType: 'text/plain',
        size: 13,
      });
      expect(await text(await storage.read('7/streamed.txt'))).toBe('from a stream');
      await storage.delete('7/a-file.txt');
      expect(await storage.stat('7/a-file.txt')).toBeNull();
      await storage.delete('7/never-there.txt');
    });

    it('refuses keys that could leave its root', async () => {
      const storage = await make();
      for (const key of ['../escape.txt', '/etc/passwd', '7/../../x', '.hidden', '7//x']) {
        await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain', size: 1 }), key).rejects.toThrow(
          /unsafe storage key/,
        );
      }
    });
  });
}

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let dir: string;
const s3Config = () => ({
  endpoint: s3.endpoint,
  bucket: 'manara-test',
  region: 'us-east-1',
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  forcePathStyle: true,
});

beforeAll(async () => {
  s3 = await startFakeS3();
  dir = await mkdtemp(join(tmpdir(), 'manara-storage-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

behavesAsStorage('local', () => createLocalStorage(dir));
behavesAsStorage('S3', () => createS3Storage(s3Config()));

describe('S3 storage', () => {
  it('speaks path-style S3 with signed requests', async () => {
    await (await createS3Storage(s3Config())).put('3/x.txt', Buffer.from('x'), { contentType: 'text/plain', size: 1 });
    const put = s3.requests.findLast((r) => r.method === 'PUT');
    expect(put?.url.split('?')[0]).toBe('/manara-test/3/x.txt');
    expect(String(put?.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
    expect(s3.objects.get('manara-test/3/x.txt')?.contentType).toBe('text/plain');
  });

  it('presigns a PUT that a browser can send without credentials', async () => {
    const storage = await createS3Storage(s3Config());
    const url = await storage.presignPut('3/direct.png', { contentType: 'image/png', size: 4, expiresInSeconds: 900 });
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/manara-test/3/direct.png\\?`));
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(url).toMatch(/X-Amz-Expires=900/);
    const res = await fetch(url ?? '', { method: 'PUT', headers: { 'content-type': 'image/png' }, body: 'abcd' });
    expect(res.status).toBe(200);
    expect(await storage.stat('3/direct.png')).toEqual({ size: 4 });
  });
});

describe('the media platform on S3', () => {
  let t: TestApp;
  let orgId: number;
  let token: string;

  beforeAll(async () => {
    const config = s3Config();
    t = await createTestApp({
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const org = await buildOrg(t.db);
    orgId = org.id;
    token = await t.tokenFor((await buildUser(t.db, org, 'instructor')).id, org.id);
  });
  afterAll(() => t?.close());

  it('uploads into the bucket and serves the file back from it', async () => {
    const content = pngBytes(2000);
    const body = multipartBody({ fileName: 'bucket.png', content });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { organization: String(orgId), authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const media = upload.json();
    expect(s3.objects.get(`manara-test/${media.key}`)?.body.equals(content)).toBe(true);
    const detail = ok(await t.request(getMedia, { params: { mediaId: media.id }, as: { token, orgId } }));
    const file = await t.app.inject({ method: 'GET', url: detail.downloadUrl, headers: { range: 'bytes=0-7' } });
    expect(file.statusCode).toBe(206);
    expect(file.rawPayload.equals(content.subarray(0, 8))).toBe(true);
  });

  it('hands out a presigned S3 URL, then confirms what was put there', async () => {
    const content = pngBytes(1000);
    const grant = ok(
      await t.request(createPresignedUpload, {
        as: { token, orgId },
        body: { fileName: 'direct.png', sizeBytes: content.length },
      }),
    );
    expect(grant.uploadUrl).toMatch(new RegExp(`^${s3.endpoint}/manara-test/${orgId}/`));
    const put = await fetch(grant.uploadUrl, {
      method: 'PUT',
      headers: grant.headers,
      body: new Uint8Array(content),
    });
    expect(put.status).toBe(200);
    const confirmed = await t.request(confirmPresignedUpload, { as: { token, orgId }, body: { token: grant.token } });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ fileName: 'direct.png', mime: 'image/png', sizeKB: 1 });
  });
});
