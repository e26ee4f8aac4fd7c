import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OfferListRow } from '../../domain/offers/list.ts';
import { offerTiming } from '../../domain/offers/timing.ts';
import { offerTimingSql } from '../../server/offers/list.ts';
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

describe("the offers list's timing rule in SQL", () => {
  it("is the domain's at every instant: live from the start, over from the end on (the end itself is over)", async () => {
    const offer = { startingDate: '2026-03-01T02:00:00.000Z', endingDate: '2026-03-04T14:00:00.000Z' };
    const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
    const instants = [
      at(offer.startingDate, -1),
      offer.startingDate,
      at(offer.startingDate, 1),
      at(offer.endingDate, -1),
      offer.endingDate,
      at(offer.endingDate, 1),
    ];
    for (const now of instants) {
      const { when, timing } = offerTimingSql(sql`${now}::timestamptz`);
      const r = await sql<{ timing: string; coming: boolean; live: boolean; over: boolean }>`
        SELECT ${timing} AS timing, ${when.coming} AS coming, ${when.live} AS live, ${when.over} AS over
        FROM (SELECT ${offer.startingDate}::timestamptz AS starting_date,
          ${offer.endingDate}::timestamptz AS ending_date) o`.execute(t.db);
      const expected = offerTiming(offer, new Date(now));
      // the column and the tab's filter say the same, and only one filter takes the offer
      expect({ now, ...r.rows[0] }).toEqual({
        now,
        timing: expected,
        coming: expected === 'coming',
        live: expected === 'live',
        over: expected === 'over',
      });
    }
  });
});
