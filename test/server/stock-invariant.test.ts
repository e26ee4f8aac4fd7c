import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles.ts';
import { type TestApp, testApp } from './helpers.ts';
import { adjust, driftedProducts, someProducts } from './stock-fixtures.ts';

/**
 * The stock's invariant: for every product and bucket, the movements of status in/out sum to the
 * bucket, and no bucket goes below zero, whatever runs at once.
 */
let t: TestApp;
let ids: string[];
beforeAll(async () => {
  t = await testApp();
  ids = (await someProducts(t, 3)).map((p) => p.id);
});
afterAll(() => t.close());

const free = async (id: string) =>
  (await t.db.selectFrom('products').select('free_stock').where('id', '=', id).executeTakeFirstOrThrow())
    .free_stock;

describe('stock invariant', () => {
  it('20 concurrent adds and removes on one bucket: never negative, movements sum to the stock', async () => {
    const id = ids[0]!;
    const start = await free(id);
    if (start > 0)
      await t.call('POST', '/api/stock-movements/manual', {
        as: 'admin',
        body: adjust(id, { type: 'manual_remove', bucket: 'free', quantity: start }),
      });
    expect(await free(id)).toBe(0);
    const roles: Role[] = ['admin', 'logistic', 'finance', 'product-manager'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/api/stock-movements/manual', {
          as: roles[i % roles.length],
          body: adjust(id, {
            bucket: 'free',
            ...(i % 2 ? { type: 'manual_remove', quantity: 3 } : { quantity: 2 }),
          }),
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.every((c) => c === 201 || c === 400)).toBe(true);
    // 10 adds of 2 make 20 units at most: at most 6 removes of 3 can pass, and some must fail
    expect(codes.filter((c) => c === 400).length).toBeGreaterThan(0);
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.json().fields).toEqual({ quantity: 'validation.max' });
    const moved = answers.filter((a) => a.statusCode === 201).reduce((s, a) => s + a.json().movementStock, 0);
    expect(await free(id)).toBe(moved);
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(await driftedProducts(t)).toEqual([]);
  });

  it('a random mix of every stock call, run a few at a time: the invariant holds for every product', async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('manual' as const),
        product: fc.nat(2),
        remove: fc.boolean(),
        bucket: fc.constantFrom('paid', 'free'),
        quantity: fc.integer({ min: 1, max: 30 }),
      }),
      fc.record({
        kind: fc.constant('raw' as const),
        product: fc.nat(2),
        status: fc.constantFrom('in', 'out'),
        bucket: fc.constantFrom('paid', 'free'),
        quantity: fc.integer({ min: 1, max: 30 }),
      }),
      fc.record({ kind: fc.constant('merge' as const), product: fc.nat(2) }),
    );
    const send = (o: typeof op extends fc.Arbitrary<infer T> ? T : never) => {
      const id = ids[o.product]!;
      if (o.kind === 'merge') return t.call('POST', `/api/product-stocks/${id}/merge`, { as: 'logistic' });
      if (o.kind === 'manual')
        return t.call('POST', '/api/stock-movements/manual', {
          as: 'finance',
          body: adjust(id, {
            bucket: o.bucket,
            quantity: o.quantity,
            type: o.remove ? 'manual_remove' : 'manual_add',
          }),
        });
      return t.call('POST', '/api/stock-movements', {
        as: 'product-manager',
        body: {
          product: id,
          stockType: o.bucket,
          type: o.status === 'out' ? 'manual_remove' : 'manual_add',
          status: o.status,
          date: '2026-04-01',
          movementStock: o.status === 'out' ? -o.quantity : o.quantity,
          comment: 'mix',
        },
      });
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          for (const batch of batches) {
            const answers = await Promise.all(batch.map(send));
            for (const a of answers) expect([200, 201, 400]).toContain(a.statusCode);
          }
          expect(await driftedProducts(t)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
    const negative = await t.db
      .selectFrom('products')
      .select('id')
      .where((e) => e.or([e('stock', '<', 0), e('free_stock', '<', 0)]))
      .execute();
    expect(negative).toEqual([]);
  });
});
