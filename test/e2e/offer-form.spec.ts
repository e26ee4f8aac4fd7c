import type { Locator, Page } from '@playwright/test';
import { formatYuan } from '../../domain/money.ts';
import { offerInputOf } from '../../domain/offers/form-values.ts';
import { expect as baseExpect, test } from './csp.ts';
import { LivePageObject, PASSWORD, signIn } from './pages/live.ts';
import { apiAs } from './pages/live-typing.ts';
import { onDemoDatabase, startNow } from './pages/own-offer.ts';

// a shared machine under load: waits are longer than the suite's default, the steps the same
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 600_000 });
test.use({ actionTimeout: 30_000 });

const EMAIL = 'community-manager@demo.comptoir';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DAY = 86_400_000;
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const section = (page: Page, id: string) => page.locator(`#offer-section-${id}`);

/** A checkbox ticked from the keyboard: focus, Space. */
async function tick(page: Page, box: Locator) {
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

async function typeDay(input: Locator, value: string) {
  await input.fill(value);
  await input.press('Enter');
}

/** A product picked by typing part of its name, ↓ not needed: Enter takes the first match. */
async function pickProduct(page: Page, box: Locator, name: string) {
  const input = box.getByRole('combobox').first();
  await input.focus();
  await page.keyboard.type(name);
  await expect(box.getByRole('option').first()).toContainText(name);
  await page.keyboard.press('Enter');
}

async function pickArea(page: Page, group: Locator, query: string) {
  await group.getByLabel(/^Area/).first().focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Search an area…').fill(query);
  await page.keyboard.press('Enter');
}

test('a community manager builds an offer from the keyboard, sells it live, meets its locks, duplicates it', async ({
  page,
  request,
}) => {
  await signIn(page, EMAIL);
  await page.goto('/offers');
  await page.getByRole('button', { name: 'Create an offer' }).click();
  await expect(page).toHaveURL(/\/offers\/create$/);

  // general: the internal name has the focus
  await expect(page.getByLabel(/^Internal name/)).toBeFocused();
  const name = `Keyboard offer ${Date.now() % 100_000}`;
  await page.keyboard.type(name);
  await page.getByLabel(/^Community/).selectOption({ label: 'Kitchen' });
  await page.getByRole('radio', { name: 'WeChat groups' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'WeChat groups' })).toBeChecked();
  await page.keyboard.press('Alt+2');
  await expect(section(page, 'texts').getByLabel(/^Name \(English\)/)).toBeFocused();
  await page.keyboard.type('Cheese week');
  await page.keyboard.press('Tab');
  await page.keyboard.type('奶酪周');

  await page.keyboard.press('Alt+5');
  await typeDay(page.getByLabel('Starts day'), day(1));
  await page.getByLabel('Starts time').selectOption('10:00');
  await typeDay(page.getByLabel('Ends day'), day(3));
  await page.getByLabel('Ends time').selectOption('20:00');

  // two fee areas with rules
  await page.keyboard.press('Alt+7');
  const fees = section(page, 'delivery');
  await fees.getByRole('button', { name: 'Add an area' }).click();
  await pickArea(page, fees.getByRole('group', { name: 'Fee areas 1' }), 'Lujiazui');
  const r1 = fees.getByRole('group', { name: 'Fee areas 1' }).getByRole('group', { name: 'Rules 1' });
  await r1.getByLabel(/^Rule type/).selectOption({ label: 'Flat fee' });
  await r1.getByLabel(/^Fee/).fill('10');
  await fees.getByRole('button', { name: 'Add an area' }).click();
  await pickArea(page, fees.getByRole('group', { name: 'Fee areas 2' }), 'Tianhe');
  const r2 = fees.getByRole('group', { name: 'Fee areas 2' }).getByRole('group', { name: 'Rules 1' });
  await r2.getByLabel(/^Rule type/).selectOption({ label: 'Flat fee' });
  await r2.getByLabel(/^Fee/).fill('20');

  // two packs with their pictures, one with free fall; one add-on
  const block = section(page, 'wechatGroup');
  for (const [i, en, zh, product] of [
    [1, 'Breakfast pack', '早餐套餐', 'Free-range eggs'],
    [2, 'Green pack', '绿色套餐', 'Organic spinach'],
  ] as const) {
    await block.getByRole('button', { name: 'Add a pack' }).click();
    const pack = block.getByRole('group', { name: `Packs ${i}` });
    await expect(pack.getByLabel(/^Name \(English\)/)).toBeFocused();
    await page.keyboard.type(en);
    await page.keyboard.press('Tab');
    await page.keyboard.type(zh);
    await pack.getByLabel(/^Stock/).fill('50');
    await pack.getByLabel(/^Price/).fill('60');
    await pack.getByLabel(/^Former price/).fill(i === 1 ? '60' : '80');
    for (const lang of ['en', 'zh']) {
      await page
        .getByTestId(`field-wechatGroup-packs-${i - 1}-mainPicture-${lang}-input`)
        .setInputFiles({ name: `pack-${i}-${lang}.png`, mimeType: 'image/png', buffer: PNG });
    }
    await expect(pack.getByRole('button', { name: `Open pack-${i}-zh.png` })).toBeVisible();
    await pickProduct(page, pack.getByRole('group', { name: 'Products 1' }), product);
  }
  const packA = block.getByRole('group', { name: 'Packs 1' });
  await tick(page, packA.getByRole('checkbox', { name: 'Free fall' }));
  await packA.getByLabel(/^Drop amount/).fill('5');
  await packA.getByLabel(/^Every/).fill('10');
  await packA.getByLabel(/^Lowest price/).fill('40');
  await block.getByRole('button', { name: 'Add an add-on' }).click();
  const item = block.getByRole('group', { name: 'Add-ons 1' });
  await pickProduct(page, item, 'Avocados');
  await item.getByLabel(/^Stock/).fill('30');
  await item.getByLabel(/^Price/).fill('39');

  // a lottery draw with a custom gift
  await tick(page, block.getByRole('checkbox', { name: 'Lottery' }));
  await block.getByRole('button', { name: 'Add a draw' }).click();
  const draw = block.getByRole('group', { name: 'Draws 1' });
  await draw.getByLabel(/^Condition value/).fill('5');
  await draw.getByLabel(/^Gift \(English\)/).fill('Cheese board');
  await draw.getByLabel(/^Gift \(Chinese\)/).fill('奶酪板');

  // refused: no delivery date, and pack A's former price is not above its price
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Please fix the errors before submitting').first()).toBeVisible();
  await expect(page.getByText('At least one delivery date is needed')).toBeVisible();
  await expect(
    packA.getByText("Original price shouldn't be equal or less than the current price"),
  ).toBeVisible();
  const outline = page.getByRole('navigation', { name: 'Sections of the offer' });
  await expect(outline.getByRole('button', { name: /Dates/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(outline.getByRole('button', { name: /WeChat groups/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await packA.getByLabel(/^Former price/).fill('75');
  await page.keyboard.press('Alt+5');
  await typeDay(page.getByLabel('Add a delivery date'), day(4));
  await typeDay(page.getByLabel('Add a delivery date'), day(5));
  await typeDay(page.getByLabel('Add a delivery date'), day(5));
  await expect(page.getByText('Date already selected!')).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/offers$/);

  // the offer starts (time moved in the database) and takes an order on the live page
  const auth = await (
    await request.post('/api/auth/login', { data: { email: EMAIL, password: PASSWORD } })
  ).json();
  const headers = { Authorization: `Bearer ${auth.token}` };
  const filter = encodeURIComponent(JSON.stringify({ internalName: name }));
  const [row] = await (await request.get(`/api/offers/details?filter=${filter}`, { headers })).json();
  expect(row.internalName).toBe(name);
  await startNow(row.id);
  const live = new LivePageObject(page);
  await live.open(row.id);
  await expect(live.left('Breakfast pack')).toHaveText('50');
  await live.page.locator('.cpt-live-grid').getByRole('gridcell').first().click();
  await live.entryCell('customer').focus();
  await live.keyOrder(`Walk-in ${Date.now() % 10_000}`, [null, null, '2'], false);
  await expect(live.left('Breakfast pack')).toHaveText('48');

  // the started offer: locked fields read-only, texts still editable; a forged change refused
  await page.goto(`/offers/${row.id}`);
  await expect(page.getByText('This offer has started')).toBeVisible();
  await expect(packA.getByLabel(/^Price/)).toBeDisabled();
  await expect(page.getByLabel(/^Internal name/)).toBeDisabled();
  await expect(section(page, 'texts').getByLabel(/^Name \(English\)/)).toBeEnabled();
  const details = await (await request.get(`/api/offers/${row.id}/details`, { headers })).json();
  const forged = await request.put(`/api/offers/${row.id}`, {
    headers,
    data: { ...offerInputOf(details), internalName: 'Forged', minimumCartItems: 3 },
  });
  expect(forged.status()).toBe(400);
  expect((await forged.json()).fields).toEqual({
    internalName: 'offer.errors.lockedAfterStart',
    minimumCartItems: 'offer.errors.lockedAfterStart',
  });

  // a stock change on the started offer reaches the live page open in another tab
  const watcher = new LivePageObject(await page.context().newPage());
  await watcher.open(row.id);
  await expect(watcher.left('Breakfast pack')).toHaveText('48');
  await packA.getByLabel(/^Stock/).fill('70');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await expect(watcher.left('Breakfast pack')).toHaveText('68');
  await watcher.page.close();
  await page.goto(`/offers/${row.id}`);

  // duplicate: the form opens on a draft with the content and no dates
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/offers\/create\?from=/);
  await expect(page.getByLabel(/^Internal name/)).toHaveValue(name);
  await expect(page.getByLabel('Starts time')).toHaveValue('');
  await expect(block.getByRole('group', { name: 'Packs 2' })).toBeVisible();
});

test('picking a fee template fills the fee areas with its areas and rules, which stay editable', async ({
  page,
}) => {
  await signIn(page, EMAIL);
  await page.goto('/offers/create');
  const fees = section(page, 'delivery');
  await fees.getByLabel('Fee template').focus();
  await fees.getByLabel('Fee template').selectOption({ label: 'Shanghai standard' });
  // the seed's five areas, Xuhui with its two rules (up to 3, then flat)
  await expect(fees.getByRole('group', { name: /^Fee areas \d+$/ })).toHaveCount(5);
  const xuhui = fees.getByRole('group', { name: 'Fee areas 2' });
  await expect(xuhui.getByRole('group', { name: /^Rules \d+$/ })).toHaveCount(2);
  await expect(xuhui.getByLabel(/^Rule type/).first()).toHaveValue('up_to');
  await xuhui
    .getByRole('group', { name: 'Rules 2' })
    .getByLabel(/^Rule type/)
    .selectOption({ label: 'Flat fee' });
  await fees.getByRole('button', { name: 'Add an area' }).click();
  await expect(fees.getByRole('group', { name: /^Fee areas \d+$/ })).toHaveCount(6);
});

test('the form at 1440x900 in English and Chinese, new and started', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, EMAIL);
  await page.goto('/offers');
  await page.getByRole('row').filter({ hasText: 'Weekend farm box' }).first().click();
  await expect(page.getByText('This offer has started')).toBeVisible();
  await page.screenshot({ path: `test-results/offer-form-shots/started-en.png` });
  await page.keyboard.press('Alt+8');
  await page.screenshot({ path: `test-results/offer-form-shots/packs-en.png` });
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByText('该团购已开始')).toBeVisible();
  await page.screenshot({ path: `test-results/offer-form-shots/packs-zh.png` });
  await page.goto('/offers/create');
  await expect(page.getByLabel(/^内部名称|^Internal name/)).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page.locator('.cpt-offer-outline-bad').first()).toBeVisible();
  await page.screenshot({ path: `test-results/offer-form-shots/refused-zh.png` });
  await page.getByRole('button', { name: 'EN' }).click();
  await page.keyboard.press('Alt+5');
  await page.screenshot({ path: `test-results/offer-form-shots/dates-en.png` });
});

