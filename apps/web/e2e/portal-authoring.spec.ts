import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { completeProfile, loginThroughApi, prepareBrowser } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/**
 * The instructor's course editor (issue 13): the demo instructor creates a course in the portal
 * with two sections and three lessons (one with an attachment, one with Arabic rich text), has it
 * approved by the administrator in the approval queue, publishes it; a learner finds it in the
 * catalogue, reads the Arabic lesson in the right direction and finishes the course, without
 * downloading any of the portal's code; the instructor then sees the learner finished and exports
 * the course's completion report.
 */

/** The portal's code as the build names it (apps/web/vite.config.ts): its chunks and its texts. */
const PORTAL_CODE = /\/assets\/(?:portal-|texts-portal-|texts-organizations-|texts-course-authoring-)/;

const ARABIC_TEXT = 'مرحبا بكم في الدرس الأول';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * The demo administrator approves the course's pending request in the portal's approval queue,
 * in their own browser, in the language of the run.
 */
async function approveAsAdministrator(
  browser: Browser,
  courseName: string,
  language: 'en' | 'ar',
  texts: typeof en,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepareBrowser(page, { email: 'admin@demo.test', language });
  await page.goto('/portal/admin');
  await page.getByRole('navigation').getByRole('link', { name: texts.pages.courseApprovals.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.pages.courseApprovals.title })).toBeVisible({
    timeout: 30_000,
  });
  const a = texts.authoring.approvals;
  await page.getByRole('button', { name: fill(a.approveNamed, { name: courseName }) }).click();
  const dialog = page.getByRole('dialog', { name: a.confirmApproveTitle });
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: a.approve }).click();
  // Decided: it leaves the pending requests, and shows as approved among all of them.
  await expect(page.getByRole('button', { name: fill(a.approveNamed, { name: courseName }) })).toHaveCount(0);
  await page.getByRole('combobox', { name: a.filter }).click();
  await page.getByRole('option', { name: a.all }).click();
  const row = page.getByRole('row').filter({ hasText: courseName });
  await expect(row.getByText(a.status.APPROVED)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await context.close();
}

const runs = [
  { language: 'en', texts: en },
  { language: 'ar', texts: ar },
] as const;

