import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAnalytics } from '../../domain/customers/views.ts';
import { businessDate, todayBusiness } from '../../domain/dates.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { reorderFrequency } from '../../domain/stats.ts';
import { seedId } from '../../server/db/seed/ids.ts';
import { runSeeds } from '../../server/db/seed/index.ts';
import { qs, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe('the demo data of direct sales', () => {
  it('fills the direct-sales list with daily orders whose page opens, at fixed ids', async () => {
    const r = await t.call(
      'GET',
      `/api/orders/details${qs({ filter: { type: ['direct_sale', 'daily'] }, range: [0, 99] })}`,
      { as: 'admin' },
    );
    expect(r.statusCode, r.body).toBe(200);
    const orders = r.json() as OrderView[];
    expect(orders.length).toBeGreaterThanOrEqual(4);
    expect(orders.map((o) => o.id)).toContain(seedId('order', 'daily-regular-1'));
    // paid and pending ones, known customers and a walk-in
    expect(new Set(orders.map((o) => o.paymentStatus))).toEqual(new Set(['paid', 'pending']));
    expect(orders.some((o) => o.customer === null)).toBe(true);
    const page = await t.call('GET', `/api/orders/${seedId('order', 'daily-walk-in')}/daily`, {
      as: 'admin',
    });
    expect(page.statusCode, page.body).toBe(200);
  });

  it('has a voucher used by one of its orders', async () => {
    const r = await t.call(
      'GET',
      `/api/vouchers/details${qs({ filter: { status: 'used' }, range: [0, 99] })}`,
      {
        as: 'admin',
      },
    );
    expect(r.statusCode, r.body).toBe(200);
    const used = r.json() as { id: string; status: string; order: string | null }[];
    const mine = used.find((v) => v.id === seedId('voucher', 'daily-used'));
    expect(mine?.order).toBe(seedId('order', 'daily-regular-3'));
  });

  it('has a regular customer ordering for long enough to read a reorder frequency in months', async () => {
    const order = (
      await t.call('GET', `/api/orders/${seedId('order', 'daily-regular-1')}/details`, { as: 'admin' })
    ).json() as OrderView;
    const a = (
      await t.call('GET', `/api/customers/${order.customer!.id}/analytics`, { as: 'admin' })
    ).json() as CustomerAnalytics;
    const days = (Date.parse(todayBusiness()) - Date.parse(businessDate(a.firstOrder!))) / DAY_MS;
    expect(days).toBeGreaterThan(365);
    expect(reorderFrequency(days, a.orderCount)?.unit).toBe('months');
  });

  it('is loaded once: a second start of the seeds runs nothing', async () => {
    expect(await runSeeds(t.db, () => undefined)).toEqual([]);
  });
});
