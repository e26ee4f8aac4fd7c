import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { listTotalFromHeaders, totalFromContentRange } from '../../domain/list-wire.ts';
import { EXACT_COUNT_CAP } from '../../server/lists/count.ts';
import { qs, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // more walk-in orders in one community than the exact count goes to
  await sql`INSERT INTO orders (channel, community_id, customer_name, customer_daily)
    SELECT 'daily', ${COMMUNITY_IDS.petCorner}::uuid, 'Bulk buyer ' || g, jsonb_build_object('customerName', 'Bulk buyer ' || g)
    FROM generate_series(1, ${EXACT_COUNT_CAP + 50}) g`.execute(t.db);
  await sql`ANALYZE orders`.execute(t.db);
});
afterAll(() => t.close());

describe('list totals (docs/api.md, Totals)', () => {
  it('past the cap: Content-Range total "*" and a marked estimate, readable by the browser', async () => {
    const filter = { community: COMMUNITY_IDS.petCorner };
    const r = await t.call('GET', `/api/orders/details${qs({ filter, range: [0, 79] })}`, { as: 'admin' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-range']).toBe('orders 0-79/*');
    const estimate = Number(r.headers['x-total-estimate']);
    expect(estimate).toBeGreaterThan(EXACT_COUNT_CAP);
    expect(r.headers['access-control-expose-headers']).toBe('Content-Range, X-Total-Estimate');
    expect(listTotalFromHeaders(r.headers['content-range'] as string, String(estimate))).toEqual({
      total: estimate,
      estimated: true,
    });
  });

  it('under the cap: the exact total, no estimate header', async () => {
    const filter = { community: COMMUNITY_IDS.petCorner, customerName: 'Bulk buyer 100' };
    const r = await t.call('GET', `/api/orders/details${qs({ filter, range: [0, 79] })}`, { as: 'admin' });
    // "Bulk buyer 100" is in 100 and 1000..1009
    expect(r.headers['content-range']).toBe('orders 0-10/11');
    expect(r.headers['x-total-estimate']).toBeUndefined();
  });

  it('reads totals compatibly: exact, unknown without an estimate, estimate when given', () => {
    expect(totalFromContentRange('orders 0-79/1234')).toBe(1234);
    expect(totalFromContentRange('orders 0-79/*')).toBeUndefined();
    expect(totalFromContentRange('orders 0-79/*', '250000')).toBe(250000);
    expect(totalFromContentRange('orders 0-79/*', 'lots')).toBeUndefined();
    expect(listTotalFromHeaders('orders 0-79/12', null)).toEqual({ total: 12, estimated: false });
    expect(listTotalFromHeaders(null, null)).toBeUndefined();
  });
});

describe('the total on its own call: total=later, total=only (docs/api.md, Totals)', () => {
  const filter = { community: COMMUNITY_IDS.petCorner, customerName: 'Bulk buyer 1' };
  const get = (params: Record<string, unknown>, total?: string) =>
    t.call('GET', `/api/orders/details${qs(params)}${total ? `&total=${total}` : ''}`, { as: 'admin' });

  it('later: the same full page, its total "*" with no estimate; only: no rows, the exact total', async () => {
    // "Bulk buyer 1" is in 1, 10-19, 100-199 and 1000-1050: 162 orders
    const both = await get({ filter, range: [0, 79] });
    expect(both.headers['content-range']).toBe('orders 0-79/162');
    const later = await get({ filter, range: [0, 79] }, 'later');
    expect(later.statusCode).toBe(200);
    expect(later.headers['content-range']).toBe('orders 0-79/*');
    expect(later.headers['x-total-estimate']).toBeUndefined();
    expect(later.json()).toEqual(both.json());
    const only = await get({ filter, range: [0, 79] }, 'only');
    expect(only.statusCode).toBe(200);
    expect(only.json()).toEqual([]);
    expect(only.headers['content-range']).toBe('orders */162');
    expect(totalFromContentRange(only.headers['content-range'] as string)).toBe(162);
  });

  it('later: a short page shows its own total, so nothing is left to count', async () => {
    const last = await get({ filter, range: [80, 159] }, 'later');
    expect(last.headers['content-range']).toBe('orders 80-159/*');
    const end = await get({ filter, range: [160, 239] }, 'later');
    expect(end.headers['content-range']).toBe('orders 160-161/162');
    const narrow = await get(
      { filter: { ...filter, customerName: 'Bulk buyer 100' }, range: [0, 79] },
      'later',
    );
    expect(narrow.headers['content-range']).toBe('orders 0-10/11');
    // past the end nothing is shown, so the total is still to count
    const past = await get({ filter, range: [400, 479] }, 'later');
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toBe('orders */*');
    expect(past.headers['x-total-estimate']).toBeUndefined();
  });

  it('only, past the cap: the marked estimate, as the call with its page gives it', async () => {
    const wide = { community: COMMUNITY_IDS.petCorner };
    const only = await get({ filter: wide }, 'only');
    expect(only.headers['content-range']).toBe('orders */*');
    expect(Number(only.headers['x-total-estimate'])).toBeGreaterThan(EXACT_COUNT_CAP);
    expect(only.json()).toEqual([]);
  });

  it("counts only the caller's communities: another community's orders are 0 to a scoped member, not its count", async () => {
    const asHero = (params: Record<string, unknown>, total?: string) =>
      t.call('GET', `/api/orders/details${qs(params)}${total ? `&total=${total}` : ''}`, {
        as: 'customer-hero',
      });
    // pet corner is not the customer hero's: the admin sees its 1,050 bulk orders, he sees none
    const theirs = await asHero({ filter }, 'only');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['content-range']).toBe('orders */0');
    expect(theirs.headers['x-total-estimate']).toBeUndefined();
    expect((await asHero({ filter }, 'later')).json()).toEqual([]);
    // his own view: the total alone is the total of the page's call
    const kitchen = { community: COMMUNITY_IDS.kitchen };
    const both = await asHero({ filter: kitchen, range: [0, 79] });
    const only = await asHero({ filter: kitchen }, 'only');
    expect(
      totalFromContentRange(
        only.headers['content-range'] as string,
        only.headers['x-total-estimate'] as string,
      ),
    ).toBe(
      totalFromContentRange(
        both.headers['content-range'] as string,
        both.headers['x-total-estimate'] as string,
      ),
    );
    // no filter at all: his two communities only, fewer than the admin's five
    const his = await asHero({}, 'only');
    const all = await get({}, 'only');
    const n = (r: typeof his) =>
      totalFromContentRange(r.headers['content-range'] as string, r.headers['x-total-estimate'] as string)!;
    expect(n(his)).toBeLessThan(n(all));
  });

  it('any other value is a 400 naming total; the parameter is refused twice over too', async () => {
    for (const bad of ['soon', '', 'LATER']) {
      const r = await get({ filter }, encodeURIComponent(bad) || '%20');
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().fields).toEqual({ total: 'errors.invalidParameter' });
    }
    const twice = await t.call('GET', `/api/orders/details${qs({ filter })}&total=later&total=only`, {
      as: 'admin',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ total: 'errors.invalidParameter' });
  });
});
