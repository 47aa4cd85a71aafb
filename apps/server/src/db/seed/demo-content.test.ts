// The demo's sections and lessons in both languages (issue 12, item 18): a learner reading in
// Arabic meets an English course's content in Arabic, and one reading in English an Arabic
// course's in English, on the seeded demo data through the real calls.

import {
  type CallBody,
  type CallDef,
  type CallParams,
  type CallQuery,
  type CallResponse,
  createSubsectionNote,
  getCourseOverview,
  getCourseSubsection,
  type Language,
  listCourseNotes,
  listCourseSections,
  listUserActivityLog,
  markSubsectionFinished,
} from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../modules/courses/courses.tables.ts';
import { organizations } from '../../modules/organizations/organizations.tables.ts';
import { users } from '../../modules/users/users.tables.ts';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { seedDemoData } from './demo.ts';
import { demoContentTranslations } from './demo-content-translations.ts';
import { demoCourses } from './demo-courses-data.ts';

let t: TestApp;
let student: { id: number; orgId: number; token: string };

/** The answer of a call that must succeed, as the student (unless `guest`), in a language. */
async function answerOf<C extends CallDef>(
  call: C,
  language: Language,
  options: { params?: CallParams<C>; query?: CallQuery<C>; body?: CallBody<C>; guest?: boolean } = {},
): Promise<CallResponse<C>> {
  const { guest, ...rest } = options;
  return ok(await t.request(call, { ...rest, language, orgId: student.orgId, ...(guest ? {} : { as: student }) }));
}

async function courseIdOf(name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.name, name), eq(courses.organizationId, student.orgId)));
  if (!row) throw new Error(`no demo course ${name}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'student@demo.test'));
  const [org] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Demo Academy'));
  if (!user || !org) throw new Error('no demo student');
  student = { id: user.id, orgId: org.id, token: await t.tokenFor(user.id, org.id) };
}, 60_000);
afterAll(() => t?.close());

describe('the demo content in both languages', () => {
  it('has every section and lesson of every demo course in the course’s other language', () => {
    for (const course of demoCourses) {
      const translated = demoContentTranslations[course.key];
      expect(translated?.length, course.key).toBe(course.sections.length);
      for (const [index, section] of course.sections.entries()) {
        expect(translated?.[index]?.lessons.length, `${course.key} ${section.name}`).toBe(section.lessons.length);
      }
    }
  });

  it('shows an English course’s sections and lessons in Arabic to a learner reading Arabic, and as written in English', async () => {
    const courseId = await courseIdOf('Leadership Foundations');
    const arabic = await answerOf(listCourseSections, 'ar', { params: { courseId } });
    expect(arabic.data.map((s) => s.name)).toEqual(['ماذا يفعل القادة', 'الثقة والتفويض', 'الملاحظات والنمو']);
    expect(arabic.data[0]?.learningObjectives).toBe('التمييز بين القيادة والإدارة، ووصف القائد الذي تريد أن تكونه.');
    expect(arabic.data[0]?.subsections.map((l) => l.name)).toEqual([
      'القيادة والإدارة',
      'شاهد: ما يجمع القادة العظماء',
      'قائمة مراجعة القيادة',
    ]);

    const subsectionId = arabic.data[0]?.subsections[0]?.id as number;
    const lesson = await answerOf(getCourseSubsection, 'ar', { params: { subsectionId } });
    expect(lesson).toMatchObject({ name: 'القيادة والإدارة', sectionName: 'ماذا يفعل القادة' });
    expect(lesson.content).toContain('**القيادة** تُعِدّ للغد');

    const english = await answerOf(getCourseSubsection, 'en', { params: { subsectionId } });
    expect(english).toMatchObject({ name: 'Leading and managing', sectionName: 'What leaders do' });
    expect(english.content).toContain('**leading** prepares tomorrow');
  });

  it('names the lessons in the reader’s language in notes and the activity log', async () => {
    const courseId = await courseIdOf('Leadership Foundations');
    const sections = await answerOf(listCourseSections, 'en', { params: { courseId } });
    const lesson = sections.data[1]?.subsections[0];
    if (!lesson) throw new Error('no lesson in the second section');
    expect(lesson.name).toBe('The trust equation');
    const noted = await answerOf(createSubsectionNote, 'ar', {
      params: { subsectionId: lesson.id },
      body: { note: 'Credibility first.', position: null },
    });
    expect(noted.subsectionName).toBe('معادلة الثقة');
    const notes = await answerOf(listCourseNotes, 'ar', { params: { courseId }, query: { skip: 0, take: 10 } });
    expect(notes.data.map((n) => n.subsectionName)).toEqual(['معادلة الثقة']);

    await answerOf(markSubsectionFinished, 'en', { params: { userId: student.id, subsectionId: lesson.id } });
    const log = await answerOf(listUserActivityLog, 'ar', {
      params: { userId: student.id },
      query: { skip: 0, take: 5 },
    });
    expect(log.data.find((entry) => entry.action === 'subsection.finished')?.subjectName).toBe('معادلة الثقة');
  });

  it('shows the outline of an Arabic course in English on its public overview, and in Arabic as written', async () => {
    const courseId = await courseIdOf('القيادة التحويلية');
    const english = await answerOf(getCourseOverview, 'en', { params: { courseId }, guest: true });
    expect(english.outline.map((s) => s.name)).toEqual(['An inspiring vision']);
    expect(english.outline[0]?.subsections.map((l) => l.name)).toEqual([
      'What is transformational leadership?',
      'Writing the vision',
    ]);
    const arabic = await answerOf(getCourseOverview, 'ar', { params: { courseId }, guest: true });
    expect(arabic.outline.map((s) => s.name)).toEqual(['الرؤية الملهمة']);
  });
});
