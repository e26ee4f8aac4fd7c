import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Refund } from '../../domain/refunds/schema.ts';
import { REFUND_ROLES } from '../../domain/role-groups.ts';
import { ROLES } from '../../domain/roles.ts';
import { cellsCalls } from './cells-calls.ts';
import { type TestApp, testApp } from './helpers.ts';
import { caseBody, orderIn } from './service-fixtures.ts';

/**
 * POST /api/refunds/cells (docs/spreadsheet.md): the refunds list's cells, saved by the refund's
 * field edit and its status move (its order following), answered as the list shows the refund.
 */
let t: TestApp;
let call: ReturnType<typeof cellsCalls<Refund>>;
beforeAll(async () => {
  t = await testApp();
  call = cellsCalls<Refund>(t, '/api/refunds/cells', 'refund');
});
afterAll(() => t.close());

const { kitchen, farm } = COMMUNITY_IDS;

async function refund(o: { community?: string; method?: 'wechat' | 'alipay'; outTradeNo?: string } = {}) {
  const method = o.method ?? 'wechat';
  const order = await orderIn(t.db, { community: o.community ?? kitchen, method });
  const r = await t.call('POST', '/api/refunds', {
    as: 'admin',
    body: {
      ...caseBody(order.id),
      refundAmount: 1000,
      paymentMethod: method,
      outTradeNo: o.outTradeNo ?? 'OT-1',
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return { ...(r.json() as Refund), actualAmount: order.actualAmount };
}

const read = async (id: string) =>
  (await t.call('GET', `/api/refunds/${id}/details`, { as: 'admin' })).json() as Refund;
const orderOf = (id: string) =>
  t.db
    .selectFrom('orders')
    .select(['payment_status', 'refund_amount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/refunds/cells: the fields', () => {
  it('saves amount (while new, the order following), action ETA and comment by the refund edit', async () => {
    const r = await refund();
    const set = { refundAmount: 800, actionETA: '2099-06-01', comment: 'half the box' };
    const row = call.saved(await call.one('customer-hero', r, set));
    expect(row).toMatchObject({ ...set, version: r.version + 1, unread: false });
    expect(await orderOf(r.order)).toMatchObject({ payment_status: 'refunding', refund_amount: 800 });
    expect(await call.actions(r.id)).toEqual(['create', 'update']);
    expect(await call.one('admin', row, { refundAmount: r.actualAmount + 1 })).toMatchObject({
      status: 400,
      message: 'refund.errors.noMoreThanActualAmount',
      field: 'refundAmount',
    });
  });

  it('locks the amount once validated, and everything once final', async () => {
    const r = await refund();
    const validated = call.saved(await call.one('admin', r, { status: 'validated', comment: 'ok' }));
    expect(validated).toMatchObject({ status: 'validated', comment: 'ok' });
    expect(await call.one('community-manager', validated, { refundAmount: 10 })).toMatchObject({
      status: 403,
      message: 'cells.locked.locked',
      field: 'refundAmount',
    });
    const done = call.saved(await call.one('finance', validated, { status: 'refunded' }));
    expect(done.status).toBe('refunded');
    expect(await orderOf(r.order)).toMatchObject({ payment_status: 'rfd' });
    for (const [field, value] of [
      ['comment', 'late'],
      ['status', 'validated'],
    ] as const)
      expect(await call.one('admin', done, { [field]: value }), field).toMatchObject({
        status: 403,
        message: 'cells.locked.final',
        field,
      });
    expect(await call.actions(r.id)).toEqual(['create', 'update', 'status.validate', 'status.refund']);
  });
});

describe('POST /api/refunds/cells: the status through the refund machine', () => {
  it('new → validated or refused by the admins only; validated → refunded by finance too', async () => {
    const [a, b] = [await refund(), await refund()];
    for (const role of ['finance', 'community-manager', 'customer-hero'] as const)
      expect((await call.one(role, a, { status: 'validated' })).ok, role).toBe(false);
    expect(await call.one('finance', a, { status: 'validated' })).toMatchObject({
      status: 403,
      message: 'cells.locked.noMove',
    });
    expect(await call.one('customer-hero', a, { status: 'validated' })).toMatchObject({
      status: 403,
      message: 'cells.locked.role',
    });
    expect(await call.one('admin', a, { status: 'refunded' })).toMatchObject({
      status: 409,
      message: 'errors.moveNotAllowed',
    });
    const refused = call.saved(await call.one('super-admin', b, { status: 'refused' }));
    expect(refused.status).toBe('refused');
    expect(await orderOf(b.order)).toMatchObject({ payment_status: 'paid', refund_amount: 0 });
  });

  it('an alipay refund marked refunded is the manual refund the cell asked for', async () => {
    const r = await refund({ method: 'alipay' });
    const v = call.saved(await call.one('admin', r, { status: 'validated' }));
    expect(call.saved(await call.one('admin', v, { status: 'refunded' })).status).toBe('refunded');
  });

  it('flags a wechat refund without its payment info and refuses it (the flag kept, the rest not saved)', async () => {
    const r = await refund({ outTradeNo: '' });
    const v = call.saved(await call.one('admin', r, { status: 'validated' }));
    const first = await call.one('admin', v, { status: 'refunded', comment: 'lost' });
    expect(first).toMatchObject({
      ok: false,
      status: 409,
      message: 'refund.errors.paymentInfoMissing',
      current: { id: r.id, status: 'validated', paymentInfoMissing: true },
    });
    const flagged = await read(r.id);
    expect(flagged).toMatchObject({ status: 'validated', paymentInfoMissing: true, comment: '' });
    // now the cell asks the manual refund's question, and the answered value refunds it
    const done = call.saved(await call.one('admin', flagged, { status: 'refunded' }));
    expect(done).toMatchObject({ status: 'refunded', paymentInfoMissing: true });
    expect(await call.actions(r.id)).toEqual([
      'create',
      'status.validate',
      'paymentInfoMissing',
      'status.refund',
    ]);
  });
});

describe('POST /api/refunds/cells: roles, scope, bad values, versions, a batch', () => {
  it('finance sees refunds read-only but for its move; roles without refunds are refused the call', async () => {
    const r = await refund();
    expect(await call.one('finance', r, { comment: 'x' })).toMatchObject({
      status: 403,
      message: 'cells.locked.role',
      field: 'comment',
    });
    for (const role of ROLES.filter((x) => !REFUND_ROLES.includes(x))) {
      const res = await call.send(role, [{ id: r.id, version: r.version, set: { comment: 'x' } }]);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await read(r.id)).version).toBe(r.version);
  });

  it("answers another community's refund 403 and an unknown one 404", async () => {
    const r = await refund({ community: farm });
    expect(await call.one('customer-hero', r, { comment: 'not mine' })).toEqual({
      id: r.id,
      ok: false,
      status: 403,
      message: 'errors.outOfScope',
    });
    expect(await call.one('admin', { id: randomUUID(), version: 1 }, { comment: 'x' })).toMatchObject({
      status: 404,
    });
  });

  it('refuses bad values naming the field', async () => {
    const r = await refund();
    const bad: [string, unknown, string][] = [
      ['status', 'lost', 'validation.invalid'],
      ['refundAmount', 0, 'validation.min'],
      ['refundAmount', 1.5, 'validation.integer'],
      ['refundAmount', null, 'validation.required'],
      ['actionETA', '2026-13-01', 'validation.invalidDate'],
      ['comment', 'x'.repeat(2001), 'validation.tooLong'],
    ];
    for (const [field, value, message] of bad)
      expect(await call.one('admin', r, { [field]: value }), field).toEqual({
        id: r.id,
        ok: false,
        status: 400,
        message,
        field,
      });
    expect((await read(r.id)).version).toBe(r.version);
  });

  it('answers a stale row 409 with the current refund; a batch saves its good rows, once per key', async () => {
    const [a, b] = [await refund(), await refund()];
    const theirs = call.saved(await call.one('admin', a, { comment: 'theirs' }));
    expect(await call.one('customer-hero', a, { comment: 'mine' })).toMatchObject({
      status: 409,
      current: { id: a.id, comment: 'theirs', version: theirs.version },
    });
    const rows = [
      { id: a.id, version: a.version, set: { comment: 'stale' } },
      { id: b.id, version: b.version, set: { status: 'validated' } },
    ];
    const key = `cells-${randomUUID()}`;
    const answer = await call.cells('admin', rows, key);
    expect(answer).toMatchObject({ saved: 1, refused: 1 });
    expect(await call.cells('admin', rows, key)).toEqual(answer);
    expect(await call.actions(b.id)).toEqual(['create', 'status.validate']);
  });
});
