import { expect, test } from '@playwright/test';
import { prepareBrowser } from './helpers/session.ts';

test.describe('the route guard', () => {
  test('a guest on a page that needs sign-in gets the 403 page with sign-in and register, and the route is remembered', async ({
    page,
  }) => {
    await prepareBrowser(page);
    await page.goto('/download-the-app?from=e2e');

    await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
    await expect(page).toHaveTitle('Manara | Not authorized');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(await page.evaluate(() => localStorage.getItem('previousRoute'))).toBe('/download-the-app?from=e2e');

    // Leaving sign-in for another page forgets the remembered route.
    await page.waitForLoadState('networkidle');
    await main.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    // The address changes at once; the sign-in page shows once its code is there (app/router.tsx).
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'About us' }).first().click();
    await expect(page).toHaveURL(/\/landing-page\/about-us$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('previousRoute'))).toBeNull();
  });

  test('a learner without access_courses gets the not-allowed page, whose button goes home', async ({ page }) => {
    await prepareBrowser(page, { email: 'restricted@demo.test' });
    await page.goto('/lms/my-courses');

    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page).toHaveTitle('Manara | Not allowed');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/landing-page$/);
  });

  test('a page not built yet is the 404 page, not a request to sign in (first-hour.spec.ts has more)', async ({
    page,
  }) => {
    await prepareBrowser(page);
    // The dashboard is a planned page (app/planned-routes.ts) that needs a signed-in user once built.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops, page not found' })).toBeVisible();
  });

  test('a signed-in user on a logged-out-only page goes to the landing page while the dashboard has no page', async ({
    page,
  }) => {
    await prepareBrowser(page, { email: 'student@demo.test' });
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/landing-page$/);
  });

  test('signing out on a private page leaves it for the landing page', async ({ page }) => {
    await prepareBrowser(page, { email: 'new@demo.test' });
    await page.goto('/profile?completeProfile=true');
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page).toHaveURL(/\/landing-page$/);
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('previousRoute'))).toBeNull();
  });

  test('signing out on a public page stays there', async ({ page }) => {
    await prepareBrowser(page, { email: 'instructor@demo.test' });
    await page.goto('/zoom-policy');
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/zoom-policy$/);
  });

  test('an unknown path gets the 404 page in Arabic too', async ({ page }) => {
    await prepareBrowser(page, { language: 'ar' });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'عذرًا، الصفحة غير موجودة' })).toBeVisible();
  });
});