for (const { language, texts } of runs) {
  test(`an instructor builds and publishes a course that a learner then completes (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const a = texts.authoring;
    const courseName = `${language === 'ar' ? 'دورة التأليف' : 'Authoring course'} ${randomBytes(3).toString('hex')}`;
    await prepareBrowser(page, { email: 'instructor@demo.test', language });

    // The teaching home leads to a new course.
    await page.goto('/portal/instructor');
    // The portal's first load on a loaded machine: its chunks and texts.
    await expect(page.getByRole('heading', { level: 1, name: texts.pages.portalTeaching.title })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('link', { name: texts.portal.teaching.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.pages.courseCreate.title })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('textbox', { name: a.details.name }).fill(courseName);
    await page.getByRole('button', { name: a.create.submit }).click();

    // The editor: details in both languages, with the rich-text editor.
    await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
    const courseId = Number(/\/portal\/instructor\/courses\/(\d+)/.exec(page.url())?.[1]);
    expect(courseId).toBeGreaterThan(0);
    const details = page.getByRole('form', { name: a.details.title });
    await details.getByRole('textbox', { name: a.details.briefDescription }).fill('A course built in the portal.');
    await details.getByRole('textbox', { name: a.details.description }).click();
    await page.keyboard.type('Welcome to this course.');
    await details.getByRole('button', { name: texts.organizations.form.save }).click();
    await expect(details.getByText(texts.organizations.form.saved)).toBeVisible();
    const other = language === 'ar' ? 'en' : 'ar';
    const otherName = fill(a.translation.name, { language: a.translationLanguages.ar });
    if (other === 'ar') {
      await page.getByRole('textbox', { name: otherName }).fill(`${courseName} بالعربية`);
      const translation = page.getByRole('form', {
        name: fill(a.translation.title, { language: a.translationLanguages.ar }),
      });
      await translation.getByRole('button', { name: texts.organizations.form.save }).click();
      await expect(translation.getByText(texts.organizations.form.saved)).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);

    // The outline: two sections, three lessons.
    await page.getByRole('tab', { name: a.editor.outline }).click();
    await expect(page.getByText(a.outline.empty)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const addSection = async (name: string) => {
      await page.getByRole('textbox', { name: a.outline.newSection }).fill(name);
      await page.getByRole('button', { name: a.outline.addSection }).click();
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    };
    const addLesson = async (section: string, name: string) => {
      const region = page.getByRole('region', { name: section });
      await region.getByRole('textbox', { name: fill(a.outline.newLesson, { section }) }).fill(name);
      await region.getByRole('button', { name: a.outline.addLesson }).click();
      await expect(region.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    };
    await addSection('Getting started');
    await addSection('Going further');
    await addLesson('Getting started', 'Arabic lesson');
    await addLesson('Getting started', 'Reading list');
    await addLesson('Going further', 'Wrap-up');

    // A lesson body in Arabic, written with the rich-text editor.
    await page.getByRole('button', { name: fill(a.outline.editLesson, { name: 'Arabic lesson' }) }).click();
    let dialog = page.getByRole('dialog');
    const body = dialog.getByRole('textbox', { name: a.lesson.content });
    await body.click();
    await dialog.getByRole('button', { name: texts.richText.heading }).click();
    await page.keyboard.type('مقدمة');
    await page.keyboard.press('Enter');
    await page.keyboard.type(ARABIC_TEXT);
    await expect(body.locator('h2[dir="auto"]')).toHaveText('مقدمة');
    await expect(body.locator('p[dir="auto"]')).toHaveText(ARABIC_TEXT);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: a.outline.save }).click();
    await expect(dialog).toBeHidden();

    // A lesson with an attachment, uploaded with its progress shown.
    await page.getByRole('button', { name: fill(a.outline.editLesson, { name: 'Reading list' }) }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(a.lesson.addAttachment).setInputFiles({
      name: 'reading-list.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Chapter one\nChapter two\n'),
    });
    await expect(dialog.getByRole('list', { name: a.lesson.attachments })).toContainText('reading-list.txt');
    await dialog.getByRole('button', { name: a.outline.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(fill(a.outline.attachments, { count: '1' }))).toBeVisible();

    // Reordering: the second section up and back down again, by its buttons.
    await page.getByRole('button', { name: fill(a.outline.moveUp, { name: 'Going further' }) }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Going further');
    await page.getByRole('button', { name: fill(a.outline.moveDown, { name: 'Going further' }) }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Getting started');

    // Publishing every section and lesson.
    for (const name of ['Getting started', 'Going further', 'Arabic lesson', 'Reading list', 'Wrap-up']) {
      const toggle = page.getByRole('switch', { name: fill(a.outline.publishItem, { name }) });
      await toggle.click();
      await expect(toggle).toBeChecked();
    }

    // Approval, then publishing the course.
    await page.getByRole('tab', { name: a.editor.details }).click();
    await page.getByRole('button', { name: a.publishing.requestApproval }).click();
    await expect(page.getByText(a.publishing.requested)).toBeVisible();
    await approveAsAdministrator(browser, courseName, language, texts);
    await page.reload();
    await page.getByRole('button', { name: a.publishing.publish }).click();
    await expect(page.getByRole('button', { name: a.publishing.unpublish })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A learner finds it in the catalogue and reads the Arabic lesson, downloading no portal code.
    const context = await browser.newContext();
    const learner = await context.newPage();
    const requests: string[] = [];
    learner.on('request', (request) => requests.push(request.url()));
    // The demo organization asks every learner for a few details first; given here, as the profile page would.
    const newLearner = await loginThroughApi(learner.request, 'new@demo.test');
    await completeProfile(learner.request, newLearner);
    await prepareBrowser(learner, { login: newLearner, language });
    // The catalogue's address holds its search (docs/decisions/courses.md).
    const token = courseName.split(' ').pop() ?? '';
    await learner.goto(`/lms/all-courses?search=${token}`);
    await learner
      .getByRole('main')
      .getByRole('link', { name: new RegExp(token) })
      .click();
    await learner.getByRole('button', { name: texts.catalogue.enrol.enrol }).click();
    // A course with confirmation statements asks for them first; this one has none.
    const confirm = learner.getByRole('dialog').getByRole('button', { name: texts.catalogue.confirm.enrol });
    const start = learner.getByRole('link', { name: texts.catalogue.enrol.start });
    await expect(start.or(confirm)).toBeVisible();
    if (await confirm.isVisible()) await confirm.click();
    await start.click();
    await learner.getByRole('link', { name: /Arabic lesson/ }).click();
    const paragraph = learner.getByRole('main').getByText(ARABIC_TEXT);
    await expect(paragraph).toBeVisible();
    expect(await paragraph.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

    // The learner finishes every lesson, one after the other, and so the course.
    const l = texts.learning;
    for (const [index, lesson] of ['Arabic lesson', 'Reading list', 'Wrap-up'].entries()) {
      await expect(learner.getByRole('heading', { level: 2, name: lesson })).toBeVisible();
      await learner.getByRole('button', { name: l.lesson.markFinished }).click();
      await expect(learner.getByRole('button', { name: l.lesson.markNotFinished })).toBeVisible();
      if (index < 2) await learner.getByRole('link', { name: l.lesson.next }).click();
    }
    await expect(learner.getByRole('progressbar', { name: l.progress.course })).toHaveAttribute('aria-valuenow', '100');
    expect(requests.filter((url) => PORTAL_CODE.test(url))).toEqual([]);
    await context.close();

    // The instructor sees the learner finished and exports the course's completion report.
    await page.getByRole('tab', { name: a.editor.students }).click();
    await page.getByRole('searchbox', { name: a.students.search }).fill('new@demo.test');
    const students = page.getByRole('table', { name: a.students.tableLabel });
    await expect(students.getByRole('row')).toHaveCount(2);
    // Finished on a date (the date as the page writes it: checked by the unit tests).
    await expect(students.getByText(new RegExp(a.students.finishedOn.replace('{{date}}', '.+')))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: a.students.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^completion-.+-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await file.path()) as string);
    // UTF-8 with a byte-order mark, so that spreadsheets read Arabic.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.toString('utf8').slice(1).trim().split('\r\n');
    const columns = (header ?? '').split(',');
    const row = rows
      .map((line) => line.split(','))
      .find((cells) => cells[columns.indexOf('email')] === 'new@demo.test');
    expect(row?.[columns.indexOf('isFinished')]).toBe('true');
    expect(row?.[columns.indexOf('finishedLessons')]).toBe('3');
  });
}
