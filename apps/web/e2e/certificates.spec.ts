import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { loginThroughApi, prepareBrowser } from './helpers/session.ts';

type Certificate = { certificateId: string; courseName: string; recipientName: string };

/** The demo student's first certificate, through the API (the demo data certifies them in one course). */
async function demoCertificate(request: Parameters<typeof loginThroughApi>[0]): Promise<Certificate> {
  const login = (await loginThroughApi(request, 'student@demo.test')) as { access: string; user: { id: number } };
  const response = await request.get(`/api/users/${login.user.id}/course-certificates`, {
    headers: { Organization: '1', Authorization: `Bearer ${login.access}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Certificate[] };
  const first = body.data[0];
  if (!first) throw new Error('the demo student has no certificate');
  return first;
}

test.describe('a certificate’s public link', () => {
  let certificate: Certificate;

  test.beforeAll(async ({ request }) => {
    certificate = await demoCertificate(request);
  });

  test('a signed-out visitor sees who received it, verifies it and downloads the PDF', async ({ page }) => {
    await prepareBrowser(page);
    await page.goto(`/certificates/${certificate.certificateId}`);
    await expect(page.getByRole('heading', { name: 'Verified certificate', level: 1 })).toBeVisible();
    // No app bar on this page.
    await expect(page.getByRole('banner')).toHaveCount(0);
    const preview = page.getByRole('figure', { name: 'Certificate preview' });
    await expect(preview.getByText(certificate.recipientName)).toBeVisible();
    await expect(preview.getByText(certificate.courseName)).toBeVisible();
    await expect(page.getByText(/This certificate was issued by Demo Academy to/)).toContainText(
      `/certificates/${certificate.certificateId}`,
    );
    await expectNoSeriousAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const file = await (await download).path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('shows the certificate in Arabic and downloads the Arabic PDF', async ({ page }) => {
    await prepareBrowser(page, { language: 'ar' });
    await page.goto(`/certificates/${certificate.certificateId}`);
    await expect(page.getByRole('heading', { name: 'شهادة موثّقة', level: 1 })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'معاينة الشهادة' }).getByText('سارة ناصر')).toBeVisible();
    const pdf = page.getByRole('link', { name: 'تنزيل PDF' });
    await expect(pdf).toHaveAttribute('href', /language=ar$/);
    const response = await page.request.get((await pdf.getAttribute('href')) ?? '');
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  test('an unknown id shows that there is no such certificate', async ({ page }) => {
    await prepareBrowser(page);
    await page.goto('/certificates/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  });
});

test('the learner finds the certificate in My certificates and copies its link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await prepareBrowser(page, { email: 'student@demo.test' });
  await page.goto('/my-certificates');
  await expect(page.getByRole('heading', { name: 'My certificates', level: 1 })).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await item.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/certificates\/[A-Za-z0-9_-]{22}$/);
  await item.getByRole('link', { name: 'View certificate' }).click();
  await expect(page).toHaveURL(/\/certificates\/[A-Za-z0-9_-]{22}$/);
});
