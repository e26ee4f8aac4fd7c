import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Claim } from '../../domain/schemas/claim.ts';
import type { Refund } from '../../domain/schemas/refund.ts';
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

  it("starts the badges at what waits: admin's the open refunds, the teams' none (finished ones read)", async () => {
    const badge = async (as: 'admin' | 'finance' | 'customer-hero' | 'community-manager') =>
      (await t.call('GET', '/api/refunds/badge', { as })).json().count as number;
    expect(await badge('admin')).toBe(2);
    expect(await badge('finance')).toBe(1);
    expect(await badge('customer-hero')).toBe(0);
    expect(await badge('community-manager')).toBe(0);
  });
});
