import type { Supplier } from '../../domain/suppliers/schema.ts';
import { expect, test } from './csp.ts';
import { arrowTo, focusedCol, toFirstCell } from './pages/grid-cursor.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn, signInAt } from './pages/session.ts';

/**
 * A letter typed on a closed list's cell (docs/keyboard.md): AG Grid's select opened on it and
 * dropped the letter, and the Enter after it only opened the list, so "E Enter" saved nothing
 * and the next keys went into the list. The letter picks the choice it starts (in the page's
 * language or in English, as Set column's menu), Enter saves it and goes down a row.
 */
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

test('suppliers (zh): E then Enter on a payment term saves End of the month (月结)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('admin'));
  const rows = await api.get<Supplier[]>(`/api/suppliers/details?sort=${q(['name', 'ASC'])}`);
  // from the end of the list: the first suppliers are cells-catalogue's (run alongside)
  const s = rows.reverse().find((r) => r.paymentTerm !== 'end_of_the_month')!;
  await signIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await page.goto(`/suppliers?filter=${q({ name: s.name })}`);
  await toFirstCell(page);
  await arrowTo(page, 'paymentTerm');
  const cell = page.locator(`.cpt-grid .ag-row[row-id="${s.id}"] [col-id="paymentTerm"]`);
  try {
    // a letter the list drops sends nothing: the wait then runs to the test's own timeout (no
    // shorter bound, which a loaded machine could outlast)
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/suppliers/cells') && r.request().method() === 'POST',
      { timeout: 0 },
    );
    // at once, as a typist does: the Enter comes before the list shows
    await page.keyboard.press('e');
    await page.keyboard.press('Enter');
    expect(await (await answer).json()).toMatchObject({ saved: 1, refused: 0 });
    await expect(cell).toHaveText('月结');
    // the edit is over: the cursor is on the grid, not in an open list
    await expect(page.locator('.ag-select-list')).toHaveCount(0);
    await expect.poll(() => focusedCol(page)).toBe('paymentTerm');
    const [after] = await api.get<Supplier[]>(`/api/suppliers/details?filter=${q({ name: s.name })}`);
    expect(after!.paymentTerm).toBe('end_of_the_month');
  } finally {
    const [now] = await api.get<Supplier[]>(`/api/suppliers/details?filter=${q({ name: s.name })}`);
    const restored = await request.post('/api/suppliers/cells', {
      headers: { Authorization: `Bearer ${api.token}` },
      data: { rows: [{ id: s.id, version: now!.version, set: { paymentTerm: s.paymentTerm } }] },
    });
    expect(restored.status()).toBe(200);
  }
});

/**
 * The same letter on a list the Tab of the cell before opened: the select showed no list, took no
 * letter and its Enter only opened the list, so "021 Tab E Enter" kept the old term.
 */
test('suppliers: phone, Tab, E then Enter saves End of the month', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('admin'));
  const rows = await api.get<Supplier[]>(`/api/suppliers/details?sort=${q(['name', 'ASC'])}`);
  const s = rows.reverse().find((r) => r.paymentTerm !== 'end_of_the_month' && r.name !== rows[0]!.name)!;
  await signInAt(page, 'admin', `/suppliers?filter=${q({ name: s.name })}`);
  await toFirstCell(page);
  await arrowTo(page, 'phone');
  const cell = (c: string) => page.locator(`.cpt-grid .ag-row[row-id="${s.id}"] [col-id="${c}"]`);
  try {
    await page.keyboard.type('021 6666');
    await page.keyboard.press('Tab');
    await page.keyboard.press('e');
    await page.keyboard.press('Enter');
    await expect(cell('paymentTerm')).toHaveText('End of the month');
    await expect(page.locator('.ag-select-list')).toHaveCount(0);
    await expect.poll(() => focusedCol(page)).toBe('paymentTerm');
    await page.reload();
    await expect(cell('paymentTerm')).toHaveText('End of the month');
    await expect(cell('phone')).toHaveText('021 6666');
  } finally {
    const [now] = await api.get<Supplier[]>(`/api/suppliers/details?filter=${q({ name: s.name })}`);
    const restored = await request.post('/api/suppliers/cells', {
      headers: { Authorization: `Bearer ${api.token}` },
      data: {
        rows: [{ id: s.id, version: now!.version, set: { paymentTerm: s.paymentTerm, phone: s.phone } }],
      },
    });
    expect(restored.status()).toBe(200);
  }
});
