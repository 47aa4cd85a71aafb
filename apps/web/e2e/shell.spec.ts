import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { prepareBrowser } from './helpers/session.ts';

const NEWEST = 'Registration for the spring leadership programme is open until the end of the month.';
const OLDER = 'The library is open around the clock during the exam period. Good luck to every learner!';

test.describe('the side menu', () => {
  test('collapses to a rail and expands again, and keeps the choice', async ({ page }) => {
    await prepareBrowser(page, { email: 'student@demo.test' });
    await page.goto('/download-the-app');
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    await expect(menu.getByRole('link', { name: 'Download the app' })).toBeVisible();
    expect((await menu.boundingBox())?.width).toBe(256);

    await menu.getByRole('button', { name: 'Collapse the menu' }).click();
    await expect(menu.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(56);
    // In the rail, a group's children open in a flyout. On a busy machine the pointer can reach the
    // item before the flyout has grown there, and the flyout closes as it leaves: hover again.
    await expect(async () => {
      await menu.getByRole('button', { name: 'Help' }).hover();
      await page.getByRole('menuitem', { name: 'Live session policy' }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/zoom-policy$/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    await page.reload();
    await expect(menu.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
    await menu.getByRole('button', { name: 'Expand the menu' }).click();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(256);
  });

  test('is hidden for guests and on the landing page', async ({ page }) => {
    await prepareBrowser(page);
    await page.goto('/zoom-policy');
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
    await prepareBrowser(page, { email: 'student@demo.test' });
    await page.goto('/landing-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
  });

  test('is a drawer at 390 px that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepareBrowser(page, { email: 'student@demo.test' });
    await page.goto('/download-the-app');
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Side menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Live session policy' }).click();
    await expect(page).toHaveURL(/\/zoom-policy$/);
    await expect(drawer).toBeHidden();
  });

  test('works with the keyboard alone, flyouts included', async ({ page }) => {
    await prepareBrowser(page, { email: 'instructor@demo.test' });
    await page.goto('/download-the-app');
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    await menu.getByRole('button', { name: 'Collapse the menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: 'Expand the menu' })).toBeFocused();

    // Tab along the rail (its entries depend on the member's pages) to Help, the last one.
    const help = menu.getByRole('button', { name: 'Help' });
    for (let step = 0; step < 12 && !(await help.evaluate((node) => node === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(help).toBeFocused();
    await page.keyboard.press('Enter');
    // The flyout opens with the current page's entry focused.
    const flyout = page.getByRole('menu', { name: 'Help' });
    await expect(flyout.getByRole('menuitem', { name: 'Download the app' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(flyout.getByRole('menuitem', { name: 'Lecture links' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();
    await expect(menu.getByRole('button', { name: 'Help' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(flyout.getByRole('menuitem', { name: 'Live session policy' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zoom-policy$/);
    await menu.getByRole('button', { name: 'Expand the menu' }).click();
  });
});

test.describe('the app bar', () => {
  test('the profile menu works with the keyboard and switches the language', async ({ page }) => {
    await prepareBrowser(page, { email: 'student@demo.test' });
    await page.goto('/zoom-policy');
    const trigger = page.getByRole('button', { name: 'Account menu of Sara Nasser' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('presentation').getByText('student@demo.test')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'قائمة حساب سارة ناصر' })).toBeVisible();
  });

  test('guests see sign in, register, about and contact us; at 390 px some fold into a menu', async ({ page }) => {
    await prepareBrowser(page);
    await page.goto('/landing-page/webinars');
    const header = page.getByRole('banner');
    for (const name of ['Sign in', 'Register', 'About us', 'Contact us']) {
      await expect(header.getByRole('link', { name })).toBeVisible();
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await header.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/landing-page\/contact-us$/);
  });

  test('the theme toggle switches to dark and keeps it', async ({ page }) => {
    await prepareBrowser(page);
    await page.goto('/landing-page/about-us');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Light theme' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Light theme' })).toBeVisible();
  });
});

test.describe('the announcement banner', () => {
  test("a guest's dismissed announcement stays dismissed after a reload; the older one shows", async ({ page }) => {
    await prepareBrowser(page);
    await page.goto('/landing-page');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner.getByText(NEWEST)).toBeVisible();
    await expect(banner.getByRole('link', { name: /View details/ })).toHaveAttribute(
      'href',
      'https://example.com/demo-academy/spring-programme',
    );
    await banner.getByRole('button', { name: 'Close the announcement' }).click();
    await expect(banner.getByText(OLDER)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' }).getByText(OLDER)).toBeVisible();
  });

  test("a signed-in user's dismissal is kept on the server, in every browser", async ({ page, browser }) => {
    await prepareBrowser(page, { email: 'admin@demo.test' });
    await page.goto('/zoom-policy');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner.getByText(NEWEST)).toBeVisible();
    await banner.getByRole('button', { name: 'Close the announcement' }).click();
    await expect(banner.getByText(OLDER)).toBeVisible();

    const other = await browser.newPage();
    await prepareBrowser(other, { email: 'admin@demo.test' });
    await other.goto('/zoom-policy');
    await expect(other.getByRole('region', { name: 'Announcement' }).getByText(OLDER)).toBeVisible();
    await other.close();
  });
});

test.describe('accessibility', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`landing, login, 403, 404 and a signed-in page have no serious violation (${language})`, async ({ page }) => {
      // Six scans with every WCAG 2.1 A/AA rule: over a minute on a loaded two-core machine.
      test.slow();
      await prepareBrowser(page, { language, acceptCookies: false });
      for (const path of ['/landing-page', '/auth/login', '/download-the-app', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      }
      await prepareBrowser(page, { language, email: 'student@demo.test' });
      await page.goto('/download-the-app');
      await expect(
        page.getByRole('navigation', { name: language === 'ar' ? 'القائمة الجانبية' : 'Side menu' }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page
        .getByRole('button', { name: language === 'ar' ? 'قائمة حساب سارة ناصر' : 'Account menu of Sara Nasser' })
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      // Measured once the menu has faded in: mid-transition colours are not the real contrast.
      await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
