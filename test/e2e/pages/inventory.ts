import { expect, type Page } from '@playwright/test';
import { demoEmail, mainMenu, PASSWORD } from './session.ts';

/** Signs in like session.ts's signIn, with room for a loaded machine (the shell waits on a KDF). */
export async function signInPatiently(page: Page, role: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demoEmail(role));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(mainMenu(page)).toBeVisible({ timeout: 60_000 });
}

/** A figure of the stats bar or of a product's figures, as a number. */
export async function figure(page: Page, key: string): Promise<number> {
  const dd = page.locator(`dd[data-stat="${key}"]`).first();
  await expect(dd).not.toHaveText('–', { timeout: 90_000 });
  return Number((await dd.textContent())?.replace(/\D/g, ''));
}
