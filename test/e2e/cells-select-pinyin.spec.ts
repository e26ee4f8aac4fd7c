import type { Supplier } from '../../domain/suppliers/schema.ts';
import { expect, test } from './csp.ts';
import { arrowTo, focusedCol, toFirstCell } from './pages/grid-cursor.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn } from './pages/session.ts';

/**
 * On a Chinese page the letters typed on a choice cell are also the pinyin of its labels
 * (docs/keyboard.md): a Chinese typist reaches 已停用 by "y", or "yty" typed fast, without
 * knowing its English label (Discontinued). Before, no choice started with "y": the letters
 * picked nothing and Enter only opened the list.
 */
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

test('suppliers (zh): "yty" then Enter on a status saves 已停用', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('admin'));
  const name = `Pinyin supplier ${Math.random().toString(36).slice(2, 8)}`;
  const made = await request.post('/api/suppliers', {
    headers: { Authorization: `Bearer ${api.token}` },
    data: { name, type: 'direct_sales', paymentTerm: 'cash_on_delivery', status: 'available' },
  });
  expect(made.status()).toBe(201);
  const s = (await made.json()) as Supplier;
  await signIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await page.goto(`/suppliers?filter=${q({ name })}`);
  const cell = page.locator(`.cpt-grid .ag-row[row-id="${s.id}"] [col-id="status"]`);
  await expect(cell).toHaveText('可用', { timeout: 60_000 });
  await toFirstCell(page);
  await arrowTo(page, 'status');
  // letters that pick nothing send nothing: the wait then runs to the test's own timeout
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/suppliers/cells') && r.request().method() === 'POST',
    { timeout: 0 },
  );
  // at once, as a typist does: the letters are one search on the list the first opened
  for (const key of ['y', 't', 'y', 'Enter']) await page.keyboard.press(key);
  expect(await (await answer).json()).toMatchObject({ saved: 1, refused: 0 });
  await expect(cell).toHaveText('已停用');
  await expect(page.locator('.ag-select-list')).toHaveCount(0);
  await expect.poll(() => focusedCol(page)).toBe('status');
  const [after] = await api.get<Supplier[]>(`/api/suppliers/details?filter=${q({ name })}`);
  expect(after!.status).toBe('discontinued');
});
