import type { Page, Route } from '@playwright/test';
import type { PurchaseOrderRow } from '../../domain/purchase-orders/list.ts';
import { expect, test } from './csp.ts';
import { focusedCol } from './pages/grid-cursor.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn, signInAt } from './pages/session.ts';

/**
 * Keys typed before the screen they are meant for is ready (docs/keyboard.md): Escape typed right
 * after Enter opened a row, and `g` typed while a purchase order's lines are still on their way.
 * Each screen is held back by the test (its code or its record) until the keys are typed, so the
 * keys always arrive early, however fast the machine.
 */
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

/** Holds the responses of `url` until `release` is called; `seen` resolves on the first request. */
async function holdBack(page: Page, url: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  let seenOne = () => {};
  const seen = new Promise<void>((r) => (seenOne = r));
  await page.route(url, async (route: Route) => {
    seenOne();
    await released;
    await route.continue();
  });
  return { seen, release };
}

/** The id of the grid row holding the focus ('' when the focus is elsewhere). */
const focusedRowId = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-id') ?? '');

/** Signed in as admin on `path`, the keyboard on a cell (`cell`) of row `row`: answers the row's id. */
async function rowFocused(page: Page, path: string, row: number, cell: string): Promise<string> {
  await signInAt(page, 'admin', path);
  const at = page.locator(`.ag-row[row-index="${row}"] ${cell}`).first();
  await expect(at).toBeVisible({ timeout: 60_000 });
  await at.focus();
  const id = await focusedRowId(page);
  expect(id).not.toBe('');
  return id;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('Enter then Escape at once, before the row’s page is there: back on the list, on that row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, 'admin', '/refunds');
  const cell = page.locator('.ag-row[row-index="1"] [col-id="orderID"]').first();
  await expect(cell).toBeVisible({ timeout: 60_000 });
  await cell.focus();
  const id = await focusedRowId(page);
  expect(id).not.toBe('');
  // the refund's page is fetched on first use: held until Escape is typed
  const form = await holdBack(page, /\/assets\/RefundForm-[^/]*\.js$/);
  await page.keyboard.press('Enter');
  await form.seen;
  await page.keyboard.press('Escape');
  form.release();
  await expect(page).toHaveURL(/\/refunds$/);
  await expect.poll(() => focusedRowId(page)).toBe(id);
  await expect(page.locator('.cpt-form')).toHaveCount(0);
});

test('g and → typed while a purchase order’s lines load: the cursor on the first line’s quantity', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('admin'));
  const [po] = await api.get<PurchaseOrderRow[]>(
    `/api/purchase-orders/details?filter=${q({ type: 'purchase_order' })}&range=[0,0]`,
  );
  await signIn(page, 'admin');
  const record = await holdBack(page, new RegExp(`/api/purchase-orders/${po!.id}$`));
  await page.goto(`/finance/${po!.id}`);
  await record.seen;
  await page.keyboard.press('g');
  await page.keyboard.press('ArrowRight');
  record.release();
  await expect.poll(() => focusedCol(page), { timeout: 60_000 }).toBe('quantity');
  await expect(page.locator('.cpt-po-lines .ag-row[row-index="0"] .ag-cell-focus')).toHaveCount(1);
});

test('Enter, Tab and a word typed at once, before the product’s form is there: the word in its second field', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await rowFocused(page, '/products', 0, '[col-id="productId"]');
  // the product's record is held until the keys are typed: the form cannot be there before them
  const record = await holdBack(page, new RegExp(`/api/products/${id}$`));
  await page.keyboard.press('Enter');
  await record.seen;
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ahead');
  record.release();
  const zh = page.getByRole('textbox', { name: 'Chinese name' });
  await expect(zh).toHaveValue('Ahead');
  await expect(zh).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'English name' })).not.toHaveValue('Ahead');
  // the typed word is a change of the form's (it asks before leaving it), and nothing is saved
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

/** The first supplier opened with Enter from its list, its record held back until released. */
async function firstSupplierOpening(page: Page) {
  const id = await rowFocused(page, '/suppliers', 0, '.ag-cell');
  const record = await holdBack(page, new RegExp(`/api/suppliers/${id}$`));
  await page.keyboard.press('Enter');
  await record.seen;
  return { id, record };
}

