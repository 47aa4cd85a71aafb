import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { apiHeaders, loginThroughApi, prepareBrowser } from './helpers/session.ts';
import { ar, en, fill } from './helpers/texts.ts';

/**
 * Members administration in the staff portal (issue 13): the demo administrator finds a member,
 * deactivates and reactivates them with confirmation, imports ten members from a CSV with one bad
 * row reported, and deactivates and reactivates the nine at once; in Arabic the import is reported
 * per row in Arabic too. axe on each page.
 */

const MEMBERS_PATH = '/portal/admin/members';

async function openMembers(page: Page, texts: typeof en) {
  await page.goto('/portal/admin');
  await page
    .getByRole('navigation', { name: texts.portal.navigation })
    .getByRole('link', { name: texts.pages.members.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`${MEMBERS_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: texts.pages.members.title })).toBeVisible();
  await expect(page.getByRole('table', { name: texts.members.tableLabel })).toBeVisible();
}

/**
 * Imports ten members from a CSV (an e-mail of their own each, stamped) whose sixth row's e-mail is
 * not one; the dialog reports nine created and the bad row (line 7, counting the header) in the
 * page's language. axe on the report.
 */
async function importTenMembers(page: Page, texts: typeof en, stamp: string) {
  const t = texts.members.import;
  // Ten rows, one of them with an e-mail that is not one; Arabic names kept.
  const lines = ['email,firstName,lastName,firstNameAr,lastNameAr'];
  for (let i = 1; i <= 10; i++) {
    const email = i === 6 ? `not-an-email-${stamp}` : `csv-${stamp}-${i}@example.test`;
    lines.push(`${email},Learner${i},Imported ${stamp},متعلم${i},مستورد`);
  }
  await page.getByRole('button', { name: t.open }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await dialog.getByLabel(t.choose).setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
  });
  await expect(dialog.getByText(fill(t.chosen, { file: 'members.csv', count: 10 }))).toBeVisible();
  await dialog.getByRole('button', { name: t.start }).click();
  await expect(dialog.getByText(fill(t.progress, { done: 10, total: 10 }))).toBeVisible();
  await expect(dialog.getByText(fill(t.summary, { created: 9, existing: 0, invalid: 1 }))).toBeVisible();
  const report = dialog.getByRole('table', { name: t.reportLabel });
  await expect(report.getByRole('row')).toHaveCount(11);
  const bad = report.getByRole('row', { name: new RegExp(`not-an-email-${stamp}`) });
  await expect(bad.getByText(t.outcome.invalid)).toBeVisible();
  await expect(bad.getByText(fill(t.fields, { fields: t.field.email }))).toBeVisible();
  await expect(bad.getByRole('cell').first()).toHaveText('7');
  await expect(
    report.getByRole('row', { name: new RegExp(`csv-${stamp}-1@`) }).getByText(t.outcome.created),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: texts.members.close }).click();
  await expect(dialog).toBeHidden();
}

test('the demo administrator searches, deactivates and reactivates a member, and imports a CSV (en)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = randomBytes(3).toString('hex');
  const admin = await loginThroughApi(page.request, 'admin@demo.test');
  // A member of this test's own, so that no other test's demo people change.
  const invited = await page.request.post('/api/organization-members/invitations', {
    headers: apiHeaders(admin),
    data: { email: `rana-${stamp}@example.test`, firstName: 'Rana', lastName: `Kassab ${stamp}` },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  await prepareBrowser(page, { login: admin, language: 'en' });
  await openMembers(page, en);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('searchbox', { name: en.members.search }).fill(`Kassab ${stamp}`);
  const row = page.getByRole('row', { name: new RegExp(`Rana Kassab ${stamp}`) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: en.members.tableLabel }).getByRole('row')).toHaveCount(2);
  const name = `Rana Kassab ${stamp}`;

  await row.getByRole('button', { name: fill(en.members.actionsFor, { name }) }).click();
  await page.getByRole('menuitem', { name: en.members.actions.deactivate }).click();
  const confirm = page.getByRole('dialog', { name: fill(en.members.confirm.deactivate.title, { name }) });
  await expect(confirm).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: en.members.confirm.deactivate.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText(en.members.status.deactivated)).toBeVisible();

  await row.getByRole('button', { name: fill(en.members.actionsFor, { name }) }).click();
  await page.getByRole('menuitem', { name: en.members.actions.reactivate }).click();
  const reactivate = page.getByRole('dialog', { name: fill(en.members.confirm.reactivate.title, { name }) });
  await reactivate.getByRole('button', { name: en.members.confirm.reactivate.confirm }).click();
  await expect(reactivate).toBeHidden();
  await expect(row.getByText(en.members.status.active)).toBeVisible();

  await importTenMembers(page, en, stamp);

  await page.getByRole('searchbox', { name: en.members.search }).fill(`csv-${stamp}-`);
  const table = page.getByRole('table', { name: en.members.tableLabel });
  await expect(table.getByRole('row')).toHaveCount(10);

  // Sorted on the server by e-mail, one way then the other ("-10@" comes before "-1@" in every
  // collation; by name, the table showed "Learner1", that is "-1@", first).
  const emailHeader = table.getByRole('columnheader', { name: en.members.columns.email });
  const firstEmail = table.getByRole('row').nth(1).getByRole('cell').nth(1);
  await expect(firstEmail).toHaveText(`csv-${stamp}-1@example.test`);
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstEmail).toHaveText(`csv-${stamp}-10@example.test`);
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(firstEmail).toHaveText(`csv-${stamp}-9@example.test`);
  await expectNoSeriousAxeViolations(page);

  // The nine imported members deactivated at once, then reactivated, one call each with a progress bar.
  for (const [action, status] of [
    ['deactivate', en.members.status.deactivated],
    ['reactivate', en.members.status.active],
  ] as const) {
    await table.getByRole('checkbox', { name: en.members.bulk.selectPage }).check();
    const bar = page.getByRole('region', { name: en.members.bulk.label });
    await expect(bar.getByText(fill(en.members.bulk.selected, { n: 9 }))).toBeVisible();
    await bar.getByRole('button', { name: fill(en.members.bulk[action], { n: 9 }) }).click();
    const bulk = page.getByRole('dialog', { name: fill(en.members.bulk.confirm[action], { n: 9 }) });
    if (action === 'deactivate') await expectNoSeriousAxeViolations(page);
    await bulk.getByRole('button', { name: en.members.bulk.run }).click();
    await expect(bulk.getByText(fill(en.members.bulk.done, { changed: 9, failed: 0 }))).toBeVisible();
    await expect(bulk.getByRole('progressbar', { name: en.members.bulk.progressLabel })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await bulk.getByRole('button', { name: en.members.close }).click();
    await expect(bar).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: status })).toHaveCount(9);
  }
});

test('the Members page in Arabic, with a CSV import reported per row', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = randomBytes(3).toString('hex');
  await prepareBrowser(page, { email: 'admin@demo.test', language: 'ar' });
  await openMembers(page, ar);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await importTenMembers(page, ar, stamp);
  await page.getByRole('searchbox', { name: ar.members.search }).fill(`csv-${stamp}-`);
  const table = page.getByRole('table', { name: ar.members.tableLabel });
  // The header and the nine imported members, named in Arabic.
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(table.getByRole('rowheader', { name: /متعلم1 مستورد/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
