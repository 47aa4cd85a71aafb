import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { apiHeaders, type Login, loginThroughApi, prepareBrowser } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/**
 * The staff portal (issue 13, first slice): the switch from the profile menu, the administrators'
 * organization screens, a rebrand that learners see on their next page, and a portal that
 * learners neither open nor download.
 */

/** The portal's code as the build names it (apps/web/vite.config.ts): its chunks and its texts. */
const PORTAL_CODE = /\/assets\/(?:portal-|texts-portal-|texts-organizations-|texts-course-authoring-)/;

/** Every address the page asks for from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const startOf = (template: string) => new RegExp(template.split('{{')[0]?.trim() ?? template);

/** The colour of the organization's name in the learner app's header (the theme's primary colour). */
async function brandColour(page: Page, texts: typeof en, name: string): Promise<string> {
  const brand = page.getByRole('link', { name: texts.shell.homeLink.replace('{{name}}', name) });
  return brand.getByText(name).evaluate((element) => getComputedStyle(element).color);
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function primaryColourOf(page: Page): Promise<string> {
  const dashboard = (await (await page.request.get('/api/organizations-dashboard')).json()) as {
    colors: { slug: string; value: string }[];
  };
  return dashboard.colors.find((color) => color.slug === 'primary')?.value ?? '#00416b';
}

async function setPrimaryColour(page: Page, admin: Login, value: string): Promise<void> {
  const response = await page.request.patch('/api/organizations-dashboard', {
    headers: apiHeaders(admin),
    data: { colors: [{ slug: 'primary', value }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A guest's first page in a browser of their own: what the server answers now, no cache of this one. */
async function guestBrandColour(browser: Browser, texts: typeof en, language: 'en' | 'ar', name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepareBrowser(page, { language });
  await page.goto('/landing-page');
  const colour = await brandColour(page, texts, name);
  await context.close();
  return colour;
}

const runs = [
  { language: 'en', texts: en, colour: '#1b5e20', name: 'Demo Academy' },
  { language: 'ar', texts: ar, colour: '#6a1b9a', name: 'أكاديمية التجربة' },
] as const;

for (const { language, texts, colour, name } of runs) {
  test.describe(`the staff portal (${language})`, () => {
    test('the demo administrator switches to it from the profile menu and lands signed in', async ({ page }) => {
      // Six pages, each scanned by axe: more than the default minute on a loaded two-core machine.
      test.setTimeout(120_000);
      await prepareBrowser(page, { email: 'admin@demo.test', language });
      const requests = recordRequests(page);
      await page.goto('/lms/all-courses');
      await page.getByRole('button', { name: startOf(texts.shell.profileMenu.open) }).click();
      // The portal signs in with the single-sign-on token the switch obtained (`GET auth/sso`).
      const signIn = page.waitForResponse(
        (response) => response.url().includes('/api/auth/sso?token=') && response.request().method() === 'GET',
      );
      await page.getByRole('menuitem', { name: texts.shell.profileMenu.switchToAdmin }).click();
      expect((await signIn).status()).toBe(200);

      await expect(page).toHaveURL(/\/portal\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: texts.pages.portalAdministration.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      expect(page.url()).not.toContain('token=');
      expect(requests.some((url) => PORTAL_CODE.test(url))).toBe(true);
      await expectNoSeriousAxeViolations(page);

      // Every screen of this slice, through the side navigation, passes axe.
      const navigation = page.getByRole('navigation', { name: texts.portal.navigation });
      for (const title of [
        texts.pages.organizationBranding.title,
        texts.pages.organizationTerminology.title,
        texts.pages.organizationConfiguration.title,
      ]) {
        await navigation.getByRole('link', { name: title }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('navigation', { name: texts.portal.breadcrumbs })).toContainText(title);
        await expectNoSeriousAxeViolations(page);
      }
      // The administrator also teaches: the mode switch leads to the teaching mode.
      await page
        .getByRole('navigation', { name: texts.portal.modeSwitch })
        .getByRole('link', { name: texts.portal.modes.instructor })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: texts.pages.portalTeaching.title })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('a rebrand shows in the learner app on the next page, and to everyone', async ({ page, browser }) => {
      const admin = await loginThroughApi(page.request, 'admin@demo.test');
      await prepareBrowser(page, { login: admin, language });
      const original = await primaryColourOf(page);
      try {
        await page.goto('/portal/admin/organization/branding');
        const primary = texts.organizations.branding.primary;
        const hex = page.getByRole('textbox', { name: texts.organizations.branding.hex.replace('{{color}}', primary) });
        await hex.fill(colour);
        await page.getByRole('button', { name: texts.organizations.form.save }).click();
        await expect(page.getByText(texts.organizations.form.saved)).toBeVisible();

        await page.getByRole('link', { name: texts.portal.backToLearning }).click();
        await expect(page).toHaveURL(/\/lms\/all-courses$/);
        expect(await brandColour(page, texts, name)).toBe(rgb(colour));
        expect(await guestBrandColour(browser, texts, language, name)).toBe(rgb(colour));
      } finally {
        await setPrimaryColour(page, admin, original);
      }
    });

    test('a learner opening the portal sees the not-allowed page and downloads none of its code', async ({ page }) => {
      await prepareBrowser(page, { email: 'student@demo.test', language });
      const requests = recordRequests(page);
      for (const path of ['/portal', '/portal/admin/organization/branding']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: texts.errorPages.notAllowed.heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      await expectNoSeriousAxeViolations(page);
      expect(requests.some((url) => url.includes('/assets/'))).toBe(true);
      expect(requests.filter((url) => PORTAL_CODE.test(url))).toEqual([]);
    });
  });
}

test('an instructor lands in the teaching mode and sees no administration', async ({ page }) => {
  await prepareBrowser(page, { email: 'instructor@demo.test' });
  await page.goto('/lms/all-courses');
  await page.getByRole('button', { name: startOf(en.shell.profileMenu.open) }).click();
  await expect(page.getByRole('menuitem', { name: en.shell.profileMenu.switchToAdmin })).toHaveCount(0);
  await page.getByRole('menuitem', { name: en.shell.profileMenu.switchToInstructor }).click();
  await expect(page).toHaveURL(/\/portal\/instructor$/);
  await expect(page.getByRole('heading', { level: 1, name: en.pages.portalTeaching.title })).toBeVisible();
  await expect(page.getByRole('link', { name: en.pages.portalAdministration.title })).toHaveCount(0);
  await page.goto('/portal/admin/organization/branding');
  await expect(page.getByRole('heading', { name: en.errorPages.notAllowed.heading })).toBeVisible();
});

test('on a phone the navigation is a drawer that closes on the way to a page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await prepareBrowser(page, { email: 'admin@demo.test', language: 'ar' });
  await page.goto('/portal/admin');
  await expect(page.getByRole('navigation', { name: ar.portal.navigation })).toHaveCount(0);
  await page.getByRole('button', { name: ar.portal.openNavigation }).click();
  const drawer = page.getByRole('navigation', { name: ar.portal.navigation });
  await drawer.getByRole('link', { name: ar.pages.organizationTerminology.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.pages.organizationTerminology.title })).toBeVisible();
  await expect(drawer).toBeHidden();
  await expectNoSeriousAxeViolations(page);
});
