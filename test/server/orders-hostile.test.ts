import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';

let t: TestApp;
let refs: DailyRefs;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
});
afterAll(() => t.close());

/**
 * Hostile bodies, parameters and filters on the order calls (daily create and edit, PDF, daily
 * read, list and export filters, bulk): each answer is a 2xx or a 4xx, never a 500.
 */
describe('orders under hostile input', () => {
  it('never answers a 500', async () => {
    const o = (
      await t.call('POST', '/api/orders', { as: 'admin', body: dailyBody(refs) })
    ).json() as OrderView;
    const addr = dailyBody(refs).customerAddress;
    const line = dailyBody(refs).lines[0]!;
    const posts: unknown[] = [
      'null',
      '[]',
      '"daily"',
      '{"type":"daily"',
      { type: 'daily', customerAddress: null },
      { ...dailyBody(refs), lines: null },
      { ...dailyBody(refs), lines: [line, line] },
      { ...dailyBody(refs), lines: [{ ...line, product: 'x' }] },
      { ...dailyBody(refs), lines: [{ ...line, price: 1e20 }] },
      { ...dailyBody(refs), lines: [{ ...line, quantity: 100000 }] },
      { ...dailyBody(refs), lines: [{ ...line, quantity: 99999, price: 10000000000 }] },
      {
        ...dailyBody(refs),
        lines: Array.from({ length: 200 }, () => ({ ...line, quantity: 1, price: 10000000000 })),
      },
      // ten lines of 99 999 x ¥100 million: the sum would pass the largest exact integer
      {
        ...dailyBody(refs),
        lines: Array.from({ length: 10 }, () => ({ ...line, quantity: 99999, price: 10000000000 })),
      },
      { ...dailyBody(refs), deliveryDate: '2026-02-30' },
      { ...dailyBody(refs), deliveryDate: '99999-01-01' },
      { ...dailyBody(refs), deliveryDate: '0001-01-01' },
      { ...dailyBody(refs), orderDate: '0001-01-01' },
      { ...dailyBody(refs), orderDate: '9999-12-31' },
      { ...dailyBody(refs), customerDaily: { customerName: 'a\u0000b' } },
      { ...dailyBody(refs), customerDaily: { customerName: '   ' } },
      { ...dailyBody(refs), customer: '00000000-0000-4000-8000-000000000009' },
      { ...dailyBody(refs), customer: 'nope' },
      { ...dailyBody(refs), vouchers: ['00000000-0000-4000-8000-000000000009'] },
      { ...dailyBody(refs), community: 'x' },
      { ...dailyBody(refs), community: '00000000-0000-4000-8000-000000000009' },
      { ...dailyBody(refs), supplier: 'x' },
      { ...dailyBody(refs), customerAddress: { ...addr, area: 'x' } },
      { ...dailyBody(refs), customerAddress: { ...addr, city: '__proto__' } },
      { ...dailyBody(refs), __proto__: { x: 1 } },
      JSON.stringify({ ...dailyBody(refs), constructor: { prototype: { x: 1 } } }),
      { ...dailyBody(refs), type: 'service', channel: 'daily' },
      { ...dailyBody(refs), type: 'daily', channel: 'wechat_group' },
      { ...dailyBody(refs), deliveryFee: 1.5 },
      { ...dailyBody(refs), deliveryFee: '100' },
      { ...dailyBody(refs), fapiao: 'yes' },
      { ...dailyBody(refs), paymentMethod: 'cash' },
      { ...dailyBody(refs), paymentStatus: 'paid' },
    ];
    const out: string[] = [];
    for (const [i, body] of posts.entries()) {
      const r = await t.call('POST', '/api/orders', { as: 'customer-hero', body: body as never });
      out.push(`POST ${i} ${r.statusCode} ${r.body.slice(0, 200)}`);
    }
    const puts: unknown[] = [
      'null',
      '{}',
      { version: 'x' },
      { version: o.version, lines: [line, line] },
      { version: o.version, paymentStatus: 'rfd' },
      { version: o.version, paymentStatus: 'refunding' },
      { version: o.version, status: 'discontinued', lines: [{ ...line, quantity: 3 }] },
      { version: o.version, customer: '00000000-0000-4000-8000-000000000009' },
      {
        version: o.version,
        community: COMMUNITY_IDS.cellar,
        vouchers: ['00000000-0000-4000-8000-000000000009'],
      },
      { version: o.version, orderDate: '2026-02-30' },
      { version: o.version, type: 'service' },
      { version: o.version, channel: 'wechat_group' },
      { version: -1 },
      { version: 1e300 },
    ];
    for (const [i, body] of puts.entries()) {
      const fresh = (
        await t.call('POST', '/api/orders', { as: 'admin', body: dailyBody(refs) })
      ).json() as OrderView;
      const b =
        typeof body === 'object' &&
        body &&
        'version' in body &&
        (body as { version: unknown }).version === o.version
          ? { ...body, version: fresh.version }
          : body;
      const r = await t.call('PUT', `/api/orders/${fresh.id}`, { as: 'customer-hero', body: b as never });
      out.push(`PUT ${i} ${r.statusCode} ${r.body.slice(0, 200)}`);
    }
    for (const path of [
      `/api/orders/x/daily`,
      `/api/orders/00000000-0000-4000-8000-000000000009/daily`,
      `/api/orders/${o.id}/pdf?lang=fr`,
      `/api/orders/${o.id}/pdf?lang=en&lang=zh`,
      `/api/orders/${o.id}/pdf`,
      `/api/orders/${o.id}/pdf?lang[]=en`,
      `/api/orders/%00/pdf`,
      `/api/orders/details?filter=${encodeURIComponent('{"orderDate":{"gte":"2026-13-45"}}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"orderDate":{"gte":"2026-01-01","lte":"2025-01-01"}}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"orderDate":["2026-01-01"]}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"orderDate":"2026-01-01"}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"orderDate":{"gte":"99999-01-01"}}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"orderID":"abc"}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"orderID":"99999999999999999999"}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"orderID":1e400}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"customerName":"%_\\\\"}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"deliveryTrackingID":{"a":1}}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"community":"x"}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"paymentStatus":"refunding"}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"type":["daily",1,null]}')}`,
      `/api/orders/details?filter=${encodeURIComponent('{"area":"x"}')}`,
      `/api/orders/details?sort=${encodeURIComponent('["orderDate","sideways"]')}`,
      `/api/orders/details?range=${encodeURIComponent('[0,1e9]')}`,
      `/api/orders/export?filter=${encodeURIComponent('{"orderDate":{"gte":"2026-02-30"}}')}`,
      `/api/orders/export?ids=x`,
    ]) {
      const r = await t.call('GET', path, { as: 'community-manager' });
      out.push(`GET ${path} ${r.statusCode} ${r.body.slice(0, 160)}`);
    }
    expect(out.filter((l) => / 5\d\d /.test(l))).toEqual([]);
  });

  it('refuses a daily line worth more than any total can hold, naming its quantity', async () => {
    const line = dailyBody(refs).lines[0]!;
    const lines = Array.from({ length: 10 }, () => ({ ...line, quantity: 99999, price: 10000000000 }));
    const r = await t.call('POST', '/api/orders', { as: 'admin', body: dailyBody(refs, { lines }) });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().fields['lines.0.quantity']).toBe('validation.max');
  });

  it('refuses a live line worth more than any total can hold, naming its quantity', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: Array.from({ length: 10 }, () => ({ stock: 100000, price: 10000000000 })),
    });
    const r = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: {
        offer: offer.id,
        channel: 'wechat_group',
        customerDaily: { customerName: 'Big spender' },
        packs: offer.packs.map((id) => ({ id, quantity: 99999 })),
      },
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().fields['packs.0.quantity']).toBe('validation.max');
  });
});
