import {
  type CallBody,
  createCertificateTemplate,
  deleteCertificateTemplate,
  getMediaFile,
  listCertificateTemplates,
  updateCertificateTemplate,
  updateCourse,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, buildUser } from '../../test/factories.ts';
import { buildMedia } from '../../test/media-factories.ts';
import { courseOfferings } from '../courses/courses.tables.ts';
import { media } from '../media/media.tables.ts';
import { certificateTemplates, courseCertificates } from './certificates.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string };

let t: TestApp;
let org: Org;
let other: Org;
let admin: Member;
let instructor: Member;
let learner: Member;
let foreignAdmin: Member;

/** A real 1×1 PNG: pdfkit reads it. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** `who` as the caller, in `org` unless told. */
const by = (who: Member, orgId = org.id) => ({ orgId, token: who.token });

async function createTemplate(body: Partial<CallBody<typeof createCertificateTemplate>> = {}) {
  const res = await t.request(createCertificateTemplate, { body: { name: 'Classic', ...body }, as: by(admin) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ok(res);
}

const listTemplates = (who: Member, orgId = org.id) => t.request(listCertificateTemplates, { as: by(who, orgId) });

async function backgroundOf(who: Member, orgId = org.id, mime = 'image/png') {
  const file = await buildMedia(t.db, orgId, { uploadedById: who.id, content: onePixelPng, storage: t.deps.storage });
  if (mime !== 'image/png') await t.db.update(media).set({ mime }).where(eq(media.id, file.id));
  return file;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { certificates_enabled: true } });
  other = await buildOrg(t.db);
  admin = await buildSignedInMember(t, org, 'organization_admin');
  instructor = await buildSignedInMember(t, org, 'instructor');
  learner = await buildSignedInMember(t, org, 'learner');
  foreignAdmin = await buildSignedInMember(t, other, 'organization_admin');
});
afterAll(() => t?.close());

