import { expect, type Page } from '@playwright/test';

/**
 * The save's toast, then its end (closed by its button): the next save's toast is then the only one, so each save is
 * seen to succeed (two saves within a toast's life would show two alike, and a strict locator
 * would then match both). Only needed where another save follows in the same document: a
 * `page.goto` between two saves already clears the toasts. `within`: how long the toast may take
 * to show, for the specs that wait longer on a loaded machine.
 */
export async function saved(page: Page, within = 10_000): Promise<void> {
  const toast = page.getByText('Successfully saved');
  await expect(toast).toBeVisible({ timeout: within });
  // closed by its own button, as a user clears it, rather than waited out (3 s each)
  await page.locator('.bp6-toast', { has: toast }).getByRole('button').click();
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
}
