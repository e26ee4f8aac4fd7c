import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { BUSINESS_ZONE, businessDate } from '../../domain/dates.ts';
import { ageBucket } from '../../domain/finance/due.ts';
import { financeOverview } from '../../server/finance/overview.ts';
import { rawToCollect } from './analytics-raw.ts';
import { type TestApp, testApp } from './helpers.ts';
import { expectTotalsEqualOrders, SCOPES, WINDOWS } from './rollups-fixtures.ts';

/**
 * The daily order totals (migration 0045, docs/analytics.md) against the orders themselves: random
 * histories of sales, edits, cancels, refunds, payment changes, moves and deletions, one statement
 * or several rows at a time, some rolled back, and prices changed under the cellar's margin.
 */
let t: TestApp;
let offers: { id: string; community: string; lines: string[] }[];
let products: string[];
beforeAll(async () => {
  t = await testApp();
  const r = await sql<{ id: string; community_id: string; lines: string[] }>`
    SELECT f.id, f.community_id, array_agg(ol.id ORDER BY ol.id) AS lines
    FROM offers f JOIN offer_lines ol ON ol.offer_id = f.id
    WHERE f.id IN (
      (SELECT id FROM offers WHERE community_id = ${COMMUNITY_IDS.cellar} ORDER BY id LIMIT 2)
      UNION ALL (SELECT f2.id FROM offers f2 JOIN suppliers s ON s.id = f2.supplier_id
                 WHERE s.type = 'services' ORDER BY f2.id LIMIT 2)
      UNION ALL (SELECT id FROM offers WHERE community_id = ${COMMUNITY_IDS.kitchen} ORDER BY id LIMIT 1))
    GROUP BY f.id, f.community_id ORDER BY f.id`.execute(t.db);
  offers = r.rows.map((x) => ({ id: x.id, community: x.community_id, lines: x.lines }));
  products = (await sql<{ id: string }>`SELECT id FROM products ORDER BY id LIMIT 3`.execute(t.db)).rows.map(
    (x) => x.id,
  );
});
afterAll(() => t.close());

const COMMUNITIES = Object.values(COMMUNITY_IDS);
const PAYMENTS = ['pending', 'paid', 'ccl', 'refunding', 'rfd'] as const;
const CHANNELS = ['wechat_group', 'miniprogram', 'daily'] as const;
// around the business midnight of 2 March (16:00 UTC): the day of an order depends on the zone
const BASE = Date.parse('2026-03-01T16:00:00Z');

const line = fc.record({ pick: fc.nat(), quantity: fc.integer({ min: 0, max: 5 }), foreign: fc.boolean() });
const order = fc.record({
  offer: fc.integer({ min: -1, max: 9 }),
  community: fc.nat(COMMUNITIES.length - 1),
  cellar: fc.boolean(),
  channel: fc.constantFrom(...CHANNELS),
  payment: fc.constantFrom(...PAYMENTS),
  discontinued: fc.boolean(),
  seconds: fc.integer({ min: -3 * 86_400, max: 3 * 86_400 }),
  total: fc.nat(200_000),
  delivery: fc.nat(2_000),
  actual: fc.nat(200_000),
  packs: fc.array(line, { maxLength: 3 }),
});
const change = fc.record(
  {
    payment: fc.constantFrom(...PAYMENTS),
    discontinued: fc.boolean(),
    total: fc.nat(200_000),
    delivery: fc.nat(2_000),
    actual: fc.nat(200_000),
    community: fc.nat(COMMUNITIES.length - 1),
    channel: fc.constantFrom(...CHANNELS),
    offer: fc.integer({ min: -1, max: 9 }),
    shift: fc.integer({ min: -86_400, max: 86_400 }),
    packs: fc.array(line, { maxLength: 3 }),
    toggle: fc.constant(true),
  },
  { requiredKeys: [] },
);
const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      rows: fc.array(order, { minLength: 1, maxLength: 4 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
      change,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('price' as const), product: fc.nat(2), price: fc.nat(9_999) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rollback' as const),
      rows: fc.array(order, { minLength: 1, maxLength: 2 }),
      picks: fc.array(fc.nat(), { maxLength: 2 }),
    }),
  },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
type Line = { pick: number; quantity: number; foreign: boolean };

const offerOf = (i: number) => (i < 0 ? null : offers[i % offers.length]!);
/** an order's lines: of its offer, or (a daily order's) a product id or an unknown id */
const linesOf = (offerIndex: number, ls: readonly Line[]) =>
  JSON.stringify(
    ls.map((l) => {
      const f = offerOf(offerIndex);
      const id =
        l.foreign || !f
          ? (products[l.pick % products.length] ?? randomUUID())
          : f.lines[l.pick % f.lines.length]!;
      return { lineId: id, quantity: l.quantity, price: 100, amount: 100 * l.quantity };
    }),
  );

