import { expect, type Page, type Route, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { prepareBrowser } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/**
 * Moving between pages (app/router.tsx, app/scroll-restoration.tsx): the page shown stays until
 * the next one's code is there, a page whose code fails to load shows the error page until the
 * address changes, and the scroll position follows the history as it does between documents.
 */

/** The course overview page's script, held by the test until it lets it through (or fails it). */
async function holdOverviewScript(page: Page) {
  let held: Route | null = null;
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(/\/assets\/course-overview-page-[\w-]+\.js$/, (route) => {
    held = route;
    arrived();
  });
  return {
    requested,
    release: () => (held as Route | null)?.continue(),
    fail: () => (held as Route | null)?.abort('failed'),
  };
}

function catalogueCards(page: Page) {
  return page.getByRole('list', { name: /الدورات|courses/i }).getByRole('link');
}

for (const [language, texts] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(`the catalogue stays on screen while the overview loads, and a page that fails to load says so (${language})`, async ({
    page,
  }) => {
    await prepareBrowser(page, { language });
    await page.goto('/lms/all-courses');
    const firstCard = catalogueCards(page).first();
    const name = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(name).not.toBe('');

    const script = await holdOverviewScript(page);
    await firstCard.click();
    await script.requested;
    // The address is the overview's; the catalogue is still what the visitor sees, with no loader in its place.
    await expect(page).toHaveURL(/\/overview$/);
    await expect(catalogueCards(page).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    script.release();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // A page whose code cannot be fetched: the error page, until the visitor goes elsewhere.
    await page.goto('/lms/all-courses');
    const failing = await holdOverviewScript(page);
    await catalogueCards(page).first().click();
    await failing.requested;
    failing.fail();
    await expect(page.getByRole('heading', { name: texts.errorPages.appError.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.errorPages.appError.reload })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.unroute(/\/assets\/course-overview-page-/);
    await page.goBack();
    await expect(catalogueCards(page).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.errorPages.appError.heading })).toHaveCount(0);
  });
}

test('a new page opens at its top; going back returns to where the catalogue was left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await prepareBrowser(page);
  await page.goto('/lms/all-courses');
  const lastCard = catalogueCards(page).last();
  await lastCard.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);
  const name = (await lastCard.getByRole('heading', { level: 2 }).textContent()) ?? '';

  await lastCard.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(lastCard).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  // A reload keeps the place too.
  await page.reload();
  await expect(lastCard).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});
