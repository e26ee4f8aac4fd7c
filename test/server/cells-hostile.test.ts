import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditableList } from '../../domain/cells.ts';
import { CLAIM_CELLS } from '../../domain/claims/cells.ts';
import { CUSTOMER_CELLS } from '../../domain/customers/cells.ts';
import { TEMPLATE_CELLS } from '../../domain/delivery/cells.ts';
import { OFFER_CELLS } from '../../domain/offers/cells.ts';
import { ORDER_CELLS } from '../../domain/orders/cells.ts';
import { PRODUCT_CELLS } from '../../domain/products/cells.ts';
import { PO_CELLS } from '../../domain/purchase-orders/cells.ts';
import { QUICK_REPLY_CELLS } from '../../domain/quick-replies/cells.ts';
import { RECIPE_CELLS } from '../../domain/recipes/cells.ts';
import { REFUND_CELLS } from '../../domain/refunds/cells.ts';
import type { Operation } from '../../domain/resource.ts';
import { RESOURCES } from '../../domain/resources.generated.ts';
import type { Role } from '../../domain/roles.ts';
import { STOCK_CELLS } from '../../domain/stock/cells.ts';
import { SUPPLIER_CELLS } from '../../domain/suppliers/cells.ts';
import { USER_CELLS } from '../../domain/users/cells.ts';
import { VOUCHER_CELLS } from '../../domain/vouchers/cells.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * Every cells call (POST /api/<entity>/cells) against values no grid types: a cell holds a text,
 * a number, a flag or nothing, so anything else is the caller's mistake, a 400 naming the cell,
 * never a 500 (a value nested deep enough overflowed the stack while the call's Idempotency-Key
 * was bound to its body).
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const DEFS: Record<string, EditableList<never>> = {
  '/api/claims/cells': CLAIM_CELLS,
  '/api/customers/cells': CUSTOMER_CELLS,
  '/api/delivery-templates/cells': TEMPLATE_CELLS,
  '/api/offers/cells': OFFER_CELLS,
  '/api/orders/cells': ORDER_CELLS,
  '/api/products/cells': PRODUCT_CELLS,
  '/api/purchase-orders/cells': PO_CELLS,
  '/api/quick-replies/cells': QUICK_REPLY_CELLS,
  '/api/recipes/cells': RECIPE_CELLS,
  '/api/refunds/cells': REFUND_CELLS,
  '/api/product-stocks/cells': STOCK_CELLS,
  '/api/suppliers/cells': SUPPLIER_CELLS,
  '/api/users/cells': USER_CELLS,
  '/api/vouchers/cells': VOUCHER_CELLS,
} as unknown as Record<string, EditableList<never>>;

const CELLS_OPS = RESOURCES.flatMap((r) => Object.values(r.ops) as Operation[]).filter((op) =>
  op.path.endsWith('/cells'),
);

const ID = '00000000-0000-4000-8000-000000000001';
const DEPTH = 100_000;
const deep = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;

describe('cells values that are no cell content', () => {
  it('covers every cells call', () => {
    expect(CELLS_OPS.map((op) => op.path).sort()).toEqual(Object.keys(DEFS).sort());
  });

  it.each(CELLS_OPS.map((op) => [op.path, op] as const))('%s: 400 naming the cell', async (path, op) => {
    const as = (op.access as readonly Role[])[0]!;
    const field = Object.keys(DEFS[path]!.cells)[0]!;
    for (const value of [deep, '{"a":1}', '[1]']) {
      const body = `{"rows":[{"id":"${ID}","version":1,"set":{"${field}":${value}}}]}`;
      const r = await t.call('POST', path, { as, body, headers: { 'idempotency-key': 'hostile-cells-1' } });
      expect(r.statusCode, `${value.slice(0, 10)} ${r.body}`).toBe(400);
      expect(r.json().fields).toEqual({ [`rows.0.set.${field}`]: 'validation.invalid' });
    }
  });
});

/**
 * `{"<key>":"x"}` written by hand: JSON.stringify of an object literal would drop `__proto__`, and
 * a schema that copies the set into a fresh record may drop the names of Object.prototype members.
 */
const PROTOTYPE_NAMES = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('cells named like Object.prototype members', () => {
  it.each(CELLS_OPS.map((op) => [op.path, op] as const))(
    '%s: 400 naming the unknown cell',
    async (path, op) => {
      const as = (op.access as readonly Role[])[0]!;
      for (const key of PROTOTYPE_NAMES) {
        const body = `{"rows":[{"id":"${ID}","version":1,"set":{"${key}":"x"}}]}`;
        const r = await t.call('POST', path, { as, body });
        expect(r.statusCode, `${key} ${r.body}`).toBe(400);
        expect(r.json().fields, key).toEqual({ [`rows.0.set.${key}`]: 'validation.unknownField' });
      }
      // beside a real cell, the unknown one still refuses the call: nothing is saved without it
      const field = Object.keys(DEFS[path]!.cells)[0]!;
      const both = `{"rows":[{"id":"${ID}","version":1,"set":{"constructor":"x","${field}":"y"}}]}`;
      const r = await t.call('POST', path, { as, body: both });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().fields).toEqual({ 'rows.0.set.constructor': 'validation.unknownField' });
      // what else the body has wrong is named beside it
      const wrong = `{"rows":[{"id":"${ID}","version":"one","set":{"constructor":"x"}}]}`;
      const w = await t.call('POST', path, { as, body: wrong });
      expect(w.statusCode, w.body).toBe(400);
      expect(Object.keys(w.json().fields).sort()).toEqual(['rows.0.set.constructor', 'rows.0.version']);
      // a body naming __proto__ is refused whole by the JSON parser, never merged into an object
      const proto = await t.call('POST', path, {
        as,
        body: `{"rows":[{"id":"${ID}","version":1,"set":{"__proto__":"x"}}]}`,
      });
      expect(proto.statusCode, proto.body).toBe(400);
      expect(proto.json().error).toBe('bad_request');
    },
  );
});

/**
 * One row naming a few hundred thousand cells fits in the 2 MiB body: each name was listed in the
 * 400, built and sent back (9 MB for 2 MB) while the server's thread did nothing else for seconds.
 */
describe('a row naming more cells than any list has', () => {
  const many = (n: number, name: (i: number) => string) =>
    `{${Array.from({ length: n }, (_, i) => `"${name(i)}":1`).join(',')}}`;

  it.each(CELLS_OPS.map((op) => [op.path, op] as const))(
    '%s: 400 naming the row’s set, not each name',
    async (path, op) => {
      const as = (op.access as readonly Role[])[0]!;
      const body = `{"rows":[{"id":"${ID}","version":1,"set":${many(200_000, (i) => `k${i.toString(36)}`)}}]}`;
      const r = await t.call('POST', path, { as, body });
      expect(r.statusCode).toBe(400);
      expect(r.json().fields).toEqual({ 'rows.0.set': 'validation.tooLong' });
    },
  );

  it('names at most a hundred unknown cells, however many rows name some', async () => {
    const row = `{"id":"${ID}","version":1,"set":${many(30, (i) => `x${i}`)}}`;
    const body = `{"rows":[${Array.from({ length: 1000 }, () => row).join(',')}]}`;
    const r = await t.call('POST', '/api/orders/cells', { as: 'admin', body });
    expect(r.statusCode).toBe(400);
    const fields = Object.entries(r.json().fields as Record<string, string>);
    expect(fields).toHaveLength(100);
    expect(fields[0]).toEqual(['rows.0.set.x0', 'validation.unknownField']);
  });
});
