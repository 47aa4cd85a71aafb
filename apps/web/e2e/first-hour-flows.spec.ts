// The learner's first hour (issue 12, items 4, 7, 9 and 10): registering and confirming the
// e-mail, the cookies bar, the public certificate page and the end of a course, in both languages.

import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { latestMail, linkIn } from './helpers/mail.ts';
import { apiHeaders, loginThroughApi, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

// A cold page waits for the shell's calls one after the other (issue 12, item 8); on a loaded
// two-core machine, with argon2 hashing in the other worker, that took more than the usual 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = { en, ar };
type Language = keyof typeof texts;
type Texts = (typeof texts)[Language];

/** The demo organization's registration form, as each language labels it. */
const FORM = {
  en: { jobTitle: 'Job title', sector: 'Sector', sectorOption: 'Academic' },
  ar: { jobTitle: 'المسمّى الوظيفي', sector: 'القطاع', sectorOption: 'أكاديمي' },
};
/** The demo organization's word for courses, in a sentence. */
const COURSE_TERM = { en: { one: 'course', many: 'courses' }, ar: { one: 'دورة', many: 'دورات' } };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** A form field by its label as a person reads it: MUI appends " *" to required fields' labels. */
function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

const uniqueEmail = () => `first-hour-${randomBytes(4).toString('hex')}@example.test`;

/** The page's requests come from an address of their own, so that per-address limits stay the test's own. */
async function ownAddress(page: Page): Promise<string> {
  const address = `198.22.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

async function fillRegistration(page: Page, language: Language, email: string, password: string) {
  const t = texts[language];
  await page.getByRole('textbox', { name: t.register.firstName }).fill('Huda');
  await page.getByRole('textbox', { name: t.register.lastName }).fill('Omar');
  await page.getByRole('textbox', { name: t.auth.email }).fill(email);
  await page.getByRole('textbox', { name: t.register.city }).fill('Dammam');
  await page.getByRole('textbox', { name: FORM[language].jobTitle }).fill('Nurse');
  await page.getByRole('combobox', { name: FORM[language].sector }).click();
  await page.getByRole('option', { name: FORM[language].sectorOption }).click();
  await field(page, t.auth.password).fill(password);
  await field(page, t.register.confirmPassword).fill(password);
}

function accountMenu(page: Page, t: Texts) {
  // Its name is the text up to the user's name ("Account menu of Huda Omar (HO)").
  return page.getByRole('button', { name: new RegExp(`^${t.shell.profileMenu.open.split('{{name}}')[0]}`) });
}

function box(rect: { x: number; y: number; width: number; height: number } | null) {
  if (!rect) throw new Error('not on screen');
  return { top: rect.y, bottom: rect.y + rect.height, left: rect.x, right: rect.x + rect.width, height: rect.height };
}

// ── Item 4: registering, and confirming the e-mail ──────────────────────────────────────────────

for (const language of ['en', 'ar'] as const) {
  test(`registration asks for what the profile needs, says "required", and tells the new user to check their e-mail (${language})`, async ({
    page,
  }) => {
    const t = texts[language];
    await ownAddress(page);
    await prepareBrowser(page, { language });
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: t.register.heading })).toBeVisible();

    // The city is asked for here, as the complete-profile dialog would ask for it right after.
    const city = page.getByRole('textbox', { name: t.register.city });
    await expect(city).toHaveAttribute('required', '');
    await page.getByRole('button', { name: t.register.submit }).click();
    await expect(city).toHaveAccessibleDescription(t.form.required);
    // An empty required field of the organization's own form says so, not "not valid".
    const jobTitle = page.getByRole('textbox', { name: FORM[language].jobTitle });
    await expect(jobTitle).toHaveAccessibleDescription(t.form.required);
    await expect(page.getByText(t.form.invalid)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    const email = uniqueEmail();
    await fillRegistration(page, language, email, 'Welcome@2026');
    await page.getByRole('button', { name: t.register.submit }).click();

    // Signed in, told where the confirmation went, and not stopped by the complete-profile dialog.
    await expect(accountMenu(page, t)).toBeVisible();
    await expect(page.getByText(fill(t.register.verifyNotice, { email }))).toBeVisible();
    await expect(page).toHaveURL(/\/lms\/all-courses$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: t.profileCompletion.title })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
}

/** An account registered through the API and not confirmed yet. */
async function unverifiedAccount(request: APIRequestContext, address: string, password: string) {
  const email = uniqueEmail();
  const response = await request.post('/api/auth/register', {
    headers: { Organization: '1', 'x-forwarded-for': address },
    data: {
      email,
      password,
      firstName: 'Sami',
      lastName: 'Nasser',
      city: 'Abha',
      extraFields: { jobTitle: 'Teacher', sector: 'academic' },
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

for (const language of ['en', 'ar'] as const) {
  test(`signing in before confirming the e-mail offers to send the link again, right there (${language})`, async ({
    page,
  }) => {
    const t = texts[language];
    const password = 'Confirm@2026';
    const address = await ownAddress(page);
    const email = await unverifiedAccount(page.request, address, password);
    const firstLink = linkIn(await latestMail(page.request, email));
    await prepareBrowser(page, { language });
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: t.auth.email }).fill(email);
    await field(page, t.auth.password).fill(password);
    await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();

    const refusal = page.getByRole('alert').filter({ hasText: t.auth.login.notVerified });
    await expect(refusal).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await refusal.getByRole('button', { name: t.auth.login.resendVerification }).click();
    await expect(page.getByRole('status').filter({ hasText: t.auth.login.verificationSent })).toBeVisible();

    // A new link is in the mailbox; it confirms the address, and signing in then works.
    await expect.poll(async () => linkIn(await latestMail(page.request, email))).not.toBe(firstLink);
    await page.goto(linkIn(await latestMail(page.request, email)));
    await expect(page.getByText(fill(t.auth.verifyEmail.done, { email }))).toBeVisible();
    await page.getByRole('link', { name: t.auth.verifyEmail.continue }).click();
    await page.getByRole('textbox', { name: t.auth.email }).fill(email);
    await field(page, t.auth.password).fill(password);
    await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
    await expect(accountMenu(page, t)).toBeVisible();
  });
}

// ── Item 7: the cookies bar ─────────────────────────────────────────────────────────────────────

for (const language of ['en', 'ar'] as const) {
  for (const width of [1280, 390] as const) {
    test(`the cookies bar is slim, covers neither the page's end nor the toasts, and goes when accepted (${language}, ${width} px)`, async ({
      page,
    }) => {
      const t = texts[language];
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await ownAddress(page);
      await prepareBrowser(page, { language, acceptCookies: false });
      await page.goto('/register');
      const bar = page.getByRole('region', { name: t.cookies.heading });
      await expect(bar).toBeVisible();
      // The whole form is there (the organization's own fields come with their call).
      await expect(page.getByRole('textbox', { name: FORM[language].jobTitle })).toBeVisible();
      const viewport = page.viewportSize() ?? { width, height: 800 };

      // A slim bar along the bottom edge, the full width of the window.
      const barBox = box(await bar.boundingBox());
      expect(barBox.height).toBeLessThanOrEqual(width > 500 ? 64 : 128);
      expect(Math.round(barBox.bottom)).toBe(viewport.height);
      expect(Math.round(barBox.right - barBox.left)).toBe(viewport.width);

      // It keeps its own room: at the end of the page nothing lies under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = box(await page.getByRole('contentinfo').boundingBox());
      expect(footer.bottom).toBeLessThanOrEqual(box(await bar.boundingBox()).top + 1);
      await expectNoSeriousAxeViolations(page);

      // A toast shows above it, and its button stays within reach.
      await page.evaluate(() => window.scrollTo(0, 0));
      const email = uniqueEmail();
      await fillRegistration(page, language, email, 'Welcome@2026');
      await page.getByRole('button', { name: t.register.submit }).click();
      const toast = page.getByRole('alert').filter({ hasText: fill(t.register.verifyNotice, { email }) });
      await expect(toast).toBeVisible();
      await expect(bar).toBeVisible();
      expect(box(await toast.boundingBox()).bottom).toBeLessThanOrEqual(box(await bar.boundingBox()).top);
      const accept = bar.getByRole('button', { name: t.cookies.accept });
      const acceptBox = box(await accept.boundingBox());
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        { x: (acceptBox.left + acceptBox.right) / 2, y: (acceptBox.top + acceptBox.bottom) / 2 },
      );
      expect(hit).toBe(t.cookies.accept);
      await accept.click();
      await expect(bar).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
    });
  }
}

