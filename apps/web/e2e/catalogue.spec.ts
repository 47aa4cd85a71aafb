import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { apiHeaders, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/** A course card of the catalogue: a link named by the course's text. */
function card(page: Page, name: string) {
  return page.getByRole('main').getByRole('link', { name: new RegExp(name) });
}

/** The names on the course cards, in their order. */
function courseNames(page: Page) {
  return page.getByRole('list', { name: /الدورات|courses/i }).getByRole('heading', { level: 2 });
}

/** The addresses of the scripts the page downloads from now on. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  return urls;
}

/**
 * Those of `urls` that hold zod's code (its base type, by the name zod gives it). Each is fetched
 * again: the page's own copy of a body is gone once the page navigates or closes, and the scripts
 * are the build's files, the same at every request.
 */
async function zodScripts(page: Page, urls: string[]): Promise<string[]> {
  const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  return urls.filter((_, i) => bodies[i]?.includes('$ZodType'));
}

test('a guest’s landing page and catalogue download no zod; the sign-in form does (issue 11, first page)', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await prepareBrowser(page);
  for (const path of ['/landing-page', '/lms/all-courses']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Their calls carry only a method and a path, not the contract's schemas (apps/web/vite/contract-for-web.ts).
  expect(scripts.length).toBeGreaterThan(0);
  expect(await zodScripts(page, scripts)).toEqual([]);

  // The sign-in form validates with zod and loads it, so the test cannot pass by recognising nothing.
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: en.auth.login.submit, exact: true })).toBeVisible();
  await expect.poll(async () => (await zodScripts(page, scripts)).length).toBeGreaterThan(0);
});

test('a guest browses all courses in Arabic, searches in Arabic, filters, sorts, pages and opens an overview', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = ar.catalogue;
  await prepareBrowser(page, { language: 'ar' });
  await page.goto('/lms/all-courses');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Twelve a page, newest first; the demo catalogue has more, so the oldest is on the next page.
  await expect(courseNames(page)).toHaveCount(12);
  await expect(card(page, 'أساسيات القيادة')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: t.pager.next }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(card(page, 'أساسيات القيادة')).toBeVisible();

  // The search folds Arabic letter forms: "القياده" (with ه) finds "أساسيات القيادة" (with ة).
  await page.getByRole('searchbox', { name: t.search.label }).fill('القياده');
  await expect(card(page, 'أساسيات القيادة')).toBeVisible();
  await expect(card(page, 'مقدمة في بايثون')).toHaveCount(0);
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('searchbox', { name: t.search.label }).fill('');
  await expect(card(page, 'مقدمة في بايثون')).toBeVisible();

  // Only free courses: the paid ones leave.
  await page.getByRole('button', { name: t.filters.toggle }).click();
  await page.getByRole('combobox', { name: t.filters.price }).click();
  await page.getByRole('option', { name: t.filters.free }).click();
  await expect(page).toHaveURL(/price=free/);
  await expect(card(page, 'التغذية الراجعة الفعّالة')).toBeVisible();
  await expect(card(page, 'التخطيط الاستراتيجي')).toHaveCount(0);
  await expect(card(page, 'مقدمة في بايثون')).toHaveCount(0);

  // Sorted by name, and the filter survives a reload (the address keeps it).
  // The sort is the browser's own select (catalogue-toolbar.tsx).
  await page.getByRole('combobox', { name: t.sort.label }).selectOption({ label: t.sort.name });
  await expect(page).toHaveURL(/sort=name/);
  await page.reload();
  await expect(card(page, 'التخطيط الاستراتيجي')).toHaveCount(0);
  await expect(courseNames(page).nth(2)).toBeVisible();
  const names = await courseNames(page).allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ar')));

  // The overview is public: the guest is asked to sign in to enrol.
  await card(page, 'التغذية الراجعة الفعّالة').click();
  await expect(page.getByRole('heading', { level: 1, name: 'التغذية الراجعة الفعّالة' })).toBeVisible();
  await expect(page.getByText(t.card.free, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: t.enrol.signIn })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a paid course and a discounted one show their prices; a paid course cannot be enrolled in for free', async ({
  page,
}) => {
  const learner = await registeredLearner(page.request);
  await prepareBrowser(page, { login: learner });
  await page.goto('/lms/all-courses');
  // Found by a search: courses other tests publish may have pushed it off the first page.
  await page.getByRole('searchbox', { name: en.catalogue.search.label }).fill('Transformational');
  await expect(page).toHaveURL(/search=Transformational/);
  await card(page, 'Transformational Leadership').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transformational Leadership' })).toBeVisible();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('alert').filter({ hasText: en.catalogue.enrol.paid })).toBeVisible();
  await expect(page.getByRole('button', { name: en.catalogue.enrol.enrol })).toHaveCount(0);
  const courseId = Number(/courses\/(\d+)/.exec(page.url())?.[1]);
  const refused = await page.request.post(`/api/users/${learner.user.id}/enrolled-courses/${courseId}`, {
    headers: apiHeaders(learner),
  });
  expect(refused.status()).toBe(402);
  expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('courses-001');
});