describe('certificate templates', () => {
  it('are created with default settings, changed, made the one default, listed and deleted by an administrator', async () => {
    const file = await backgroundOf(admin);
    const created = await t.request(createCertificateTemplate, {
      body: { name: ' Gold ', backgroundId: file.id, isDefault: true },
      as: by(admin),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Gold',
      settings: { orientation: 'landscape', accentColor: null, showLogo: true },
      background: { id: file.id, url: `/api/media/${file.id}/file` },
      isDefault: true,
      courseCount: 0,
    });
    const gold = ok(created).id;
    // The background is public now: certificates show it through their public link.
    expect((await t.request(getMediaFile, { params: { mediaId: file.id } })).status).toBe(200);

    const silver = await createTemplate({ name: 'Silver' });
    const changed = await t.request(updateCertificateTemplate, {
      params: { templateId: silver.id },
      body: { settings: { orientation: 'portrait', accentColor: '#AA3300', showLogo: false }, isDefault: true },
      as: by(admin),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      settings: { orientation: 'portrait', accentColor: '#aa3300', showLogo: false },
      isDefault: true,
    });

    // One default: the former one stops being it. The list puts it first; instructors read it too.
    const list = await listTemplates(instructor);
    expect(list.status).toBe(200);
    expect(ok(list).data.map((row) => [row.name, row.isDefault])).toEqual([
      ['Silver', true],
      ['Gold', false],
    ]);

    const remove = () => t.request(deleteCertificateTemplate, { params: { templateId: gold }, as: by(admin) });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    const after = await listTemplates(admin);
    expect(ok(after).data.map((row) => row.id)).toEqual([silver.id]);
  });

  it('refuses learners (403), instructors writing (403), guests (401) and another organization’s templates (404)', async () => {
    const template = await createTemplate({ name: 'Mine' });
    const params = { templateId: template.id };
    expect((await listTemplates(learner)).status).toBe(403);
    expect((await t.request(listCertificateTemplates, { orgId: org.id })).status).toBe(401);
    const byInstructor = {
      create: await t.request(createCertificateTemplate, { body: { name: 'Not mine' }, as: by(instructor) }),
      update: await t.request(updateCertificateTemplate, { params, body: { name: 'Not mine' }, as: by(instructor) }),
      delete: await t.request(deleteCertificateTemplate, { params, as: by(instructor) }),
    };
    for (const [action, res] of Object.entries(byInstructor)) {
      expect(res.status, action).toBe(403);
      expect(errorCodeOf(res)).toBe('common-007');
    }
    // Another organization's administrator does not find it.
    const elsewhere = by(foreignAdmin, other.id);
    const byForeignAdmin = {
      update: await t.request(updateCertificateTemplate, { params, body: { name: 'Not mine' }, as: elsewhere }),
      delete: await t.request(deleteCertificateTemplate, { params, as: elsewhere }),
    };
    for (const [action, res] of Object.entries(byForeignAdmin)) {
      expect(res.status, `${action} elsewhere`).toBe(404);
      expect(errorCodeOf(res)).toBe('common-002');
    }
    const theirs = await listTemplates(foreignAdmin, other.id);
    expect(ok(theirs).data.map((row) => row.id)).not.toContain(template.id);
    const [row] = await t.db.select().from(certificateTemplates).where(eq(certificateTemplates.id, template.id));
    expect(row?.name).toBe('Mine');
  });

  it('refuses invalid settings and names, a background that is not a PNG or JPEG, and another organization’s file', async () => {
    const invalid: CallBody<typeof createCertificateTemplate>[] = [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'Bad', settings: { accentColor: 'red' } },
      { name: 'Bad', backgroundId: 0 },
    ];
    for (const body of invalid) {
      const res = await t.request(createCertificateTemplate, { body, as: by(admin) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
    // Untyped on purpose: settings of a shape the contract's types do not allow.
    for (const body of [
      { name: 'Bad', settings: { orientation: 'sideways' } },
      { name: 'Bad', settings: { showLogo: 'yes' } },
      { name: 'Bad', settings: { watermark: true } },
      { name: 'Bad', settings: [] },
    ]) {
      const res = await t.call('POST', '/api/certificate-templates', { orgId: org.id, token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
    const webp = await backgroundOf(admin, org.id, 'image/webp');
    const refused = await t.request(createCertificateTemplate, {
      body: { name: 'W', backgroundId: webp.id },
      as: by(admin),
    });
    expect(refused.status).toBe(400);
    expect(errorCodeOf(refused)).toBe('certificates-005');
    const video = await buildMedia(t.db, org.id, { uploadedById: admin.id, type: 'VIDEO' });
    const notImage = await t.request(createCertificateTemplate, {
      body: { name: 'V', backgroundId: video.id },
      as: by(admin),
    });
    expect(notImage.status).toBe(400);
    expect(errorCodeOf(notImage)).toBe('courses-084');
    const foreignFile = await backgroundOf(foreignAdmin, other.id);
    const foreign = await t.request(createCertificateTemplate, {
      body: { name: 'F', backgroundId: foreignFile.id },
      as: by(admin),
    });
    expect(foreign.status).toBe(404);
    expect(errorCodeOf(foreign)).toBe('common-002');
    const empty = await createTemplate({ name: 'Empty' });
    const nothing = await t.request(updateCertificateTemplate, {
      params: { templateId: empty.id },
      body: {},
      as: by(admin),
    });
    expect(nothing.status).toBe(400);
  });
});

describe("a course's certificate template", () => {
  it("is one of the organization's templates, chosen by the course's authors (another organization's answers 404)", async () => {
    const template = await createTemplate({ name: 'For courses' });
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const params = { courseId: course.id };
    const chosen = await t.request(updateCourse, {
      params,
      body: { certificateTemplateId: template.id },
      as: by(instructor),
    });
    expect(chosen.status).toBe(200);
    expect(ok(chosen).offering.certificateTemplateId).toBe(template.id);

    const foreignTemplate = await t.request(createCertificateTemplate, {
      body: { name: 'Theirs' },
      as: by(foreignAdmin, other.id),
    });
    const refused = await t.request(updateCourse, {
      params,
      body: { certificateTemplateId: ok(foreignTemplate).id },
      as: by(instructor),
    });
    expect(refused.status).toBe(404);
    expect(errorCodeOf(refused)).toBe('common-002');

    const list = await listTemplates(admin);
    expect(ok(list).data.find((row) => row.id === template.id)?.courseCount).toBe(1);

    const none = await t.request(updateCourse, { params, body: { certificateTemplateId: null }, as: by(instructor) });
    expect(ok(none).offering.certificateTemplateId).toBeNull();
  });

  it('draws the certificate with the template (orientation, background); a deleted template leaves the default', async () => {
    const learnerUser = await buildUser(t.db, org, 'learner', { firstName: 'Huda', lastName: 'Saleh' });
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const file = await backgroundOf(admin);
    const portrait = await createTemplate({
      name: 'Portrait',
      backgroundId: file.id,
      settings: { orientation: 'portrait', accentColor: '#224466' },
    });
    await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { certificateTemplateId: portrait.id },
      as: by(admin),
    });
    await t.db.insert(courseCertificates).values({
      certificateId: 'TemplateTestCertificate01',
      organizationId: org.id,
      userId: learnerUser.id,
      courseId: course.id,
      recipientName: 'Huda Saleh',
      courseName: course.name,
    });
    const pdf = async () => {
      // Through the app itself: the typed client reads an answer as text, which would mangle the PDF's bytes.
      const res = await t.app.inject({ method: 'GET', url: '/api/course-certificates/TemplateTestCertificate01/pdf' });
      expect(res.statusCode).toBe(200);
      return res.rawPayload.toString('latin1');
    };
    const drawn = await pdf();
    expect(drawn).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(drawn).toContain('/Subtype /Image');

    // Deleted while the course names it: the offering falls back to the organization's default.
    const removed = await t.request(deleteCertificateTemplate, { params: { templateId: portrait.id }, as: by(admin) });
    expect(removed.status).toBe(204);
    const [offering] = await t.db.select().from(courseOfferings).where(eq(courseOfferings.courseId, course.id));
    expect(offering?.certificateTemplateId).toBeNull();
    await t.db
      .update(certificateTemplates)
      .set({ isDefault: false })
      .where(eq(certificateTemplates.organizationId, org.id));
    const builtIn = await pdf();
    expect(builtIn).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(builtIn).not.toContain('/Subtype /Image');
  });
});
