import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { demoCourseId } from './helpers/courses.ts';
import { openFromNavigation } from './helpers/portal.ts';
import { apiHeaders, loginThroughApi, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en, fill, type Texts } from './helpers/texts.ts';

/**
 * Courses across the organization and support in the staff portal (issue 13): the demo
 * administrator creates a specialization of two courses (learners then see it), hides a review
 * (learners no longer see it), resolves a support ticket and exports the newsletter's subscribers
 * as CSV with an Arabic name intact; in English and in Arabic, axe on each page.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const COURSES = ['Public Speaking', 'Effective Feedback'] as const;
/** A 1×1 PNG: a cover the browser can draw. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A learner of this test's own, enrolled in the first course, with a review of it and Arabic names. */
async function reviewingLearner(request: APIRequestContext, stamp: string) {
  const learner = await registeredLearner(request);
  const headers = apiHeaders(learner);
  const named = await request.patch(`/api/users/${learner.user.id}`, {
    headers,
    data: { firstName: 'Lina', lastName: `Saad ${stamp}`, firstNameAr: 'لينا', lastNameAr: `سعد ${stamp}` },
  });
  expect(named.ok(), await named.text()).toBe(true);
  const courseId = await demoCourseId(request, COURSES[0]);
  const enrolled = await request.post(`/api/users/${learner.user.id}/enrolled-courses/${courseId}`, { headers });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const comment = `Off-topic advertising ${stamp}`;
  const reviewed = await request.post(`/api/courses/${courseId}/reviews`, { headers, data: { rating: 1, comment } });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
  return { learner, courseId, comment };
}

/** Creates a specialization through its editor; `withCover` uploads a cover image in it too. */
async function createSpecialization(page: Page, texts: Texts, stamp: string, withCover: boolean) {
  const t = texts.specializations.admin;
  const name = `Feedback track ${stamp}`;
  await page.getByRole('button', { name: t.create }).click();
  const dialog = page.getByRole('dialog', { name: t.createTitle });
  await dialog.getByLabel(t.fields.nameEn).fill(name);
  await dialog.getByLabel(t.fields.nameAr).fill(`مسار التغذية الراجعة ${stamp}`);
  await dialog.getByLabel(fill(t.fields.price, { currency: 'SAR' })).fill('150');
  await dialog.getByLabel(fill(t.fields.oldPrice, { currency: 'SAR' })).fill('100');
  await dialog.getByLabel(t.fields.isPublished).check();
  if (withCover) {
    await dialog.getByLabel(t.fields.cover, { exact: true }).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const preview = fill(texts.organizations.upload.current, { label: t.fields.cover });
    await expect(dialog.getByRole('img', { name: preview })).toBeVisible();
  }
  const courseNames = await page.request
    .get(`/api/all-courses?take=50`, { headers: { Organization: '1', language: texts === ar ? 'ar' : 'en' } })
    .then(async (r) => (await r.json()) as { data: { id: number; name: string }[] });
  const ids = await Promise.all(COURSES.map((c) => demoCourseId(page.request, c)));
  const shown = ids.map((id) => courseNames.data.find((c) => c.id === id)?.name ?? '');
  // Searched by their English names; offered by their names in the page's language.
  for (const [index, course] of COURSES.entries()) {
    const picker = dialog.getByRole('combobox', { name: t.courses.add });
    await picker.fill(course);
    await page.getByRole('option', { name: shown[index], exact: true }).click();
  }
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: t.save }).click();
  // The old price must be above the price: shown in place, nothing saved.
  await expect(dialog.getByText(t.oldPriceHigher)).toBeVisible();
  await dialog.getByLabel(fill(t.fields.oldPrice, { currency: 'SAR' })).fill('');
  await dialog.getByLabel(fill(t.fields.price, { currency: 'SAR' })).fill('0');
  // The second course first, with weight 3.
  await dialog.getByRole('button', { name: fill(t.courses.moveUp, { name: shown[1] as string }) }).click();
  await dialog.getByLabel(fill(t.courses.weightOf, { name: shown[1] as string })).fill('3');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: t.tableLabel });
  const shownName = texts === ar ? `مسار التغذية الراجعة ${stamp}` : name;
  const row = table.getByRole('row', { name: new RegExp(escapeRegExp(shownName)) });
  await expect(row).toBeVisible();
  await expect(row.getByText(t.published)).toBeVisible();
  return { name, shownName, ids };
}

