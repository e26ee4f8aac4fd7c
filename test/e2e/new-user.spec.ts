import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, type Page, test } from './csp.ts';
import { arrowTo, toFirstCell } from './pages/grid-cursor.ts';
import { mainMenu, signIn, signInAt } from './pages/session.ts';

/**
 * The existing screens as a new user meets them, at 1440x900: each test names one defect a
 * first-time user hit and fails while it is there.
 */
test.use({ viewport: { width: 1440, height: 900 } });
// each screen's chunk is fetched on first use: generous waits keep the run honest on a busy machine
test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * All offers, oldest first: the offers other tests create start today and would push the demo's
 * past the rows the grid draws.
 */
const OFFERS_OLDEST_FIRST = '/offers#tab=all&sort=createdAt:ASC';
/** The grid row (its part holding the Name column) of the offer named `text`. */
const offersRow = (page: Page, text: string) =>
  page.locator('.ag-row', { has: page.locator('[col-id="name"]', { hasText: text }) });
/** A cell of the row showing `text`, wherever its column is pinned (each pinned part is its own row element). */
async function cellOf(page: Page, text: string, colId: string) {
  const id = await offersRow(page, text).first().getAttribute('row-id');
  return page.locator(`.ag-row[row-id="${id}"] [col-id="${colId}"]`);
}

/** The seeded Pet corner offer (1003, sold on the mini-program), read as admin. */
async function petWeekOffer(request: APIRequestContext) {
  const login = await (
    await request.post('/api/auth/login', {
      data: { email: 'admin@demo.comptoir', password: 'comptoir-demo' },
    })
  ).json();
  const filter = encodeURIComponent(JSON.stringify({ internalName: 'Pet week' }));
  const [offer] = await (
    await request.get(`/api/offers/details?filter=${filter}`, {
      headers: { Authorization: `Bearer ${login.token}` },
    })
  ).json();
  return offer;
}

