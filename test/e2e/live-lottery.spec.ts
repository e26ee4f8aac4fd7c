import { readFile } from 'node:fs/promises';
import { expect, test } from './csp.ts';
import { signIn } from './pages/live.ts';
import { apiAs, findCustomer, slow } from './pages/live-typing.ts';
import { orderOnOffer, ownLiveOffer } from './pages/own-offer.ts';

const EMAIL = 'community-manager@demo.comptoir';

/**
 * The live page's lottery tab, by keyboard, in English then Chinese: a winner's
 * order number typed and sent with Enter shows its customer; a number that is no order of the
 * offer is refused under its field, in the page's language; the CSV lists what the server holds,
 * never the refused number.
 */
test("the lottery tab: a winner's order typed with Enter, a refused number said under its field, the CSV as stored", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await apiAs(request, EMAIL);
  const offer = await ownLiveOffer(request);
  const customer = await findCustomer(api, ['a', 'e', 'o'], () => true);
  const order = await orderOnOffer(request, api, offer.id, customer.id);

  await signIn(page, EMAIL);
  for (const [lang, refusal, twice, download, channel] of [
    [
      'en',
      'No order of this offer has this number',
      'This order already holds another winner of this draw',
      'Download CSV',
      'WeChat groups',
    ],
    ['zh', '该团购中没有此订单号', '该订单已是本次抽奖的另一位中奖者', '下载 CSV', '微信群'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/offers/${offer.id}/orders?tabState=lottery`);
    // the draws of the order's channel (a draw takes the orders of its own channel)
    const section = page.locator('.cpt-live-lottery section', {
      has: page.getByRole('heading', { name: channel, exact: true }),
    });
    const inputs = section.locator('.cpt-live-draws input');
    await slow(inputs.first()).toBeVisible();
    const first = inputs.first();
    const second = inputs.nth(1);
    // every row's field is an order ID: its name says which draw and winner it gives
    await expect(second).toHaveAccessibleName(
      lang === 'en' ? 'Order ID of draw #1, winner 2' : '第 1 轮抽奖第 2 位中奖者的订单号',
    );
    if (lang === 'en') {
      // the first winner: the order number, Enter; its customer shows on the row
      await first.focus();
      await page.keyboard.type(String(order.orderID));
      // the row shows the winner at once; the CSV lists what the server holds, so its answer is
      // waited for (on a loaded machine the file was once asked before the server had it)
      const stored = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          /\/api\/lottery-draws\/[^/]+\/assign$/.test(new URL(r.url()).pathname),
      );
      await page.keyboard.press('Enter');
      expect((await stored).status()).toBe(200);
      await expect(section.locator('.cpt-live-draws tbody tr').first()).toContainText(customer.name);
      await expect(first).toHaveAttribute('aria-invalid', 'false');
    } else {
      await expect(first).toHaveValue(String(order.orderID));
    }
    // the second winner of the same draw: the first winner's order is refused (one gift per draw)
    await second.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(String(order.orderID));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: twice })).toBeVisible();
    // then a number no order of this offer has, refused under the field
    await page.keyboard.press('Control+a');
    await page.keyboard.type('99999999');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    // in red, as a form's field errors are (it was the helper text's grey)
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveCSS('color', 'rgb(172, 47, 51)');

    // the CSV: the stored winner, not the refused number
    await page.getByRole('button', { name: download }).focus();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain(String(order.orderID));
    expect(csv).toContain(customer.name);
    expect(csv).not.toContain('99999999');
    // dated as every export is, its lines channel by channel as the tab shows them
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^lottery-${offer.offerID}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const channels = csv
      .trim()
      .split(/\r\n/)
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(channels.filter((c, i) => c !== channels[i - 1])).toEqual([...new Set(channels)]);
  }
});
