import {
  getCertificatePdf,
  getCertificateVerification,
  getCourseCertificatesReport,
  getMyCourseCertificate,
  listUserCourseCertificates,
  markSubsectionFinished,
} from '@manara/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../platform/platform.tables.ts';
import { PDF_CSP } from '../../platform/security-headers.ts';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse, enrolDirectly } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { expectSortable } from '../../test/sorting.ts';
import { courseTranslations } from '../courses/courses.tables.ts';
import { activityLog, finishedSubsections } from '../progress/progress.tables.ts';
import { users } from '../users/users.tables.ts';
import { evaluateCourseCertificate } from './certificates.service.ts';
import { courseCertificates } from './certificates.tables.ts';

let t: TestApp;
let db: Db;
type Org = Awaited<ReturnType<typeof buildOrg>>;
let org: Org;
let learner: { id: number };
let token: string;

async function finishLessons(courseId: number, userId: number, subsectionIds: number[], orgId = org.id) {
  await db
    .insert(finishedSubsections)
    .values(subsectionIds.map((subsectionId) => ({ organizationId: orgId, userId, subsectionId, courseId })));
}

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.db;
  org = await buildOrg(db, { configuration: { certificates_enabled: true } });
  learner = await buildUser(db, org, 'learner', { firstName: 'Sara', lastName: 'Harbi' });
  await db.update(users).set({ firstNameAr: 'سارة', lastNameAr: 'الحربي' }).where(eq(users.id, learner.id));
  token = await t.tokenFor(learner.id, org.id);
});

afterAll(async () => {
  await t?.close();
});

/** What the certificates module's listener evaluates with: this app's events, no grade or attendance provider. */
const listenerDeps = () => ({ db, events: t.deps.events, clock: t.deps.clock, criteria: [] });

describe('automatic certificates', () => {
  it('are issued once the last required lesson is finished, once, with the names of both languages', async () => {
    const course = await buildCourse(db, org.id, { course: { name: 'Data Analysis' }, sections: [2, 1] });
    await db.insert(courseTranslations).values({ courseId: course.id, language: 'ar', name: 'تحليل البيانات' });
    await enrolDirectly(db, { orgId: org.id, courseId: course.id, userId: learner.id });
    const [first, second, third] = course.sections.flatMap((s) => s.subsectionIds);
    await finishLessons(course.id, learner.id, [first as number, second as number]);
    const input = { orgId: org.id, courseId: course.id, userId: learner.id };
    expect(await evaluateCourseCertificate(listenerDeps(), input)).toBeNull();

    await finishLessons(course.id, learner.id, [third as number]);
    const issued = await evaluateCourseCertificate(listenerDeps(), input);
    expect(issued).toMatchObject({
      recipientName: 'Sara Harbi',
      recipientNameAr: 'سارة الحربي',
      courseName: 'Data Analysis',
      courseNameAr: 'تحليل البيانات',
      isIssued: true,
    });
    expect(issued?.certificateId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await evaluateCourseCertificate(listenerDeps(), input)).toBeNull();
    const rows = await db.select().from(courseCertificates).where(eq(courseCertificates.courseId, course.id));
    expect(rows).toHaveLength(1);
    const log = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, learner.id), eq(activityLog.action, 'certificate.issued')));
    expect(log.map((l) => l.courseId)).toContain(course.id);
  });

  it('are issued when the learner marks the last lesson through the API', async () => {
    const course = await buildCourse(db, org.id, { sections: [2] });
    await enrolDirectly(db, { orgId: org.id, courseId: course.id, userId: learner.id });
    const [first, last] = course.sections[0]?.subsectionIds ?? [];
    const as = { orgId: org.id, token };
    const mark = (subsectionId: number | undefined) =>
      t.request(markSubsectionFinished, { params: { userId: learner.id, subsectionId: subsectionId as number }, as });
    const status = () => t.request(getMyCourseCertificate, { params: { userId: learner.id, courseId: course.id }, as });
    expect((await mark(first)).status).toBeLessThan(300);
    const before = await status();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      isOffered: true,
      certificate: null,
      criteria: { certificateMode: 'automatic', requiresCompletion: true },
      progress: { completion: 0.5, grade: null, attendance: null, isCompletionMet: false, isGradeMet: true },
    });
    expect((await mark(last)).status).toBeLessThan(300);
    const after = await status();
    expect(ok(after).certificate).toMatchObject({ courseId: course.id, recipientName: 'Sara Harbi' });
  });

  it('are not issued in manual mode, when the offering issues none, or when the organization has them off', async () => {
    const manual = await buildCourse(db, org.id, { course: { certificateMode: 'manual' }, sections: [1] });
    const noOffering = await buildCourse(db, org.id, { offering: { issueCertificate: false }, sections: [1] });
    const offOrg = await buildOrg(db);
    const offLearner = await buildUser(db, offOrg);
    const offCourse = await buildCourse(db, offOrg.id, { sections: [1] });
    for (const [orgId, course, userId] of [
      [org.id, manual, learner.id],
      [org.id, noOffering, learner.id],
      [offOrg.id, offCourse, offLearner.id],
    ] as const) {
      await enrolDirectly(db, { orgId: orgId, courseId: course.id, userId: userId });
      await finishLessons(course.id, userId, course.sections[0]?.subsectionIds ?? [], orgId);
      expect(await evaluateCourseCertificate(listenerDeps(), { orgId, courseId: course.id, userId })).toBeNull();
    }
    const offToken = await t.tokenFor(offLearner.id, offOrg.id);
    const status = await t.request(getMyCourseCertificate, {
      params: { userId: offLearner.id, courseId: offCourse.id },
      as: { orgId: offOrg.id, token: offToken },
    });
    expect(status.body).toMatchObject({ isOffered: false, certificate: null });
  });

  it('are issued without completion when the course does not require it', async () => {
    const course = await buildCourse(db, org.id, { course: { requiresCompletion: false }, sections: [3] });
    await enrolDirectly(db, { orgId: org.id, courseId: course.id, userId: learner.id });
    expect(
      await evaluateCourseCertificate(listenerDeps(), { orgId: org.id, courseId: course.id, userId: learner.id }),
    ).not.toBeNull();
  });
});

