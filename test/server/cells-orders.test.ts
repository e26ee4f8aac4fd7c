import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellRowResult, CellsAnswer } from '../../domain/cells.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { ORDER_CELLS } from '../../domain/orders/cells.ts';
import { ROLES, type Role } from '../../domain/roles.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * POST /api/orders/cells (docs/spreadsheet.md): the cells typed on the order lists, each row saved
 * through the order's own edits and answered on its own.
 */
let t: TestApp;
let refs: DailyRefs;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
});
afterAll(() => t.close());

type Answer = CellsAnswer<OrderView>;
type Row = { id: string; version: number; set: Record<string, unknown> };

const daily = async (over: Record<string, unknown> = {}) => {
  const r = await t.call('POST', '/api/orders', { as: 'admin', body: dailyBody(refs, over) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as OrderView;
};

let liveTaken = 0;
/** Seeded live orders of the kitchen, pending and not yet delivered, each used by one test only. */
const live = async (n: number) => {
  const r = await sql<{ id: string }>`
    SELECT id FROM orders WHERE channel <> 'daily' AND community_id = ${COMMUNITY_IDS.kitchen}
      AND payment_status = 'pending' AND status = 'available' AND tracking_status = 'process'
    ORDER BY order_id LIMIT ${n} OFFSET ${liveTaken}`.execute(t.db);
  liveTaken += n;
  expect(r.rows.length).toBe(n);
  return Promise.all(r.rows.map((o) => read(o.id)));
};

const read = async (id: string) => {
  const r = await t.call('GET', `/api/orders/${id}/details`, { as: 'admin' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as OrderView;
};

const send = (as: Role, rows: Row[], key?: string) =>
  t.call('POST', '/api/orders/cells', {
    as,
    body: { rows },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const cells = async (as: Role, rows: Row[], key?: string) => {
  const r = await send(as, rows, key);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Answer;
};

/** The one row of a one-row call. */
const one = async (as: Role, o: { id: string; version: number }, set: Record<string, unknown>) =>
  (await cells(as, [{ id: o.id, version: o.version, set }])).results[0]!;

const saved = (r: CellRowResult<OrderView>) => {
  expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
  return (r as { row: OrderView }).row;
};

const audits = async (id: string) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND entity_id = ${id}`.execute(t.db)
  ).rows[0]!.n;

const EVERY_CELL = {
  comment: 'ring twice',
  deliveryTrackingID: 'SF1234567890',
  deliveryDate: '2099-02-01',
  trackingStatus: 'prepared',
  paymentStatus: 'paid',
};

describe('POST /api/orders/cells: saving', () => {
  it('saves every cell of a live and of a daily order through their own edits, audited, read back', async () => {
    const [l] = await live(1);
    const d = await daily();
    for (const o of [l!, d]) {
      const before = await audits(o.id);
      const row = saved(await one('admin', o, EVERY_CELL));
      expect(row).toMatchObject({ ...EVERY_CELL, id: o.id });
      expect(row.version).toBeGreaterThan(o.version);
      expect(await read(o.id)).toMatchObject({ ...EVERY_CELL, version: row.version });
      // the order's edit and the tracking edit, each with its entry
      const actions = await sql<{ action: string }>`
        SELECT action FROM audit_log WHERE entity = 'order' AND entity_id = ${o.id} ORDER BY id`.execute(
        t.db,
      );
      expect(actions.rows.slice(before).map((a) => a.action)).toEqual(['payment.pay', 'tracking']);
    }
  });

  it('clears the clearable cells (Delete saves null)', async () => {
    const d = await daily({ comment: 'to clear' });
    const filled = saved(await one('admin', d, { deliveryTrackingID: 'YT1', deliveryDate: '2099-03-01' }));
    const cleared = saved(
      await one('admin', filled, { deliveryTrackingID: null, deliveryDate: null, comment: null }),
    );
    expect(cleared).toMatchObject({ deliveryTrackingID: '', deliveryDate: null, comment: '' });
    expect(await read(d.id)).toMatchObject({ deliveryTrackingID: '', deliveryDate: null, comment: '' });
  });

  it('cancels by choosing ccl, as the payment menu does', async () => {
    const [o] = await live(1);
    const row = saved(await one('community-manager', o!, { paymentStatus: 'ccl' }));
    expect(row).toMatchObject({ paymentStatus: 'pending', status: 'discontinued' });
  });
});

describe('POST /api/orders/cells: who may change what', () => {
  const VALUES: Record<string, (i: number) => unknown> = {
    comment: (i) => `by role ${i}`,
    deliveryTrackingID: (i) => `T-${i}`,
    deliveryDate: () => '2099-04-01',
    trackingStatus: () => 'on_the_way',
    paymentStatus: () => 'paid',
  };
  const editors = ROLES.filter((r) => r !== 'designer');

  it.each(editors)(
    '%s: each cell saved where its role may, else 403 naming it with the row unchanged',
    async (role) => {
      let o = await daily();
      let i = 0;
      for (const [field, value] of Object.entries(VALUES)) {
        const r = await one(role, o, { [field]: value(++i) });
        if (ORDER_CELLS.cells[field]!.roles.includes(role)) {
          o = saved(r);
          expect(o[field as keyof OrderView], field).toEqual(value(i));
        } else {
          expect(r, field).toEqual({ id: o.id, ok: false, status: 403, message: 'cells.locked.role', field });
          const now = await read(o.id);
          expect(now.version, field).toBe(o.version);
          expect(now[field as keyof OrderView], field).toEqual(o[field as keyof OrderView]);
        }
      }
    },
  );

  it('refuses the whole call to a role that edits no cell (designer)', async () => {
    const o = await daily();
    const r = await send('designer', [{ id: o.id, version: o.version, set: { comment: 'x' } }]);
    expect(r.statusCode).toBe(403);
    expect((await read(o.id)).version).toBe(o.version);
  });

  it("follows the row's locks: paid, cancelled, delivered, no move left, a move the machine refuses", async () => {
    const paid = saved(await one('admin', await daily(), { paymentStatus: 'paid' }));
    expect(await one('product-manager', paid, { paymentStatus: 'ccl' })).toMatchObject({
      ok: false,
      status: 403,
      message: 'cells.locked.paid',
      field: 'paymentStatus',
    });
    const ccl = saved(await one('admin', paid, { paymentStatus: 'ccl' }));
    // a locked order takes no edit, admins' included; its status is the admins'
    for (const role of ['community-manager', 'admin'] as const)
      expect(await one(role, ccl, { comment: 'late' })).toMatchObject({
        status: 403,
        message: 'cells.locked.orderLocked',
        field: 'comment',
      });
    expect(await one('customer-hero', ccl, { paymentStatus: 'paid' })).toMatchObject({
      status: 403,
      message: 'cells.locked.orderLocked',
      field: 'paymentStatus',
    });
    expect((await read(ccl.id)).comment).toBe(ccl.comment);
    const delivered = saved(await one('logistic', await daily(), { trackingStatus: 'delivered' }));
    expect(await one('customer-hero', delivered, { deliveryTrackingID: 'NEW' })).toMatchObject({
      status: 403,
      message: 'cells.locked.delivered',
      field: 'deliveryTrackingID',
    });
    const prepared = saved(await one('logistic', await daily(), { trackingStatus: 'prepared' }));
    expect(await one('logistic', prepared, { trackingStatus: 'process' })).toMatchObject({
      status: 409,
      message: 'errors.moveNotAllowed',
      field: 'trackingStatus',
    });
    expect((await read(delivered.id)).deliveryTrackingID).toBe('');
  });

  it("answers another community's row 403 and an unknown one 404, and leaves them be", async () => {
    const cellar = await daily({ community: COMMUNITY_IDS.cellar });
    expect(await one('community-manager', cellar, { comment: 'not mine' })).toEqual({
      id: cellar.id,
      ok: false,
      status: 403,
      message: 'errors.outOfScope',
    });
    const gone = randomUUID();
    expect(await one('community-manager', { id: gone, version: 1 }, { comment: 'x' })).toMatchObject({
      id: gone,
      status: 404,
    });
    const now = await read(cellar.id);
    expect([now.version, now.comment]).toEqual([cellar.version, cellar.comment]);
  });
});

describe('POST /api/orders/cells: bad input', () => {
  it('refuses a bad value on its row, naming the field with its message', async () => {
    const o = await daily();
    const bad: [string, unknown, string][] = [
      ['paymentStatus', 'refunded', 'validation.invalid'],
      ['trackingStatus', 'lost', 'validation.invalid'],
      ['deliveryDate', '2099-02-30', 'validation.invalidDate'],
      ['deliveryTrackingID', 'x'.repeat(101), 'validation.tooLong'],
      ['comment', 42, 'validation.invalid'],
    ];
    for (const [field, value, message] of bad)
      expect(await one('admin', o, { [field]: value }), field).toEqual({
        id: o.id,
        ok: false,
        status: 400,
        message,
        field,
      });
    expect((await read(o.id)).version).toBe(o.version);
  });

  it('refuses the whole call for a field that is no cell, naming rows.<i>.set.<field>', async () => {
    const [a, b] = [await daily(), await daily()];
    const r = await send('admin', [
      { id: a.id, version: a.version, set: { comment: 'fine' } },
      { id: b.id, version: b.version, set: { totalAmount: 1 } },
    ]);
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'rows.1.set.totalAmount': 'validation.unknownField' });
    expect((await read(a.id)).version).toBe(a.version);
    const empty = await send('admin', [{ id: a.id, version: a.version, set: {} }]);
    expect([empty.statusCode, empty.json().fields]).toEqual([400, { 'rows.0.set': 'validation.required' }]);
  });

  it('answers 5,000 rows 413 before any work, and a body over 2 MiB 413 too, never 500', async () => {
    const o = await daily();
    const rows = (n: number, set: Record<string, unknown>) =>
      Array.from({ length: n }, () => ({ id: o.id, version: o.version, set }));
    for (const n of [5000, 1001]) {
      const r = await send('admin', rows(n, { comment: 'x' }));
      expect(r.statusCode, r.body).toBe(413);
      expect(r.json()).toMatchObject({ error: 'payload_too_large', message: 'errors.tooManyRows' });
    }
    const big = await send('admin', rows(1000, { comment: '长'.repeat(800) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('errors.payloadTooLarge');
    expect((await read(o.id)).version).toBe(o.version);
  });
});

describe('POST /api/orders/cells: versions', () => {
  it('answers a stale row 409 with the current one, unless it already holds every value sent', async () => {
    const o = await daily();
    const other = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: o.version, comment: 'theirs' },
    });
    expect(other.statusCode, other.body).toBe(200);
    const stale = await one('customer-hero', o, { comment: 'mine' });
    expect(stale).toMatchObject({
      ok: false,
      status: 409,
      message: 'errors.versionConflict',
      current: { id: o.id, comment: 'theirs', version: other.json().version },
    });
    // a retry whose first send was saved (its answer lost): the row holds the values, nothing changes
    const entries = await audits(o.id);
    const same = saved(await one('customer-hero', o, { comment: 'theirs' }));
    expect(same.version).toBe(other.json().version);
    expect(await audits(o.id)).toBe(entries);
  });

  it('undoes a save with a new version holding the previous values; 409 once someone changed the row', async () => {
    const o = await daily({ comment: 'before' });
    const after = saved(await one('customer-hero', o, { comment: 'after', deliveryTrackingID: 'U-1' }));
    const undone = saved(await one('customer-hero', after, { comment: 'before', deliveryTrackingID: '' }));
    expect(undone).toMatchObject({ comment: 'before', deliveryTrackingID: '' });
    expect(undone.version).toBeGreaterThan(after.version);
    const redone = saved(await one('customer-hero', undone, { comment: 'after' }));
    await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: redone.version, comment: 'other' },
    });
    expect(await one('customer-hero', redone, { comment: 'before' })).toMatchObject({
      ok: false,
      status: 409,
      current: { comment: 'other' },
    });
    expect((await read(o.id)).comment).toBe('other');
  });
});

describe('POST /api/orders/cells: a batch', () => {
  it('saves the good rows and refuses the others, each answered in order, audited only when saved', async () => {
    const [good1, good2, stale, bad] = [await daily(), await daily(), await daily(), await daily()];
    const cellar = await daily({ community: COMMUNITY_IDS.cellar });
    await t.call('PUT', `/api/orders/${stale.id}`, {
      as: 'admin',
      body: { version: stale.version, comment: 'x' },
    });
    const all = [good1, good2, stale, bad, cellar];
    const before = await Promise.all(all.map((o) => audits(o.id)));
    const answer = await cells(
      'community-manager',
      all.map((o) => ({
        id: o.id,
        version: o.version,
        set: o === bad ? { deliveryDate: 'tomorrow' } : { trackingStatus: 'on_the_way', comment: 'batch' },
      })),
    );
    expect(answer).toMatchObject({ saved: 2, refused: 3 });
    expect(answer.results.map((r) => [r.id, r.ok, r.ok ? 200 : r.status])).toEqual([
      [good1.id, true, 200],
      [good2.id, true, 200],
      [stale.id, false, 409],
      [bad.id, false, 400],
      [cellar.id, false, 403],
    ]);
    const after = await Promise.all(all.map((o) => audits(o.id)));
    expect(after.map((n, i) => n - before[i]!)).toEqual([2, 2, 0, 0, 0]);
    expect((await read(good2.id)).trackingStatus).toBe('on_the_way');
  });
});

describe('POST /api/orders/cells with an Idempotency-Key', () => {
  it('answers a second send of the key with the first answer and changes nothing more', async () => {
    const o = await daily();
    const rows = [{ id: o.id, version: o.version, set: { comment: 'once' } }];
    const key = `cells-${randomUUID()}`;
    const first = await cells('customer-hero', rows, key);
    const entries = await audits(o.id);
    const again = await cells('customer-hero', rows, key);
    expect(again).toEqual(first);
    expect(await audits(o.id)).toBe(entries);
    expect((await read(o.id)).version).toBe(saved(first.results[0]!).version);
  });

  it('makes one change for three sends at once, all answered alike', async () => {
    const [a, b] = [await daily(), await daily()];
    const rows = [a, b].map((o) => ({ id: o.id, version: o.version, set: { paymentStatus: 'paid' } }));
    const key = `cells-${randomUUID()}`;
    const before = await Promise.all([a, b].map((o) => audits(o.id)));
    const answers = await Promise.all([1, 2, 3].map(() => cells('finance', rows, key)));
    expect(answers[0]).toMatchObject({ saved: 2, refused: 0 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const after = await Promise.all([a, b].map((o) => audits(o.id)));
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1]);
  });

  it('answers the key sent again with another body 422, and writes nothing', async () => {
    const o = await daily();
    const key = `cells-${randomUUID()}`;
    const first = saved(
      (await cells('admin', [{ id: o.id, version: o.version, set: { comment: 'a' } }], key)).results[0]!,
    );
    const other = await send('admin', [{ id: o.id, version: first.version, set: { comment: 'b' } }], key);
    expect(other.statusCode).toBe(422);
    expect(other.json().fields).toEqual({ 'Idempotency-Key': 'validation.idempotencyKeyReused' });
    expect((await read(o.id)).comment).toBe('a');
    // another member's key of the same spelling is his own
    const theirs = await send(
      'customer-hero',
      [{ id: o.id, version: first.version, set: { comment: 'b' } }],
      key,
    );
    expect(theirs.statusCode).toBe(200);
    expect((await read(o.id)).comment).toBe('b');
  });

  it('answers a key spent on a create 422, and the key of a cells call sent to a create 422: nothing written', async () => {
    const o = await daily();
    const spent = `view-${randomUUID()}`;
    const view = {
      list: 'users',
      name: `Spent key ${spent}`,
      state: { filter: {}, tab: 'all', sort: ['name', 'ASC'], columns: [] },
      isDefault: false,
    };
    const made = await t.call('POST', '/api/views', {
      as: 'admin',
      body: view,
      headers: { 'idempotency-key': spent },
    });
    expect(made.statusCode, made.body).toBe(201);
    const onCells = await send('admin', [{ id: o.id, version: o.version, set: { comment: 'spent' } }], spent);
    expect(onCells.statusCode, onCells.body).toBe(422);
    expect((await read(o.id)).comment).not.toBe('spent');
    // the same spelling sent by another member is his own key, spent nowhere
    const theirs = await send(
      'customer-hero',
      [{ id: o.id, version: o.version, set: { comment: 'hers' } }],
      spent,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((await read(o.id)).comment).toBe('hers');

    const key = `cells-${randomUUID()}`;
    await cells('admin', [{ id: o.id, version: o.version, set: { comment: 'kept' } }], key);
    const onCreate = await t.call('POST', '/api/views', {
      as: 'admin',
      body: { ...view, name: `Other ${key}` },
      headers: { 'idempotency-key': key },
    });
    expect(onCreate.statusCode, onCreate.body).toBe(422);
    const views = await t.db
      .selectFrom('saved_views')
      .select('name')
      .where('name', '=', `Other ${key}`)
      .execute();
    expect(views).toEqual([]);

    // an order made with a key: the key is spent for a cells call, and a cells call's for an order
    const orderKey = `order-${randomUUID()}`;
    const made2 = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: dailyBody(refs),
      headers: { 'idempotency-key': orderKey },
    });
    expect(made2.statusCode, made2.body).toBe(201);
    const afterOrder = await send(
      'admin',
      [{ id: o.id, version: (await read(o.id)).version, set: { comment: 'x' } }],
      orderKey,
    );
    expect(afterOrder.statusCode, afterOrder.body).toBe(422);
    const orders = async () =>
      (await t.db.selectFrom('orders').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow())
        .n;
    const count = await orders();
    const orderOnCells = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: dailyBody(refs),
      headers: { 'idempotency-key': key },
    });
    expect(orderOnCells.statusCode, orderOnCells.body).toBe(422);
    expect(await orders()).toBe(count);
  });
});
