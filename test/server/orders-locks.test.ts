import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer } from './live-fixtures.ts';
import { untilWaitingForLock } from './lock-waits.ts';

let t: TestApp;
let customer: { id: string };
let voucher: string;
beforeAll(async () => {
  t = await testApp();
  customer = await anyCustomer(t.db);
  const v = await sql<{ id: string }>`
    INSERT INTO vouchers (customer_id, amount, expiration_date, communities, status)
    VALUES (${customer.id}, 500, '2099-01-01', ${[COMMUNITY_IDS.kitchen]}::uuid[], 'validated') RETURNING id`.execute(
    t.db,
  );
  voucher = v.rows[0]!.id;
});
afterAll(() => t.close());

/** A second session, as another request's transaction would hold its locks. */
async function session() {
  const c = new pg.Client({ connectionString: t.url });
  await c.connect();
  await c.query('BEGIN');
  return c;
}

/** Whether another transaction holds a lock on the row (NOWAIT answers at once). */
async function locked(c: pg.Client, table: string, id: string, mode = 'FOR UPDATE'): Promise<boolean> {
  await c.query('SAVEPOINT probe');
  try {
    await c.query(`SELECT 1 FROM ${table} WHERE id = $1 ${mode} NOWAIT`, [id]);
    // give the lock back at once: only a rollback to the savepoint releases it
    await c.query('ROLLBACK TO SAVEPOINT probe');
    return false;
  } catch (e) {
    await c.query('ROLLBACK TO SAVEPOINT probe');
    if ((e as { code?: string }).code === '55P03') return true;
    throw e;
  }
}

/** Waits until the sale's gather statement is waiting for a lock. */
const saleWaits = () => untilWaitingForLock(t.db, 'WITH l AS MATERIALIZED');

it('a sale takes its locks as every writer does: lines, vouchers, customer, then the offer', async () => {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 10, price: 5000 }],
  });
  const body = {
    offer: offer.id,
    channel: 'wechat_group',
    customer: customer.id,
    packs: [{ id: offer.packs[0]!, quantity: 1 }],
  };
  const holder = await session();
  const probe = await session();
  try {
    // held: the customer row. The sale must wait there holding the lines and vouchers, not the offer.
    await holder.query('SELECT 1 FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customer.id]);
    const sale = t.call('POST', '/api/orders', { as: 'customer-hero', body });
    await saleWaits();
    expect(await locked(probe, 'offer_lines', offer.packs[0]!)).toBe(true);
    expect(await locked(probe, 'vouchers', voucher)).toBe(true);
    expect(await locked(probe, 'offers', offer.id, 'FOR NO KEY UPDATE')).toBe(false);
    await holder.query('ROLLBACK');
    expect((await sale).statusCode).toBe(201);

    // held: the voucher. Lines taken, customer and offer not yet.
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM vouchers WHERE id = $1 FOR UPDATE', [voucher]);
    const second = t.call('POST', '/api/orders', { as: 'customer-hero', body });
    await saleWaits();
    expect(await locked(probe, 'offer_lines', offer.packs[0]!)).toBe(true);
    expect(await locked(probe, 'customers', customer.id, 'FOR NO KEY UPDATE')).toBe(false);
    expect(await locked(probe, 'offers', offer.id, 'FOR NO KEY UPDATE')).toBe(false);
    await holder.query('ROLLBACK');
    expect((await second).statusCode).toBe(201);
  } finally {
    await holder.end();
    await probe.query('ROLLBACK');
    await probe.end();
  }
});

it('answers both of two racing requests with one key with the one order, when it took the last units', async () => {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 2, price: 5000 }],
  });
  const body = {
    offer: offer.id,
    channel: 'wechat_group',
    customerDaily: { customerName: 'Double Enter' },
    packs: [{ id: offer.packs[0]!, quantity: 2 }],
  };
  const headers = { 'idempotency-key': 'entry-row-double-enter' };
  const [a, b] = await Promise.all([
    t.call('POST', '/api/orders', { as: 'customer-hero', body, headers }),
    t.call('POST', '/api/orders', { as: 'customer-hero', body, headers }),
  ]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
  expect((a.json() as OrderView).id).toBe((b.json() as OrderView).id);
});
