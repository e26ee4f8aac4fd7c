import { expect, test } from './csp.ts';
import { apiAs, liveOffer } from './pages/live-typing.ts';
import { demoEmail, signInAt } from './pages/session.ts';

/**
 * The live page's figures line up on the right, as amounts are read: Blueprint's table rule
 * (`table.bp6-html-table td { text-align: left }`) outweighed the page's `.cpt-num`, and the
 * products table's "1 920,00 ¥" and "896,00 ¥" started at the same place instead of ending there.
 */
const rightEdges = (cells: import('@playwright/test').Locator) =>
  cells.evaluateAll((tds) =>
    tds.map((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return Math.round(range.getBoundingClientRect().right);
    }),
  );

for (const lang of ['en', 'zh'] as const) {
  test(`the offer analytics' products table ends its quantities and amounts on one line (${lang})`, async ({
    page,
    request,
  }) => {
    const offer = await liveOffer(await apiAs(request, demoEmail('admin')));
    await signInAt(page, 'admin', '/offers');
    if (lang === 'zh') await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
    await page.goto(`/offers/${offer.id}/orders?tabState=analytics`);
    const rows = page.locator('.cpt-live-products tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const col of [3, 4]) {
      const edges = await rightEdges(page.locator(`.cpt-live-products tr > :nth-child(${col})`));
      expect(edges.length).toBeGreaterThan(2);
      expect(new Set(edges).size, `column ${col}: ${edges.join(', ')}`).toBe(1);
    }
  });
}