async function runScenario(page: Page, texts: Texts, language: 'en' | 'ar') {
  const stamp = randomBytes(3).toString('hex');
  const admin = await loginThroughApi(page.request, 'admin@demo.test');
  const { learner, courseId, comment } = await reviewingLearner(page.request, stamp);
  // A guest's ticket and the learner's newsletter subscription, each from an address of its own.
  const description = `The certificate page stays blank ${stamp}`;
  const ticket = await page.request.post('/api/technical-support', {
    headers: { Organization: '1', 'x-forwarded-for': `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
    data: {
      name: 'Guest',
      email: `guest-${stamp}@example.test`,
      issueTopic: 'certificates',
      issueDescription: description,
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const ticketId = ((await ticket.json()) as { id: number }).id;
  const subscribed = await page.request.post('/api/email-subscription', {
    headers: { Organization: '1', 'x-forwarded-for': `198.20.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
    data: { email: learner.email },
  });
  expect(subscribed.status()).toBe(204);

  await prepareBrowser(page, { login: admin, language });
  await page.goto('/portal/admin');

  // Specializations: a new one of two courses, which learners see with its courses in order.
  await openFromNavigation(page, texts, texts.pages.specializationsAdmin.title, '/portal/admin/specializations');
  await expectNoSeriousAxeViolations(page);
  // In English with a cover image, which learners then see (its file public once saved).
  const specialization = await createSpecialization(page, texts, stamp, language === 'en');
  const found = await page.request.get(`/api/org-specializations-management?search=${stamp}`, {
    headers: apiHeaders(admin, language),
  });
  const specializationId = ((await found.json()) as { data: { id: number }[] }).data[0]?.id;
  const seen = await page.request.get(`/api/specializations/${specializationId}`, {
    headers: apiHeaders(learner, language),
  });
  expect(seen.status()).toBe(200);
  const detail = (await seen.json()) as {
    name: string;
    coverImage: { url: string } | null;
    courses: { id: number; weight: number }[];
  };
  expect(detail.name).toBe(specialization.shownName);
  expect(detail.courses.map((c) => [c.id, c.weight])).toEqual([
    [specialization.ids[1], 3],
    [specialization.ids[0], 1],
  ]);
  if (language === 'en') {
    const cover = await page.request.get(detail.coverImage?.url ?? '/missing', { headers: { Organization: '1' } });
    expect(cover.status()).toBe(200);
    expect(cover.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await cover.body()).equals(PNG)).toBe(true);
  } else {
    expect(detail.coverImage).toBeNull();
  }

  // Review moderation: the learner's review is hidden after a confirmation.
  await openFromNavigation(page, texts, texts.pages.reviewModeration.title, '/portal/admin/course-reviews');
  await expectNoSeriousAxeViolations(page);
  const m = texts.reviews.moderation;
  const reviewRow = page.getByRole('table', { name: m.tableLabel }).getByRole('row', { name: new RegExp(stamp) });
  await expect(reviewRow.getByText(comment)).toBeVisible();
  const author = language === 'ar' ? `لينا سعد ${stamp}` : `Lina Saad ${stamp}`;
  await reviewRow.getByRole('button', { name: fill(m.hideNamed, { name: author }) }).click();
  const confirm = page.getByRole('dialog', { name: m.hideTitle });
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: m.hide }).click();
  await expect(confirm).toBeHidden();
  await expect(reviewRow.getByText(m.status.HIDDEN)).toBeVisible();
  const published = await page.request.get(`/api/courses/${courseId}/reviews?take=100`, {
    headers: apiHeaders(learner),
  });
  expect(((await published.json()) as { data: { comment: string }[] }).data.map((r) => r.comment)).not.toContain(
    comment,
  );

  // Support: the guest's ticket, found by its topic, is resolved.
  const s = texts.support.staff;
  await openFromNavigation(page, texts, texts.pages.supportInbox.title, '/portal/admin/support');
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel(s.tickets.filterTopic).click();
  await page.getByRole('option', { name: texts.support.topics.certificates }).click();
  const tickets = page.getByRole('table', { name: s.tickets.tableLabel });
  const ticketRow = tickets.getByRole('row', { name: new RegExp(escapeRegExp(description)) });
  await ticketRow.getByRole('button', { name: fill(s.tickets.openNamed, { id: ticketId }) }).click();
  const ticketDialog = page.getByRole('dialog', {
    name: fill(s.tickets.dialogTitle, { id: ticketId, topic: texts.support.topics.certificates }),
  });
  await expect(ticketDialog.getByText(description)).toBeVisible();
  await ticketDialog.getByLabel(s.tickets.status).click();
  await page.getByRole('option', { name: texts.support.status.RESOLVED }).click();
  await expectNoSeriousAxeViolations(page);
  await ticketDialog.getByRole('button', { name: s.tickets.save }).click();
  await expect(ticketDialog).toBeHidden();
  await expect(ticketRow.getByText(texts.support.status.RESOLVED)).toBeVisible();
  await page.getByRole('tab', { name: s.messages.tab }).click();
  await expect(page.getByRole('table', { name: s.messages.tableLabel })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Newsletter: the count, and a CSV with a byte-order mark and the learner's Arabic name.
  await openFromNavigation(page, texts, texts.pages.newsletterSubscribers.title, '/portal/admin/newsletter');
  await expect(
    page.getByRole('status').filter({ hasText: fill(s.newsletter.count, { number: '' }).trim() }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: s.newsletter.export }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-.*\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const line = bytes
    .toString('utf8')
    .split('\r\n')
    .find((l) => l.startsWith(`${learner.email},`));
  expect(line?.split(',').slice(0, 3)).toEqual([learner.email, `Lina Saad ${stamp}`, `لينا سعد ${stamp}`]);
}

test('administrators run specializations, reviews, support and the newsletter (en)', async ({ page }) => {
  test.setTimeout(360_000);
  await runScenario(page, en, 'en');
});

test('administrators run specializations, reviews, support and the newsletter (ar)', async ({ page }) => {
  test.setTimeout(360_000);
  await runScenario(page, ar, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
