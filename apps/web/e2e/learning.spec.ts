import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { apiHeaders, type Login, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/**
 * The course content area with a learner of its own (registered and verified through the API,
 * then enrolled in the demo course "Data Analysis with Spreadsheets"), so that no other spec's
 * progress mixes in. That course's second section needs its first one finished, and its third
 * opens in two weeks.
 */
const COURSE_NAME = 'Data Analysis with Spreadsheets';
const texts = { en, ar };

/** A learner of their own, enrolled in the course through the API. */
async function enrolledLearner(request: APIRequestContext): Promise<{ learner: Login; courseId: number }> {
  const learner = await registeredLearner(request);
  const found = await request.get(`/api/all-courses?search=${encodeURIComponent(COURSE_NAME)}`, {
    headers: apiHeaders(learner),
  });
  const course = ((await found.json()) as { data: { id: number; name: string }[] }).data.find(
    (c) => c.name === COURSE_NAME,
  );
  if (!course) throw new Error(`demo course "${COURSE_NAME}" missing`);
  const enrolled = await request.post(`/api/users/${learner.user.id}/enrolled-courses/${course.id}`, {
    headers: apiHeaders(learner),
  });
  expect(enrolled.status()).toBe(201);
  return { learner, courseId: course.id };
}

/** The learner's progress in the header, as its screen-reader text says it (e.g. "25% complete"). */
function courseProgress(page: Page, t: typeof en) {
  return page.getByRole('progressbar', { name: t.learning.progress.course });
}

test('a learner opens a course, finishes a lesson, goes on, writes a note; a locked section stays locked', async ({
  page,
}) => {
  const t = texts.en;
  const { learner, courseId } = await enrolledLearner(page.request);
  await prepareBrowser(page, { login: learner });

  // First visit: the course opens on its modules.
  await page.goto(`/lms/courses/${courseId}`);
  await expect(page).toHaveURL(new RegExp(`/lms/courses/${courseId}/modules$`));
  await expect(page.getByRole('heading', { level: 1, name: COURSE_NAME })).toBeVisible();
  await expect(courseProgress(page, t)).toHaveAttribute('aria-valuenow', '0');

  // The dated section and the one behind a prerequisite are locked, with their reasons.
  const pivot = page.getByRole('region', { name: 'Pivot tables' });
  await expect(pivot.getByText(t.learning.modules.locked, { exact: true }).first()).toBeVisible();
  await expect(pivot.getByText(/Finish “Spreadsheet basics” to open this module/)).toBeVisible();
  await expect(pivot.getByRole('link', { name: /Your first pivot table/ })).toHaveCount(0);
  const dashboards = page.getByRole('region', { name: 'Dashboards' });
  await expect(dashboards.getByText(/This module opens on/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Open the first lesson and mark it finished: the progress rises.
  await page.getByRole('link', { name: /Tidy tables/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tidy tables' })).toBeVisible();
  await page.getByRole('button', { name: t.learning.lesson.markFinished }).click();
  await expect(page.getByRole('button', { name: t.learning.lesson.markNotFinished })).toBeVisible();
  await expect(courseProgress(page, t)).not.toHaveAttribute('aria-valuenow', '0');
  const afterFirst = Number(await courseProgress(page, t).getAttribute('aria-valuenow'));
  expect(afterFirst).toBeGreaterThan(0);

  // Write a note beside the lesson.
  await page.getByRole('textbox', { name: new RegExp(`^${t.learning.notes.noteLabel}`) }).fill('One row per record.');
  await page.getByRole('button', { name: t.learning.notes.add }).click();
  await expect(
    page.getByRole('list', { name: t.learning.notes.listLabel }).getByText('One row per record.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Go to the next lesson and finish it too: the prerequisite section is done.
  await page.getByRole('link', { name: t.learning.lesson.next }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sorting and filtering' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Download/ })).toBeVisible();
  await page.getByRole('button', { name: t.learning.lesson.markFinished }).click();
  await expect(page.getByRole('button', { name: t.learning.lesson.markNotFinished })).toBeVisible();
  await expect
    .poll(async () => Number(await courseProgress(page, t).getAttribute('aria-valuenow')))
    .toBeGreaterThan(afterFirst);

  // The prerequisite is met, the dated section is still locked (in the page and on the server).
  await page.getByRole('tab', { name: t.learning.tabs.modules }).click();
  await expect(pivot.getByRole('link', { name: /Your first pivot table/ })).toBeVisible();
  await expect(dashboards.getByRole('link')).toHaveCount(0);
  const sections = await page.request.get(`/api/courses/${courseId}/sections`, {
    headers: apiHeaders(learner),
  });
  const dashboard = ((await sections.json()) as { data: { name: string; subsections: { id: number }[] }[] }).data.find(
    (s) => s.name === 'Dashboards',
  );
  const lockedLessonId = dashboard?.subsections[0]?.id as number;
  const refused = await page.request.post(`/api/users/${learner.user.id}/finished-subsections/${lockedLessonId}`, {
    headers: apiHeaders(learner),
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('courses-008');

  // Its lesson's address shows the lock page, not the lesson.
  await page.goto(`/lms/courses/${courseId}/modules/content/${lockedLessonId}`);
  await expect(page.getByRole('heading', { name: t.learning.lock.lessonTitle })).toBeVisible();
  await expect(page.getByText(/This module opens on/)).toBeVisible();

  // The notes page lists the note; the course resumes at the last lesson visited.
  await page.getByRole('tab', { name: t.learning.tabs.notes }).click();
  await expect(page.getByText('One row per record.')).toBeVisible();
  await page.goto(`/lms/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sorting and filtering' })).toBeVisible();
});

test('the course area in Arabic on a phone: modules, a lesson and its lock page, the content in Arabic', async ({
  page,
}) => {
  const t = texts.ar;
  const { learner, courseId } = await enrolledLearner(page.request);
  await page.setViewportSize({ width: 390, height: 844 });
  await prepareBrowser(page, { login: learner, language: 'ar' });
  await page.goto(`/lms/courses/${courseId}/modules`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تحليل البيانات بالجداول الإلكترونية' })).toBeVisible();
  // The English course's sections and lessons read in Arabic too (issue 12): the demo translates them.
  await expect(
    page.getByRole('region', { name: 'لوحات المعلومات' }).getByText(t.learning.modules.locked, { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dashboards' })).toHaveCount(0);
  await page.getByRole('link', { name: /الجداول المرتّبة/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'الجداول المرتّبة' })).toBeVisible();
  await expect(page.getByText('سجلّ واحد في كل صف')).toBeVisible();
  await expect(page.getByRole('button', { name: t.learning.lesson.markFinished })).toBeVisible();
  await expect(page.getByRole('link', { name: t.learning.lesson.next })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
