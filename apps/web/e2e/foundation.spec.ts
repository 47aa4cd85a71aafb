import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

async function expectDocumentLanguage(page: Page, lang: 'en' | 'ar') {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('app foundation', () => {
  test('the landing page speaks English, switches to Arabic and keeps it after a reload', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL(/\/landing-page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Academy', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Manara | Home');
    await expectDocumentLanguage(page, 'en');

    await page.getByRole('button', { name: 'العربية' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'أكاديمية التجربة', exact: true })).toBeVisible();
    await expectDocumentLanguage(page, 'ar');
    await expect(page).toHaveTitle('منارة | الرئيسية');
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();

    await page.reload();

    await expect(page.getByRole('heading', { level: 1, name: 'أكاديمية التجربة', exact: true })).toBeVisible();
    await expectDocumentLanguage(page, 'ar');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Academy', exact: true })).toBeVisible();
    await expectDocumentLanguage(page, 'en');
  });

  test("the landing page uses the organization's terms in each language", async ({ page }) => {
    await page.goto('/landing-page');
    // The demo organization calls its students "Learners" / "متدرّبون"; the rest are defaults.
    await expect(page.getByRole('heading', { level: 3, name: 'Learners' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Courses' })).toBeVisible();
    await expect(page.getByText('Grow with Demo Academy')).toBeVisible();

    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'متدرّبون' })).toBeVisible();
    await expect(page.getByText('انمُ مع أكاديمية التجربة')).toBeVisible();
  });

  test('an unknown deep link shows the not-found page, whose button goes home', async ({ page }) => {
    await page.goto('/lms/no-such-area/42');

    await expect(page.getByRole('heading', { level: 1, name: 'Oops, page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Manara | Page not found');

    await page.getByRole('link', { name: 'Back to home' }).click();

    await expect(page).toHaveURL(/\/landing-page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Academy', exact: true })).toBeVisible();
  });

  test('an unknown organization shows organization not found', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('organizationId', '999999'));
    await page.goto('/landing-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Organization not found' })).toBeVisible();
  });

  for (const language of ['en', 'ar'] as const) {
    test(`the landing and not-found pages have no serious accessibility violation (${language})`, async ({ page }) => {
      await page.addInitScript((stored) => localStorage.setItem('i18nextLng', stored), language);
      await page.goto('/landing-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});
