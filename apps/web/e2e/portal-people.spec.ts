import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { enrolledLearner } from './helpers/courses.ts';
import { apiHeaders, type Login, prepareBrowser } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/**
 * People and results in the portal (issues 13 and 14): the demo instructor opens a demo course's
 * students, finds a learner with an Arabic name, exports the completion and grade reports (the
 * files keep the name, in UTF-8 with a byte-order mark; the grade report in Arabic too), posts an
 * announcement with the rich-text editor, and the learner reads it in the course. In Arabic, the
 * students page reads right to left.
 */

const COURSE = 'Public Speaking';
const FIRST_NAME = 'سارة';
const LAST_NAME = 'العتيبي';

/** A learner of their own in the course, named in Arabic; answers their session, the course and their e-mail. */
async function arabicLearner(page: Page): Promise<{ learner: Login; courseId: number; email: string }> {
  const { learner, courseId } = await enrolledLearner(page.request, COURSE);
  const renamed = await page.request.patch(`/api/users/${learner.user.id}`, {
    headers: apiHeaders(learner),
    data: { firstName: FIRST_NAME, lastName: LAST_NAME },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  const email = (await renamed.json()) as { email: string };
  return { learner, courseId, email: email.email };
}

async function openStudents(page: Page, courseId: number, texts: typeof en): Promise<void> {
  await page.goto(`/portal/instructor/courses/${courseId}/students`);
  // The portal's first load on a loaded machine: its chunks and texts.
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: texts.authoring.editor.students, selected: true })).toBeVisible();
  await expect(page.getByRole('table', { name: texts.authoring.students.tableLabel })).toBeVisible();
}

/**
 * The grade report's export: every learner with the grade the providers give (none yet: no module
 * grades in this release), the passing grade and whether it is met; Arabic intact, a byte-order mark first.
 */
async function expectGradeReport(page: Page, a: typeof en.authoring, email: string): Promise<void> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: a.students.exportGrades }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^grades-Public-Speaking-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('userId,firstName,lastName,email,enrolledAt,grade,passingGrade,isGradeMet');
  const row = lines.find((line) => line.includes(email)) ?? '';
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // No grade (empty), the course's passing grade, and nothing to meet.
  expect(row).toMatch(new RegExp(`^\\d+,${FIRST_NAME},${LAST_NAME},${escaped},[^,]+,,[\\d.]+,$`));
}

test('the instructor sees the students, exports the completion report and posts an announcement a learner reads (en)', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const a = en.authoring;
  const { learner, courseId, email } = await arabicLearner(page);
  await prepareBrowser(page, { email: 'instructor@demo.test', language: 'en' });

  // Students: searched on the server, with progress and completion.
  await openStudents(page, courseId, en);
  await page.getByRole('searchbox', { name: a.students.search }).fill(email);
  const table = page.getByRole('table', { name: a.students.tableLabel });
  // The header and the one learner the search finds (other tests' learners share the name, not the e-mail).
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: new RegExp(`${FIRST_NAME} ${LAST_NAME}`) })).toBeVisible();
  await expect(table.getByText(a.students.state.notStarted)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The completion report: every learner, Arabic intact, a byte-order mark first.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: a.students.export }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^completion-Public-Speaking-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain(`${FIRST_NAME},${LAST_NAME},${email}`);
  await expectGradeReport(page, a, email);

  // An announcement, written with the rich-text editor.
  const title = `Rehearsal moved ${randomBytes(3).toString('hex')}`;
  await page.getByRole('tab', { name: a.editor.announcements }).click();
  await expect(page.getByRole('button', { name: a.announcements.new })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: a.announcements.new }).click();
  const dialog = page.getByRole('dialog', { name: a.announcements.newTitle });
  await dialog.getByRole('textbox', { name: a.announcements.titleField }).fill(title);
  await dialog.getByRole('textbox', { name: a.announcements.content }).click();
  await page.keyboard.type('The rehearsal is on Sunday in room 4.');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: a.announcements.post }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText('The rehearsal is on Sunday in room 4.')).toBeVisible();

  // The learner reads it in the course.
  const context = await browser.newContext();
  const learnerPage = await context.newPage();
  await prepareBrowser(learnerPage, { login: learner, language: 'en' });
  await learnerPage.goto(`/lms/courses/${courseId}/announcements`);
  await expect(learnerPage.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(learnerPage.getByText('The rehearsal is on Sunday in room 4.')).toBeVisible();
  await expectNoSeriousAxeViolations(learnerPage);
  await context.close();
});

test('the students page in Arabic, right to left', async ({ page }) => {
  test.setTimeout(180_000);
  const a = ar.authoring;
  const { courseId, email } = await arabicLearner(page);
  await prepareBrowser(page, { email: 'instructor@demo.test', language: 'ar' });
  await openStudents(page, courseId, ar);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('searchbox', { name: a.students.search }).fill(email);
  const table = page.getByRole('table', { name: a.students.tableLabel });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: new RegExp(`${FIRST_NAME} ${LAST_NAME}`) })).toBeVisible();
  // Newest enrolment first until a column is chosen; then that column, one way and the other.
  const progress = table.getByRole('columnheader', { name: a.students.columns.progress });
  await expect(table.getByRole('columnheader', { name: a.students.columns.enrolledAt })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await progress.getByRole('button').click();
  await expect(progress).toHaveAttribute('aria-sort', 'ascending');
  await progress.getByRole('button').click();
  await expect(progress).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('rowheader', { name: new RegExp(`${FIRST_NAME} ${LAST_NAME}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: a.students.export })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectGradeReport(page, a, email);
});
