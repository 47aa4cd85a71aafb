import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
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

const as = (who: Member, body?: unknown, orgId = org.id) => ({ orgId, token: who.token, body });

async function createTemplate(body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/certificate-templates', as(admin, { name: 'Classic', ...body }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; name: string; isDefault: boolean };
}

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
    const created = await t.call(
      'POST',
      '/api/certificate-templates',
      as(admin, { name: ' Gold ', backgroundId: file.id, isDefault: true }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Gold',
      settings: { orientation: 'landscape', accentColor: null, showLogo: true },
      background: { id: file.id, url: `/api/media/${file.id}/file` },
      isDefault: true,
      courseCount: 0,
    });
    const gold = created.body.id as number;
    // The background is public now: certificates show it through their public link.
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${file.id}/file` })).statusCode).toBe(200);

    const silver = await createTemplate({ name: 'Silver' });
    const changed = await t.call(
      'PATCH',
      `/api/certificate-templates/${silver.id}`,
      as(admin, { settings: { orientation: 'portrait', accentColor: '#AA3300', showLogo: false }, isDefault: true }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      settings: { orientation: 'portrait', accentColor: '#aa3300', showLogo: false },
      isDefault: true,
    });

    // One default: the former one stops being it. The list puts it first; instructors read it too.
    const list = await t.call('GET', '/api/certificate-templates', as(instructor));
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { name: string; isDefault: boolean }) => [row.name, row.isDefault])).toEqual([
      ['Silver', true],
      ['Gold', false],
    ]);

    expect((await t.call('DELETE', `/api/certificate-templates/${gold}`, as(admin))).status).toBe(204);
    expect((await t.call('DELETE', `/api/certificate-templates/${gold}`, as(admin))).status).toBe(404);
    const after = await t.call('GET', '/api/certificate-templates', as(admin));
    expect(after.body.data.map((row: { id: number }) => row.id)).toEqual([silver.id]);
  });

  it('refuses learners (403), instructors writing (403), guests (401) and another organization’s templates (404)', async () => {
    const template = await createTemplate({ name: 'Mine' });
    expect((await t.call('GET', '/api/certificate-templates', as(learner))).status).toBe(403);
    expect((await t.call('GET', '/api/certificate-templates', { orgId: org.id })).status).toBe(401);
    for (const [method, path, body] of [
      ['POST', '/api/certificate-templates', { name: 'Not mine' }],
      ['PATCH', `/api/certificate-templates/${template.id}`, { name: 'Not mine' }],
      ['DELETE', `/api/certificate-templates/${template.id}`, undefined],
    ] as const) {
      const res = await t.call(method, path, as(instructor, body));
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.errorCode).toBe('common-007');
      // Another organization's administrator does not find it.
      const foreign = await t.call(method, path, as(foreignAdmin, body, other.id));
      if (method !== 'POST') {
        expect(foreign.status, `${method} ${path} elsewhere`).toBe(404);
        expect(foreign.body.errorCode).toBe('common-002');
      }
    }
    const theirs = await t.call('GET', '/api/certificate-templates', as(foreignAdmin, undefined, other.id));
    expect(theirs.body.data.map((row: { id: number }) => row.id)).not.toContain(template.id);
    const [row] = await t.db.select().from(certificateTemplates).where(eq(certificateTemplates.id, template.id));
    expect(row?.name).toBe('Mine');
  });

  it('refuses invalid settings and names, a background that is not a PNG or JPEG, and another organization’s file', async () => {
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'Bad', settings: { orientation: 'sideways' } },
      { name: 'Bad', settings: { accentColor: 'red' } },
      { name: 'Bad', settings: { showLogo: 'yes' } },
      { name: 'Bad', settings: { watermark: true } },
      { name: 'Bad', settings: [] },
      { name: 'Bad', backgroundId: 0 },
    ]) {
      const res = await t.call('POST', '/api/certificate-templates', as(admin, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe('validation');
    }
    const webp = await backgroundOf(admin, org.id, 'image/webp');
    const refused = await t.call('POST', '/api/certificate-templates', as(admin, { name: 'W', backgroundId: webp.id }));
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('certificates-005');
    const video = await buildMedia(t.db, org.id, { uploadedById: admin.id, type: 'VIDEO' });
    const notImage = await t.call(
      'POST',
      '/api/certificate-templates',
      as(admin, { name: 'V', backgroundId: video.id }),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.errorCode).toBe('courses-084');
    const foreignFile = await backgroundOf(foreignAdmin, other.id);
    const foreign = await t.call(
      'POST',
      '/api/certificate-templates',
      as(admin, { name: 'F', backgroundId: foreignFile.id }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe('common-002');
    const empty = await createTemplate({ name: 'Empty' });
    expect((await t.call('PATCH', `/api/certificate-templates/${empty.id}`, as(admin, {}))).status).toBe(400);
  });
});

describe("a course's certificate template", () => {
  it("is one of the organization's templates, chosen by the course's authors (another organization's answers 404)", async () => {
    const template = await createTemplate({ name: 'For courses' });
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const chosen = await t.call(
      'PATCH',
      `/api/courses/${course.id}`,
      as(instructor, { certificateTemplateId: template.id }),
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.offering.certificateTemplateId).toBe(template.id);

    const foreignTemplate = await t.call(
      'POST',
      '/api/certificate-templates',
      as(foreignAdmin, { name: 'Theirs' }, other.id),
    );
    const refused = await t.call(
      'PATCH',
      `/api/courses/${course.id}`,
      as(instructor, { certificateTemplateId: foreignTemplate.body.id }),
    );
    expect(refused.status).toBe(404);
    expect(refused.body.errorCode).toBe('common-002');

    const list = await t.call('GET', '/api/certificate-templates', as(admin));
    expect(list.body.data.find((row: { id: number }) => row.id === template.id)?.courseCount).toBe(1);

    const none = await t.call('PATCH', `/api/courses/${course.id}`, as(instructor, { certificateTemplateId: null }));
    expect(none.body.offering.certificateTemplateId).toBeNull();
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
    await t.call('PATCH', `/api/courses/${course.id}`, as(admin, { certificateTemplateId: portrait.id }));
    await t.db.insert(courseCertificates).values({
      certificateId: 'TemplateTestCertificate01',
      organizationId: org.id,
      userId: learnerUser.id,
      courseId: course.id,
      recipientName: 'Huda Saleh',
      courseName: course.name,
    });
    const pdf = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/course-certificates/TemplateTestCertificate01/pdf' });
      expect(res.statusCode).toBe(200);
      return res.rawPayload.toString('latin1');
    };
    const drawn = await pdf();
    expect(drawn).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(drawn).toContain('/Subtype /Image');

    // Deleted while the course names it: the offering falls back to the organization's default.
    expect((await t.call('DELETE', `/api/certificate-templates/${portrait.id}`, as(admin))).status).toBe(204);
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
