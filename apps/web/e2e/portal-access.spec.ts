import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { loginThroughApi, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en, fill } from './helpers/texts.ts';

/**
 * Access administration in the staff portal (issue 13), in English and in Arabic: the demo
 * administrator clones the predefined Learner set, edits it (a permission's prerequisite shown and
 * enforced), deletes it; signs in as a member from the Members page, sees the masquerade banner in
 * the learning app and stops, back in the portal as themselves; then finds the masquerade and the set's changes in the audit log.
 * axe on each page.
 */

// The machine the suite runs on may be busy: pages get longer than the default to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });

async function openFromNavigation(page: Page, texts: typeof en, title: string) {
  await page.goto('/portal/admin');
  await page.getByRole('navigation', { name: texts.portal.navigation }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

for (const [language, texts] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(`permission sets, masquerade and the audit log (${language})`, async ({ page }) => {
    test.setTimeout(300_000);
    const stamp = randomBytes(3).toString('hex');
    const setName = `Set ${stamp}`;
    const member = await registeredLearner(page.request);
    await prepareBrowser(page, { login: await loginThroughApi(page.request, 'admin@demo.test'), language });
    if (language === 'ar') {
      await page.goto('/portal/admin');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }

    // Permission sets: clone the predefined Learner set.
    await openFromNavigation(page, texts, texts.pages.permissionSets.title);
    const sets = page.getByRole('table', { name: texts.access.sets.tableLabel });
    const learnerSet = sets
      .getByRole('row')
      .filter({ hasText: texts.access.sets.predefined })
      .filter({
        has: page.getByRole('link', { name: language === 'ar' ? 'متعلّم' : 'Learner', exact: true }),
      });
    await expect(learnerSet).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    const sourceName = language === 'ar' ? 'متعلّم' : 'Learner';
    await learnerSet.getByRole('button', { name: fill(texts.access.sets.cloneNamed, { name: sourceName }) }).click();
    const cloneDialog = page.getByRole('dialog', {
      name: fill(texts.access.sets.cloneDialog.title, { name: sourceName }),
    });
    await expect(cloneDialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await cloneDialog.getByRole('textbox', { name: texts.access.sets.cloneDialog.name }).fill(setName);
    await cloneDialog.getByRole('button', { name: texts.access.sets.cloneDialog.submit }).click();

    // The editor: the prerequisite is explained and enforced both ways.
    await expect(page).toHaveURL(/\/portal\/admin\/permission-sets\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: setName })).toBeVisible();
    const courses = page.getByRole('checkbox', { name: language === 'ar' ? 'الدورات' : 'Courses', exact: true });
    const external = page.getByRole('checkbox', {
      name: language === 'ar' ? 'الدورات الخارجية' : 'External courses',
      exact: true,
    });
    await expect(courses).toBeChecked();
    await expect(external).toBeChecked();
    const needsCourses = fill(texts.access.editor.requires, { names: language === 'ar' ? 'الدورات' : 'Courses' });
    await expect(external).toHaveAccessibleDescription(new RegExp(needsCourses.replace(/[.]/g, '\\.')));
    await expectNoSeriousAxeViolations(page);
    await courses.uncheck();
    await expect(external).not.toBeChecked();
    await expect(
      page.getByRole('status').filter({ hasText: language === 'ar' ? 'الدورات الخارجية' : 'External courses' }),
    ).toBeVisible();
    await external.check();
    await expect(courses).toBeChecked();
    await external.uncheck();
    await expect(courses).toBeChecked();
    await page.getByRole('button', { name: texts.access.editor.save }).click();
    await expect(page.getByText(fill(texts.access.editor.saved, { name: setName }))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: setName })).toBeVisible();
    await expect(external).not.toBeChecked();
    await expect(courses).toBeChecked();

    // Deleted, after confirmation.
    await page.getByRole('button', { name: texts.access.editor.delete }).click();
    const confirmDelete = page.getByRole('dialog', { name: fill(texts.access.editor.deleteTitle, { name: setName }) });
    await expect(confirmDelete).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await confirmDelete.getByRole('button', { name: texts.access.editor.delete }).click();
    await expect(page).toHaveURL(/\/portal\/admin\/permission-sets$/);
    await expect(sets.getByRole('row')).not.toHaveCount(0);
    await expect(sets.getByRole('link', { name: setName })).toHaveCount(0);

    // Masquerade: sign in as the member from the Members page.
    await openFromNavigation(page, texts, texts.pages.members.title);
    await page.getByRole('searchbox', { name: texts.members.search }).fill(member.email);
    const row = page.getByRole('row', { name: new RegExp(member.email.replace(/[.]/g, '\\.')) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: fill(texts.members.actionsFor, { name: 'Lina Saad' }) }).click();
    await page.getByRole('menuitem', { name: texts.access.masquerade.action }).click();
    const confirm = page.getByRole('dialog', { name: fill(texts.access.masquerade.title, { name: 'Lina Saad' }) });
    await expect(confirm).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: fill(texts.access.masquerade.confirm, { name: 'Lina Saad' }) }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole('region', { name: /Lina Saad/ });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      fill(texts.masquerade.banner, { name: 'Lina Saad', by: 'Demo Admin' }).split('(')[0]?.trim() ?? '',
    );
    await expectNoSeriousAxeViolations(page);
    await banner.getByRole('button', { name: fill(texts.masquerade.stopLabel, { name: 'Lina Saad' }) }).click();
    // Back in the portal's members, as the administrator, with no banner.
    await expect(page).toHaveURL(/\/portal\/admin\/members$/);
    await expect(page.getByRole('searchbox', { name: texts.members.search })).toBeVisible();
    await expect(page.getByRole('region', { name: /Lina Saad/ })).toHaveCount(0);

    // The audit log, as the administrator still.
    await page.reload();
    await openFromNavigation(page, texts, texts.pages.auditLog.title);
    const log = page.getByRole('table', { name: texts.access.audit.tableLabel });
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: texts.access.audit.actions['auth.masquerade'] })
        .filter({ hasText: member.email })
        .first(),
    ).toBeVisible();
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: texts.access.audit.actions['auth.masquerade_ended'] })
        .filter({ hasText: member.email })
        .first(),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const target = fill(texts.access.audit.targets.permissionSet, { name: setName });
    for (const action of ['permission_sets.created', 'permission_sets.updated', 'permission_sets.deleted'] as const) {
      await page.getByRole('combobox', { name: texts.access.audit.filters.action }).click();
      await page.getByRole('option', { name: texts.access.audit.actions[action], exact: true }).click();
      await expect(log.getByRole('row').filter({ hasText: target })).toHaveCount(1);
    }
  });
}