describe('certificates on progress (the listener of progress.changed)', () => {
  it('exist when the request that finished the last lesson answers, before any worker has run', async () => {
    const course = await buildCourse(db, org.id, { sections: [2] });
    await enrolDirectly(db, { orgId: org.id, courseId: course.id, userId: learner.id });
    const [first, last] = course.sections[0]?.subsectionIds ?? [];
    await finishLessons(course.id, learner.id, [first as number]);
    // Straight to the app: the test client would run due jobs after the request.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${learner.id}/finished-subsections/${last}`,
      headers: { organization: String(org.id), authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const rows = await db
      .select()
      .from(courseCertificates)
      .where(and(eq(courseCertificates.courseId, course.id), eq(courseCertificates.userId, learner.id)));
    expect(rows).toMatchObject([{ isIssued: true }]);
    const listenerJobs = await db
      .select({ status: jobs.status })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'event:progress.changed:certificates'),
          sql`${jobs.payload}->>'courseId' = ${String(course.id)}`,
        ),
      );
    expect(listenerJobs).toEqual([{ status: 'done' }]);
  });

  it('issue one certificate, and publish certificates.issued once, when the listener runs twice', async () => {
    const course = await buildCourse(db, org.id, { sections: [1] });
    await enrolDirectly(db, { orgId: org.id, courseId: course.id, userId: learner.id });
    await finishLessons(course.id, learner.id, course.sections[0]?.subsectionIds ?? []);
    const ids = await t.deps.events.publishJobs('progress.changed', {
      organizationId: org.id,
      courseId: course.id,
      userId: learner.id,
    });
    const [listenerJob] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'event:progress.changed:certificates'), inArray(jobs.id, ids)));
    if (!listenerJob) throw new Error('no listener job');
    expect(await t.deps.jobs.runNow([listenerJob.id])).toBe(1);
    // Delivered again (at least once: a process that died before marking it done).
    await db.update(jobs).set({ status: 'pending' }).where(eq(jobs.id, listenerJob.id));
    expect(await t.deps.jobs.runNow([listenerJob.id])).toBe(1);

    const rows = await db.select().from(courseCertificates).where(eq(courseCertificates.courseId, course.id));
    expect(rows).toHaveLength(1);
    const issuedEvents = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'events.broadcast'),
          sql`${jobs.payload}->>'name' = 'certificates.issued'`,
          sql`${jobs.payload}->'event'->>'courseId' = ${String(course.id)}`,
        ),
      );
    expect(issuedEvents).toEqual([
      {
        payload: {
          name: 'certificates.issued',
          event: { organizationId: org.id, courseId: course.id, userId: learner.id, certificateId: rows[0]?.id },
        },
      },
    ]);
  });
});