// ── Item 9: the public certificate page ─────────────────────────────────────────────────────────

type Certificate = { certificateId: string; courseName: string; recipientName: string };

async function demoCertificate(request: APIRequestContext): Promise<Certificate> {
  const login = await loginThroughApi(request, 'student@demo.test');
  const response = await request.get(`/api/users/${login.user.id}/course-certificates`, { headers: apiHeaders(login) });
  expect(response.ok()).toBe(true);
  const first = ((await response.json()) as { data: Certificate[] }).data[0];
  if (!first) throw new Error('the demo student has no certificate');
  return first;
}

/** The pages a PDF of the page as printed has. */
async function printedPageCount(page: Page): Promise<number> {
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

for (const language of ['en', 'ar'] as const) {
  test(`the public certificate page is a clean verification page that prints on one sheet (${language})`, async ({
    page,
  }) => {
    const t = texts[language];
    const certificate = await demoCertificate(page.request);
    // As a stranger who follows the link: nothing accepted, nothing dismissed.
    await prepareBrowser(page, { language, acceptCookies: false });
    await page.goto(`/certificates/${certificate.certificateId}`);
    await expect(page.getByRole('heading', { level: 1, name: t.certificates.public.verified })).toBeVisible();
    const preview = page.getByRole('figure', { name: t.certificates.public.preview });
    await expect(preview).toBeVisible();

    // Only the certificate: no app bar, banner, footer, newsletter or cookies bar.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('region', { name: t.announcements.label })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: t.newsletter.email })).toHaveCount(0);
    await expect(page.getByRole('region', { name: t.cookies.heading })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // Printed: the certificate and its details, without the page's buttons, on one sheet.
    await page.emulateMedia({ media: 'print' });
    await expect(preview).toBeVisible();
    await expect(page.getByRole('heading', { name: t.certificates.public.details })).toBeVisible();
    await expect(page.getByRole('link', { name: t.certificates.actions.download })).toBeHidden();
    await expect(page.getByRole('button', { name: t.certificates.actions.copyLink })).toBeHidden();
    await expect(page.getByRole('button', { name: t.language.toggle })).toBeHidden();
    expect(await printedPageCount(page)).toBe(1);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('link', { name: t.certificates.actions.download })).toBeVisible();
  });
}

// ── Item 10: the end of a course ────────────────────────────────────────────────────────────────

const FEEDBACK_COURSE = 'Effective Feedback';

/** A learner of their own, enrolled in the two-lesson demo course, its first lesson finished. */
async function learnerOnLastLesson(request: APIRequestContext) {
  const learner = await registeredLearner(request);
  const headers = apiHeaders(learner);
  const found = await request.get(`/api/all-courses?search=${encodeURIComponent(FEEDBACK_COURSE)}`, { headers });
  const course = ((await found.json()) as { data: { id: number; name: string }[] }).data.find(
    (c) => c.name === FEEDBACK_COURSE,
  );
  if (!course) throw new Error(`demo course "${FEEDBACK_COURSE}" missing`);
  expect(
    (await request.post(`/api/users/${learner.user.id}/enrolled-courses/${course.id}`, { headers })).status(),
  ).toBe(201);
  const ids = await request.get(`/api/courses/${course.id}/subsectionIds`, { headers });
  const [first, last] = ((await ids.json()) as { data: number[] }).data;
  if (!first || !last) throw new Error('the demo course has fewer than two lessons');
  const marked = await request.post(`/api/users/${learner.user.id}/finished-subsections/${first}`, { headers });
  expect(marked.ok()).toBe(true);
  return { learner, courseId: course.id, lastLessonId: last };
}

for (const language of ['en', 'ar'] as const) {
  test(`finishing the last lesson shows that the course is complete, with the certificate (${language})`, async ({
    page,
  }) => {
    const t = texts[language];
    const term = COURSE_TERM[language];
    const { learner, courseId, lastLessonId } = await learnerOnLastLesson(page.request);
    await prepareBrowser(page, { language, login: learner });
    await page.goto(`/lms/courses/${courseId}/modules/content/${lastLessonId}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const finished = page.getByRole('region', { name: fill(t.learning.completed.heading, { course: term.one }) });
    await expect(finished).toHaveCount(0);

    await page.getByRole('button', { name: t.learning.lesson.markFinished }).click();
    await expect(finished).toBeVisible();
    await expect(finished.getByText(fill(t.learning.completed.body, { course: term.one }))).toBeVisible();
    // The certificate was issued as the lesson was finished: it is one click away.
    const view = finished.getByRole('link', { name: t.certificates.actions.view });
    await expect(view).toHaveAttribute('href', /^\/certificates\/[A-Za-z0-9_-]{22}$/);
    await expect(finished.getByRole('link', { name: t.certificates.actions.download })).toBeVisible();
    await expect(
      finished.getByRole('link', { name: fill(t.learning.completed.back, { courses: term.many }) }),
    ).toHaveAttribute('href', '/lms/my-courses');
    // No dead end: the disabled "next lesson" gave way to the panel.
    await expect(page.getByRole('button', { name: t.learning.lesson.next })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // It stays: coming back to the last lesson shows it again, not a toast that has faded.
    await page.reload();
    await expect(finished).toBeVisible();
    await view.click();
    await expect(page.getByRole('heading', { level: 1, name: t.certificates.public.verified })).toBeVisible();
    await expect(
      page.getByRole('figure', { name: t.certificates.public.preview }).getByText('Lina Saad'),
    ).toBeVisible();
  });
}
