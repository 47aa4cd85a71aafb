import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { latestMail, linkIn } from './helpers/mail.ts';
import { apiHeaders, type Login, loginThroughApi, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/**
 * The outline editor's scheduling (issue 13): the demo instructor reorders a lesson by keyboard
 * and by drag, gives a lesson a video link, and gives a section a prerequisite and an unlock date
 * in the future; a learner then finds that section's lesson locked, with the date it opens. The
 * editor's certificates, interested learners and reviews tabs are opened too. The administrator
 * resends a member's invitation and removes a member. In English and Arabic, axe on every page.
 */

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** A template as a pattern: its placeholders match anything. */
const pattern = (template: string) =>
  new RegExp(
    template
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );

type Course = { courseId: number; lessons: Record<string, number> };

/**
 * A course of its own, built through the API by the demo administrator: "Basics" (three lessons)
 * and "Advanced" (one), all published, the demo instructor its instructor, published.
 */
async function buildCourse(request: APIRequestContext, name: string): Promise<Course> {
  const admin = await loginThroughApi(request, 'admin@demo.test');
  const instructor = await loginThroughApi(request, 'instructor@demo.test');
  const headers = apiHeaders(admin);
  const post = async (url: string, data: unknown) => {
    const response = await request.post(`/api${url}`, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { id: number };
  };
  const { id: courseId } = await post('/courses', { name });
  await post(`/courses/${courseId}/instructors`, { userId: instructor.user.id });
  const lessons: Record<string, number> = {};
  for (const [section, names] of [
    ['Basics', ['Lesson one', 'Lesson two', 'Lesson three']],
    ['Advanced', ['Final lesson']],
  ] as const) {
    const { id: sectionId } = await post(`/courses/${courseId}/sections`, { name: section, isPublished: true });
    for (const lesson of names) {
      lessons[lesson] = (
        await post(`/course-sections/${sectionId}/subsections`, { name: lesson, isPublished: true, content: lesson })
      ).id;
    }
  }
  const published = await request.patch(`/api/courses/${courseId}/is-published`, {
    headers,
    data: { isPublished: true },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return { courseId, lessons };
}

async function enrol(request: APIRequestContext, courseId: number): Promise<Login> {
  const learner = await registeredLearner(request);
  const enrolled = await request.post(`/api/users/${learner.user.id}/enrolled-courses/${courseId}`, {
    headers: apiHeaders(learner),
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  return learner;
}

/** The lessons' names of a section in the outline editor, in order. */
const lessonNames = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByRole('listitem').locator('p');

/** Drags an item by its handle onto another item, with the mouse, in small steps as a hand would. */
/**
 * Where `locator` is once it has stopped moving: after a drop the list's items slide to their new
 * places (dnd-kit's transitions), and a box measured meanwhile, on a loaded machine, is not where
 * the item ends up.
 */
type Box = Awaited<ReturnType<Locator['boundingBox']>>;

async function settledBox(locator: Locator): Promise<Box> {
  // Compared a tenth of a second apart (the first look has nothing to compare with).
  let last: Box = null;
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        const still = box !== null && JSON.stringify(box) === JSON.stringify(last);
        last = box;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
  // Set by the poll, which TypeScript does not follow.
  return last as Box;
}

async function dragOnto(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await settledBox(handle);
  const to = await settledBox(target);
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 2, { steps: 2 });
  await page.mouse.up();
}

const runs = [
  { language: 'en', texts: en },
  { language: 'ar', texts: ar },
] as const;

for (const { language, texts } of runs) {
  test(`the instructor reorders, adds a video, schedules a section; the learner finds it locked (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const a = texts.authoring;
    const courseName = `Outline course ${randomBytes(3).toString('hex')}`;
    const { courseId, lessons } = await buildCourse(page.request, courseName);
    const learner = await enrol(page.request, courseId);
    await prepareBrowser(page, { email: 'instructor@demo.test', language });

    await page.goto(`/portal/instructor/courses/${courseId}/outline`);
    // The portal's first load on a loaded machine: its chunks and texts.
    await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: a.editor.outline, selected: true })).toBeVisible();
    await expect(lessonNames(page, 'Basics')).toHaveText(['Lesson one', 'Lesson two', 'Lesson three']);
    await expectNoSeriousAxeViolations(page);

    // By keyboard: "Lesson three" picked up, one place up, dropped; the screen reader hears where it went.
    const handleThree = page.getByRole('button', { name: fill(a.outline.drag, { name: 'Lesson three' }) });
    await handleThree.focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByText(fill(a.drag.picked, { name: 'Lesson three', position: '3', count: '3' })),
    ).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByText(fill(a.drag.overLesson, { name: 'Lesson three', position: '2', count: '3', section: 'Basics' })),
    ).toBeAttached();
    await page.keyboard.press('Space');
    await expect(lessonNames(page, 'Basics')).toHaveText(['Lesson one', 'Lesson three', 'Lesson two']);

    // By mouse: "Lesson two" dragged onto "Final lesson", into the other section, before it.
    await dragOnto(
      page,
      page.getByRole('button', { name: fill(a.outline.drag, { name: 'Lesson two' }) }),
      page.getByRole('region', { name: 'Advanced' }).getByRole('listitem').filter({ hasText: 'Final lesson' }),
    );
    await expect(lessonNames(page, 'Advanced')).toHaveText(['Lesson two', 'Final lesson']);
    await expect(lessonNames(page, 'Basics')).toHaveText(['Lesson one', 'Lesson three']);
    // The server kept both moves.
    await page.reload();
    await expect(lessonNames(page, 'Basics')).toHaveText(['Lesson one', 'Lesson three'], { timeout: 30_000 });
    await expect(lessonNames(page, 'Advanced')).toHaveText(['Lesson two', 'Final lesson']);

    // A video link: an address that is not one is refused in place, then a YouTube address is kept.
    await page.getByRole('button', { name: fill(a.outline.editLesson, { name: 'Lesson one' }) }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: a.lesson.videoLink }).check();
    const address = dialog.getByRole('textbox', { name: a.lesson.videoUrl });
    await address.fill('not a link');
    await dialog.getByRole('button', { name: a.outline.save }).click();
    await expect(dialog.getByText(a.lesson.videoUrlInvalid)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await address.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByRole('button', { name: a.outline.save }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Lesson one' }).getByText(a.outline.hasVideo),
    ).toBeVisible();

    // "Advanced" waits for "Basics", and opens in ten days.
    await page.getByRole('button', { name: fill(a.outline.sectionSettings, { name: 'Advanced' }) }).click();
    dialog = page.getByRole('dialog');
    const opens = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await dialog
      .getByLabel(a.section.unlockDate)
      .fill(`${opens.getFullYear()}-${pad(opens.getMonth() + 1)}-${pad(opens.getDate())}T09:00`);
    await dialog.getByRole('checkbox', { name: 'Basics' }).check();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: a.outline.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Advanced' }).getByText(a.outline.hasLocks)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The editor's other tabs, each as it first shows.
    for (const tab of ['certificates', 'interested', 'reviews'] as const) {
      await page.getByRole('tab', { name: a.editor[tab] }).click();
      await expect(page.getByRole('tab', { name: a.editor[tab], selected: true })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    }

    // The learner: the scheduled section's lesson is locked, with the date it opens.
    const context = await browser.newContext();
    const learnerPage = await context.newPage();
    // The embedded player, stood in for: the tests reach no other site.
    await learnerPage.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title></html>' }),
    );
    await prepareBrowser(learnerPage, { login: learner, language });
    await learnerPage.goto(`/lms/courses/${courseId}/modules/content/${lessons['Final lesson']}`);
    await expect(learnerPage.getByRole('heading', { name: texts.learning.lock.lessonTitle })).toBeVisible({
      timeout: 30_000,
    });
    await expect(learnerPage.getByText(pattern(texts.learning.lock.untilDate))).toBeVisible();
    await expectNoSeriousAxeViolations(learnerPage);
    // The lesson that moved there is locked too; the first section's are open.
    await learnerPage.goto(`/lms/courses/${courseId}/modules/content/${lessons['Lesson one']}`);
    await expect(learnerPage.getByRole('heading', { level: 2, name: 'Lesson one' })).toBeVisible({ timeout: 30_000 });
    // Its video link plays in the lesson (choosing a video cleared the new lesson's "text only").
    await expect(learnerPage.getByTitle(fill(texts.learning.lesson.videoTitle, { name: 'Lesson one' }))).toBeVisible();
    await expect(learnerPage.getByRole('heading', { name: texts.learning.lock.lessonTitle })).toHaveCount(0);
    await expectNoSeriousAxeViolations(learnerPage);
    await context.close();
  });
}

for (const { language, texts } of runs) {
  test(`the administrator resends an invitation and removes a member (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const m = texts.members;
    const stamp = randomBytes(3).toString('hex');
    const email = `nour-${stamp}@example.test`;
    const admin = await loginThroughApi(page.request, 'admin@demo.test');
    const invited = await page.request.post('/api/organization-members/invitations', {
      headers: apiHeaders(admin),
      data: { email, firstName: 'Nour', lastName: `Haddad ${stamp}`, firstNameAr: 'نور', lastNameAr: `حداد ${stamp}` },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const firstLink = linkIn(await latestMail(page.request, email));

    await prepareBrowser(page, { login: admin, language });
    await page.goto('/portal/admin/members');
    await expect(page.getByRole('table', { name: m.tableLabel })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('searchbox', { name: m.search }).fill(stamp);
    const name = language === 'ar' ? `نور حداد ${stamp}` : `Nour Haddad ${stamp}`;
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    // Resend: confirmed, then a new link arrives.
    await row.getByRole('button', { name: fill(m.actionsFor, { name }) }).click();
    await page.getByRole('menuitem', { name: m.actions.resendInvitation }).click();
    let confirm = page.getByRole('dialog', { name: fill(m.confirm.resendInvitation.title, { name }) });
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: m.confirm.resendInvitation.confirm }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(fill(m.done.resendInvitation, { name }))).toBeVisible();
    await expect.poll(async () => linkIn(await latestMail(page.request, email))).not.toBe(firstLink);

    // Remove: confirmed, and the row leaves the list.
    await row.getByRole('button', { name: fill(m.actionsFor, { name }) }).click();
    await page.getByRole('menuitem', { name: m.actions.remove }).click();
    confirm = page.getByRole('dialog', { name: fill(m.confirm.remove.title, { name }) });
    await expect(confirm.getByText(fill(m.confirm.remove.message, { name }))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: m.confirm.remove.confirm }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(fill(m.done.remove, { name }))).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
}
