// The learner's first hour in Arabic and with assistive technology (issue 12, items 13–17, 19, 20):
// what a person sees in both languages, and axe (every WCAG 2.1 A/AA rule) on each page visited.

import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { demoCourseId, enrolledLearner } from './helpers/courses.ts';
import { apiHeaders, type Login, loginThroughApi, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

const texts = { en, ar };
const PHONE = { width: 390, height: 844 };
/** The demo organization's word for a course as the middle of a sentence writes it. */
const COURSE_IN_SENTENCE = { en: 'course', ar: 'دورة' };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The learner's name, in both languages, as the registration and the profile keep them. */
async function nameLearner(request: APIRequestContext, learner: Login & { email: string }): Promise<Login> {
  const named = await request.patch(`/api/users/${learner.user.id}`, {
    headers: apiHeaders(learner),
    data: { firstName: 'Laila', lastName: 'Alharbi', firstNameAr: 'ليلى', lastNameAr: 'الحربي' },
  });
  expect(named.ok(), await named.text()).toBe(true);
  // Signed in again, so that the session carries the names.
  const login = await request.post('/api/auth/login', {
    headers: { Organization: '1', 'x-forwarded-for': `198.22.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
    data: { email: learner.email, password: 'Learn@1234' },
  });
  expect(login.ok()).toBe(true);
  return (await login.json()) as Login;
}

/** The visible text of the element (what axe's "label in name" compares with the accessible name). */
async function visibleText(page: Page, selector: string): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (hidden text left out).
  return page.locator(selector).first().innerText();
}

for (const language of ['en', 'ar'] as const) {
  const t = texts[language];

  test(`the footer's copyright line is in the reader's language, the landing page passes axe (${language})`, async ({
    page,
  }) => {
    await prepareBrowser(page, { language });
    await page.goto('/landing-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(t.footer.allRightsReserved);
    if (language === 'ar') await expect(footer).not.toContainText('All rights reserved');
    await expectNoSeriousAxeViolations(page);
  });

  test(`the price filter writes the currency as the cards do, clear of its label on a phone (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await prepareBrowser(page, { language });
    await page.goto('/lms/all-courses');
    await page.getByRole('button', { name: t.catalogue.filters.toggle }).click();
    const highest = page.getByRole('spinbutton', { name: t.catalogue.filters.priceMax });
    await expect(highest).toBeVisible();
    const sign = await page.evaluate(
      (lang) =>
        new Intl.NumberFormat(lang, { style: 'currency', currency: 'SAR' })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value ?? '',
      language,
    );
    expect(sign).toBe(language === 'ar' ? 'ر.س.' : 'SAR');
    const field = page.locator('.MuiFormControl-root', { has: highest });
    const adornment = field.locator('.MuiInputAdornment-root');
    await expect(adornment).toHaveText(sign);
    const label = await field.locator('label').boundingBox();
    const currency = await adornment.boundingBox();
    if (!label || !currency) throw new Error('the price field has no label or no currency');
    const apart = label.x + label.width <= currency.x || currency.x + currency.width <= label.x;
    expect(apart, 'the label and the currency do not overlap').toBe(true);
    await expectNoSeriousAxeViolations(page);
  });

  test(`the certificate's address reads left to right, its period after it (${language})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const student = await loginThroughApi(page.request, 'student@demo.test');
    const certificates = await page.request.get(`/api/users/${student.user.id}/course-certificates`, {
      headers: apiHeaders(student),
    });
    const first = ((await certificates.json()) as { data: { certificateId: string }[] }).data[0];
    if (!first) throw new Error('the demo student has no certificate');
    await prepareBrowser(page, { language });
    await page.goto(`/certificates/${first.certificateId}`);
    const url = page.locator('bdi[dir="ltr"]', { hasText: '/certificates/' });
    await expect(url).toHaveText(new RegExp(`/certificates/${first.certificateId}$`));
    await expect(page.locator('bdi[dir="ltr"]', { hasText: first.certificateId }).first()).toBeVisible();
    const layout = await url.evaluate((element) => {
      const period = element.nextSibling;
      if (!period?.textContent?.startsWith('.')) return null;
      const range = document.createRange();
      range.setStart(period, 0);
      range.setEnd(period, 1);
      const dot = range.getBoundingClientRect();
      const lines = [...element.getClientRects()];
      const last = lines[lines.length - 1] as DOMRect;
      const paragraph = (element.parentElement as HTMLElement).getBoundingClientRect();
      const rtl = getComputedStyle(element.parentElement as HTMLElement).direction === 'rtl';
      return {
        // The period follows the address on its last line: to its left in Arabic, to its right in English.
        periodAfter: rtl ? dot.right <= last.left + 1 : dot.left >= last.right - 1,
        sameLine: Math.abs(dot.top - last.top) < last.height,
        // A line the address breaks is full: broken where the line ends, not at an earlier hyphen.
        linesFull: lines
          .slice(0, -1)
          .every((line) => (rtl ? line.left <= paragraph.left + 12 : line.right >= paragraph.right - 12)),
      };
    });
    expect(layout).toEqual({ periodAfter: true, sameLine: true, linesFull: true });
    await expectNoSeriousAxeViolations(page);
  });

  test(`a signed-in learner: initials in the account button's name, no two-factor offer where it is off, the profile passes axe (${language})`, async ({
    page,
  }) => {
    const learner = await nameLearner(page.request, await registeredLearner(page.request));
    await prepareBrowser(page, { login: learner, language });
    await page.goto('/profile');
    const initials = language === 'ar' ? 'لح' : 'LA';
    const account = page.getByRole('banner').getByRole('button', { name: new RegExp(`\\(${initials}\\)$`) });
    await expect(account).toBeVisible();
    await expect(account).toHaveText(initials);
    await expect(page.getByRole('heading', { name: t.profile.security })).toBeVisible();
    // Organization 1 has two-factor sign-in off: nothing to turn on or off.
    await expect(page.getByRole('heading', { name: t.profile.twoFactor })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.profile.disableTwoFactor })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test(`one date format in reviews as everywhere, and terms mid-sentence in the language's case (${language})`, async ({
    page,
  }) => {
    const { learner, courseId } = await enrolledLearner(page.request, 'Data Analysis with Spreadsheets');
    const comment = `Clear and practical (${randomBytes(3).toString('hex')}).`;
    const reviewed = await page.request.post(`/api/courses/${courseId}/reviews`, {
      headers: apiHeaders(learner),
      data: { rating: 4, comment },
    });
    expect(reviewed.status()).toBe(201);
    await prepareBrowser(page, { login: learner, language });
    await page.goto(`/lms/courses/${courseId}/review`);
    // The course area's frame waits for the course, its outline and the progress: slow on a loaded machine.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const reviews = page.getByRole('region', { name: t.reviews.list.heading });
    await expect(reviews.getByText(comment)).toBeVisible();
    const today = await page.evaluate(
      (lang) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date()),
      language,
    );
    await expect(reviews).toContainText(today);
    await expectNoSeriousAxeViolations(page);

    // A course the learner is not enrolled in: the heading names it as a sentence does.
    const other = await demoCourseId(page.request, 'Public Speaking');
    await page.goto(`/lms/courses/${other}/modules`);
    await expect(
      page.getByRole('heading', {
        name: fill(t.learning.errors.notEnrolledTitle, { course: COURSE_IN_SENTENCE[language] }),
        exact: true,
      }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test(`a lesson's file link is named by what it shows, the course area passes axe (${language})`, async ({ page }) => {
    const { learner, courseId } = await enrolledLearner(page.request, 'Data Analysis with Spreadsheets');
    const lessons = await page.request.get(`/api/courses/${courseId}/subsectionIds`, { headers: apiHeaders(learner) });
    const second = ((await lessons.json()) as { data: number[] }).data[1];
    await prepareBrowser(page, { login: learner, language });
    await page.goto(`/lms/courses/${courseId}/modules/content/${second}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const files = page.getByRole('region', { name: t.learning.lesson.attachments });
    const link = files.getByRole('link').first();
    await expect(link).toBeVisible();
    const shown = (await visibleText(page, `section[aria-labelledby="lesson-attachments-heading"] a`)).replace(
      /\s+/g,
      ' ',
    );
    const name = await link.evaluate((element) => element.textContent ?? '');
    expect(name.replace(/\s+/g, ' ')).toContain(t.learning.lesson.download);
    expect(name.replace(/\s+/g, ' ').trim()).toContain(shown.split(' ')[0] ?? '');
    await expectNoSeriousAxeViolations(page);
  });
}
