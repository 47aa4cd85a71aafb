import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { apiHeaders, type Login, loginThroughApi, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/**
 * Live notifications (issue 14): the demo instructor posts announcements to the demo course
 * "Data Analysis with Spreadsheets" from a browser context of their own (through the API: the
 * instructor portal's authoring pages come later); a learner of this spec's own, enrolled in it,
 * sees the bell rise in another context without reloading.
 */
const COURSE_NAME = 'Data Analysis with Spreadsheets';
const texts = { en, ar };

async function courseId(request: APIRequestContext, login: Login): Promise<number> {
  const found = await request.get(`/api/all-courses?search=${encodeURIComponent(COURSE_NAME)}`, {
    headers: apiHeaders(login),
  });
  const course = ((await found.json()) as { data: { id: number; name: string }[] }).data.find(
    (c) => c.name === COURSE_NAME,
  );
  if (!course) throw new Error(`demo course "${COURSE_NAME}" missing`);
  return course.id;
}

/** A learner of this spec, enrolled in the demo course. */
async function enrolledLearner(request: APIRequestContext) {
  const learner = await registeredLearner(request);
  const id = await courseId(request, learner);
  const enrolled = await request.post(`/api/users/${learner.user.id}/enrolled-courses/${id}`, {
    headers: apiHeaders(learner),
  });
  expect(enrolled.status()).toBe(201);
  return { learner, courseId: id };
}

/** The instructor, signed in in a browser context of their own; `announce` posts to the course. */
async function instructorContext(browser: Browser, course: number) {
  const context = await browser.newContext();
  const instructor = await loginThroughApi(context.request, 'instructor@demo.test');
  return {
    async announce(title: string): Promise<number> {
      const res = await context.request.post(`/api/courses/${course}/announcements`, {
        headers: apiHeaders(instructor),
        data: { title, content: 'Please read **chapter two** before Sunday.' },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    },
    close: () => context.close(),
  };
}

function bell(page: Page, t: typeof en, count: number) {
  return page.getByRole('button', { name: t.shell.notificationsBell.replace('{{count}}', String(count)) });
}

/** The notification's text (the course's name is its Arabic one in Arabic, when it has one). */
function announcementText(t: typeof en, title: string): RegExp {
  return t === en
    ? new RegExp(`New announcement in ${COURSE_NAME}: ${title}`)
    : new RegExp(`إعلان جديد في .+: ${title}`);
}

for (const language of ['en', 'ar'] as const) {
  test(`the bell rises live, the panel opens, reads and deletes, settings stop a group (${language})`, async ({
    page,
    browser,
  }) => {
    const t = texts[language];
    const { learner, courseId: course } = await enrolledLearner(page.request);
    await prepareBrowser(page, { login: learner, language });
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: t.notifications.page.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(t.notifications.panel.empty)).toBeVisible();
    await expect(bell(page, t, 0)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The instructor, elsewhere, posts: the badge rises here without a reload, and the page's list follows.
    const instructor = await instructorContext(browser, course);
    const tag = randomBytes(2).toString('hex');
    const first = `Week one ${tag}`;
    const firstId = await instructor.announce(first);
    await expect(bell(page, t, 1)).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toContainText('1');
    await expect(page.getByRole('list', { name: t.notifications.page.heading })).toContainText(
      announcementText(t, first),
    );

    // The panel opens it: the announcement's page, the notification read.
    await bell(page, t, 1).click();
    const panel = page.getByRole('dialog', { name: t.menu.notifications });
    await expect(panel.getByRole('tab', { name: t.notifications.panel.tabs.all })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('button', { name: announcementText(t, first) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await panel.getByRole('button', { name: announcementText(t, first) }).click();
    await expect(page).toHaveURL(new RegExp(`/lms/courses/${course}/announcements/${firstId}$`));
    await expect(bell(page, t, 0)).toBeVisible();

    // Two more; mark all read; delete a read one.
    await instructor.announce(`Week two ${tag}`);
    await instructor.announce(`Week three ${tag}`);
    await expect(bell(page, t, 2)).toBeVisible();
    await bell(page, t, 2).click();
    await panel.getByRole('tab', { name: t.notifications.panel.tabs.unread }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    // (While the panel is open, the page behind it, the bell too, is hidden from assistive technology.)
    await panel.getByRole('button', { name: t.notifications.panel.markAllRead }).click();
    await expect(panel.getByText(t.notifications.panel.emptyUnread)).toBeVisible();
    await panel.getByRole('tab', { name: t.notifications.panel.tabs.all }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(3);
    await panel
      .getByRole('listitem')
      .filter({ hasText: `Week two ${tag}` })
      .getByRole('button', { name: t.notifications.item.delete })
      .click();
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByText(`Week two ${tag}`)).toHaveCount(0);

    // Settings: course announcements off in the app; critical groups are locked on.
    await panel.getByRole('tab', { name: t.notifications.panel.tabs.settings }).click();
    const groupName = language === 'en' ? 'Course announcements and openings' : 'إعلانات الدورات وإتاحتها';
    const inApp = panel.getByRole('switch', {
      name: `${groupName}: ${t.notifications.settings.channels.inApp}`,
    });
    await expect(inApp).toBeChecked();
    const security = language === 'en' ? 'Account security' : 'أمان الحساب';
    await expect(
      panel.getByRole('switch', { name: `${security}: ${t.notifications.settings.channels.inApp}` }),
    ).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await inApp.click();
    await expect(inApp).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(bell(page, t, 0)).toBeVisible();

    // A disabled group sends nothing: the bell stays at 0, the server has nothing either.
    await instructor.announce(`Week four ${tag}`);
    const count = await page.request.get('/api/notifications/count', { headers: apiHeaders(learner, language) });
    expect(await count.json()).toEqual({ count: 0 });
    const list = await page.request.get('/api/notifications?take=5', { headers: apiHeaders(learner, language) });
    expect(JSON.stringify(await list.json())).not.toContain(`Week four ${tag}`);
    await expect(bell(page, t, 0)).toBeVisible();
    await instructor.close();
  });
}

test('twenty tabs of one learner all update while one stream is open', async ({ browser }) => {
  // Twenty copies of the app on a loaded two-core machine.
  test.setTimeout(300_000);
  const t = texts.en;
  const context = await browser.newContext();
  const streams: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sse') streams.push(request);
  });
  const first = await context.newPage();
  const { learner, courseId: course } = await enrolledLearner(first.request);
  await prepareBrowser(first, { login: learner });
  const tabs = [first];
  for (let i = 1; i < 20; i += 1) tabs.push(await context.newPage());
  for (const tab of tabs) await tab.goto('/notifications', { waitUntil: 'commit' });
  for (const tab of tabs) await expect(bell(tab, t, 0)).toBeVisible({ timeout: 60_000 });

  const instructor = await instructorContext(browser, course);
  await instructor.announce(`For every tab ${randomBytes(2).toString('hex')}`);
  for (const tab of tabs) await expect(bell(tab, t, 1)).toBeVisible();
  // One stream for the browser: the leader tab's.
  expect(streams).toHaveLength(1);

  // Reading in one tab reaches the others through the server's count.
  await tabs[5]?.getByRole('button', { name: t.notifications.panel.markAllRead }).click();
  for (const tab of tabs) await expect(bell(tab, t, 0)).toBeVisible();
  expect(streams).toHaveLength(1);
  await instructor.close();
  await context.close();
});