async function insert(
  db: typeof t.db,
  rows: readonly (typeof order extends fc.Arbitrary<infer T> ? T : never)[],
) {
  const values = rows.map((o) => {
    const f = offerOf(o.offer);
    const community = o.cellar ? COMMUNITY_IDS.cellar : (f?.community ?? COMMUNITIES[o.community]!);
    return sql`(${f?.id ?? null}::uuid, ${o.channel}, ${community}::uuid, 'rollup test',
      ${o.discontinued ? 'discontinued' : 'available'}, ${o.payment}, ${o.total}, ${o.delivery}, ${o.actual},
      ${linesOf(o.offer, o.packs)}::jsonb, ${new Date(BASE + o.seconds * 1000).toISOString()}::timestamptz)`;
  });
  const r = await sql<{
    id: string;
  }>`INSERT INTO orders (offer_id, channel, community_id, customer_name, status,
      payment_status, total_amount, delivery_fee, actual_amount, single_items, order_date)
    VALUES ${sql.join(values)} RETURNING id`.execute(db);
  return r.rows.map((x) => x.id);
}

function setOf(c: Extract<Op, { kind: 'update' }>['change']) {
  const s = [sql`comment = 'edited'`];
  // a toggle moves the picked orders in opposite directions within one statement
  if (c.toggle) s.push(sql`payment_status = CASE WHEN payment_status = 'paid' THEN 'ccl' ELSE 'paid' END`);
  else if (c.payment) s.push(sql`payment_status = ${c.payment}`);
  if (c.discontinued !== undefined) s.push(sql`status = ${c.discontinued ? 'discontinued' : 'available'}`);
  if (c.total !== undefined) s.push(sql`total_amount = ${c.total}`);
  if (c.delivery !== undefined) s.push(sql`delivery_fee = ${c.delivery}`);
  if (c.actual !== undefined) s.push(sql`actual_amount = ${c.actual}`);
  if (c.community !== undefined) s.push(sql`community_id = ${COMMUNITIES[c.community]!}::uuid`);
  if (c.channel) s.push(sql`channel = ${c.channel}`);
  if (c.offer !== undefined) s.push(sql`offer_id = ${offerOf(c.offer)?.id ?? null}::uuid`);
  if (c.shift !== undefined) s.push(sql`order_date = order_date + ${c.shift} * interval '1 second'`);
  if (c.packs) s.push(sql`packs = ${linesOf(c.offer ?? 0, c.packs)}::jsonb`);
  return s;
}

async function apply(o: Op, mine: string[]) {
  const picked = (picks: readonly number[]) => (mine.length ? picks.map((p) => mine[p % mine.length]!) : []);
  if (o.kind === 'insert') mine.push(...(await insert(t.db, o.rows)));
  else if (o.kind === 'update' && mine.length)
    await sql`UPDATE orders SET ${sql.join(setOf(o.change))} WHERE id = ANY(${picked(o.picks)}::uuid[])`.execute(
      t.db,
    );
  else if (o.kind === 'delete' && mine.length) {
    const gone = picked(o.picks);
    await sql`DELETE FROM orders WHERE id = ANY(${gone}::uuid[])`.execute(t.db);
    mine.splice(0, mine.length, ...mine.filter((id) => !gone.includes(id)));
  } else if (o.kind === 'price')
    await sql`UPDATE products SET price = ${o.price} WHERE id = ${products[o.product]!}::uuid`.execute(t.db);
  else if (o.kind === 'rollback')
    await t.db
      .transaction()
      .execute(async (trx) => {
        await insert(trx, o.rows);
        await sql`UPDATE orders SET payment_status = 'rfd', total_amount = total_amount + 7
          WHERE id = ANY(${picked(o.picks)}::uuid[])`.execute(trx);
        throw new Error('rolled back');
      })
      .catch((e: Error) => expect(e.message).toBe('rolled back'));
}

describe('daily order totals', () => {
  it('use the business time zone of the domain', async () => {
    const r = await sql<{ src: string; d: string }>`SELECT prosrc AS src,
        business_day('2026-03-01T16:30:00Z')::text AS d FROM pg_proc WHERE proname = 'business_day'`.execute(
      t.db,
    );
    expect(r.rows[0]!.src).toContain(`'${BUSINESS_ZONE}'`);
    expect(r.rows[0]!.d).toBe(businessDate('2026-03-01T16:30:00Z'));
  });

  it('equal the orders to the fen after random histories of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (history) => {
        const mine: string[] = [];
        for (const o of history) await apply(o, mine);
        await expectTotalsEqualOrders(t.db, WINDOWS, SCOPES);
        const now = new Date('2026-03-04T04:00:00Z');
        for (const scope of SCOPES) {
          const collect = (await financeOverview(t.db, scope, now)).toCollect;
          const raw = new Map<
            string,
            { bucket: string; community: string; orders: number; amount: number }
          >();
          for (const r of await rawToCollect(t.db, '2026-03-04', scope)) {
            const k = `${ageBucket(r.days)}|${r.community_id}`;
            const cur = raw.get(k) ?? {
              bucket: ageBucket(r.days),
              community: r.community_id,
              orders: 0,
              amount: 0,
            };
            cur.orders += r.n;
            cur.amount += Number(r.amount);
            raw.set(k, cur);
          }
          const key = (x: { bucket: string; community: string }) => `${x.bucket}|${x.community}`;
          expect([...collect].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
            [...raw.values()].sort((a, b) => key(a).localeCompare(key(b))),
          );
        }
      }),
      { numRuns: 25 },
    );
    // each history is compared for 4 windows, 3 scopes and the overview: seconds on a loaded machine
  }, 180_000);
});
