import type { ProductListRow } from '../../domain/lists/products.ts';
import { expect, test } from './csp.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn } from './pages/session.ts';

const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

test('the order date range of /orders-direct-sales is typed as YYYY-MM-DD, filters the rows and stays in the URL', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('admin'));
  const products = await api.get<ProductListRow[]>(
    `/api/products/details?stock=true&filter=${q({ status: 'available' })}&range=[0,200]`,
  );
  const product = products.find((p) => (p.stock ?? 0) >= 10)!;
  const [area] = await api.get<{ id: string }[]>('/api/delivery-areas');
  const tag = `区间${Date.now() % 100_000}`;
  const make = async (suffix: string, orderDate: string) => {
    const r = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${api.token}` },
      data: {
        type: 'daily',
        channel: 'daily',
        customer: null,
        customerDaily: { customerName: `${tag}${suffix}` },
        customerAddress: {
          type: 'home',
          city: 'Shanghai',
          area: area!.id,
          detailedAddress: '1 Huaihai Road',
          phone: '13900000000',
        },
        community: 'c0000000-0000-4000-8000-000000000001',
        supplier: product.supplier.id,
        deliveryFee: 0,
        deliveryDate: '2099-02-01',
        orderDate,
        lines: [{ product: product.id, weightType: 'piece', quantity: 1, price: 500 }],
      },
    });
    expect(r.status(), await r.text()).toBe(201);
  };
  await make('一月', '2026-01-05');
  await make('三月', '2026-03-09');

  await signIn(page, 'admin');
  await page.goto(`/orders-direct-sales?filter=${q({ customerName: tag })}`);
  const names = page.locator('.cpt-grid .ag-row [col-id="customerName"]');
  await slow(names).toHaveCount(2);

  await page.getByLabel('Order date from').fill('2026-01-01');
  await page.getByLabel('Order date to').fill('2026-01-31');
  await page.keyboard.press('Escape');
  await slow(names).toHaveCount(1);
  await expect(names.first()).toHaveText(`${tag}一月`);
  await expect(page).toHaveURL(/2026-01-01/);
  await expect(page).toHaveURL(/2026-01-31/);

  // the URL is the filter: a reload (or a shared link) shows the same rows and the typed bounds
  await page.reload();
  await slow(names).toHaveCount(1);
  await expect(page.getByLabel('Order date from')).toHaveValue('2026-01-01');
  await expect(page.getByLabel('Order date to')).toHaveValue('2026-01-31');

  // a day that does not exist is not sent
  await page.getByLabel('Order date to').fill('2026-02-30');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/2026-01-31/);
});
