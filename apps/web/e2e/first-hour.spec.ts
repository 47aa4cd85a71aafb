// The learner's first hour (issue 12): how a new user meets the routes, the guard and the shell's
// ways in, as a guest, a learner and a member without course access.

import { randomBytes } from 'node:crypto';
import { ConfigKey } from '@manara/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { DEMO_PASSWORD, loginThroughApi, prepareBrowser } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

const texts = { en, ar };
type Language = keyof typeof texts;
/** The demo organization's word for courses (the reference default), as headings and sentences show it. */
const COURSES = { en: { asWritten: 'Courses', inText: 'courses' }, ar: { asWritten: 'دورات', inText: 'دورات' } };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The names of the ways to the public catalogue, in a language. */
function catalogueLinks(language: Language) {
  const t = texts[language];
  const courses = COURSES[language];
  return {
    header: fill(t.shell.guest.courses, { courses: courses.asWritten }),
    browse: fill(t.common.browseCourses, { courses: courses.inText }),
    footer: fill(t.footer.links.allCourses, { courses: courses.inText }),
  };
}

/** The organization as the app reads it, with anonymous course view turned off. */
async function withoutAnonymousCourseView(page: Page): Promise<void> {
  await page.route('**/api/organizations-dashboard', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { configuration: { key: string; value: unknown }[] };
    body.configuration = body.configuration.map((entry) =>
      entry.key === ConfigKey.anonymousCourseView ? { ...entry, value: false } : entry,
    );
    await route.fulfill({ response, json: body });
  });
}

/** Signs in on the login page, from an address of its own (the per-address limit is not the test's subject). */
async function signInOnThePage(page: Page, email: string): Promise<void> {
  const t = texts.en;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.20.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: t.auth.email }).fill(email);
  await page.getByLabel(new RegExp(`^${t.auth.password}(\\s*\\*)?$`)).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
}

for (const language of ['en', 'ar'] as const) {
  test(`a guest finds the public catalogue from the header, the landing page, the programmes and the footer (${language})`, async ({
    page,
  }) => {
    const links = catalogueLinks(language);
    await prepareBrowser(page, { language });
    await page.goto('/landing-page');
    const header = page.getByRole('banner');
    const main = page.getByRole('main');
    await expect(header.getByRole('link', { name: links.header, exact: true })).toHaveAttribute(
      'href',
      '/lms/all-courses',
    );
    // The hero's first call to action and the one at the end lead there; the other only scrolls.
    await expect(main.getByRole('link', { name: links.browse })).toHaveCount(2);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: links.footer })).toHaveAttribute('href', '/lms/all-courses');
    await expectNoSeriousAxeViolations(page);

    await main.getByRole('link', { name: links.browse }).first().click();
    await expect(page).toHaveURL(/\/lms\/all-courses$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

    await page.goto('/landing-page/leadership-development');
    await page.getByRole('main').getByRole('link', { name: links.browse }).click();
    await expect(page).toHaveURL(/\/lms\/all-courses$/);

    // On a phone the header's link folds into the "More" menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/landing-page/about-us');
    await header.getByRole('button', { name: texts[language].shell.guest.more }).click();
    await page.getByRole('menuitem', { name: links.header, exact: true }).click();
    await expect(page).toHaveURL(/\/lms\/all-courses$/);
  });
}

test('no way to the catalogue is shown to a guest where the organization does not let guests view courses', async ({
  page,
}) => {
  const links = catalogueLinks('en');
  await prepareBrowser(page);
  await withoutAnonymousCourseView(page);
  await page.goto('/landing-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Discover what we offer' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: links.header, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: links.browse })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: links.footer })).toHaveCount(0);
  await page.goto('/landing-page/executive-coach');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: links.browse })).toHaveCount(0);
});

