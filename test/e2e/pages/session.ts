import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'comptoir-demo';
export const demoEmail = (role: string) => `${role}@demo.comptoir`;

/** Signs in through the login screen, with the keyboard, and waits for the shell. */
/** Signs in as the demo member of a role; the first sign-in of a loaded machine may take a while. */
export async function signIn(page: Page, role: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demoEmail(role));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(mainMenu(page)).toBeVisible({ timeout: 60_000 });
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|主菜单)$/ });
