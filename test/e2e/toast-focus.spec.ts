import { expect, test } from './csp.ts';
import { arrowTo, focusedCol, toFirstCell } from './pages/grid-cursor.ts';
import { signInAt } from './pages/session.ts';

/**
 * A toast the keyboard reached (Tab from the grid goes into it) and closed, by Escape or by its
 * button, gives the keyboard back where it came from: it fell to the page's body, and the next
 * keys (arrows, `g`, typing) went nowhere.
 */
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

for (const close of ['Escape', 'Enter'] as const) {
  test(`refunds: a lock's toast closed by ${close} gives the keyboard back to the cell`, async ({ page }) => {
    await signInAt(page, 'admin', `/refunds?filter=${q({ status: 'refunded' })}`);
    await toFirstCell(page);
    await arrowTo(page, 'refundAmount');
    // a refunded refund is read-only: the key says why in a toast
    await page.keyboard.press('1');
    const toast = page.locator('.bp6-toast');
    await expect(toast).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.bp6-toast'))).toBe(true);
    if (close === 'Enter') await page.keyboard.press('Tab');
    await page.keyboard.press(close);
    await expect(toast).toHaveCount(0);
    await expect.poll(() => focusedCol(page)).toBe('refundAmount');
  });
}
