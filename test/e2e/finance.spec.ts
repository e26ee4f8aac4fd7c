import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text.ts';
import { expect as baseExpect, test } from './csp.ts';
import { toFirstCell } from './pages/grid-cursor.ts';
import { signInAt } from './pages/session.ts';

// a shared machine under load: waits are longer than the suite's default
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

async function signOut(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /^Log out/ }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
}

/** A call of the API with the page's session, to check what the screens did. */
async function apiCall<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const session = JSON.parse(localStorage.getItem('comptoir.session') ?? '{}');
      const r = await fetch(`/api/${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: r.status, body: (await r.json().catch(() => null)) as T };
    },
    { path, init },
  );
}

const drawer = (page: Page) => page.locator('.bp6-drawer');

/** The searchable supplier filter of /services: the first supplier, or the one named. */
async function pickSupplier(page: Page, name?: string): Promise<string> {
  const input = page.locator('.cpt-searchable-filter input');
  await input.click();
  if (name) await input.fill(name);
  const menu = page.locator('.bp6-popover-content .bp6-menu');
  const option = name ? menu.getByRole('option', { name, exact: true }) : menu.getByRole('option').first();
  const picked = ((await option.textContent()) ?? '').trim();
  await option.click();
  await expect(input).toHaveValue(picked);
  return picked;
}

interface Po {
  id: string;
  poId: string;
  lines: { product: { id: string; name: { en: string; zh: string } }; quantity: number }[];
}

test('a purchase order from the keyboard, received by logistic, paid by finance, its PDF in Chinese', async ({
  page,
}) => {
  await signInAt(page, 'product-manager', '/direct-sales');
  await expect(page.getByRole('heading', { name: 'Purchase orders' })).toBeVisible();
  await page.getByRole('button', { name: 'New purchase order' }).click();
  await expect(page).toHaveURL(/\/purchase\/create$/);
  const d = drawer(page);
  const supplier = d.getByLabel(/^Supplier/);
  await supplier.focus();
  await supplier.selectOption({ index: 1 });
  const supplierText = (await supplier.locator('option:checked').textContent()) ?? '';
  const vat = /\(([\d.]+) %\)/.exec(supplierText)?.[1] ?? '';
  expect(vat).not.toBe('');

  const quantities = ['3', '5', '2'];
  for (const [i, q] of quantities.entries()) {
    if (i > 0) {
      await d.getByRole('button', { name: 'Add a line' }).focus();
      await page.keyboard.press('Enter');
    }
    const row = d.getByRole('group', { name: `Lines ${i + 1}` });
    const product = row.getByLabel(/^Product/);
    // a new line takes the focus; the first is there from the start
    if (i === 0) await product.focus();
    await expect(product).toBeFocused();
    await expect(product.locator('option')).not.toHaveCount(1);
    for (let k = 0; k <= i; k++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type(q);
    // unit price from the product, VAT from the supplier
    await expect(row.getByLabel(/^Unit price/)).not.toHaveValue('');
    await expect(row.getByLabel(/^VAT %/)).toHaveValue(vat);
  }
  // ours is the one the save answers: the newest of the list may be another file's (an invoice)
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/purchase-orders',
  );
  await page.keyboard.press('Control+s');
  const newest = (await (await created).json()) as { id: string; poId: string };
  await expect(page).toHaveURL(/\/direct-sales/);
  await expect(page.getByText('Purchase order saved')).toBeVisible();

  // its row opens its page
  await page.getByRole('gridcell', { name: newest.poId, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/finance/${newest.id}$`));
  const id = newest.id;
  const po = (await apiCall<Po>(page, `purchase-orders/${id}`)).body;
  expect(po.lines.map((l) => l.quantity)).toEqual([3, 5, 2]);
  const stockOf = async (pid: string) =>
    (await apiCall<{ stock: number }>(page, `product-stocks?product=${pid}`)).body.stock;
  const before = await Promise.all(po.lines.map((l) => stockOf(l.product.id)));
  await signOut(page);

  await signInAt(page, 'logistic', `/finance/${id}`);
  await expect(page.getByRole('heading', { name: `Purchase order ${po.poId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  await page.getByRole('button', { name: 'Mark received' }).click();
  await page.locator('.bp6-alert').getByRole('button', { name: 'Mark received' }).click();
  await expect(page.getByText('Stock received')).toBeVisible();
  await expect(page.locator('.bp6-tag', { hasText: 'Received' })).toBeVisible();
  const after = await Promise.all(po.lines.map((l) => stockOf(l.product.id)));
  expect(after.map((s, i) => s - before[i]!)).toEqual([3, 5, 2]);
  for (const l of po.lines) {
    const moves = await apiCall<{ status: string; purchaseOrder: { id: string } | null }[]>(
      page,
      `stock-movements/details?filter=${encodeURIComponent(JSON.stringify({ product: l.product.id }))}`,
    );
    expect(moves.body.filter((m) => m.purchaseOrder?.id === id).map((m) => m.status)).toEqual(['in']);
  }
  // the server refuses logistic's payment too, asked at the order's current version (a change
  // without one is a 400 naming version, before any right is looked at)
  const { version } = (await apiCall<{ version: number }>(page, `purchase-orders/${id}`)).body;
  const payment = await apiCall(page, `purchase-orders/${id}`, {
    method: 'PUT',
    body: { payment_status: 'paid', version },
  });
  expect(payment.status, JSON.stringify(payment.body)).toBe(403);
  await signOut(page);

  await signInAt(page, 'finance', `/finance/${id}`);
  // by the keyboard: the question opens on its confirm button, Enter confirms
  await page.getByRole('button', { name: 'Mark paid' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bp6-alert').getByRole('button', { name: 'Mark paid' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  // the button, now disabled, cannot hold the keyboard: the next one does, not the page
  await expect(page.getByRole('button', { name: 'PDF (English)' })).toBeFocused();
  await expect(page.getByTestId('po-lines').getByText('Totals')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF (中文)' }).click();
  const file = await (await download).path();
  const text = (await pdfText(await readFile(file))).join('\n');
  expect(text).toContain('采购单');
  for (const l of po.lines) expect(text).toContain(l.product.name.zh);
});

test('finance invoices two finished offers of one supplier, types the transfer id, marks it paid', async ({
  page,
}) => {
  await signInAt(page, 'finance', '/services');
  await expect(page.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').filter({ hasText: 'Service session' }).first()).toBeVisible();
  const supplierName = await pickSupplier(page);
  await expect(page).toHaveURL(/filter=/);
  const open = page.getByRole('row').filter({ hasText: 'Not invoiced' });
  // the filtered page has replaced the unfiltered one: every open offer is of this supplier
  await expect(open.filter({ hasNotText: supplierName })).toHaveCount(0);
  await expect(open.first()).toBeVisible();
  const names = [
    (await open.nth(0).getByRole('gridcell').nth(2).textContent())!,
    (await open.nth(1).getByRole('gridcell').nth(2).textContent())!,
  ];
  for (const n of names) await page.getByRole('row').filter({ hasText: n }).getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Generate invoice/ }).click();
  await expect(page.getByText('Invoices generated: 1')).toBeVisible();
  for (const n of names) await expect(page.getByRole('row').filter({ hasText: n })).toContainText('Unpaid');

  await page.getByRole('tab', { name: 'Invoices' }).click();
  await pickSupplier(page, supplierName);
  // the newest unpaid invoice of the supplier is the one just generated
  const invoices = await apiCall<{ id: string; payment_status: string; supplier: { name: string } }[]>(
    page,
    `purchase-orders/details?filter=${encodeURIComponent('{"type":"invoice","payment_status":"unpaid"}')}`,
  );
  const inv = invoices.body.find((x) => x.supplier.name === supplierName)!;
  // a row's cells live in the grid's pinned and centre parts: the row id joins them
  const row = page.locator(`[row-id="${inv.id}"]`);
  const cell = (col: string) =>
    page.locator(`.cpt-grid .ag-row[row-id="${inv.id}"] [col-id="${col}"]`).first();
  // the bank transfer id is a cell edited in place: typing starts the edit, Enter keeps it
  const bankSaved = page.waitForResponse(
    (r) => r.url().endsWith('/api/purchase-orders/cells') && r.request().method() === 'POST',
  );
  await cell('bankTransferID').click();
  await page.keyboard.type('TRX-2026-1126');
  await page.keyboard.press('Enter');
  expect((await bankSaved).status()).toBe(200);
  await expect(cell('bankTransferID')).toHaveText('TRX-2026-1126');
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.locator('.bp6-alert').getByText('sure to validate payment')).toBeVisible();
  await page.locator('.bp6-alert').getByRole('button', { name: 'payment done' }).click();
  await expect(cell('payment_status')).toHaveText('Paid');
  await expect(row.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  // the cell shows the choice at once; the save follows
  await expect
    .poll(
      async () =>
        (await apiCall<{ bankTransferID: string; payment_status: string }>(page, `purchase-orders/${inv.id}`))
          .body,
    )
    .toMatchObject({ bankTransferID: 'TRX-2026-1126', payment_status: 'paid' });

  await page.getByRole('tab', { name: 'Offers' }).click();
  await pickSupplier(page, supplierName);
  for (const n of names) {
    const r = page.getByRole('row').filter({ hasText: n });
    await expect(r).toContainText('Paid');
    await expect(r.getByRole('checkbox')).toBeDisabled();
  }
});

test('a purchase order opened from "Purchase orders and invoices" goes back there with Escape', async ({
  page,
}) => {
  await signInAt(page, 'admin', '/finance#tab=purchaseOrders');
  // keyboard only: the first row, opened with Enter
  await toFirstCell(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/finance\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: /PDF/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  // the list it came from, on its tab, not the direct sales
  await expect(page).toHaveURL(/\/finance#tab=purchaseOrders$/);
});
