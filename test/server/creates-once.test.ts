import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opKey } from '../../domain/resource.ts';
import { RESOURCES } from '../../domain/resources.generated.ts';
import { type TestApp, testApp } from './helpers.ts';
import { CREATES, type WriteRefs, writeRefs } from './write-fixtures.ts';

/**
 * Every create of the API (every POST that makes a record, from the declarations) honours an
 * Idempotency-Key: two sends of one key at once make one record, both answered with it; the key
 * sent again with another body is a 422 that writes nothing. The table must name every POST of
 * the declarations, as a create or as a call that makes no record (with why).
 */
let t: TestApp;
let refs: WriteRefs;
beforeAll(async () => {
  t = await testApp();
  refs = await writeRefs(t);
});
afterAll(() => t.close());

/** The POSTs that make no record of their own, and why a key is not theirs. */
const NOT_CREATES: Record<string, string> = {
  'POST /api/auth/login': 'a session, answered with new tokens each time',
  'POST /api/auth/logout': 'ends a session; again is a no-op',
  'POST /api/auth/password': "a move of one's own password, checked against the current one",
  'POST /api/claims/:id/next': 'a move at the version it was made from',
  'POST /api/claims/:id/fail': 'a move at the version it was made from',
  'POST /api/vouchers/:id/validate': 'a move at the version it was made from',
  'POST /api/vouchers/:id/decline': 'a move at the version it was made from',
  'POST /api/lottery-draws/:drawId/assign': "a move at the slot's holder it was made from",
  'POST /api/refunds/:id/read': 'a read mark, set once',
  'POST /api/product-stocks/:productId/merge': 'moves the free units read; a second finds none',
  'POST /api/purchase-orders/generate': 'one invoice per offer: an invoiced offer is refused',
  'POST /api/orders/tracking-import': "a preview of a carrier's file: it writes nothing",
};
/**
 * POSTs that make no record but honour a key all the same: the call is done once and its first
 * answer given again (server/http/answer-once.ts; test/server/cells-orders.test.ts).
 */
const ANSWERED_ONCE: Record<string, string> = {
  'POST /api/orders/cells': 'cells typed on many rows, each saved at its version',
  'POST /api/customers/cells': 'cells typed on many rows, each saved at its version',
  'POST /api/claims/cells': 'cells typed on many rows, each saved at its version',
  'POST /api/refunds/cells': 'cells typed on many rows, each saved at its version',
  'POST /api/vouchers/cells': 'cells typed on many rows, each saved at its version',
  'POST /api/users/cells': 'cells typed on many rows, each saved at its version',
  'POST /api/delivery-templates/cells': 'cells typed on many rows, each saved at its version',
  'POST /api/offers/cells': 'cells typed on many rows, each saved at its version',
  'POST /api/purchase-orders/cells': 'cells typed on many rows, each saved at its version',
  'POST /api/products/cells': 'cells typed on the products list',
  'POST /api/product-stocks/cells': 'stock typed on the inventory, each a movement',
  'POST /api/suppliers/cells': 'cells typed on the suppliers list',
  'POST /api/recipes/cells': 'cells typed on the recipes list',
  'POST /api/quick-replies/cells': 'cells typed on the quick replies list',
};
const isUpload = (path: string) => path.startsWith('/api/files/');

describe('the creates of the declarations', () => {
  const posts = RESOURCES.flatMap((r) => Object.values(r.ops)).filter((op) => op.method === 'POST');

  it('are each in the table as a create, or named as a call that makes no record', () => {
    const unknown = posts
      .map(opKey)
      .filter(
        (k) => !(k in CREATES) && !(k in NOT_CREATES) && !(k in ANSWERED_ONCE) && !isUpload(k.slice(5)),
      );
    expect(unknown).toEqual([]);
  });

  it('are each declared idempotent, and only they (with the calls answered once)', () => {
    const idempotent = posts.filter((op) => op.idempotent).map(opKey);
    expect(idempotent.sort()).toEqual([...Object.keys(CREATES), ...Object.keys(ANSWERED_ONCE)].sort());
  });
});

const rows = async (table: string) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n;

describe.each(Object.entries(CREATES))('%s with an Idempotency-Key', (key, c) => {
  const path = key.slice('POST '.length);
  const send = (body: Record<string, unknown>, idem: string) =>
    t.call('POST', path, { as: c.as, body, headers: { 'idempotency-key': idem } });

  it('makes one record for two sends at once, both answered with it; another body is a 422', async () => {
    const idem = `all-creates-${randomUUID()}`;
    const before = await rows(c.table);
    const body = await c.body(t, refs, 1);
    const [a, b] = await Promise.all([send(body, idem), send(body, idem)]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body}\n${b.body}`).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await rows(c.table)).toBe(before + 1);
    const replay = await send(body, idem);
    expect(replay.statusCode, replay.body).toBe(200);
    const other = await send(await c.body(t, refs, 2), idem);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().fields).toEqual({ 'Idempotency-Key': 'validation.idempotencyKeyReused' });
    expect(await rows(c.table)).toBe(before + 1);
  });
});
