import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_CSP } from '../../platform/security-headers.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { multipartBody, pdfBytes, pngBytes } from '../../test/media-factories.ts';
import { media } from './media.tables.ts';

const MAX_BYTES = 64 * 1024;

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let uploaderId: number;
let uploader: string;
let stranger: string;
let admin: string;
let foreigner: string;

beforeAll(async () => {
  t = await createTestApp({ MEDIA_MAX_BYTES: String(MAX_BYTES) });
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  uploaderId = (await buildUser(t.db, org, 'instructor')).id;
  uploader = await t.tokenFor(uploaderId, org.id);
  stranger = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
  admin = await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id);
  foreigner = await t.tokenFor((await buildUser(t.db, other, 'organization_admin')).id, other.id);
});
afterAll(() => t?.close());

async function upload(
  file: Parameters<typeof multipartBody>[0],
  options: { token?: string; fields?: Record<string, string> } = {},
) {
  const body = multipartBody(file, options.fields);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: {
      organization: String(org.id),
      authorization: `Bearer ${options.token ?? uploader}`,
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Opens a file URL the way a browser does: no Organization or Authorization header. */
function open(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('upload, metadata and download', () => {
  it('stores an upload and answers it back byte for byte through its download link', async () => {
    const content = pngBytes(5000);
    const res = await upload({ fileName: 'Diagram 1.png', content, contentType: 'application/octet-stream' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'IMAGE',
      mime: 'image/png',
      fileName: 'Diagram 1.png',
      url: `/api/media/${res.body.id}/file`,
      thumbnailUrl: `/api/media/${res.body.id}/file`,
      sizeKB: 5,
      isPublished: true,
      uploadedById: uploaderId,
    });
    expect(res.body.key).toMatch(new RegExp(`^${org.id}/[0-9a-f-]+\\.png$`));

    const detail = await t.call('GET', `/api/media/${res.body.id}`, { orgId: org.id, token: uploader });
    expect(detail.status).toBe(200);
    expect(detail.body.isPublic).toBe(false);
    expect(detail.body.downloadUrl).toMatch(/\/file\?token=/);

    const file = await open(detail.body.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Diagram 1.png"; filename*=UTF-8''Diagram%201.png`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    const part = await open(detail.body.downloadUrl, { range: 'bytes=8-15' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-15/${content.length}`);
    expect(part.rawPayload.equals(content.subarray(8, 16))).toBe(true);
    const beyond = await open(detail.body.downloadUrl, { range: 'bytes=999999-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.json().errorCode).toBe('media-008');
  });

  it('refuses a private file without a link, and with a link of another file', async () => {
    const a = await upload({ fileName: 'a.png', content: pngBytes() });
    const b = await upload({ fileName: 'b.png', content: pngBytes() });
    const bare = await open(a.body.url);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().errorCode).toBe('media-004');
    const linkOfB = (await t.call('GET', `/api/media/${b.body.id}`, { orgId: org.id, token: uploader })).body
      .downloadUrl as string;
    const wrong = await open(`${a.body.url}?${linkOfB.split('?')[1]}`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorCode).toBe('media-005');
  });

  it('names downloads in any script and offers documents as attachments', async () => {
    const res = await upload({ fileName: 'دليل الدورة.pdf', content: pdfBytes() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'FILE', mime: 'application/pdf' });
    const link = (await t.call('GET', `/api/media/${res.body.id}`, { orgId: org.id, token: admin })).body.downloadUrl;
    const file = await open(`${link}&download=1`);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="____ ______.pdf"; filename*=UTF-8''${encodeURIComponent('دليل الدورة.pdf')}`,
    );
    // Opened in the browser, a stored PDF has the PDF policy; any other stored file a sandbox.
    const inline = await open(link);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['content-security-policy']).toBe(PDF_CSP);
  });

  it('takes the file name and publication from form fields sent before the file', async () => {
    const res = await upload(
      { fileName: 'upload.png', content: pngBytes() },
      { fields: { fileName: 'Cover.png', isPublished: 'false' } },
    );
    expect(res.body).toMatchObject({ fileName: 'Cover.png', isPublished: false });
  });

  it('lists only the caller’s own uploads, newest first, by type', async () => {
    const mine = await t.call('GET', '/api/media/all-user-uploads?take=100', { orgId: org.id, token: uploader });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThanOrEqual(4);
    expect(mine.body.data.every((m: { uploadedById: number }) => m.uploadedById === uploaderId)).toBe(true);
    const files = await t.call('GET', '/api/media/all-user-uploads?type=FILE', { orgId: org.id, token: uploader });
    expect(files.body.data.map((m: { mime: string }) => m.mime)).toEqual(['application/pdf']);
    const theirs = await t.call('GET', '/api/media/all-user-uploads', { orgId: org.id, token: stranger });
    expect(theirs.body).toEqual({ data: [], total: 0 });
  });
});

describe('what is refused', () => {
  it('refuses types that are not allowed and content that does not match its name (415)', async () => {
    for (const file of [
      { fileName: 'page.html', content: Buffer.from('<html><script>alert(1)</script></html>') },
      { fileName: 'logo.svg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { fileName: 'photo.png', content: Buffer.from('this is not a picture at all') },
      { fileName: 'notes.txt', content: Buffer.from([0x00, 0x01, 0x02, 0x03]) },
      { fileName: 'noextension', content: pngBytes() },
    ]) {
      const res = await upload(file);
      expect(res.status, file.fileName).toBe(415);
      expect(res.body.errorCode).toBe('media-001');
    }
  });

  it('refuses a file over MEDIA_MAX_BYTES with 413 and keeps nothing', async () => {
    const before = (await t.db.select({ id: media.id }).from(media)).length;
    const res = await upload({ fileName: 'huge.png', content: pngBytes(MAX_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe('media-002');
    expect((await t.db.select({ id: media.id }).from(media)).length).toBe(before);
  });

  it('asks for a multipart form with a file field', async () => {
    const json = await t.call('POST', '/api/media/upload', { orgId: org.id, token: uploader, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.errorCode).toBe('media-003');
    const wrongField = await upload({ field: 'picture', fileName: 'a.png', content: pngBytes() });
    expect(wrongField.body.errorCode).toBe('media-003');
  });

  it('needs a signed-in member', async () => {
    const body = multipartBody({ fileName: 'a.png', content: pngBytes() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { organization: String(org.id), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing and deleting', () => {
  it('lets the uploader and administrators rename, unpublish and delete; others not', async () => {
    const res = await upload({ fileName: 'slides.png', content: pngBytes() });
    const id = res.body.id as number;
    const renamed = await t.call('PATCH', `/api/media/${id}`, {
      orgId: org.id,
      token: uploader,
      body: { fileName: 'Slides week 1.png' },
    });
    expect(renamed.body.fileName).toBe('Slides week 1.png');
    // A member who cannot even see a private file learns nothing about it.
    const strangerPatch = await t.call('PATCH', `/api/media/${id}`, {
      orgId: org.id,
      token: stranger,
      body: { isPublished: false },
    });
    expect(strangerPatch.status).toBe(404);
    expect((await t.call('DELETE', `/api/media/${id}`, { orgId: org.id, token: stranger })).status).toBe(404);
    const byAdmin = await t.call('PATCH', `/api/media/${id}`, {
      orgId: org.id,
      token: admin,
      body: { isPublished: false },
    });
    expect(byAdmin.body.isPublished).toBe(false);

    const [row] = await t.db.select().from(media).where(eq(media.id, id));
    expect(await t.deps.storage.stat(row?.key ?? '')).not.toBeNull();
    expect((await t.call('DELETE', `/api/media/${id}`, { orgId: org.id, token: uploader })).status).toBe(204);
    expect((await t.call('GET', `/api/media/${id}`, { orgId: org.id, token: uploader })).status).toBe(404);
    expect((await open(`/api/media/${id}/file`)).statusCode).toBe(404);
    expect(await t.deps.storage.stat(row?.key ?? '')).toBeNull();
  });

  it("answers 404 for another organization's file, in every call", async () => {
    const res = await upload({ fileName: 'ours.png', content: pngBytes() });
    const id = res.body.id as number;
    for (const [method, url, body] of [
      ['GET', `/api/media/${id}`, undefined],
      ['PATCH', `/api/media/${id}`, { fileName: 'x.png' }],
      ['DELETE', `/api/media/${id}`, undefined],
    ] as const) {
      const answer = await t.call(method, url, { orgId: other.id, token: foreigner, body });
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
    const file = await open(`/api/media/${id}/file`, { organization: String(other.id) });
    expect(file.statusCode).toBe(404);
  });
});

describe('presigned upload with local storage', () => {
  async function presign(fileName: string, sizeBytes: number, token = uploader) {
    return t.call('POST', '/api/media/presigned', { orgId: org.id, token, body: { fileName, sizeBytes } });
  }
  function put(uploadUrl: string, content: Buffer, contentType = 'image/png') {
    return t.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': contentType }, payload: content });
  }

  it('uploads to our own one-time URL, then confirms into media', async () => {
    const content = pngBytes(3000);
    const grant = await presign('Whiteboard.png', content.length);
    expect(grant.status).toBe(201);
    expect(grant.body).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' } });
    expect(grant.body.uploadUrl).toMatch(/^\/api\/media\/presigned\?token=/);

    const early = await t.call('PATCH', '/api/media/presigned', {
      orgId: org.id,
      token: uploader,
      body: { token: grant.body.token },
    });
    expect(early.status).toBe(409);
    expect(early.body.errorCode).toBe('media-007');

    expect((await put(grant.body.uploadUrl, content)).statusCode).toBe(204);
    const again = await put(grant.body.uploadUrl, content);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('media-006');

    const notMine = await t.call('PATCH', '/api/media/presigned', {
      orgId: org.id,
      token: stranger,
      body: { token: grant.body.token },
    });
    expect(notMine.body.errorCode).toBe('media-005');

    const confirmed = await t.call('PATCH', '/api/media/presigned', {
      orgId: org.id,
      token: uploader,
      body: { token: grant.body.token },
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ fileName: 'Whiteboard.png', mime: 'image/png', sizeKB: 3 });
    const twice = await t.call('PATCH', '/api/media/presigned', {
      orgId: org.id,
      token: uploader,
      body: { token: grant.body.token },
    });
    expect(twice.body.errorCode).toBe('media-006');

    const link = (await t.call('GET', `/api/media/${confirmed.body.id}`, { orgId: org.id, token: uploader })).body;
    expect((await open(link.downloadUrl)).rawPayload.equals(content)).toBe(true);
  });

  it('refuses more bytes than announced, types not allowed, sizes over the limit and forged tokens', async () => {
    const grant = await presign('small.png', 100);
    const tooMany = await put(grant.body.uploadUrl, pngBytes(500));
    expect(tooMany.statusCode).toBe(413);
    expect((await presign('run.exe', 100)).body.errorCode).toBe('media-001');
    expect((await presign('big.png', MAX_BYTES + 1)).body.errorCode).toBe('media-002');
    const forged = await put(`/api/media/presigned?token=${'x'.repeat(40)}`, pngBytes());
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errorCode).toBe('media-005');
  });

  it('removes bytes whose content does not match the announced name', async () => {
    const content = Buffer.from('plain text pretending to be a png');
    const grant = await presign('fake.png', content.length);
    expect((await put(grant.body.uploadUrl, content, 'text/plain')).statusCode).toBe(204);
    const confirmed = await t.call('PATCH', '/api/media/presigned', {
      orgId: org.id,
      token: uploader,
      body: { token: grant.body.token },
    });
    expect(confirmed.status).toBe(415);
    const retry = await t.call('PATCH', '/api/media/presigned', {
      orgId: org.id,
      token: uploader,
      body: { token: grant.body.token },
    });
    expect(retry.body.errorCode).toBe('media-007');
  });
});