test('a learner confirms the course statements, enrols, and finds the course in My Courses', async ({ page }) => {
  const t = en.catalogue;
  const learner = await registeredLearner(page.request);
  await prepareBrowser(page, { login: learner });
  await page.goto('/lms/all-courses');
  await page.getByRole('searchbox', { name: t.search.label }).fill('workplace safety');
  await expect(page).toHaveURL(/search=workplace/);
  await expect(courseNames(page)).toHaveCount(1);
  await card(page, 'Workplace Safety').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workplace Safety' })).toBeVisible();

  await page.getByRole('button', { name: t.enrol.enrol }).click();
  const dialog = page.getByRole('dialog', { name: t.confirm.title });
  const confirm = dialog.getByRole('button', { name: t.confirm.enrol });
  await expect(confirm).toBeDisabled();
  for (const statement of await dialog.getByRole('checkbox').all()) await statement.check();
  await confirm.click();
  await expect(page.getByText('You are enrolled in Workplace Safety.')).toBeVisible();
  await expect(page.getByRole('link', { name: t.enrol.start })).toBeVisible();

  await page.goto('/lms/my-courses');
  await expect(card(page, 'Workplace Safety')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress in Workplace Safety' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  // The course is also among All Courses, marked as one of the learner's.
  await page.getByRole('tab', { name: /^All / }).click();
  await expect(page).toHaveURL(/\/lms\/all-courses/);
  await page.getByRole('searchbox', { name: t.search.label }).fill('workplace safety');
  await expect(page).toHaveURL(/search=workplace/);
  await expect(courseNames(page)).toHaveCount(1);
  await card(page, 'Workplace Safety').click();
  await expect(page.getByRole('link', { name: t.enrol.start })).toBeVisible();
});

test('a learner joins a specialization in Arabic and finds its three courses in My Courses', async ({ page }) => {
  const t = ar.specializations;
  const learner = await registeredLearner(page.request);
  await prepareBrowser(page, { login: learner, language: 'ar' });
  await page.goto('/lms/specializations');
  await expect(page.getByRole('heading', { level: 1, name: t.list.heading })).toBeVisible();
  await page.getByRole('link', { name: /مسار القيادة/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'مسار القيادة' })).toBeVisible();
  await page.getByRole('button', { name: t.overview.enrol }).click();
  await expect(page.getByText(t.overview.enrolled)).toBeVisible();
  await expect(page.getByRole('link', { name: t.overview.continue })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/lms/my-courses');
  for (const name of ['أساسيات القيادة', 'التغذية الراجعة الفعّالة', 'فن الإلقاء']) {
    await expect(card(page, name)).toBeVisible();
  }
});
