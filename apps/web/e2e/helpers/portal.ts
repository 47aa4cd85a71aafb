import { expect, type Page } from '@playwright/test';
import type { Texts } from './texts.ts';

/** Opens a page of the staff portal from its side navigation, and waits for its heading (and address). */
export async function openFromNavigation(page: Page, texts: Texts, title: string, path?: string) {
  await page.getByRole('navigation', { name: texts.portal.navigation }).getByRole('link', { name: title }).click();
  if (path) await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
