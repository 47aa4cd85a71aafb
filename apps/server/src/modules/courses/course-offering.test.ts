import { type CallBody, createCourse, listCourses, updateCourse } from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import { courseOfferings } from './courses.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string };

let t: TestApp;
let org: Org;
let other: Org;
let admin: Member;
let instructor: Member;
let otherInstructor: Member;
let foreignAdmin: Member;
let learner: Member;

/** `who` as the caller, in `org`. */
const by = (who: Member) => ({ orgId: org.id, token: who.token });

async function offeringOf(courseId: number) {
  const [row] = await t.db.select().from(courseOfferings).where(eq(courseOfferings.courseId, courseId));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await buildSignedInMember(t, org, 'organization_admin');
  instructor = await buildSignedInMember(t, org, 'instructor');
  otherInstructor = await buildSignedInMember(t, org, 'instructor');
  foreignAdmin = await buildSignedInMember(t, other, 'organization_admin');
  learner = await buildSignedInMember(t, org, 'learner');
});
afterAll(() => t?.close());

describe("the course's offering", () => {
  it('is created with the access, credit units and certificate flag the body gives, else the defaults', async () => {
    const plain = await t.request(createCourse, { body: { name: 'Defaults' }, as: by(admin) });
    expect(plain.status).toBe(201);
    expect(ok(plain).offering).toMatchObject({
      price: 0,
      oldPrice: null,
      accessRestrictionType: 'public',
      creditUnits: null,
      issueCertificate: true,
    });
    const given = await t.request(createCourse, {
      body: { name: 'Given', accessRestrictionType: 'private', creditUnits: 3, issueCertificate: false },
      as: by(admin),
    });
    expect(given.status).toBe(201);
    expect(ok(given).offering).toMatchObject({
      accessRestrictionType: 'private',
      creditUnits: 3,
      issueCertificate: false,
    });
  });

  it("lets the course's instructor change price, access, credit units and certificates, keeping what the body leaves out", async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const params = { courseId: course.id };
    const listed = async () => {
      const res = await t.request(listCourses, { query: { take: 100 }, as: by(learner) });
      expect(res.status).toBe(200);
      return ok(res).data.map((c) => c.id);
    };
    expect(await listed()).toContain(course.id);
    const first = await t.request(updateCourse, {
      params,
      body: { price: 7500, oldPrice: 10_000, accessRestrictionType: 'private', creditUnits: 4 },
      as: by(instructor),
    });
    expect(first.status).toBe(200);
    expect(ok(first).offering).toMatchObject({
      price: 7500,
      oldPrice: 10_000,
      isDiscounted: true,
      accessRestrictionType: 'private',
      creditUnits: 4,
      issueCertificate: true,
    });

    // Only the certificate flag: the rest stays; then credit units cleared.
    const second = await t.request(updateCourse, { params, body: { issueCertificate: false }, as: by(instructor) });
    expect(second.status).toBe(200);
    const third = await t.request(updateCourse, { params, body: { creditUnits: null }, as: by(instructor) });
    expect(third.status).toBe(200);
    expect(await offeringOf(course.id)).toMatchObject({
      price: 7500,
      oldPrice: 10_000,
      isDiscounted: true,
      accessRestrictionType: 'private',
      creditUnits: null,
      issueCertificate: false,
    });

    // A private offering leaves the catalogue.
    expect(await listed()).not.toContain(course.id);
  });

  it('refuses invalid offering fields with validation, and changes nothing', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const before = await offeringOf(course.id);
    const outOfRange: CallBody<typeof updateCourse>[] = [
      { creditUnits: -1 },
      { creditUnits: 1.5 },
      { creditUnits: 1001 },
      { price: 10.5 },
      { price: -100 },
      { oldPrice: -1 },
    ];
    for (const body of outOfRange) {
      const res = await t.request(updateCourse, { params: { courseId: course.id }, body, as: by(admin) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
    // Untyped on purpose: values of a type the contract's types do not allow.
    for (const body of [{ accessRestrictionType: 'secret' }, { issueCertificate: 'yes' }]) {
      const res = await t.call('PATCH', `/api/courses/${course.id}`, { orgId: org.id, token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
    expect(await offeringOf(course.id)).toEqual(before);
  });

  it("refuses an instructor of another course (403) and another organization's course (404)", async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const stranger = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { creditUnits: 9 },
      as: by(otherInstructor),
    });
    expect(stranger.status).toBe(403);
    expect(errorCodeOf(stranger)).toBe('common-007');

    const foreign = await buildCourse(t.db, other.id);
    const res = await t.request(updateCourse, {
      params: { courseId: foreign.id },
      body: { accessRestrictionType: 'private' },
      as: by(admin),
    });
    expect(res.status).toBe(404);
    expect(errorCodeOf(res)).toBe('common-002');
    const outsider = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { issueCertificate: false },
      as: { orgId: other.id, token: foreignAdmin.token },
    });
    expect(outsider.status).toBe(404);
    expect(await offeringOf(foreign.id)).toMatchObject({ accessRestrictionType: 'public' });
    expect(await offeringOf(course.id)).toMatchObject({ creditUnits: null, issueCertificate: true });
  });
});
