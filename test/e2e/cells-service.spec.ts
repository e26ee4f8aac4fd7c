import type { Page } from '@playwright/test';
import type { Claim } from '../../domain/claims/schema.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Customer } from '../../domain/customers/schema.ts';
import type { Refund } from '../../domain/refunds/schema.ts';
import type { Voucher } from '../../domain/vouchers/schema.ts';
import { expect, test } from './csp.ts';
import { arrowTo, chooseBelow, focusedCol } from './pages/grid-cursor.ts';
import { type Api, apiAs } from './pages/live-typing.ts';
import { created, ownPendingVoucher } from './pages/own-voucher.ts';
import { demoEmail, signIn } from './pages/session.ts';

/**
 * The service lists edit their cells from the keyboard (docs/spreadsheet.md): customers, claims,
 * refunds and vouchers, each in English and in Chinese, read back after a reload.
 */
const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));
const LANGS = ['en', 'zh'] as const;
const stamp = () => Date.now() % 100_000;

/** Paid orders of the kitchen, counted from the newest, `skip` of them left for other tests. */
async function paidOrders(api: Api, n: number, skip: number) {
  const filter = q({
    type: 'service',
    paymentStatus: 'paid',
    status: 'available',
    community: COMMUNITY_IDS.kitchen,
  });
  const rows = await api.get<{ id: string; paymentMethod: 'wechat' | 'alipay' }[]>(
    `/api/orders/details?filter=${filter}&sort=${q(['orderID', 'DESC'])}&range=[${skip},${skip + n - 1}]`,
  );
  expect(rows.length).toBe(n);
  return rows;
}

/** g, the grid's first cell; then arrows to the right until the cursor is on `col`. */
async function reach(page: Page, col: string) {
  await page.keyboard.press('g');
  await expect.poll(() => focusedCol(page)).not.toBe('');
  await arrowTo(page, col);
}

/** Types `text` into the focused cell (typing starts the edit; Chinese is put in as an IME would) and Enter. */
async function typeIn(page: Page, text: string, path: string) {
  const answer = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
  if (/^[\x20-\x7e]+$/.test(text)) await page.keyboard.type(text);
  else {
    await page.keyboard.type('x');
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(text);
  }
  await page.keyboard.press('Enter');
  const r = await answer;
  expect(r.status()).toBe(200);
  expect((await r.json()).results[0]).toMatchObject({ ok: true });
}

const gridRow = (page: Page, id: string) => page.locator(`.cpt-grid .ag-row[row-id="${id}"]`);

test.beforeEach(async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('customers: a WeChat ID typed in its cell is saved and read back, in English and Chinese', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, demoEmail('admin'));
  await signIn(page, 'community-manager');
  for (const lang of LANGS) {
    const name = `Cells ${lang} ${stamp()}`;
    // of the kitchen: one of the community manager's customers
    const c = await created<Customer>(request, api, '/api/customers', {
      name,
      wechatGroups: [{ community: COMMUNITY_IDS.kitchen, groupNumber: 1 }],
    });
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/customers?filter=${q({ name })}`);
    const cell = gridRow(page, c.id).locator('[col-id="wechatID"]');
    await slow(gridRow(page, c.id).locator('[col-id="name"]')).toHaveText(name);
    await reach(page, 'wechatID');
    const wx = lang === 'en' ? `wx_${stamp()}` : `微信${stamp()}`;
    await typeIn(page, wx, '/api/customers/cells');
    await expect(cell).toHaveText(wx);
    await page.reload();
    await slow(cell).toHaveText(wx);
    expect((await api.get<Customer>(`/api/customers/${c.id}/details`)).wechatID).toBe(wx);
  }
});

test('claims: the next step chosen in its cell is saved and read back, in English and Chinese', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, demoEmail('admin'));
  const orders = await paidOrders(api, 2, 40);
  await signIn(page, 'customer-hero');
  for (const [i, lang] of LANGS.entries()) {
    const claim = await created<Claim>(request, api, '/api/claims', {
      order: orders[i]!.id,
      resp: 'delivery',
      issue: 'item_missing',
      action: 'resend',
      actionETA: '2099-01-15',
    });
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/claims?filter=${q({ order: claim.order })}`);
    const cell = (col: string) => gridRow(page, claim.id).locator(`[col-id="${col}"]`);
    await slow(cell('claimNumber')).toHaveText(String(claim.claimNumber));
    await reach(page, 'step');
    // Enter opens the step's choices: the current one, then the next one the claim machine allows
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/claims/cells'));
    await chooseBelow(page);
    expect((await (await answer).json()).results[0]).toMatchObject({ ok: true, row: { step: 2 } });
    const ongoing = lang === 'en' ? 'Ongoing' : '处理中';
    await expect(cell('step')).toHaveText('2');
    await page.reload();
    await slow(cell('step')).toHaveText('2');
    await expect(cell('status')).toHaveText(ongoing);
    expect(await api.get<Claim>(`/api/claims/${claim.id}/details`)).toMatchObject({
      step: 2,
      status: 'ongoing',
    });
  }
});

