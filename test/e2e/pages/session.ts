import { expect, type Page } from '@playwright/test';
import { SESSION_KEY } from '../../../src/app/session-key.ts';

export const PASSWORD = 'comptoir-demo';
export const demoEmail = (role: string) => `${role}@demo.comptoir`;

/**
 * Signs in through the login screen, with the keyboard, and waits for the shell. The first sign-in
 * of a loaded machine may take a while.
 */
export async function signIn(page: Page, role: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demoEmail(role));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(mainMenu(page)).toBeVisible({ timeout: 60_000 });
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|主菜单)$/ });

const signIns = new WeakMap<Page, number>();

/**
 * Signs in as the demo member of a role through the API (the browser context keeps the answer's
 * file cookie) and opens `url` with the session already stored, as a reload of a signed-in tab
 * does: one page load less than the login screen then `url`, for the tests whose subject is not
 * the sign-in itself (that is signIn's, and session.spec.ts's).
 */
export async function signInAt(page: Page, role: string, url: string): Promise<void> {
  await signInWithAt(page, { email: demoEmail(role), password: PASSWORD }, url);
}

/** `signInAt` for a member of the test's own (a list's saved views, say, that no other test sees). */
export async function signInWithAt(
  page: Page,
  credentials: { email: string; password: string },
  url: string,
): Promise<void> {
  const answer = await page.request.post('/api/auth/login', { data: credentials });
  expect(answer.status()).toBe(200);
  // stored once, before the first script of the page runs: a later sign-out in the test stays
  // signed out. Each sign-in of a page is numbered: the scripts of its earlier ones stand aside.
  const n = (signIns.get(page) ?? 0) + 1;
  signIns.set(page, n);
  await page.addInitScript(
    ([key, session, nth]) => {
      if (Number(sessionStorage.getItem('e2e.signIns') ?? 0) >= nth) return;
      sessionStorage.setItem('e2e.signIns', String(nth));
      localStorage.setItem(key, session);
    },
    [SESSION_KEY, await answer.text(), n] as const,
  );
  await page.goto(url);
  await expect(mainMenu(page)).toBeVisible({ timeout: 60_000 });
}
