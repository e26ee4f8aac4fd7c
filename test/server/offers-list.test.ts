import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OfferListRow } from '../../domain/offers/list.ts';
import { qs, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const list = (params: Record<string, unknown>, as: 'admin' | 'customer-hero' | 'designer' = 'admin') =>
  t.call('GET', `/api/offers/details${qs(params)}`, { as });

describe('GET /api/offers/details', () => {
  it('lists every offer for an admin with the total in Content-Range', async () => {
    const r = await list({ range: [0, 79] });
    expect(r.statusCode).toBe(200);
    const rows = r.json() as OfferListRow[];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(r.headers['content-range']).toBe(`offers 0-${rows.length - 1}/${rows.length}`);
    const live = rows.filter((o) => o.timing === 'live');
    expect(live.length).toBeGreaterThanOrEqual(3);
    expect(live.some((o) => o.numberOfOrders > 0 && o.totalSales > 0)).toBe(true);
  });

  it('the timing tab filters live, coming and over by the dates', async () => {
    for (const timing of ['live', 'coming', 'over'] as const) {
      const rows = (await list({ filter: { timing } })).json() as OfferListRow[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((o) => o.timing === timing)).toBe(true);
      for (const o of rows) {
        const now = Date.now();
        if (timing === 'coming') expect(Date.parse(o.startingDate)).toBeGreaterThan(now);
        if (timing === 'over') expect(Date.parse(o.endingDate)).toBeLessThan(now);
      }
    }
  });

  it('scopes a customer-hero to their communities (kitchen, garden)', async () => {
    const rows = (await list({}, 'customer-hero')).json() as OfferListRow[];
    expect(rows.length).toBeGreaterThan(0);
    const mine: string[] = [COMMUNITY_IDS.kitchen, COMMUNITY_IDS.garden];
    expect(rows.every((o) => mine.includes(o.community))).toBe(true);
    const other = (await list({ filter: { community: COMMUNITY_IDS.cellar } }, 'customer-hero')).json();
    expect(other).toEqual([]);
  });

  it('sorts by name and searches the internal name', async () => {
    const rows = (await list({ sort: ['internalName', 'ASC'] })).json() as OfferListRow[];
    const names = rows.map((o) => o.internalName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const hit = (await list({ filter: { internalName: 'bourse' } })).json() as OfferListRow[];
    expect(hit.map((o) => o.internalName)).toEqual(['Coffee bourse (wechat)']);
  });

  it('refuses a role without the route and a bad filter', async () => {
    expect((await list({}, 'designer')).statusCode).toBe(403);
    const bad = await list({ filter: { timing: 'soon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'filter.timing': 'errors.invalidFilter' });
  });
});
