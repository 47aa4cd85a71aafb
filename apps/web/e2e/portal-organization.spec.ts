import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { apiHeaders, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en, fill, type Texts } from './helpers/texts.ts';

/**
 * The organization's staff pages (issue 13): the demo administrator creates, renames, moves under
 * another and deletes a course category; adds a registration field that the builder's preview and
 * the sign-up page then ask; posts an announcement written with the rich-text editor (Arabic in
 * bold) that a learner sees in the banner; adds a SAML identity provider. In English and in Arabic, axe on each page and dialog.
 */

const stampOf = () => randomBytes(3).toString('hex');

/** A SAML identity provider's metadata: what an administrator pastes from their provider. */
const idpMetadata = (host: string) => `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://${host}/metadata">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://${host}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

/** Opens a page of the organization area from the portal's side navigation. */
async function openFromNavigation(page: Page, texts: Texts, title: string) {
  await page.goto('/portal/admin');
  await page.getByRole('navigation', { name: texts.portal.navigation }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Adds a category with both names from the page's "Add category" dialog. */
async function addCategory(page: Page, texts: Texts, name: string, nameAr: string) {
  const t = texts.organizations;
  await page.getByRole('button', { name: t.categories.new }).click();
  const create = page.getByRole('dialog', { name: t.categories.newTitle });
  await create.getByLabel(t.categories.name).fill(name);
  await create.getByLabel(t.categories.nameAr).fill(nameAr);
  await create.getByRole('button', { name: t.admin.save }).click();
  await expect(create).toBeHidden();
}

async function manageCategory(page: Page, texts: Texts, stamp: string) {
  const t = texts.organizations;
  const shown = (name: string, nameAr: string) => (texts === ar ? nameAr : name);
  await openFromNavigation(page, texts, texts.pages.organizationCategories.title);
  await expect(page.getByRole('table', { name: texts.pages.organizationCategories.title })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: t.categories.new }).click();
  const create = page.getByRole('dialog', { name: t.categories.newTitle });
  await create.getByRole('button', { name: t.admin.save }).click();
  // Both names are required, said in place.
  await expect(create.getByLabel(t.categories.name)).toHaveAttribute('aria-invalid', 'true');
  await create.getByLabel(t.categories.name).fill(`Nursing ${stamp}`);
  await create.getByLabel(t.categories.nameAr).fill(`التمريض ${stamp}`);
  await expectNoSeriousAxeViolations(page);
  await create.getByRole('button', { name: t.admin.save }).click();
  await expect(create).toBeHidden();

  await page.getByRole('searchbox', { name: t.categories.search }).fill(stamp);
  const table = page.getByRole('table', { name: texts.pages.organizationCategories.title });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table
    .getByRole('button', { name: fill(t.admin.editNamed, { name: shown(`Nursing ${stamp}`, `التمريض ${stamp}`) }) })
    .click();
  const edit = page.getByRole('dialog', { name: t.categories.editTitle });
  await expect(edit.getByLabel(t.categories.name)).toHaveValue(`Nursing ${stamp}`);
  await edit.getByLabel(t.categories.name).fill(`Nursing care ${stamp}`);
  await edit.getByLabel(t.categories.nameAr).fill(`الرعاية التمريضية ${stamp}`);
  await edit.getByRole('button', { name: t.admin.save }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByText(`Nursing care ${stamp}`, { exact: true })).toBeVisible();
  await expect(table.getByText(`الرعاية التمريضية ${stamp}`, { exact: true })).toBeVisible();
  const renamed = shown(`Nursing care ${stamp}`, `الرعاية التمريضية ${stamp}`);

  // Moved under another category: listed under it in the tree, and said so.
  const medicine = shown(`Medicine ${stamp}`, `الطب ${stamp}`);
  await addCategory(page, texts, `Medicine ${stamp}`, `الطب ${stamp}`);
  await table.getByRole('button', { name: fill(t.admin.editNamed, { name: renamed }) }).click();
  const move = page.getByRole('dialog', { name: t.categories.editTitle });
  await move.getByRole('combobox', { name: new RegExp(t.categories.parent) }).click();
  await page.getByRole('option', { name: medicine, exact: true }).click();
  await expect(move.getByRole('combobox', { name: new RegExp(t.categories.parent) })).toContainText(medicine);
  await expectNoSeriousAxeViolations(page);
  await move.getByRole('button', { name: t.admin.save }).click();
  await expect(move).toBeHidden();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(medicine);
  await expect(rows.nth(2)).toContainText(renamed);
  await expect(rows.nth(2)).toContainText(fill(t.categories.under, { name: medicine }));
  await expectNoSeriousAxeViolations(page);

  // A category is not offered as a parent of itself or of a category above it.
  await table.getByRole('button', { name: fill(t.admin.editNamed, { name: medicine }) }).click();
  const parentOf = page.getByRole('dialog', { name: t.categories.editTitle });
  await parentOf.getByRole('combobox', { name: new RegExp(t.categories.parent) }).click();
  await expect(page.getByRole('option', { name: t.categories.topLevel })).toBeVisible();
  await expect(page.getByRole('option', { name: renamed })).toHaveCount(0);
  await expect(page.getByRole('option', { name: medicine })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await parentOf.getByRole('button', { name: t.admin.cancel }).click();
  await expect(parentOf).toBeHidden();

  for (const name of [renamed, medicine]) {
    await table.getByRole('button', { name: fill(t.admin.deleteNamed, { name }) }).click();
    const confirm = page.getByRole('dialog', { name: t.categories.deleteTitle });
    await expect(confirm).toContainText(name);
    if (name === renamed) await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: t.admin.delete }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(table.getByText(t.admin.noMatch)).toBeVisible();
}

test('course categories: create, rename, move under another and delete (en)', async ({ page }) => {
  test.setTimeout(90_000);
  await prepareBrowser(page, { email: 'admin@demo.test', language: 'en' });
  await manageCategory(page, en, stampOf());
});

test('course categories in Arabic', async ({ page }) => {
  test.setTimeout(90_000);
  await prepareBrowser(page, { email: 'admin@demo.test', language: 'ar' });
  await manageCategory(page, ar, stampOf());
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

/** The builder's column of groups and fields (beside it, the preview renders the same labels). */
const builderOf = (page: Page, texts: Texts) =>
  page.getByRole('region', { name: texts.organizations.registration.builderLabel, exact: true });

async function addRegistrationField(page: Page, texts: Texts, stamp: string) {
  const t = texts.organizations.registration;
  await openFromNavigation(page, texts, texts.pages.organizationRegistrationForm.title);
  await expectNoSeriousAxeViolations(page);
  await page
    .getByRole('button', { name: new RegExp(fill(t.newFieldIn, { name: '.+' })) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: t.newField });
  await dialog.getByLabel(t.label).fill(`Licence number ${stamp}`);
  await dialog.getByLabel(t.labelAr).fill(`رقم الترخيص ${stamp}`);
  await dialog.getByLabel(t.fieldKey).fill('Bad key');
  // Optional: the other tests' learners sign up without it.
  await dialog.getByRole('checkbox', { name: t.modifier.optional }).check();
  await dialog.getByRole('button', { name: texts.organizations.admin.save }).click();
  await expect(dialog.getByLabel(t.fieldKey)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(t.fieldKey).fill(`licence_${stamp}`);
  await dialog.getByLabel(t.modifier.max_length).fill('20');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: texts.organizations.admin.save }).click();
  await expect(dialog).toBeHidden();
  const label = texts === ar ? `رقم الترخيص ${stamp}` : `Licence number ${stamp}`;
  await expect(builderOf(page, texts).getByText(label, { exact: true })).toBeVisible();
  // The preview asks it at once, as learners will be asked, with its 20-letter limit.
  const preview = page.getByRole('complementary', { name: t.preview.title });
  const asked = preview.getByRole('textbox', { name: new RegExp(label) });
  await asked.fill('X'.repeat(21));
  await preview.getByRole('button', { name: t.preview.check }).click();
  await expect(asked).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  return label;
}

async function deleteRegistrationField(page: Page, texts: Texts, label: string) {
  const t = texts.organizations;
  await page.getByRole('button', { name: fill(t.admin.deleteNamed, { name: label }) }).click();
  const confirm = page.getByRole('dialog', { name: t.registration.deleteFieldTitle });
  await confirm.getByRole('button', { name: t.admin.delete }).click();
  await expect(builderOf(page, texts).getByText(label, { exact: true })).toBeHidden();
  await expect(page.getByRole('complementary', { name: t.registration.preview.title }).getByText(label)).toHaveCount(0);
}

test('the registration form: a field added in the builder is asked on the sign-up page (en)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = stampOf();
  await prepareBrowser(page, { email: 'admin@demo.test', language: 'en' });
  const label = await addRegistrationField(page, en, stamp);

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  try {
    await prepareBrowser(guest, { language: 'en', acceptCookies: true });
    await guest.goto('/register');
    await expect(guest.getByRole('heading', { name: en.register.heading })).toBeVisible();
    await expect(guest.getByRole('textbox', { name: new RegExp(label) })).toBeVisible();
    await expectNoSeriousAxeViolations(guest);
  } finally {
    await guestContext.close();
  }

  // The field moves to another group (a new one), as its last field.
  const t = en.organizations;
  const groupName = `Licences ${stamp}`;
  await page.getByRole('button', { name: t.registration.newGroup }).click();
  const groupDialog = page.getByRole('dialog', { name: t.registration.newGroup });
  await groupDialog.getByLabel(t.registration.groupName).fill(groupName);
  await groupDialog.getByRole('button', { name: t.admin.save }).click();
  await expect(groupDialog).toBeHidden();
  const newGroup = page.getByRole('region', { name: groupName, exact: true });
  await expect(newGroup).toBeVisible();
  await page.getByRole('button', { name: fill(t.admin.editNamed, { name: label }) }).click();
  const dialog = page.getByRole('dialog', { name: t.registration.editField });
  await dialog.getByRole('combobox', { name: t.registration.group }).click();
  await page.getByRole('option', { name: groupName, exact: true }).click();
  await dialog.getByRole('button', { name: t.admin.save }).click();
  await expect(dialog).toBeHidden();
  await expect(newGroup.getByText(label, { exact: true })).toBeVisible();
  await expect(builderOf(page, en).getByText(label, { exact: true })).toHaveCount(1);

  await deleteRegistrationField(page, en, label);
  await page.getByRole('button', { name: fill(t.registration.deleteGroupNamed, { name: groupName }) }).click();
  const confirm = page.getByRole('dialog', { name: t.registration.deleteGroupTitle });
  await confirm.getByRole('button', { name: t.admin.delete }).click();
  await expect(newGroup).toHaveCount(0);
});

test('the registration form builder in Arabic', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = stampOf();
  await prepareBrowser(page, { email: 'admin@demo.test', language: 'ar' });
  const label = await addRegistrationField(page, ar, stamp);
  // The sign-up page is for guests: another browser, signed out.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  try {
    await prepareBrowser(guest, { language: 'ar', acceptCookies: true });
    await guest.goto('/register');
    await expect(guest.getByRole('heading', { name: ar.register.heading })).toBeVisible();
    await expect(guest.getByRole('textbox', { name: new RegExp(label) })).toBeVisible();
    await expectNoSeriousAxeViolations(guest);
  } finally {
    await guestContext.close();
  }
  await deleteRegistrationField(page, ar, label);
});

const ARABIC_BOLD = 'المكتبة مغلقة';

async function postAnnouncement(page: Page, texts: Texts, stamp: string) {
  const t = texts.organizations;
  await openFromNavigation(page, texts, texts.pages.organizationAnnouncements.title);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: t.announcements.new }).first().click();
  const dialog = page.getByRole('dialog', { name: t.announcements.newTitle });
  // Written with the rich-text editor: the Arabic text's first words in bold.
  await dialog.getByRole('textbox', { name: t.announcements.bodyEn }).click();
  await page.keyboard.type(`Library closed on Sunday ${stamp}`);
  await dialog.getByRole('textbox', { name: t.announcements.bodyAr }).click();
  const arabicTools = dialog.getByRole('toolbar', {
    name: fill(texts.richText.toolbar, { label: t.announcements.bodyAr }),
  });
  await arabicTools.getByRole('button', { name: texts.richText.bold }).click();
  await page.keyboard.type(ARABIC_BOLD);
  await arabicTools.getByRole('button', { name: texts.richText.bold }).click();
  await page.keyboard.type(` يوم الأحد ${stamp}`);
  await expect(dialog.getByRole('textbox', { name: t.announcements.bodyAr }).locator('strong')).toHaveText(ARABIC_BOLD);
  // An end before the start: the server's answer, shown on the end date.
  await dialog.getByLabel(t.announcements.startDate).fill('2030-01-02T10:00');
  await dialog.getByLabel(t.announcements.endDate).fill('2030-01-01T10:00');
  await dialog.getByRole('button', { name: t.admin.save }).click();
  await expect(dialog.getByLabel(t.announcements.endDate)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(t.announcements.startDate).fill('');
  await dialog.getByLabel(t.announcements.endDate).fill('');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: t.admin.save }).click();
  await expect(dialog).toBeHidden();
  const body = texts === ar ? `${ARABIC_BOLD} يوم الأحد ${stamp}` : `Library closed on Sunday ${stamp}`;
  const row = page.getByRole('row', { name: new RegExp(body) });
  await expect(row.getByText(t.announcements.states.active)).toBeVisible();
  return body;
}

async function deleteAnnouncement(page: Page, texts: Texts, body: string) {
  const t = texts.organizations;
  await openFromNavigation(page, texts, texts.pages.organizationAnnouncements.title);
  const row = page.getByRole('row', { name: new RegExp(body) });
  await row.getByRole('button', { name: new RegExp(fill(t.admin.deleteNamed, { name: '' })) }).click();
  const confirm = page.getByRole('dialog', { name: t.announcements.deleteTitle });
  await confirm.getByRole('button', { name: t.admin.delete }).click();
  await expect(row).toBeHidden();
}

for (const [language, texts] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(`an organization announcement reaches the learner app's banner (${language})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = stampOf();
    await prepareBrowser(page, { email: 'admin@demo.test', language });
    const body = await postAnnouncement(page, texts, stamp);

    const learnerContext = await browser.newContext();
    const learnerPage = await learnerContext.newPage();
    try {
      const learner = await registeredLearner(learnerPage.request);
      await prepareBrowser(learnerPage, { login: learner, language });
      await learnerPage.goto('/');
      const banner = learnerPage.getByRole('region', { name: texts.announcements.label });
      await expect(banner).toContainText(body);
      if (texts === ar) {
        // The bold the administrator wrote, shown bold.
        const bold = banner.locator('strong', { hasText: ARABIC_BOLD });
        await expect(bold).toBeVisible();
        expect(Number(await bold.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(
          600,
        );
      }
      await expectNoSeriousAxeViolations(learnerPage);
    } finally {
      await learnerContext.close();
    }

    await deleteAnnouncement(page, texts, body);
  });

  test(`single sign-on: add, open and delete an identity provider (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = stampOf();
    const t = texts.organizations.sso;
    await prepareBrowser(page, { email: 'admin@demo.test', language });
    await openFromNavigation(page, texts, texts.pages.organizationSso.title);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: t.new }).click();
    const dialog = page.getByRole('dialog', { name: t.newTitle });
    await dialog.getByLabel(new RegExp(`^${t.name}`)).fill(`Staff login ${stamp}`);
    await dialog.getByLabel(t.slug).fill(`staff-${stamp}`);
    await dialog.getByLabel(t.metadata).fill('<not-metadata/>');
    await dialog.getByRole('button', { name: texts.organizations.admin.save }).click();
    // The server's code, in place on the metadata.
    await expect(dialog.getByText(texts.errors['sso-001'])).toBeVisible();
    await dialog.getByLabel(t.metadata).fill(idpMetadata(`idp-${stamp}.example.test`));
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: texts.organizations.admin.save }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(`Staff login ${stamp}`) });
    await expect(row.getByText(t.roles['identity-provider'])).toBeVisible();
    await expect(row.getByText(`https://idp-${stamp}.example.test/metadata`)).toBeVisible();

    await row
      .getByRole('button', { name: fill(texts.organizations.admin.editNamed, { name: `Staff login ${stamp}` }) })
      .click();
    const edit = page.getByRole('dialog', { name: t.editTitle });
    await expect(edit.getByText(`/api/auth/sso/staff-${stamp}/metadata`, { exact: false })).toBeVisible();
    await expect(edit.getByLabel(t.slug)).not.toBeEditable();
    await expectNoSeriousAxeViolations(page);
    await edit.getByRole('button', { name: texts.organizations.admin.cancel }).click();

    await row
      .getByRole('button', { name: fill(texts.organizations.admin.deleteNamed, { name: `Staff login ${stamp}` }) })
      .click();
    await page
      .getByRole('dialog', { name: t.deleteTitle })
      .getByRole('button', { name: texts.organizations.admin.delete })
      .click();
    await expect(row).toBeHidden();
  });
}

test('the organization pages are not for learners', async ({ page }) => {
  test.setTimeout(60_000);
  const learner = await registeredLearner(page.request);
  await prepareBrowser(page, { login: learner, language: 'en' });
  await page.goto('/portal/admin/organization/registration-form');
  await expect(page.getByRole('heading', { level: 1, name: en.pages.organizationRegistrationForm.title })).toBeHidden();
  // The server agrees: the builder's calls answer 403 to a learner.
  const response = await page.request.get('/api/registration-form/manage', { headers: apiHeaders(learner) });
  expect(response.status()).toBe(403);
});
