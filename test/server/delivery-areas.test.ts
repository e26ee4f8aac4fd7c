import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { demoAreaId } from '../../server/db/seed/foundation.ts';
import { qs, type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const shanghai = demoAreaId('Shanghai');
const pudong = demoAreaId('Shanghai/Pudong');
const lujiazui = demoAreaId('Shanghai/Pudong/Lujiazui');
const guangzhou = demoAreaId('Guangzhou');

interface Area {
  id: string;
  name: string;
  nameZh: string;
  parent: string | null;
  path: string[];
}

describe('delivery area tree', () => {
  it('answers every area flat with its path, root first', async () => {
    const r = await t.call('GET', '/api/delivery-areas', { as: 'customer-hero' });
    expect(r.statusCode).toBe(200);
    const areas = r.json() as Area[];
    const lu = areas.find((a) => a.id === lujiazui);
    expect(lu).toMatchObject({
      name: 'Lujiazui',
      nameZh: '陆家嘴',
      parent: pudong,
      path: [shanghai, pudong],
    });
    expect(areas.find((a) => a.id === shanghai)).toMatchObject({ parent: null, path: [] });
    expect(
      areas
        .filter((a) => a.parent === null)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['Guangzhou', 'Shanghai']);
  });

  it('answers the children of one area with ?parent=', async () => {
    const r = await t.call('GET', `/api/delivery-areas?parent=${pudong}`, { as: 'admin' });
    const kids = r.json() as Area[];
    expect(kids.map((a) => a.name)).toEqual(['Huamu', 'Jinqiao', 'Lujiazui', 'Zhangjiang']);
    expect(kids.every((a) => a.path.join() === [shanghai, pudong].join())).toBe(true);
    expect((await t.call('GET', '/api/delivery-areas?parent=nope', { as: 'admin' })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/delivery-areas?colour=red', { as: 'admin' })).statusCode).toBe(400);
  });

  it('is closed to the designer', async () => {
    expect((await t.call('GET', '/api/delivery-areas', { as: 'designer' })).statusCode).toBe(403);
  });
});

describe('delivery areas list and forms', () => {
  const details = (params: Record<string, unknown>) =>
    t.call('GET', `/api/delivery-areas/details${qs(params)}`, { as: 'logistic' });

  it('filters by English or Chinese name and by parent', async () => {
    const zh = await details({ filter: { name: '天河区' } });
    expect((zh.json() as Area[]).map((a) => a.name)).toEqual(['Tianhe']);
    expect(zh.headers['content-range']).toBe('delivery-areas 0-0/1');
    const kids = await details({ filter: { parent: guangzhou }, sort: ['name', 'ASC'] });
    expect((kids.json() as Area[]).map((a) => a.name)).toEqual([
      'Haizhu',
      'Liwan',
      'Panyu',
      'Tianhe',
      'Yuexiu',
    ]);
    expect((kids.json() as { parentName: string }[])[0]?.parentName).toBe('Guangzhou');
    expect((await details({ filter: { parent: 'x' } })).statusCode).toBe(400);
  });

  it('requires a parent that exists', async () => {
    const none = await t.call('POST', '/api/delivery-areas', { as: 'admin', body: { name: 'Nowhere' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ parent: 'validation.required' });
    const unknown = await t.call('POST', '/api/delivery-areas', {
      as: 'admin',
      body: { name: 'Nowhere', parent: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ parent: 'validation.unknownArea' });
  });

  let id: string;
  it('creates under a parent, with its path; a sibling of the same name is a conflict', async () => {
    const r = await t.call('POST', '/api/delivery-areas', {
      as: 'product-manager',
      body: { name: 'Century Park', nameZh: '世纪公园', parent: pudong },
    });
    expect(r.statusCode).toBe(201);
    id = r.json().id;
    expect(r.json()).toMatchObject({ name: 'Century Park', parent: pudong, path: [shanghai, pudong] });
    const again = await t.call('POST', '/api/delivery-areas', {
      as: 'admin',
      body: { name: 'century park', parent: pudong },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ name: 'validation.nameTaken' });
    expect((await t.call('GET', `/api/delivery-areas/${id}/details`, { as: 'admin' })).json().nameZh).toBe(
      '世纪公园',
    );
  });

  it('moves an area, but never under itself or its own descendants', async () => {
    const self = await t.call('PUT', `/api/delivery-areas/${pudong}`, {
      as: 'admin',
      body: {
        name: 'Pudong',
        parent: pudong,
        version: await versionNow(t, `/api/delivery-areas/${pudong}/details`),
      },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toEqual({ parent: 'validation.areaCycle' });
    const below = await t.call('PUT', `/api/delivery-areas/${pudong}`, {
      as: 'admin',
      body: {
        name: 'Pudong',
        nameZh: '浦东新区',
        parent: id,
        version: await versionNow(t, `/api/delivery-areas/${pudong}/details`),
      },
    });
    expect(below.json().fields).toEqual({ parent: 'validation.areaCycle' });
    const moved = await t.call('PUT', `/api/delivery-areas/${id}`, {
      as: 'admin',
      body: {
        name: 'Century Park',
        nameZh: '世纪公园',
        parent: lujiazui,
        version: await versionNow(t, `/api/delivery-areas/${id}/details`),
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().path).toEqual([shanghai, pudong, lujiazui]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      before: { parent: pudong },
      after: { parent: lujiazui },
    });
  });
});

describe('an area id written in capitals', () => {
  it('is the same area for a live order fee: the area own rule, not its parent', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 20, price: 4250 }],
    });
    const flat = (fee: number) => [{ type: 'flat', fee, quantity: null, value: null }];
    await t.db
      .updateTable('offers')
      .set({
        fees: JSON.stringify([
          { area: lujiazui, rules: flat(700) },
          { area: pudong, rules: flat(2000) },
        ]),
      })
      .where('id', '=', offer.id)
      .execute();
    const order = (area: string) =>
      t.call('POST', '/api/orders', {
        as: 'admin',
        body: {
          offer: offer.id,
          channel: 'wechat_group',
          customerDaily: { customerName: 'Case Chen' },
          customerAddress: { type: 'home', city: 'Shanghai', area, detailedAddress: '1 Rd', phone: '138' },
          packs: [{ id: offer.packs[0]!, quantity: 1 }],
        },
      });
    const upper = await order(lujiazui.toUpperCase());
    expect(upper.statusCode).toBe(201);
    expect(upper.json().deliveryFee).toBe(700);
    expect(upper.json().customerAddress.area).toBe(lujiazui);
  });
});
