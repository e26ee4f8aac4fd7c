import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * Mini-programme orders are placed by customers in the mini programme: the console shows them
 * read-only. It moves their payment and tracking and notes a comment, never keys one or changes
 * what the customer ordered.
 */
let t: TestApp;
let offer: { id: string; pack: string };
beforeAll(async () => {
  t = await testApp();
  const r = await sql<{ offer_id: string; id: string }>`
    SELECT l.offer_id, l.id FROM offer_lines l JOIN offers o ON o.id = l.offer_id
    WHERE l.channel = 'miniprogram' AND l.kind = 'pack' AND l.actual_stock > 2
      AND o.status = 'available' AND o.starting_date < now() AND o.ending_date > now()
    ORDER BY o.offer_id, l.position LIMIT 1`.execute(t.db);
  offer = { id: r.rows[0]!.offer_id, pack: r.rows[0]!.id };
});
afterAll(() => t.close());

async function paidMiniOrder(): Promise<OrderView> {
  const r = await sql<{ id: string }>`
    SELECT id FROM orders WHERE offer_id = ${offer.id} AND channel = 'miniprogram'
      AND payment_status = 'paid' AND status = 'available' AND jsonb_array_length(packs) > 0
    ORDER BY order_id LIMIT 1`.execute(t.db);
  const got = await t.call('GET', `/api/orders/${r.rows[0]!.id}/details`, { as: 'admin' });
  return got.json() as OrderView;
}

describe('mini-programme orders', () => {
  it('are not keyed in the console: a sale on the channel is a 400 naming channel, nothing written', async () => {
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`.execute(t.db);
    const r = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: {
        offer: offer.id,
        channel: 'miniprogram',
        customerDaily: { customerName: 'Keyed by hand' },
        packs: [{ id: offer.pack, quantity: 1 }],
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ channel: 'order.errors.miniprogramReadOnly' });
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`.execute(t.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('keep what the customer ordered: changing lines, customer or fee is a 409 naming each field', async () => {
    const o = await paidMiniOrder();
    const r = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: {
        version: o.version,
        packs: [{ id: o.packs[0]!.lineId, quantity: o.packs[0]!.quantity + 1 }],
        groupNumber: 3,
        customerDaily: { customerName: 'Someone else' },
      },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().fields).toEqual({
      packs: 'order.errors.miniprogramReadOnly',
      groupNumber: 'order.errors.miniprogramReadOnly',
      customerDaily: 'order.errors.miniprogramReadOnly',
    });
    const same = (await t.call('GET', `/api/orders/${o.id}/details`, { as: 'admin' })).json() as OrderView;
    expect(same.version).toBe(o.version);
    expect(same.totalAmount).toBe(o.totalAmount);
  });

  it('still take a comment, a tracking number and a payment move', async () => {
    const o = await paidMiniOrder();
    const r = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: o.version, comment: 'call before noon', deliveryTrackingID: 'SF123' },
    });
    expect(r.statusCode).toBe(200);
    const cancel = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: r.json().version, paymentStatus: 'ccl' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().paymentStatus).toBe('ccl');
    expect(cancel.json().totalAmount).toBe(o.totalAmount);
  });
});
