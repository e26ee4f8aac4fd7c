import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../domain/live-views.ts';
import { type DailyRefs, dailyBody, dailyRefs, productStock } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let refs: DailyRefs;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
});
afterAll(() => t.close());

const post = (
  key: string,
  over: Record<string, unknown> = {},
  as: 'customer-hero' | 'admin' = 'customer-hero',
) => t.call('POST', '/api/orders', { as, body: dailyBody(refs, over), headers: { 'idempotency-key': key } });

const ordersOfKey = async (name: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders WHERE customer_name = ${name}`.execute(
      t.db,
    )
  ).rows[0]!.n;

describe('POST /api/orders, daily, with an Idempotency-Key (a double submit of the form)', () => {
  it('makes one order and one stock movement for two sends of the same key, the second answered 200', async () => {
    const name = '双击测试一';
    const p0 = refs.products[0]!;
    const stock = await productStock(t.db, p0.id);
    const first = await post('daily-double-1', { customerDaily: { customerName: name } });
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('daily-double-1', { customerDaily: { customerName: name } });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as OrderView).id).toBe((first.json() as OrderView).id);
    expect(await ordersOfKey(name)).toBe(1);
    expect(await productStock(t.db, p0.id)).toBe(stock - 2);
  });

  it('makes one order when the two sends race', async () => {
    const name = '双击测试二';
    const [a, b] = await Promise.all([
      post('daily-double-2', { customerDaily: { customerName: name } }),
      post('daily-double-2', { customerDaily: { customerName: name } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await ordersOfKey(name)).toBe(1);
  });

  it('refuses the same key with another body (422), and keeps keys per member', async () => {
    const first = await post('daily-double-3', { customerDaily: { customerName: '双击测试三' } });
    expect(first.statusCode).toBe(201);
    const other = await post('daily-double-3', { customerDaily: { customerName: '别的名字' } });
    expect(other.statusCode).toBe(422);
    expect(other.json().fields).toEqual({ 'Idempotency-Key': 'validation.idempotencyKeyReused' });
    // another member's key of the same spelling is his own
    const admin = await post('daily-double-3', { customerDaily: { customerName: '双击测试三' } }, 'admin');
    expect(admin.statusCode).toBe(201);
    expect(admin.json().id).not.toBe(first.json().id);
  });

  it('names a malformed key', async () => {
    const r = await post('x');
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'Idempotency-Key': 'validation.invalid' });
  });
});
