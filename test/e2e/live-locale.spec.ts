import { expect, test } from './csp.ts';
import { apiAs, liveOffer, openLive, slow } from './pages/live-typing.ts';

const EMAIL = 'admin@demo.comptoir';

/** In Chinese the live grid's own screen-reader texts are Chinese, like the lists'. */
test('the live grid speaks Chinese to a screen reader in Chinese', async ({ page, request }) => {
  test.setTimeout(300_000);
  const offer = await liveOffer(await apiAs(request, EMAIL));
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await openLive(page, EMAIL, offer.id);
  // the tick box of an order row and the header's selection column, as a screen reader names them
  await slow(page.getByRole('checkbox', { name: /^按 Space 切换行选择/ }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '具有标题选择的列' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Press Space|toggle row selection/i })).toHaveCount(0);
});