test("the offers list's Live view button opens the live order grid, and Enter on a row opens the offer", async ({
  page,
}) => {
  await signInAt(page, 'admin', OFFERS_OLDEST_FIRST);
  await (await cellOf(page, 'Weekend Farm Box', 'actions'))
    .getByRole('button', { name: 'Live view' })
    .click();
  await expect(page).toHaveURL(/\/offers\/[0-9a-f-]+\/orders$/);
  await expect(page.getByRole('tab', { name: 'WeChat groups', selected: true })).toBeVisible();

  // back on the list, from the keyboard only: the row's buttons are reached with Tab from its cell
  await page.goto(OFFERS_OLDEST_FIRST);
  const cell = await cellOf(page, 'Weekend Farm Box', 'actions');
  await cell.focus();
  await page.keyboard.press('Tab');
  await expect(cell.getByRole('button', { name: 'Live view' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cell.getByRole('button', { name: 'Analytics' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\?tabState=analytics$/);

  // one key: Enter on a focused row opens it; for an offer editor, its form (the offers list's row links)
  await page.goto(OFFERS_OLDEST_FIRST);
  await (await cellOf(page, 'Weekend Farm Box', 'internalName')).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offers\/[0-9a-f-]+$/);
  await expect(page.getByLabel(/^Internal name/)).toHaveValue(/Weekend farm box/);
});

test('the Ctrl+K palette is centred, styled, takes the first keys and finds offers, orders and people', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // the very first Ctrl+K after signing in: every key typed at once reaches the query
  await page.keyboard.press('Control+k');
  await page.keyboard.type('1001', { delay: 0 });
  const input = page.locator('.cpt-palette input');
  await expect(input).toHaveValue('1001');
  const box = await page.locator('.bp6-omnibar').boundingBox();
  expect(box, 'the omnibar is drawn').not.toBeNull();
  expect(box!.width).toBeGreaterThan(400);
  // centred horizontally (within a few pixels)
  expect(Math.abs(box!.x + box!.width / 2 - 720)).toBeLessThan(10);
  expect(box!.y).toBeGreaterThan(50);
  const offer = page.getByRole('option', { name: /#1001 Weekend Farm Box/ });
  await expect(offer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offers\/[0-9a-f-]+\/orders$/);

  // a team member by name
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Emma');
  await expect(page.getByRole('option', { name: /Emma Petit/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // a customer by name: Enter opens the customer's page
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Anna Becker');
  const customer = page
    .getByRole('group', { name: 'Customers' })
    .getByRole('option', { name: /Anna Becker/ });
  await expect(customer.first()).toBeVisible();
  await customer.first().click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);

  // in Chinese, the English name of a screen finds it too, as does its Chinese name
  await page.getByRole('button', { name: '中文' }).first().click();
  await expect(mainMenu(page).getByRole('link', { name: '团队', exact: true })).toBeVisible();
  for (const q of ['team', '团队']) {
    await page.keyboard.press('Control+k');
    await page.keyboard.type(q);
    await expect(page.getByRole('option', { name: /团队/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test('after a navigation the focus is in the new screen, never left on the page', async ({ page }) => {
  const onBody = () => page.evaluate(() => document.activeElement === document.body);
  await signIn(page, 'admin');
  await expect(page.locator('main#main')).toBeFocused();
  // the palette to a screen: its heading
  await page.keyboard.press('Control+k');
  await page.keyboard.type('offer list');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeFocused();
  // a row opened from the grid: the offer's page, its heading
  await page.keyboard.press('g');
  await expect(page.locator('.ag-row .ag-cell:focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Offer \d+/ })).toBeFocused();
  expect(await onBody()).toBe(false);
  // back on the list, the row it came from holds the cursor again, not the heading
  await page.keyboard.press('Escape');
  await expect(page.locator('.ag-row .ag-cell:focus')).toHaveCount(1);
});

test('Delivery, Areas: the Parent column shows each area’s parent path', async ({ page }) => {
  await signInAt(
    page,
    'logistic',
    `/delivery?tabState=areas&filter=${encodeURIComponent('{"name":"Lujiazui"}')}`,
  );
  const row = page.locator('.ag-row', { hasText: 'Lujiazui' });
  await expect(row.locator('[col-id="parent"]')).toHaveText('Shanghai / Pudong');
  await page.goto(`/delivery?tabState=areas&filter=${encodeURIComponent('{"name":"Shanghai"}')}`);
  const top = page.locator('.ag-row', { has: page.locator('[col-id="name"]', { hasText: /^Shanghai$/ }) });
  await expect(top.locator('[col-id="parent"]')).toHaveText('Top level');
});

test('an unknown id shows a not-found view with a way back', async ({ page }) => {
  await signIn(page, 'admin');
  for (const [url, back] of [
    ['/users/00000000-0000-4000-8000-00000000beef', /\/users$/],
    ['/users/not-an-id', /\/users$/],
    ['/delivery/template/00000000-0000-4000-8000-00000000beef', /\/delivery/],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByText('Oops something went wrong.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(back);
  }
});

test("a community manager opening another community's offer is told so and stays signed in", async ({
  page,
  request,
}) => {
  const petWeek = await petWeekOffer(request);
  expect(petWeek, 'the seeded Pet corner offer').toBeTruthy();

  await signInAt(page, 'community-manager', `/offers/${petWeek.id}/orders`);
  await expect(page.getByRole('heading', { name: 'Not in your communities' })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('comptoir.session'))).not.toBeNull();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/offers$/);

  // the community filter offers only the manager's own communities
  const select = page.getByRole('combobox', { name: 'Community' });
  await expect(select.locator('option')).toHaveText(['Community: all', 'Kitchen', 'Garden']);
});

test('columns fit their content at 1440 px and can be hidden from the keyboard', async ({ page }) => {
  await signInAt(page, 'admin', OFFERS_OLDEST_FIRST);
  await offersRow(page, 'Weekend Farm Box').waitFor();
  for (const col of ['startingDate', 'endingDate']) {
    const header = page.locator(`.ag-header-cell[col-id="${col}"]`);
    await expect(header).toBeInViewport({ ratio: 1 });
  }
  const actions = await page.locator('.ag-header-cell[col-id="actions"]').boundingBox();
  expect(actions!.width).toBeLessThan(250);
  // a column sized to its header keeps its label whole once sorted: the arrow's room is kept
  const offerId = page.locator('.ag-header-cell[col-id="offerID"]');
  await offerId.locator('.ag-header-cell-text').click();
  await expect(offerId).toHaveAttribute('aria-sort', /ascending|descending/);
  const label = offerId.locator('.ag-header-cell-text');
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the sorted label is whole').toBe(
    true,
  );

  await page.goto('/users');
  const email = page.locator('.ag-row [col-id="email"]').first();
  await expect(email).toBeVisible();
  const fits = await email.evaluate((el) => {
    const text = el.querySelector('.ag-cell-value') ?? el;
    return text.scrollWidth <= text.clientWidth;
  });
  expect(fits, 'e-mails are not cut').toBe(true);

  // hide the e-mail column with the keyboard; it stays hidden after a reload
  await page.getByRole('button', { name: 'Columns' }).focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('checkbox', { name: 'E-mail' });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('.ag-header-cell[col-id="email"]')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.ag-header-cell[col-id="name"]')).toBeVisible();
  await expect(page.locator('.ag-header-cell[col-id="email"]')).toHaveCount(0);
});

/** The id of the grid row holding the focus ('' when the focus is elsewhere). */
const focusedRowId = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-id') ?? '');

test('back from a row, by Escape, the keyboard is on that row again: ↓ and Enter open the next', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // a form page (refunds), a drawer over the list (claims), a detail page (purchase orders)
  for (const [list, column, opened] of [
    ['/refunds', 'orderID', /\/refunds\/[0-9a-f-]{36}$/],
    ['/claims', 'orderID', /\/claims\/[0-9a-f-]{36}$/],
    ['/direct-sales', 'poId', /\/finance\/[0-9a-f-]{36}$/],
  ] as const) {
    await page.goto(list);
    await page.locator(`.ag-row[row-index="0"] [col-id="${column}"]`).first().focus();
    const id = await focusedRowId(page);
    expect(id).not.toBe('');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(opened);
    expect(page.url()).toContain(id);
    // the record's screen is fetched on first use: Escape once it is there
    await expect(page.locator('.cpt-form, .cpt-po-head').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`${list}$`));
    await expect.poll(() => focusedRowId(page)).toBe(id);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(opened);
    expect(page.url()).not.toContain(id);
  }
});

test('an empty daily order refused: Field required under the customer and address fields too', async ({
  page,
}) => {
  await signInAt(page, 'community-manager', '/daily-orders/create');
  await expect(page.getByLabel(/^Customer name/)).toBeFocused();
  await page.keyboard.press('Control+s');
  for (const field of ['customerName', 'phone', 'addressType', 'city', 'area', 'detailedAddress']) {
    await expect(page.locator(`#field-${field}-error`), field).toHaveText('Field required');
  }
  // the refused save moves the focus to the first error a frame later, the customer's name
  await expect(page.getByLabel(/^Customer name/)).toBeFocused();
});

test("a list's date range: its label on one line, its two days side by side", async ({ page }) => {
  await signInAt(page, 'admin', '/orders-services');
  const range = page.locator('.cpt-daterange');
  const label = await range.locator('label').first().boundingBox();
  // one line of the inline label is 30 px high; wrapped ("Order / date") it took two
  expect(label!.height, 'one line').toBeLessThan(40);
  const from = await page.getByLabel('Order date from').boundingBox();
  const to = await page.getByLabel('Order date to').boundingBox();
  expect(to!.x - (from!.x + from!.width), 'the dash between the days, no more').toBeLessThan(40);
});

test("a claim's and a refund's action date reads YYYY-MM-DD, as every other day of the console", async ({
  page,
}) => {
  await signIn(page, 'admin');
  for (const list of ['/claims', '/refunds']) {
    await page.goto(list);
    await page.locator('.ag-row[row-index="0"] [col-id="orderID"]').first().click();
    const eta = page.getByLabel(/^Action ETA/);
    // the browser's date input would show the machine's format (12/01/2026 in en-US)
    await expect(eta).not.toHaveAttribute('type', 'date');
    await expect(eta).toHaveValue(/^\d{4}-\d\d-\d\d$/);
  }
});

test('an empty offer refused by Ctrl+S: the focus and the view on its first field in error, not the outline', async ({
  page,
}) => {
  await signInAt(page, 'community-manager', '/offers/create');
  const internalName = page.getByLabel(/^Internal name/);
  await expect(internalName).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page.locator('.cpt-offer-outline-bad').first()).toBeVisible();
  // the refused save moves the focus a frame later
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(internalName).toBeFocused();
  await expect(internalName).toBeInViewport();
  await page.keyboard.type('Typed at once');
  await expect(internalName).toHaveValue('Typed at once');
});

test('a new claim, refund or purchase order opens with the focus in its first field', async ({ page }) => {
  await signInAt(page, 'admin', '/claims');
  await expect(page.locator('.ag-row').first()).toBeVisible();
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/claims\/create$/);
  await expect(page.locator('#field-order')).toBeFocused();
  await page.keyboard.type('100133');
  await page.keyboard.press('Enter');
  await expect(page.getByText('#100133')).toBeVisible();

  await page.goto('/refunds/create');
  await expect(page.locator('#field-order')).toBeFocused();
  await page.goto('/purchase/create');
  await expect(page.locator('#field-supplier')).toBeFocused();
});

test("a record's form opens with the focus in its first field, not on the drawer", async ({ page }) => {
  await signInAt(page, 'admin', '/claims');
  await toFirstCell(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('.bp6-drawer form')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const a = document.activeElement;
        return !!a?.closest('.bp6-drawer form') && ['INPUT', 'SELECT', 'TEXTAREA'].includes(a.tagName);
      }),
    )
    .toBe(true);
});

test('the ? sheet says Enter opens a row only on lists whose rows open', async ({ page }) => {
  await signIn(page, 'admin');
  for (const [list, opens] of [
    ['/orders-services', false],
    ['/refunds', true],
  ] as const) {
    await page.goto(list);
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet.getByText('Focus the search box')).toBeVisible();
    await expect(sheet.getByText('Open the focused row')).toHaveCount(opens ? 1 : 0);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  }
  // on a cell that edits, `?` still shows the keys and starts no edit (no "?" in a number)
  await page.goto('/recipes');
  await toFirstCell(page);
  await arrowTo(page, 'serving');
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByText('Focus the search box')).toBeVisible();
  await expect(page.locator('.cpt-grid .ag-cell-inline-editing')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});

test("an offer's product picker: Tab away drops the unpicked search and its list", async ({ page }) => {
  await signInAt(page, 'community-manager', '/offers/create');
  await expect(page.getByLabel(/^Internal name/)).toBeFocused();
  await page.keyboard.press('Alt+8');
  await expect(page.getByRole('button', { name: 'Add a pack' }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  const search = page.locator('#field-wechatGroup-packs-0-products-0-product');
  await search.focus();
  await page.keyboard.type('no such product xyz');
  await expect(page.getByText('No match')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByText('No match')).toHaveCount(0);
  await expect(search).toHaveValue('');

  // a product is found by its Chinese name as well
  await search.focus();
  await page.keyboard.type('散养鸡蛋');
  await expect(page.getByRole('option', { name: /Free-range eggs/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Free-range eggs/).first()).toBeVisible();
});

/**
 * The daily order form's area field opened with Enter and 'Lujiazui' typed at once: a typist's
 * letters follow Enter before the search box has taken the focus. Answers the field.
 */
async function typeInAreaSearch(page: Page) {
  await signInAt(page, 'community-manager', '/daily-orders/create');
  const area = page.locator('#field-area');
  await area.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Lujiazui', { delay: 30 });
  return area;
}

test('the area cascader: letters typed just after Enter opens it go into its search', async ({ page }) => {
  // the field keeps the letters typed before its search box had the focus
  const area = await typeInAreaSearch(page);
  await expect(page.getByLabel(/^(Search|Type) an area/)).toHaveValue('Lujiazui');
  await page.keyboard.press('Enter');
  await expect(area).toHaveText('Shanghai / Pudong / Lujiazui');
});

test('the area cascader: a member who goes on to the next field before the list has closed keeps it', async ({
  page,
}) => {
  const area = await typeInAreaSearch(page);
  await expect(page.locator('.cpt-area-menu').getByRole('option').first()).toContainText('Lujiazui');
  // frames held back, as a busy machine delays them: the list gives the focus back to its button a
  // frame after it closes, and the member has moved on by then
  await page.evaluate(() => {
    const held: FrameRequestCallback[] = [];
    const w = window as unknown as { heldFrames: () => void };
    const real = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => held.push(cb);
    w.heldFrames = () => {
      window.requestAnimationFrame = real;
      for (const cb of held.splice(0)) cb(performance.now());
    };
  });
  await page.keyboard.press('Enter');
  const detail = page.getByLabel(/^Detailed address/);
  await detail.focus();
  await page.evaluate(() => (window as unknown as { heldFrames: () => void }).heldFrames());
  await expect(area).toHaveText('Shanghai / Pudong / Lujiazui');
  await expect(detail).toBeFocused();
  await page.keyboard.type('88 Century Avenue');
  await expect(detail).toHaveValue('88 Century Avenue');
});

test("a mini-program offer's live page opens with the keyboard on its first order", async ({
  page,
  request,
}) => {
  const petWeek = await petWeekOffer(request);
  expect(petWeek.channel, 'the seeded mini-program offer').toBe('miniprogram');
  await signInAt(page, 'admin', `/offers/${petWeek.id}/orders`);
  // no entry row here (its orders come from the mini-program): the first order's cell
  const focusedRow = () =>
    page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-index') ?? null);
  await expect.poll(focusedRow).toBe('0');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedRow).toBe('1');
});

test('the filter selects carry no English caret title', async ({ page }) => {
  await signInAt(page, 'admin', '/offers');
  await expect(page.locator('.bp6-html-select').first()).toBeVisible();
  expect(await page.locator('.bp6-html-select svg').count()).toBeGreaterThan(0);
  expect(await page.locator('.bp6-html-select svg title').count()).toBe(0);
});
