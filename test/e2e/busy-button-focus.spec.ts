import { randomBytes } from 'node:crypto';
import type { Voucher } from '../../domain/vouchers/schema.ts';
import { expect, test } from './csp.ts';
import { arrowTo, focusedCol, toFirstCell } from './pages/grid-cursor.ts';
import { apiAs } from './pages/live-typing.ts';
import { ownPendingVoucher } from './pages/own-voucher.ts';
import { demoEmail, signInAt } from './pages/session.ts';

/**
 * A button that works a while (an export) keeps the keyboard: Blueprint's `loading` disabled it
 * while it ran, the browser dropped the focus to the page's body, and the next Tab started again
 * from the top of the page.
 */
for (const lang of ['en', 'zh'] as const) {
  test(`the list's CSV export pressed with Enter keeps the keyboard on its button (${lang})`, async ({
    page,
  }) => {
    await signInAt(page, 'admin', '/suppliers');
    if (lang === 'zh') {
      await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
      await page.reload();
    }
    const name = lang === 'en' ? 'Export CSV' : '导出 CSV';
    await toFirstCell(page);
    await page.keyboard.press('Shift+Tab');
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeFocused();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await download;
    await expect(
      page.locator('.bp6-toast', { hasText: lang === 'en' ? 'Exported' : '已导出' }),
    ).toBeVisible();
    await expect(button).toBeFocused();
    // and the keyboard goes on from there: Tab back into the list
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ag-root'))).toBe(true);
  });
}

const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

/**
 * A pending voucher's Validate, pressed with Enter from its cell: while it works the button keeps
 * the keyboard, and once the voucher is validated (the button gone from the cell) the cell has it,
 * so ↓ goes on to the next voucher. Blueprint's `loading` dropped it on the page's body at once.
 * The customer and his voucher are the test's own.
 */
for (const lang of ['en', 'zh'] as const) {
  test(`a voucher's Validate pressed with Enter leaves the keyboard on its cell (${lang})`, async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, demoEmail('admin'));
    const { customer, voucher } = await ownPendingVoucher(request, api, 'Busy validate');
    await page.addInitScript((l) => localStorage.setItem('comptoir.lang', l), lang);
    await signInAt(page, 'admin', `/vouchers?filter=${q({ customer: customer.id })}`);
    const cell = page.locator(`.ag-row[row-id="${voucher.id}"] [col-id="status"]`);
    const validate = cell.getByRole('button', { name: lang === 'en' ? 'Validate' : '批准' });
    await expect(validate).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('g');
    await expect.poll(() => focusedCol(page)).not.toBe('');
    await arrowTo(page, 'status');
    await page.keyboard.press('Tab');
    await expect(validate).toBeFocused();
    const answer = page.waitForResponse((r) => r.url().includes(`/api/vouchers/${voucher.id}/`));
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    await expect(validate).toBeHidden();
    await expect(cell).toBeFocused();
    expect((await api.get<Voucher>(`/api/vouchers/${voucher.id}`)).status).toBe('validated');
  });
}

/** The sign-in button pressed with Enter keeps the keyboard when the password is refused. */
test('the sign-in button pressed with Enter keeps the keyboard after a refusal', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(`${randomBytes(5).toString('hex')}@example.com`);
  await page.getByLabel('Password').fill('not a password');
  await page.keyboard.press('Tab');
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong credentials' })).toBeVisible();
  await expect(button).toBeFocused();
});