test('Enter, Tab and a word typed at once, before a supplier’s page has its record: the word in its phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // the page lands on its heading while its record is read, and its first field takes the
  // keyboard once it is: the keys typed meanwhile are for that field, not the heading
  const { record } = await firstSupplierOpening(page);
  // its name, its type, its status, its phone
  for (const _ of [1, 2, 3]) await page.keyboard.press('Tab');
  await page.keyboard.type('021 1234');
  record.release();
  const phone = page.locator('#field-phone');
  await expect(phone).toHaveValue('021 1234');
  await expect(phone).toBeFocused();
  await expect(page.locator('#field-name')).not.toHaveValue(/1234/);
});

test('Enter, Tab, a letter, Tab and ↓ typed at once on a supplier: the letter and the arrow pick in its selects', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { id, record } = await firstSupplierOpening(page);
  const api = await apiAs(request, demoEmail('admin'));
  const before = await api.get<{ type: string; status: string }>(`/api/suppliers/${id}`);
  // the letter of the other type's label (Services, Direct sales), and ↓ (↑ from the last status)
  const [letter, type] = before.type === 'services' ? ['d', 'direct_sales'] : ['s', 'services'];
  const statuses = ['available', 'ongoing', 'discontinued'];
  const at = statuses.indexOf(before.status);
  const [arrow, status] =
    at < statuses.length - 1 ? ['ArrowDown', statuses[at + 1]] : ['ArrowUp', statuses[at - 1]];
  await page.keyboard.press('Tab');
  await page.keyboard.press(letter);
  await page.keyboard.press('Tab');
  await page.keyboard.press(arrow);
  record.release();
  // a key typed again by a script picks nothing in a native select: the console picks as the key would
  await expect(page.locator('#field-type')).toHaveValue(type);
  await expect(page.locator('#field-status')).toHaveValue(status!);
  await expect(page.locator('#field-status')).toBeFocused();
  // picked as the user's own: the form has a change to save (it asks before leaving)
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/suppliers$/);
});

test('Escape typed on a supplier’s page while it reads its record: back on the list once it is read', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { id, record } = await firstSupplierOpening(page);
  // the page is there, on its heading, its form not yet: the Escape waits for the form, then is
  // the form's own (a key typed again by a script carries no legacy key code for the shortcuts)
  await expect(page.locator('main h1[data-focus-landing]')).toBeFocused();
  await page.keyboard.press('Escape');
  record.release();
  await expect(page).toHaveURL(/\/suppliers$/);
  await expect.poll(() => focusedRowId(page)).toBe(id);
});

/**
 * Holds the page's zero-delay timers until the returned function is called: the grid tells the
 * list of a row's Enter or click on such a timer, which a busy machine runs after keys typed at
 * once (the browser serves typed keys first).
 */
async function holdTimers(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __held: (() => void)[]; __setTimeout: typeof setTimeout };
    w.__held = [];
    w.__setTimeout = window.setTimeout;
    window.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) => {
      if (ms) return w.__setTimeout(fn, ms, ...args);
      w.__held.push(() => fn(...(args as [])));
      return 0;
    }) as typeof setTimeout;
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __held: (() => void)[]; __setTimeout: typeof setTimeout };
      window.setTimeout = w.__setTimeout;
      for (const run of w.__held.splice(0)) w.__setTimeout(run, 0);
    });
}

test('Enter, Tab and a word typed before the grid tells the list of the Enter: the word in the product’s second field', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await rowFocused(page, '/products', 0, '[col-id="productId"]');
  const release = await holdTimers(page);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Early');
  await release();
  const zh = page.getByRole('textbox', { name: 'Chinese name' });
  await expect(zh).toHaveValue('Early');
  await expect(zh).toBeFocused();
});

test('Enter then Escape typed before the grid tells the list of the Enter: back on the list, on that row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await rowFocused(page, '/suppliers', 1, '.ag-cell');
  const release = await holdTimers(page);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await release();
  await expect.poll(() => focusedRowId(page)).toBe(id);
  await expect(page).toHaveURL(/\/suppliers$/);
  await expect(page.locator('.cpt-form')).toHaveCount(0);
});

test('a click on a row then a letter typed before the grid tells the list of the click: the letter in the product’s form', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, 'admin', '/products');
  const cell = page.locator('.ag-row[row-index="0"] [col-id="productId"]').first();
  await expect(cell).toBeVisible({ timeout: 60_000 });
  const release = await holdTimers(page);
  await cell.click();
  await page.keyboard.type('Q');
  await release();
  const en = page.getByRole('textbox', { name: 'English name' });
  await expect(en).toHaveValue(/Q$/);
  await expect(en).toBeFocused();
});