test('refunds: a comment typed in its cell is saved and read back, in English and Chinese', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, demoEmail('admin'));
  const orders = await paidOrders(api, 2, 50);
  await signIn(page, 'admin');
  for (const [i, lang] of LANGS.entries()) {
    const order = orders[i]!;
    const refund = await created<Refund>(request, api, '/api/refunds', {
      order: order.id,
      resp: 'delivery',
      issue: 'item_missing',
      actionETA: '2099-01-15',
      refundAmount: 100,
      paymentMethod: order.paymentMethod,
      outTradeNo: 'E2E-CELLS',
    });
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/refunds?filter=${q({ order: order.id })}`);
    const cell = gridRow(page, refund.id).locator('[col-id="comment"]');
    await slow(gridRow(page, refund.id).locator('[col-id="refundNumber"]')).toHaveText(
      String(refund.refundNumber),
    );
    await reach(page, 'comment');
    const comment = lang === 'en' ? `Refund agreed ${stamp()}` : `同意退款 ${stamp()}`;
    await typeIn(page, comment, '/api/refunds/cells');
    await expect(cell).toHaveText(comment);
    await page.reload();
    await slow(gridRow(page, refund.id).locator('[col-id="refundNumber"]')).toBeVisible();
    // the grid draws the columns in view: the cursor takes the comment into view
    await reach(page, 'comment');
    await expect(cell).toHaveText(comment);
    expect((await api.get<Refund>(`/api/refunds/${refund.id}/details`)).comment).toBe(comment);
  }
});

test('vouchers: an expiration date typed in its cell is saved and read back, in English and Chinese', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, demoEmail('admin'));
  await signIn(page, 'admin');
  for (const [i, lang] of LANGS.entries()) {
    const { customer, voucher } = await ownPendingVoucher(request, api, 'Voucher cells');
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/vouchers?filter=${q({ customer: customer.id })}`);
    const cell = gridRow(page, voucher.id).locator('[col-id="expirationDate"]');
    await slow(gridRow(page, voucher.id).locator('[col-id="voucherID"]')).toHaveText(
      String(voucher.voucherID),
    );
    await reach(page, 'expirationDate');
    const day = `2099-0${i + 3}-15`;
    await typeIn(page, day, '/api/vouchers/cells');
    await expect(cell).toHaveText(day);
    await page.reload();
    await slow(cell).toHaveText(day);
    expect((await api.get<Voucher>(`/api/vouchers/${voucher.id}`)).expirationDate).toBe(day);
  }
});

test("a super-admin's claim, refund and voucher show their team member as the neutral system administrator to an admin; a comment typed beside it keeps him", async ({
  page,
  request,
}) => {
  const boss = await apiAs(request, demoEmail('super-admin'));
  const orders = await paidOrders(boss, 3, 44);
  const label = { en: 'System administrator', zh: '系统管理员' } as const;
  const caseBody = (order: string) => ({
    order,
    resp: 'delivery',
    issue: 'item_missing',
    actionETA: '2099-01-15',
  });
  await signIn(page, 'admin');
  for (const [i, lang] of LANGS.entries()) {
    const claim = await created<Claim>(request, boss, '/api/claims', {
      ...caseBody(orders[i]!.id),
      action: 'resend',
    });
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/claims?filter=${q({ order: claim.order })}`);
    const cell = (col: string) => gridRow(page, claim.id).locator(`[col-id="${col}"]`);
    await slow(cell('claimNumber')).toHaveText(String(claim.claimNumber));
    await reach(page, 'teamMemberName');
    await expect(cell('teamMemberName')).toHaveText(label[lang]);
    // on a text cell a letter starts its edit: the cursor goes on by the arrows alone
    await arrowTo(page, 'comment');
    await typeIn(page, `Seen ${lang} ${stamp()}`, '/api/claims/cells');
    // the member's cell stands three columns left of the comment, still drawn
    await expect(cell('teamMemberName')).toHaveText(label[lang]);
    expect((await boss.get<Claim>(`/api/claims/${claim.id}/details`)).teamMemberName).toBe('Claire Dubois');
  }
  const order = orders[2]!;
  const refund = await created<Refund>(request, boss, '/api/refunds', {
    ...caseBody(order.id),
    refundAmount: 100,
    paymentMethod: order.paymentMethod,
    outTradeNo: 'E2E-HIDDEN',
  });
  await page.goto(`/refunds?filter=${q({ order: order.id })}`);
  await slow(gridRow(page, refund.id).locator('[col-id="refundNumber"]')).toBeVisible();
  await reach(page, 'teamMemberName');
  await expect(gridRow(page, refund.id).locator('[col-id="teamMemberName"]')).toHaveText(label.zh);
  const customer = await created<Customer>(request, boss, '/api/customers', {
    name: `Hidden giver ${stamp()}`,
  });
  const voucher = await created<Voucher>(request, boss, '/api/vouchers', {
    customer: customer.id,
    reason: 'gift',
    amount: 1500,
    expirationDate: '2099-12-31',
    communities: [COMMUNITY_IDS.kitchen],
  });
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'en'));
  await page.goto(`/vouchers?filter=${q({ customer: customer.id })}`);
  await slow(gridRow(page, voucher.id).locator('[col-id="voucherID"]')).toBeVisible();
  await reach(page, 'teamMemberName');
  await expect(gridRow(page, voucher.id).locator('[col-id="teamMemberName"]')).toHaveText(label.en);
});
