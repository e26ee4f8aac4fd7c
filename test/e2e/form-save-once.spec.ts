import { expect, test } from './csp.ts';
import { signInAt } from './pages/session.ts';

test.describe.configure({ timeout: 180_000 });

/**
 * A form that has saved is on its way out: a second Ctrl+S or Enter that lands between its answer
 * and the screen it goes back to (a key held, a double press) saved again. A create sent the same
 * Idempotency-Key with the saved record's values, and the member read "This request key was
 * already used with different content" under "Successfully saved"; an edit wrote a second time.
 * The moment is caught as the Save button stops being busy, before the form is gone.
 */
test('a create form saved sends nothing more, whatever is pressed before it goes', async ({ page }) => {
  await signInAt(page, 'product-manager', '/suppliers/create');
  const name = page.getByLabel(/^Name/);
  await expect(name).toBeFocused({ timeout: 60_000 });
  await page.keyboard.type(`Save once ${Math.random().toString(36).slice(2, 8)}`);
  await page.getByLabel(/^Type/).focus();
  await page.keyboard.press('d');
  await page.getByLabel(/^Payment term/).focus();
  await page.keyboard.press('e');
  await page.getByLabel(/^VAT/).focus();
  await page.keyboard.type('9');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/suppliers') posts.push(r.url());
  });
  // the press that comes once the answer is in: the form submitted again as its Save goes idle
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form.cpt-form')!;
    const save = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    new MutationObserver((_, observer) => {
      if (save.getAttribute('aria-busy') === 'true') return;
      observer.disconnect();
      form.requestSubmit();
      document.body.dataset.pressedAgain = 'yes';
    }).observe(save, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  await page.keyboard.press('Control+s');
  await expect(page.locator('body')).toHaveAttribute('data-pressed-again', 'yes', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/suppliers(\?|#|$)/, { timeout: 30_000 });
  await expect(page.locator('.bp6-toast').filter({ hasText: 'Successfully saved' })).toBeVisible();
  await expect(page.locator('.bp6-toast.bp6-intent-danger')).toHaveCount(0);
  expect(posts).toHaveLength(1);
});
