import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '../../domain/claims/schema.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Refund } from '../../domain/refunds/schema.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const all = '?range=[0,999]';

describe('the demo data of customer service', () => {
  it('has claims in every state, one of them urgent, each with its order snapshot', async () => {
    const r = await t.call('GET', `/api/claims/details${all}`, { as: 'admin' });
    expect(r.statusCode, r.body).toBe(200);
    const claims = r.json() as Claim[];
    expect(new Set(claims.map((c) => c.status))).toEqual(
      new Set(['new', 'ongoing', 'standby', 'solved', 'failed']),
    );
    expect(claims.filter((c) => c.urgent).length).toBeGreaterThan(0);
    expect(claims.find((c) => c.status === 'solved')?.step).toBe(3);
    for (const c of claims) expect(c.orderInfos.orderID).toBe(c.orderID);
    // all on Garden orders: customer-hero's team (Kitchen and Garden) works on them
    expect(claims.every((c) => c.community === COMMUNITY_IDS.garden)).toBe(true);
    const hero = await t.call('GET', `/api/claims/details${all}`, { as: 'customer-hero' });
    expect(hero.json()).toHaveLength(claims.length);
  });

  it('has refunds new, validated, refunded and refused, their orders following', async () => {
    const refunds = (await t.call('GET', `/api/refunds/details${all}`, { as: 'admin' })).json() as Refund[];
    expect(new Set(refunds.map((r) => r.status))).toEqual(
      new Set(['new', 'validated', 'refunded', 'refused']),
    );
    // the Farm ones are not customer-hero's
    const hero = (
      await t.call('GET', `/api/refunds/details${all}`, { as: 'customer-hero' })
    ).json() as Refund[];
    expect(hero.length).toBeGreaterThan(0);
    expect(hero.length).toBeLessThan(refunds.length);
    const expected = { new: 'refunding', validated: 'refunding', refunded: 'rfd', refused: 'paid' } as const;
    for (const r of refunds) {
      const o = (await t.call('GET', `/api/orders/${r.order}/details`, { as: 'admin' })).json() as {
        paymentStatus: string;
        refundAmount: number;
      };
      expect(o.paymentStatus, `order of refund ${r.refundNumber}`).toBe(expected[r.status]);
      expect(o.refundAmount).toBe(r.status === 'refused' ? 0 : r.refundAmount);
    }
  });

  it("starts the badges at what waits: admin's the open refunds, finance's the validated, the teams' none", async () => {
    const badge = async (as: 'admin' | 'finance' | 'customer-hero' | 'community-manager') =>
      (await t.call('GET', '/api/refunds/badge', { as })).json().count as number;
    const rows = await sql<{ status: string }>`SELECT status FROM refunds`.execute(t.db);
    const count = (...s: string[]) => rows.rows.filter((r) => s.includes(r.status)).length;
    expect(count('new')).toBeGreaterThan(1);
    expect(await badge('admin')).toBe(count('new', 'validated'));
    // the demo finance member works in every community
    expect(await badge('finance')).toBe(count('validated'));
    expect(await badge('customer-hero')).toBe(0);
    expect(await badge('community-manager')).toBe(0);
  });

  it("gives every refund-pending or refunded order its refund, at the order's refund amount", async () => {
    const r = await sql<{
      id: string;
      payment_status: string;
      refund_amount: number;
      refunds: number;
      amount: number | null;
    }>`
      SELECT o.id, o.payment_status, o.refund_amount,
        (SELECT count(*)::int FROM refunds r WHERE r.order_id = o.id AND r.status <> 'refused') AS refunds,
        (SELECT max(r.refund_amount) FROM refunds r WHERE r.order_id = o.id AND r.status <> 'refused') AS amount
      FROM orders o WHERE o.payment_status IN ('refunding', 'rfd')`.execute(t.db);
    expect(r.rows.length).toBeGreaterThan(10);
    for (const o of r.rows) {
      expect(o.refunds, `order ${o.id} (${o.payment_status})`).toBe(1);
      expect(o.refund_amount).toBe(o.amount);
    }
    const states = await sql<{ payment_status: string; status: string }>`
      SELECT DISTINCT o.payment_status, r.status FROM refunds r JOIN orders o ON o.id = r.order_id`.execute(
      t.db,
    );
    const allowed = new Set(['refunding/new', 'refunding/validated', 'rfd/refunded', 'paid/refused']);
    for (const x of states.rows)
      expect(allowed.has(`${x.payment_status}/${x.status}`), JSON.stringify(x)).toBe(true);
  });

  it('has a history for every claim and refund, starting with its creation', async () => {
    for (const [entity, table] of [
      ['claim', 'claims'],
      ['refund', 'refunds'],
    ] as const) {
      const r = await sql<{ id: string; first: string | null; n: number }>`
        SELECT t.id, (SELECT a.action FROM audit_log a WHERE a.entity = ${entity} AND a.entity_id = t.id::text
          ORDER BY a.at, a.id LIMIT 1) AS first,
          (SELECT count(*)::int FROM audit_log a WHERE a.entity = ${entity} AND a.entity_id = t.id::text) AS n
        FROM ${sql.table(table)} t`.execute(t.db);
      for (const row of r.rows) expect(row.first, `${entity} ${row.id}`).toBe('create');
    }
    const refunded = (
      await t.call('GET', `/api/refunds/details?filter={"status":"refunded"}`, { as: 'admin' })
    ).json() as Refund[];
    const h = await t.call('GET', `/api/history/refunds/${refunded[0]!.id}`, { as: 'admin' });
    expect(h.statusCode, h.body).toBe(200);
    expect(JSON.stringify(h.json())).toContain('status.refund');
  });
});