test('saving an offer whose product was discontinued since says so, with Got it, in English and Chinese', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${(await apiAs(request, 'admin@demo.comptoir')).token}` };
  // a product of its own (discontinuing a shared one would change the other tests' catalogue)
  const name = `Old vintage ${Date.now()}`;
  const coming = await request.get(
    `/api/offers/details?filter=${encodeURIComponent('{"internalName":"Bordeaux night"}')}`,
    { headers },
  );
  const source = ((await coming.json()) as { id: string; internalName: string }[]).find((o) =>
    o.internalName.startsWith('Bordeaux night'),
  )!;
  const draft = await (await request.get(`/api/offers/${source.id}/duplicate`, { headers })).json();
  const areaId = (
    await onDemoDatabase<{ id: string }>(
      'SELECT id FROM delivery_areas WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1',
      [],
    )
  )[0]!.id;
  const block = draft.wechatGroup ?? draft.miniprogram;
  // a copy of the product it replaces in the pack, so of the offer's own supplier (the first
  // available product of the catalogue depends on what the other files changed before)
  const [product] = await onDemoDatabase<{ id: string }>(
    `INSERT INTO products (supplier_id, name_en, name_zh, price, stock, status)
     SELECT supplier_id, $1, $1, price, 10, 'available' FROM products WHERE id = $2 RETURNING id`,
    [name, block.packs[0].products[0].product],
  );
  expect(product, 'the pack names a product').toBeDefined();
  block.packs[0].products[0].product = product!.id;
  const made = await request.post('/api/offers', {
    headers,
    data: {
      ...draft,
      internalName: name,
      startingDate: `${day(20)}T02:00:00.000Z`,
      endingDate: `${day(22)}T02:00:00.000Z`,
      deliveryDates: [day(24)],
      feeTemplate: draft.feeTemplate ?? null,
      fees: draft.fees?.length ? draft.fees : [{ area: areaId, rules: [{ type: 'flat', fee: 1500 }] }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const offer = (await made.json()) as { id: string };
  await onDemoDatabase(`UPDATE products SET status = 'discontinued' WHERE id = $1`, [product!.id]);

  await signIn(page, 'admin@demo.comptoir');
  // the form knows a product is discontinued from the catalogue it loads beside the offer: Ctrl+S
  // before that answer leaves the refusal to the server, whose answer on a loaded machine may
  // come after the notice's ten seconds (the page then still showed nothing)
  const catalogue = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/products' && r.request().method() === 'GET',
  );
  await page.goto(`/offers/${offer.id}`);
  await expect(page.getByLabel(/^Internal name/)).toHaveValue(name);
  expect((await catalogue).status()).toBe(200);
  await page.keyboard.press('Control+s');
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText(
    'Your order contains discontinued products, please choose available products.',
  );
  await expect(notice.getByRole('button', { name: 'Got it' })).toBeFocused();
  await page.screenshot({ path: 'test-results/offer-form-shots/discontinued-en.png' });
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await page.getByRole('button', { name: '中文' }).click();
  await page.keyboard.press('Control+s');
  await expect(notice).toContainText('您的订单包含已下架的商品，请选择可用商品。');
  await expect(notice.getByRole('button', { name: '知道了' })).toBeFocused();
  await page.screenshot({ path: 'test-results/offer-form-shots/discontinued-zh.png' });
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await page.getByRole('button', { name: 'EN' }).click();
});

test('the offers list: finance lands on the analytics tab alone; logistic has no create button', async ({
  page,
}) => {
  await signIn(page, 'finance@demo.comptoir');
  await page.goto('/offers');
  await page.getByRole('button', { name: 'Analytics' }).first().click();
  await expect(page).toHaveURL(/\/offers\/[0-9a-f-]+\/orders\?tabState=analytics$/);
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveCount(1);
  await page.getByRole('button', { name: /^Log out/ }).click();
  await signIn(page, 'logistic@demo.comptoir');
  await page.goto('/offers');
  await expect(page.getByRole('button', { name: 'Live view' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create an offer' })).toHaveCount(0);
});

test("the product choices show a product's retail price as every amount is written", async ({ page }) => {
  await signIn(page, EMAIL);
  await page.goto('/offers/create');
  await expect(page.getByLabel(/^Internal name/)).toBeFocused();
  const [product] = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('comptoir.session') ?? '{}');
    const filter = encodeURIComponent(JSON.stringify({ name: 'Aged comté' }));
    const r = await fetch(`/api/products/details?filter=${filter}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    return (await r.json()) as { retailPrice: number | null }[];
  });
  expect(product?.retailPrice).toBeGreaterThan(0);
  await page.getByRole('radio', { name: 'WeChat groups' }).focus();
  await page.keyboard.press('Space');
  const block = section(page, 'wechatGroup');
  await block.getByRole('button', { name: 'Add an add-on' }).click();
  const item = block.getByRole('group', { name: 'Add-ons 1' });
  await item.getByRole('combobox').first().focus();
  await page.keyboard.type('Aged comté');
  await expect(item.getByRole('option').first()).toContainText(formatYuan(product!.retailPrice!));
});
