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
