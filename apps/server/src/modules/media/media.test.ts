import {
  confirmPresignedUpload,
  createPresignedUpload,
  deleteMedia,
  getMedia,
  listMyUploads,
  updateMedia,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_CSP } from '../../platform/security-headers.ts';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
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

/** A file's metadata as the member whose token is `token` reads it. */
const metadataOf = (mediaId: number, token: string) =>
  t.request(getMedia, { params: { mediaId }, as: { orgId: org.id, token } });

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

    const detail = await metadataOf(res.body.id, uploader);
    expect(detail.status).toBe(200);
    const { isPublic, downloadUrl } = ok(detail);
    expect(isPublic).toBe(false);
    expect(downloadUrl).toMatch(/\/file\?token=/);

    const file = await open(downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Diagram 1.png"; filename*=UTF-8''Diagram%201.png`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    const part = await open(downloadUrl, { range: 'bytes=8-15' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-15/${content.length}`);
    expect(part.rawPayload.equals(content.subarray(8, 16))).toBe(true);
    const beyond = await open(downloadUrl, { range: 'bytes=999999-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.json().errorCode).toBe('media-008');
  });

  it('refuses a private file without a link, and with a link of another file', async () => {
    const a = await upload({ fileName: 'a.png', content: pngBytes() });
    const b = await upload({ fileName: 'b.png', content: pngBytes() });
    const bare = await open(a.body.url);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().errorCode).toBe('media-004');
    const linkOfB = ok(await metadataOf(b.body.id, uploader)).downloadUrl;
    const wrong = await open(`${a.body.url}?${linkOfB.split('?')[1]}`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorCode).toBe('media-005');
  });

  it('names downloads in any script and offers documents as attachments', async () => {
    const res = await upload({ fileName: 'دليل الدورة.pdf', content: pdfBytes() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'FILE', mime: 'application/pdf' });
    const link = ok(await metadataOf(res.body.id, admin)).downloadUrl;
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
    const asUploader = { orgId: org.id, token: uploader };
    const mine = await t.request(listMyUploads, { query: { take: 100 }, as: asUploader });
    expect(mine.status).toBe(200);
    expect(ok(mine).total).toBeGreaterThanOrEqual(4);
    expect(ok(mine).data.every((m) => m.uploadedById === uploaderId)).toBe(true);
    const files = await t.request(listMyUploads, { query: { type: 'FILE' }, as: asUploader });
    expect(ok(files).data.map((m) => m.mime)).toEqual(['application/pdf']);
    const theirs = await t.request(listMyUploads, { as: { orgId: org.id, token: stranger } });
    expect(ok(theirs)).toEqual({ data: [], total: 0 });
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
    // Untyped on purpose: a JSON body where the call takes a multipart form.
    const json = await t.call('POST', '/api/media/upload', { orgId: org.id, token: uploader, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(errorCodeOf(json)).toBe('media-003');
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
    const params = { mediaId: id };
    const by = (token: string) => ({ orgId: org.id, token });
    const renamed = await t.request(updateMedia, { params, body: { fileName: 'Slides week 1.png' }, as: by(uploader) });
    expect(ok(renamed).fileName).toBe('Slides week 1.png');
    // A member who cannot even see a private file learns nothing about it.
    const strangerPatch = await t.request(updateMedia, { params, body: { isPublished: false }, as: by(stranger) });
    expect(strangerPatch.status).toBe(404);
    expect((await t.request(deleteMedia, { params, as: by(stranger) })).status).toBe(404);
    const byAdmin = await t.request(updateMedia, { params, body: { isPublished: false }, as: by(admin) });
    expect(ok(byAdmin).isPublished).toBe(false);

    const [row] = await t.db.select().from(media).where(eq(media.id, id));
    expect(await t.deps.storage.stat(row?.key ?? '')).not.toBeNull();
    expect((await t.request(deleteMedia, { params, as: by(uploader) })).status).toBe(204);
    expect((await metadataOf(id, uploader)).status).toBe(404);
    expect((await open(`/api/media/${id}/file`)).statusCode).toBe(404);
    expect(await t.deps.storage.stat(row?.key ?? '')).toBeNull();
  });

  it("answers 404 for another organization's file, in every call", async () => {
    const res = await upload({ fileName: 'ours.png', content: pngBytes() });
    const id = res.body.id as number;
    const params = { mediaId: id };
    const as = { orgId: other.id, token: foreigner };
    const answers = {
      get: await t.request(getMedia, { params, as }),
      update: await t.request(updateMedia, { params, body: { fileName: 'x.png' }, as }),
      delete: await t.request(deleteMedia, { params, as }),
    };
    for (const [action, answer] of Object.entries(answers)) expect(answer.status, action).toBe(404);
    const file = await open(`/api/media/${id}/file`, { organization: String(other.id) });
    expect(file.statusCode).toBe(404);
  });
});

describe('presigned upload with local storage', () => {
  async function presign(fileName: string, sizeBytes: number, token = uploader) {
    return t.request(createPresignedUpload, { body: { fileName, sizeBytes }, as: { orgId: org.id, token } });
  }
  /** Confirms the upload of the grant `token` as the member whose token is `as`. */
  function confirm(token: string, as = uploader) {
    return t.request(confirmPresignedUpload, { body: { token }, as: { orgId: org.id, token: as } });
  }
  function put(uploadUrl: string, content: Buffer, contentType = 'image/png') {
    return t.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': contentType }, payload: content });
  }

  it('uploads to our own one-time URL, then confirms into media', async () => {
    const content = pngBytes(3000);
    const grant = await presign('Whiteboard.png', content.length);
    expect(grant.status).toBe(201);
    expect(grant.body).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' } });
    const { uploadUrl, token } = ok(grant);
    expect(uploadUrl).toMatch(/^\/api\/media\/presigned\?token=/);

    const early = await confirm(token);
    expect(early.status).toBe(409);
    expect(errorCodeOf(early)).toBe('media-007');

    expect((await put(uploadUrl, content)).statusCode).toBe(204);
    const again = await put(uploadUrl, content);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('media-006');

    const notMine = await confirm(token, stranger);
    expect(errorCodeOf(notMine)).toBe('media-005');

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ fileName: 'Whiteboard.png', mime: 'image/png', sizeKB: 3 });
    const twice = await confirm(token);
    expect(errorCodeOf(twice)).toBe('media-006');

    const link = ok(await metadataOf(ok(confirmed).id, uploader));
    expect((await open(link.downloadUrl)).rawPayload.equals(content)).toBe(true);
  });

  it('refuses more bytes than announced, types not allowed, sizes over the limit and forged tokens', async () => {
    const grant = await presign('small.png', 100);
    const tooMany = await put(ok(grant).uploadUrl, pngBytes(500));
    expect(tooMany.statusCode).toBe(413);
    expect(errorCodeOf(await presign('run.exe', 100))).toBe('media-001');
    expect(errorCodeOf(await presign('big.png', MAX_BYTES + 1))).toBe('media-002');
    const forged = await put(`/api/media/presigned?token=${'x'.repeat(40)}`, pngBytes());
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errorCode).toBe('media-005');
  });

  it('removes bytes whose content does not match the announced name', async () => {
    const content = Buffer.from('plain text pretending to be a png');
    const grant = await presign('fake.png', content.length);
    const { uploadUrl, token } = ok(grant);
    expect((await put(uploadUrl, content, 'text/plain')).statusCode).toBe(204);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(415);
    const retry = await confirm(token);
    expect(errorCodeOf(retry)).toBe('media-007');
  });
});
