import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { completeProfile, loginThroughApi, prepareBrowser } from './helpers/session.ts';
import { en } from './helpers/texts.ts';

/**
 * The learner's whole way through a course, as the "done when" tells it: the demo's new
 * learner enrols in a free course, finishes every lesson, receives the certificate, and a
 * signed-out visitor opens its public link and downloads the PDF; then the learner pins the course
 * and reviews it. (The locked section is in learning.spec.ts, the guest's catalogue in
 * catalogue.spec.ts.)
 */
const COURSE = 'Effective Feedback';
const LESSONS = ['Giving feedback', 'Receiving feedback'];

test('new@demo.test enrols in a free course, finishes it, gets a certificate anyone can verify, pins and reviews it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const t = en;
  // The organization asks for a city, a job title and a sector first (the profile's own test fills them in the page).
  await completeProfile(page.request, await loginThroughApi(page.request, 'new@demo.test'));
  await prepareBrowser(page, { email: 'new@demo.test' });

  // Find the course and enrol from its overview.
  await page.goto('/lms/all-courses');
  await page.getByRole('searchbox', { name: t.catalogue.search.label }).fill('effective feedback');
  await expect(page).toHaveURL(/search=effective/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: COURSE })).toHaveCount(1);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(COURSE) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const courseId = Number(/courses\/(\d+)/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: t.catalogue.enrol.enrol }).click();
  await expect(page.getByText(`You are enrolled in ${COURSE}.`)).toBeVisible();
  await page.getByRole('link', { name: t.catalogue.enrol.start }).click();

  // Finish every lesson, one after the other.
  await expect(page).toHaveURL(/\/modules$/);
  await page.getByRole('link', { name: new RegExp(LESSONS[0] as string) }).click();
  for (const [index, lesson] of LESSONS.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: lesson })).toBeVisible();
    await page.getByRole('button', { name: t.learning.lesson.markFinished }).click();
    await expect(page.getByRole('button', { name: t.learning.lesson.markNotFinished })).toBeVisible();
    if (index < LESSONS.length - 1) await page.getByRole('link', { name: t.learning.lesson.next }).click();
  }
  await expect(page.getByText(/Well done: you finished every lesson/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: t.learning.progress.course })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  // The certificate was issued as the last lesson was finished.
  await page.getByRole('tab', { name: t.learning.tabs.certificate }).click();
  await expect(page.getByText(/You received your certificate on/)).toBeVisible();
  const view = page.getByRole('link', { name: t.certificates.actions.view });
  const publicPath = (await view.getAttribute('href')) ?? '';
  expect(publicPath).toMatch(/^\/certificates\/[A-Za-z0-9_-]{22}$/);

  // A visitor who is signed out opens the public link, sees the learner's name and gets the PDF.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await prepareBrowser(visitor);
  await visitor.goto(publicPath);
  await expect(visitor.getByRole('heading', { level: 1, name: t.certificates.public.verified })).toBeVisible();
  const preview = visitor.getByRole('figure', { name: t.certificates.public.preview });
  await expect(preview.getByText(COURSE)).toBeVisible();
  await expect(preview.getByText('Yousef Salem')).toBeVisible();
  const download = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: t.certificates.actions.download }).click();
  const pdf = readFileSync(await (await download).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await visitorContext.close();

  // Back in My Courses (now finished): pin the course; it stays pinned after a reload.
  await page.goto('/lms/my-courses?tab=finished');
  await page.getByRole('button', { name: `Pin ${COURSE}` }).click();
  await expect(page.getByRole('button', { name: `Unpin ${COURSE}` })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: `Unpin ${COURSE}` })).toBeVisible();

  // Review it: the overview shows the rating.
  await page.goto(`/lms/courses/${courseId}/review`);
  const form = page.getByRole('form', { name: 'Your review' });
  await form.locator('label', { hasText: '5 out of 5 stars' }).click();
  await form.getByLabel('Comment (optional)').fill('Short, practical, and I use it every week.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review.')).toBeVisible();
  await page.goto(`/lms/courses/${courseId}/overview`);
  await expect(page.getByRole('img', { name: 'Rated 5.0 out of 5 by 1' })).toBeVisible();
});
