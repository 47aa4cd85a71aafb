import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { apiHeaders, loginThroughApi, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/**
 * The course editor's further details (issue 13): the demo instructor sets the welcome message (in
 * Arabic, with the rich-text editor), learning types, delivery and its city, duration, an
 * introductory video and a confirmation statement; they are there after a reload. A learner then
 * sees the video on the course's overview, confirms the statement to enrol and reads the welcome message.
 */

const WELCOME = 'أهلًا بكم في هذه الدورة';
const STATEMENT = { en: 'I will attend the practical sessions.', ar: 'سأحضر الجلسات العملية.' };
/** The first bytes of an MP4 file (a `ftyp` box), which is all the media module looks at. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'latin1'),
]);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const runs = [
  { language: 'en', texts: en },
  { language: 'ar', texts: ar },
] as const;

for (const { language, texts } of runs) {
  test(`an instructor completes a course's details and statements; a learner confirms and is welcomed (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const a = texts.authoring;
    const d = a.details;

    // A course of the demo instructor's own, published by the administrator (which approves it too).
    const instructor = await loginThroughApi(page.request, 'instructor@demo.test');
    const name = `${language === 'ar' ? 'دورة التفاصيل' : 'Details course'} ${randomBytes(3).toString('hex')}`;
    const created = await page.request.post('/api/courses', {
      headers: apiHeaders(instructor),
      data: { name, language: language === 'ar' ? 'ARABIC' : 'ENGLISH' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const courseId = ((await created.json()) as { id: number }).id;
    const admin = await loginThroughApi(page.request, 'admin@demo.test');
    const published = await page.request.patch(`/api/courses/${courseId}/is-published`, {
      headers: apiHeaders(admin),
      data: { isPublished: true },
    });
    expect(published.status(), await published.text()).toBe(200);

    await prepareBrowser(page, { login: instructor, language });
    await page.goto(`/portal/instructor/courses/${courseId}`);
    // The portal's first load on a loaded machine: its chunks and texts.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
    const details = page.getByRole('form', { name: d.title });

    // The welcome message in Arabic, with the rich-text editor; the syllabus in a list.
    const welcome = details.getByRole('textbox', { name: d.welcomeMessage });
    await welcome.click();
    await page.keyboard.type(WELCOME);
    await expect(welcome.locator('p[dir="auto"]')).toHaveText(WELCOME);
    await details.getByRole('textbox', { name: d.courseSyllabus }).click();
    await page.keyboard.type('Week one: the basics');

    // How it is taught: a city appears once the course is not only online.
    await details.getByRole('checkbox', { name: a.learningTypes.BLENDED }).check();
    await details.getByRole('combobox', { name: d.deliveryMode }).click();
    await page.getByRole('option', { name: a.deliveryModes.HYBRID }).click();
    await details.getByRole('textbox', { name: d.city }).fill('Riyadh');
    await details.getByRole('textbox', { name: d.duration }).fill('6');
    await details.getByRole('combobox', { name: d.durationUnit }).click();
    await page.getByRole('option', { name: a.durationUnits.WEEKS }).click();

    // The introductory video, uploaded at once.
    await details.getByLabel(d.introductoryVideo, { exact: true }).setInputFiles({
      name: 'intro.mp4',
      mimeType: 'video/mp4',
      buffer: MP4,
    });
    const video = details.getByLabel(fill(texts.organizations.upload.current, { label: d.introductoryVideo }));
    await expect(video).toBeVisible();
    await details.getByRole('button', { name: texts.organizations.form.save }).click();
    await expect(details.getByText(texts.organizations.form.saved)).toBeVisible();
    // Checked once saved: while changes wait, the sticky Save button may stand over a field's label as the page scrolls.
    await expectNoSeriousAxeViolations(page);

    // A statement in both languages, in its dialog.
    await page.getByRole('button', { name: a.statements.add }).click();
    const dialog = page.getByRole('dialog', { name: a.statements.newTitle });
    const textIn = (lang: 'en' | 'ar') => fill(a.statements.textIn, { language: a.translationLanguages[lang] });
    await dialog.getByRole('textbox', { name: textIn('en') }).fill(STATEMENT.en);
    await dialog.getByRole('textbox', { name: textIn('ar') }).fill(STATEMENT.ar);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: a.statements.add }).click();
    await expect(dialog).toBeHidden();
    const statements = page.getByRole('list', { name: a.statements.list });
    await expect(statements.getByText(STATEMENT.ar)).toBeVisible();

    // After a reload, everything is as saved.
    await page.reload();
    await expect(details.getByRole('textbox', { name: d.welcomeMessage })).toHaveText(WELCOME);
    await expect(details.getByRole('checkbox', { name: a.learningTypes.BLENDED })).toBeChecked();
    await expect(details.getByRole('combobox', { name: d.deliveryMode })).toHaveText(a.deliveryModes.HYBRID);
    await expect(details.getByRole('textbox', { name: d.city })).toHaveValue('Riyadh');
    await expect(details.getByRole('textbox', { name: d.duration })).toHaveValue('6');
    await expect(video).toBeVisible();
    await expect(statements.getByText(STATEMENT.en)).toBeVisible();
    await expect(statements.getByText(STATEMENT.ar)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A learner is asked to confirm the statement when enrolling, then reads the welcome message.
    const context = await browser.newContext();
    const learnerPage = await context.newPage();
    const learner = await registeredLearner(learnerPage.request);
    await prepareBrowser(learnerPage, { login: learner, language });
    await learnerPage.goto(`/lms/courses/${courseId}/overview`);
    await expect(learnerPage.getByLabel(texts.catalogue.overview.introductoryVideo)).toBeVisible();
    await learnerPage.getByRole('button', { name: texts.catalogue.enrol.enrol }).click();
    const confirm = learnerPage.getByRole('dialog', { name: texts.catalogue.confirm.title });
    const enrol = confirm.getByRole('button', { name: texts.catalogue.confirm.enrol });
    await expect(enrol).toBeDisabled();
    await confirm.getByRole('checkbox', { name: STATEMENT[language] }).check();
    await expectNoSeriousAxeViolations(learnerPage);
    await enrol.click();
    await expect(learnerPage.getByRole('link', { name: texts.catalogue.enrol.start })).toBeVisible();
    await learnerPage.goto(`/lms/courses/${courseId}/information`);
    await expect(
      learnerPage.getByRole('region', { name: texts.learning.information.welcome }).getByText(WELCOME),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(learnerPage);
    await context.close();
  });
}
