import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { openFromNavigation } from './helpers/portal.ts';
import { apiHeaders, loginThroughApi, prepareBrowser } from './helpers/session.ts';
import { ar, en, fill, type Texts } from './helpers/texts.ts';

/**
 * The administrators' list of every course of the organization (issue 13, "publish by admin"): the
 * demo administrator finds an instructor's pending course by an Arabic search written without its
 * hamza, publishes it (which approves it), unpublishes it, and undoes that from the snackbar; in
 * English and in Arabic, axe on the page and on the snackbar.
 */

/** The demo organization's word for courses, as the page writes it in a sentence. */
const COURSES = { en: 'courses', ar: 'دورات' } as const;

/** An instructor's new course (pending approval, unpublished), named in Arabic; answers its name. */
async function pendingArabicCourse(page: Page): Promise<string> {
  const instructor = await loginThroughApi(page.request, 'instructor@demo.test');
  const name = `مبادئ الإحصاء ${randomBytes(3).toString('hex')}`;
  const created = await page.request.post('/api/courses', {
    headers: apiHeaders(instructor),
    data: { name, language: 'ARABIC' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return name;
}

async function runScenario(page: Page, texts: Texts, language: 'en' | 'ar') {
  const o = texts.authoring.organizationCourses;
  const name = await pendingArabicCourse(page);
  await prepareBrowser(page, { email: 'admin@demo.test', language });
  await page.goto('/portal/admin');
  await openFromNavigation(page, texts, texts.pages.organizationCourses.title, '/portal/admin/courses');
  const breadcrumbs = page.getByRole('navigation', { name: texts.portal.breadcrumbs });
  await expect(breadcrumbs).toContainText(texts.portal.areas.courses);
  await expect(breadcrumbs).toContainText(texts.pages.organizationCourses.title);

  // Found by its name written with plain alefs ("الاحصاء" for "الإحصاء"): the server folds both.
  const search = name.replace('الإحصاء', 'الاحصاء');
  const courses = COURSES[language];
  await page.getByRole('searchbox', { name: fill(o.search, { courses }) }).fill(search);
  const table = page.getByRole('table', { name: fill(o.tableLabel, { courses }) });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row.getByText(o.status.pending)).toBeVisible();
  await expect(row.getByRole('link', { name: fill(o.viewNamed, { name }) })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Published by the administrator: approved at once.
  await row.getByRole('button', { name: fill(o.publishNamed, { name }) }).click();
  await expect(row.getByText(o.publishedByAdmin)).toBeVisible();
  await expect(row.getByText(o.status.approved)).toBeVisible();

  // Unpublished, then put back from the snackbar.
  await row.getByRole('button', { name: fill(o.unpublishNamed, { name }) }).click();
  await expect(row.getByText(o.unpublished, { exact: true })).toBeVisible();
  const offer = page.getByRole('status').filter({ hasText: fill(o.unpublishedDone, { name }) });
  const undo = offer.getByRole('button', { name: texts.undo.action });
  await undo.focus();
  await expectNoSeriousAxeViolations(page);
  await undo.click();
  await expect(page.getByRole('status').filter({ hasText: fill(o.publishedAgain, { name }) })).toBeVisible();
  await expect(row.getByText(o.publishedByAdmin)).toBeVisible();
  await expect(row.getByRole('button', { name: fill(o.unpublishNamed, { name }) })).toBeVisible();
}

test('an administrator finds a course by an Arabic search, publishes it, unpublishes it and undoes (en)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await runScenario(page, en, 'en');
});

test('an administrator finds a course by an Arabic search, publishes it, unpublishes it and undoes (ar)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await runScenario(page, ar, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