describe('public verification and the PDF', () => {
  let certificateId: string;

  beforeAll(async () => {
    const course = await buildCourse(db, org.id, { course: { name: 'Public Speaking' }, sections: [1] });
    await db.insert(courseTranslations).values({ courseId: course.id, language: 'ar', name: 'فن الخطابة' });
    await enrolDirectly(db, { orgId: org.id, courseId: course.id, userId: learner.id });
    await finishLessons(course.id, learner.id, course.sections[0]?.subsectionIds ?? []);
    const row = await evaluateCourseCertificate(listenerDeps(), {
      orgId: org.id,
      courseId: course.id,
      userId: learner.id,
    });
    certificateId = row?.certificateId ?? '';
  });

  it('answers anyone the verification data in the request language', async () => {
    const en = await t.request(getCertificateVerification, { params: { certificateId } });
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({
      certificateId,
      recipientName: 'Sara Harbi',
      courseName: 'Public Speaking',
      isValid: true,
      organization: { id: org.id },
    });
    expect(ok(en).verificationUrl).toMatch(new RegExp(`/certificates/${certificateId}$`));
    const ar = await t.request(getCertificateVerification, { params: { certificateId }, language: 'ar' });
    expect(ar.body).toMatchObject({ recipientName: 'سارة الحربي', courseName: 'فن الخطابة' });
  });

  it('answers 404 to an unknown id and 400 to a malformed one', async () => {
    const unknown = { certificateId: 'AAAAAAAAAAAAAAAAAAAAAA' };
    expect((await t.request(getCertificateVerification, { params: unknown })).status).toBe(404);
    expect((await t.request(getCertificatePdf, { params: unknown })).status).toBe(404);
    const malformed = { certificateId: 'not an id' };
    expect((await t.request(getCertificateVerification, { params: malformed })).status).toBe(400);
  });

  it('is a PDF with the names in English and, shaped, in Arabic', async () => {
    for (const [language, words] of [
      ['en', ['Sara Harbi', 'Public Speaking', certificateId]],
      ['ar', ['سارة', 'الحربي', 'فن', 'الخطابة', certificateId]],
    ] as const) {
      // Through the app itself: the typed client reads an answer as text, which would mangle the PDF's bytes.
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/course-certificates/${certificateId}/pdf?language=${language}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-security-policy']).toBe(PDF_CSP);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(res.rawPayload);
      for (const word of words) expect(text).toContain(word);
    }
  });
});

describe("the learner's list", () => {
  it("answers one's own certificates, and 404 for another user's", async () => {
    const mine = await t.request(listUserCourseCertificates, {
      params: { userId: learner.id },
      query: { take: 100 },
      as: { orgId: org.id, token },
    });
    expect(mine.status).toBe(200);
    expect(ok(mine).total).toBeGreaterThanOrEqual(3);
    expect(ok(mine).data[0]).toHaveProperty('certificateId');
    const other = await buildUser(db, org);
    const others = await t.request(listUserCourseCertificates, {
      params: { userId: other.id },
      as: { orgId: org.id, token },
    });
    expect(others.status).toBe(404);
    const guest = await t.request(listUserCourseCertificates, { params: { userId: learner.id }, orgId: org.id });
    expect(guest.status).toBe(401);
  });
});

describe("the authors' report", () => {
  it('sorts by learner or certificate date either way, a learner without one last, by name among ties', async () => {
    const course = await buildCourse(db, org.id, { course: { name: 'Sorted Report' } });
    const author = await buildAuthor(t, org, course);
    const enrolled = async (firstName: string) => {
      const user = await buildUser(db, org, 'learner', { firstName, lastName: 'X' });
      await enrolDirectly(db, { orgId: org.id, courseId: course.id, userId: user.id });
      return user.id;
    };
    const [u1, u2, u3, u4] = [
      await enrolled('Basma'),
      await enrolled('Adel'),
      await enrolled('Carla'),
      await enrolled('Adel'),
    ];
    const certificate = (userId: number, issuedAt: string, isIssued = true) => ({
      certificateId: `sorted-report-${userId}`,
      organizationId: org.id,
      courseId: course.id,
      userId,
      issuedAt: new Date(issuedAt),
      isIssued,
      recipientName: 'X',
      courseName: 'Sorted Report',
    });
    await db.insert(courseCertificates).values([
      certificate(u1, '2030-01-02T10:00:00Z'),
      certificate(u3, '2030-01-01T10:00:00Z'),
      // Revoked: no certificate in the report.
      certificate(u4, '2029-12-31T10:00:00Z', false),
    ]);
    await expectSortable(
      t,
      {
        call: getCourseCertificatesReport,
        params: { courseId: course.id },
        as: { orgId: org.id, token: author.token },
        key: 'userId',
      },
      {
        learner: { asc: [u2, u4, u1, u3], desc: [u3, u1, u4, u2] },
        certificate: { asc: [u3, u1, u2, u4], desc: [u1, u3, u2, u4] },
      },
    );
  });
});
