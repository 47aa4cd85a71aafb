import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { openFromNavigation } from './helpers/portal.ts';
import { apiHeaders, loginThroughApi, prepareBrowser } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/**
 * The course editor's offering and certificate (issue 13): the demo administrator makes a
 * certificate template with a background, then sets a course's price and old price, access,
 * certificate mode and template in the "Offering and certificate" tab, saves, reloads and finds
 * them kept. The course is made through the API, so that no other test's course is touched.
 */

/** A 1×1 PNG, the template's background. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

for (const { language, texts } of [
  { language: 'en', texts: en },
  { language: 'ar', texts: ar },
] as const) {
  test(`an administrator makes a certificate template and sets a course's offering and certificate (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = randomBytes(3).toString('hex');
    const templateName = `${language === 'ar' ? 'قالب ذهبي' : 'Gold template'} ${stamp}`;
    const login = await loginThroughApi(page.request, 'admin@demo.test');
    const created = await page.request.post('/api/courses', {
      headers: apiHeaders(login),
      data: { name: `Offering ${stamp}` },
    });
    expect(created.status()).toBe(201);
    const courseId = ((await created.json()) as { id: number }).id;
    await prepareBrowser(page, { login, language });

    // The template, in the organization's area of the administration.
    const tm = texts.certificates.templates;
    await page.goto('/portal/admin');
    await expect(page.getByRole('heading', { level: 1, name: texts.pages.portalAdministration.title })).toBeVisible({
      timeout: 30_000,
    });
    await openFromNavigation(page, texts, texts.pages.certificateTemplates.title);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: tm.new }).click();
    const dialog = page.getByRole('dialog', { name: tm.newTitle });
    await dialog.getByRole('textbox', { name: tm.name }).fill(templateName);
    await dialog.getByRole('radio', { name: tm.portrait }).check();
    await dialog
      .getByRole('textbox', { name: fill(texts.organizations.branding.hex, { color: tm.accentColor }) })
      .fill('#7a2e0e');
    await dialog.getByLabel(tm.background, { exact: true }).setInputFiles({
      name: 'background.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(
      dialog.getByRole('img', { name: fill(texts.organizations.upload.current, { label: tm.background }) }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: texts.common.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: templateName })).toBeVisible();

    // The course's offering and certificate.
    const o = texts.authoring.offering;
    const c = texts.authoring.criteria;
    await page.goto(`/portal/instructor/courses/${courseId}/offering`);
    await expect(page.getByRole('tab', { name: texts.authoring.editor.offering })).toHaveAttribute(
      'aria-selected',
      'true',
      {
        timeout: 30_000,
      },
    );
    const offering = page.getByRole('form', { name: o.title });
    const criteria = page.getByRole('form', { name: c.title });
    await expectNoSeriousAxeViolations(page);

    // An amount that is not one is refused in place.
    await offering.getByRole('textbox', { name: o.price, exact: true }).fill('12,5x');
    await offering.getByRole('button', { name: texts.organizations.form.save }).click();
    await expect(offering.getByText(o.money.notNumber)).toBeVisible();

    await offering.getByRole('textbox', { name: o.price, exact: true }).fill('149.50');
    await offering.getByRole('textbox', { name: o.oldPrice }).fill('199');
    await offering.getByRole('radio', { name: new RegExp(o.accessTypes.private) }).check();
    await offering.getByRole('textbox', { name: o.creditUnits }).fill('3');
    await offering.getByRole('combobox', { name: o.template }).click();
    await page.getByRole('option', { name: templateName }).click();
    await offering.getByRole('button', { name: texts.organizations.form.save }).click();
    await expect(offering.getByText(texts.organizations.form.saved)).toBeVisible();

    await criteria.getByRole('radio', { name: new RegExp(c.modes.manual) }).check();
    await criteria.getByRole('textbox', { name: c.passingGradePercentage }).fill('70');
    await criteria.getByRole('button', { name: texts.organizations.form.save }).click();
    await expect(criteria.getByText(texts.organizations.form.saved)).toBeVisible();

    // Kept: the page read again shows them.
    await page.reload();
    await expect(offering.getByRole('textbox', { name: o.price, exact: true })).toHaveValue('149.50', {
      timeout: 30_000,
    });
    await expect(offering.getByRole('textbox', { name: o.oldPrice })).toHaveValue('199');
    await expect(offering.getByRole('radio', { name: new RegExp(o.accessTypes.private) })).toBeChecked();
    await expect(offering.getByRole('textbox', { name: o.creditUnits })).toHaveValue('3');
    await expect(offering.getByRole('combobox', { name: o.template })).toHaveText(templateName);
    await expect(criteria.getByRole('radio', { name: new RegExp(c.modes.manual) })).toBeChecked();
    await expect(criteria.getByRole('textbox', { name: c.passingGradePercentage })).toHaveValue('70');
    await expectNoSeriousAxeViolations(page);
  });
}
