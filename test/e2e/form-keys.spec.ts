import { expect, type Page, test } from './csp.ts';
import { PASSWORD, signIn, signInAt } from './pages/session.ts';

// the first load of each screen's chunk on a loaded machine: generous, these waits are not about speed
const slow = expect.configure({ timeout: 60_000 });

async function chinese(page: Page): Promise<void> {
  await page.getByRole('button', { name: '中文', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
}

/** A list's first row opened from the keyboard: its drawer, with the form drawn. */
async function openFirstRow(page: Page, list: string): Promise<void> {
  await page.goto(list);
  await slow(page.getByRole('gridcell').first()).toBeVisible();
  await page.keyboard.press('g');
  await expect(page.locator('.ag-cell-focus')).toBeFocused();
  await page.keyboard.press('Enter');
  await slow(page.locator('form.cpt-form')).toBeVisible();
}

/** A day typed that is no day, Tab, Ctrl+S: the save is refused and the drawer stays. */
async function badDayRefused(page: Page, eta: RegExp, fixErrors: string): Promise<void> {
  const url = page.url();
  const field = page.locator('form.cpt-form').getByRole('combobox', { name: eta });
  const before = await field.inputValue();
  expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await field.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2026-02-30');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(fixErrors)).toBeVisible();
  await expect(page.locator('form.cpt-form')).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  // and still refused with the focus in the field, before it is left: the refusal is said again
  // (its toast closed first, so the one awaited is this save's)
  await page.locator('.bp6-toast').getByRole('button').click();
  await expect(page.getByText(fixErrors)).toHaveCount(0);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2026-13-01');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(fixErrors)).toBeVisible();
  await expect(page.locator('form.cpt-form')).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(page.getByText(/Successfully saved|保存成功/)).toHaveCount(0);
}

test('a claim drawer refuses Ctrl+S with a day that does not exist (English)', async ({ page }) => {
  await signIn(page, 'admin');
  await openFirstRow(page, '/claims');
  await badDayRefused(page, /^Action ETA/, 'Please fix the errors before submitting');
});

test('a refund refuses Ctrl+S with a day that does not exist (Chinese)', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@demo.comptoir', password: PASSWORD },
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const filter = encodeURIComponent(JSON.stringify({ status: 'new' }));
  const r = await request.get(`/api/refunds/details?filter=${filter}&range=[0,0]`, { headers: auth });
  const [refund] = (await r.json()) as { id: string }[];
  expect(refund, 'a new refund of the demo data').toBeTruthy();
  await signIn(page, 'admin');
  await chinese(page);
  await page.goto(`/refunds/${refund!.id}`);
  await slow(page.locator('form.cpt-form')).toBeVisible();
  await badDayRefused(page, /^预计处理日期/, '请先修正错误再提交');
});

/** The row-id of the list's row at `index`. */
const rowId = async (page: Page, index: number) =>
  (await page.locator(`.cpt-grid .ag-row[row-index="${index}"]`).first().getAttribute('row-id'))!;

for (const list of ['/products', '/claims']) {
  test(`Escape from a row's drawer on ${list}: ↓↓ Enter typed at once open the third row`, async ({
    page,
  }) => {
    await signInAt(page, 'admin', list);
    await slow(page.getByRole('gridcell').first()).toBeVisible();
    const third = await rowId(page, 2);
    await page.keyboard.press('g');
    await expect(page.locator('.ag-cell-focus')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await slow(page.locator('.bp6-drawer form')).toBeVisible();
    await expect(page.locator('.bp6-drawer form')).toContainText(/./);
    await page.keyboard.press('Escape');
    // no wait for the list: the keys are typed as the drawer goes
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await slow(page).toHaveURL(new RegExp(`/${third}(\\?|#|$)`));
    await slow(page.locator('.bp6-drawer form')).toBeVisible();
  });
}

test('the area search left with Escape and the next field taken at once: the keyboard stays on that field', async ({
  page,
}) => {
  await signInAt(page, 'admin', '/offers/create');
  await slow(page.getByRole('heading', { name: 'Create an offer' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an area', exact: true }).click();
  const area = page.locator('#field-fees-0-area');
  await expect(area).toBeFocused();
  const adder = page.getByRole('combobox', { name: 'Add a delivery date' });
  for (let round = 0; round < 6; round++) {
    await area.focus();
    await page.keyboard.press('Enter');
    const search = page.getByLabel('Search an area…');
    await expect(search).toBeFocused();
    await page.keyboard.type('Lu');
    // Escape and the next field in the same moment, as a typist's Escape then a click: the popover
    // closes after the focus has moved, whichever of its frame and its timer comes first
    await search.evaluate((input, rounds) => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      const next = document.querySelector<HTMLElement>('[role="combobox"][aria-label="Add a delivery date"]');
      // alternate rounds leave the focus to the frame after the keypress
      if (rounds % 2 === 0) next?.focus();
      else requestAnimationFrame(() => next?.focus());
    }, round);
    await expect(search).toHaveCount(0);
    // the popover's last word has been said: its exit timer was set at the Escape, before this
    // one (timers run in order, however loaded the machine), and its frame comes before the next
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(r), 0))),
    );
    await expect(adder, `round ${round}`).toBeFocused();
  }
});