for (const [language, from] of [
  ['ar', 'en'],
  ['en', 'ar'],
] as const) {
  test(`a sign-in link aimed at the site root signs in and switches to ${language === 'ar' ? 'Arabic' : 'English'}`, async ({
    page,
  }) => {
    const t = texts[language];
    const login = await loginThroughApi(page.request, 'student@demo.test');
    const minted = await page.request.post('/api/auth/sso', {
      headers: { Organization: '1', authorization: `Bearer ${login.access}` },
    });
    expect(minted.ok()).toBe(true);
    const { token } = (await minted.json()) as { token: string };
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await prepareBrowser(page, { language: from });
    await page.goto(`/?super_token=${encodeURIComponent(token)}&lang=${language}`);

    await expect(
      page.getByRole('button', { name: new RegExp(`^${t.shell.profileMenu.open.split('{{')[0]}`) }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveURL(/\/landing-page$/);
    expect(warnings.filter((text) => text.includes('Matched leaf route'))).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  });
}

test('after signing in, a member goes to all courses if permitted, otherwise to landing', async ({ page }) => {
  const t = texts.en;
  await prepareBrowser(page);
  await signInOnThePage(page, 'restricted@demo.test');
  await expect(page).toHaveURL(/\/landing-page$/);
  await expect(page.getByRole('button', { name: /^Account menu of/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.errorPages.notAllowed.heading })).toHaveCount(0);

  await prepareBrowser(page);
  await signInOnThePage(page, 'student@demo.test');
  await expect(page).toHaveURL(/\/lms\/all-courses$/);
  await expect(page.getByRole('heading', { level: 1, name: t.errorPages.notAllowed.heading })).toHaveCount(0);

  // A remembered route still comes first.
  await prepareBrowser(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: t.errorPages.forbidden.heading })).toBeVisible();
  await signInOnThePage(page, 'restricted@demo.test');
  await expect(page).toHaveURL(/\/profile$/);
});

for (const language of ['en', 'ar'] as const) {
  test(`a page not built yet is the 404 page for a guest, a learner and a member without access (${language})`, async ({
    page,
  }) => {
    const t = texts[language];
    const notFound = page.getByRole('heading', { level: 1, name: t.notFound.heading });
    const title = fill(t.app.documentTitle, { product: t.app.name, page: t.pages.notFound.title });

    await prepareBrowser(page, { language });
    await page.goto('/dashboard');
    await expect(notFound).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { name: t.errorPages.forbidden.heading })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('previousRoute'))).toBeNull();
    await expectNoSeriousAxeViolations(page);

    for (const email of ['student@demo.test', 'restricted@demo.test']) {
      await prepareBrowser(page, { language, email });
      await page.goto('/dashboard');
      await expect(notFound).toBeVisible();
      await expect(page.getByRole('heading', { name: t.errorPages.notAllowed.heading })).toHaveCount(0);
    }
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`a course address that names no course is the 404 page (${language})`, async ({ page }) => {
    const t = texts[language];
    const notFound = page.getByRole('heading', { level: 1, name: t.notFound.heading });
    const title = fill(t.app.documentTitle, { product: t.app.name, page: t.pages.notFound.title });
    await prepareBrowser(page, { language, email: 'student@demo.test' });

    for (const path of ['/lms/courses/abc', '/lms/courses/999999', '/lms/courses/999999/modules']) {
      await page.goto(path);
      await expect(notFound, path).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    await expectNoSeriousAxeViolations(page);

    // The public overview too, for guests.
    await prepareBrowser(page, { language });
    for (const path of ['/lms/courses/abc/overview', '/lms/courses/999999/overview']) {
      await page.goto(path);
      await expect(notFound, path).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    await page.getByRole('link', { name: t.notFound.backHome }).click();
    await expect(page).toHaveURL(/\/landing-page$/);
  });
}

test('a member without course access meets no favourites heart; a learner keeps theirs', async ({ page }) => {
  const t = texts.en;
  await prepareBrowser(page, { email: 'restricted@demo.test' });
  await page.goto('/zoom-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Account menu of/ })).toBeVisible();
  await expect(header.getByRole('link', { name: t.shell.favorites })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: t.shell.sideMenu.label }).getByText(t.menu.favorites)).toHaveCount(
    0,
  );
  await expectNoSeriousAxeViolations(page);
  // Typed in by hand, the address says why instead of failing red.
  await page.goto('/favorite/courses');
  await expect(page.getByRole('heading', { level: 1, name: t.errorPages.notAllowed.heading })).toBeVisible();

  await prepareBrowser(page, { email: 'student@demo.test' });
  await page.goto('/profile');
  await page.getByRole('banner').getByRole('link', { name: t.shell.favorites }).click();
  await expect(page).toHaveURL(/\/favorite\/courses$/);
  await expect(
    page.getByRole('heading', { level: 1, name: fill(t.catalogue.favorites.heading, { courses: 'Courses' }) }),
  ).toBeVisible();
});
