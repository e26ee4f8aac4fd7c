import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { demoUserId } from '../../server/db/seed/foundation.ts';
import { demoEmail, type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer, saleBody } from './live-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const member = {
  name: 'History Test',
  email: 'history@comptoir.cn',
  role: 'logistic',
  city: 'Shanghai',
  communities: [COMMUNITY_IDS.kitchen],
  password: 'correct horse',
};

describe('record history', () => {
  it('lists who changed what, newest first, paged with Content-Range, no secret', async () => {
    const created = (await t.call('POST', '/api/users', { as: 'admin', body: member })).json();
    const put = async (body: Record<string, unknown>, as: 'admin' | 'product-manager') =>
      t.call('PUT', `/api/users/${created.id}`, {
        as,
        body: { ...body, version: await versionNow(t, `/api/users/${created.id}`) },
      });
    expect((await put({ name: 'History Two' }, 'product-manager')).statusCode).toBe(200);
    expect((await put({ password: 'another secret' }, 'admin')).statusCode).toBe(200);
    const r = await t.call('GET', `/api/history/users/${created.id}?range=[0,1]`, { as: 'product-manager' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-range']).toBe('history 0-1/3');
    const [last, second] = r.json();
    expect(last).toMatchObject({ action: 'update', after: { password: 'changed' } });
    expect(last.actor.id).toBe(demoUserId(demoEmail('admin')));
    expect(second).toMatchObject({
      action: 'update',
      before: { name: 'History Test' },
      after: { name: 'History Two' },
      actor: { id: demoUserId(demoEmail('product-manager')) },
    });
    expect(JSON.stringify(r.json())).not.toMatch(/scrypt|another secret/);
    const page2 = await t.call('GET', `/api/history/users/${created.id}?range=[2,3]`, { as: 'admin' });
    expect(page2.json()).toMatchObject([{ action: 'create', before: null, after: { password: 'set' } }]);
  });

  it('is refused to roles that may not read the record (403) and for unknown records (404)', async () => {
    const target = demoUserId(demoEmail('logistic'));
    expect((await t.call('GET', `/api/history/users/${target}`, { as: 'designer' })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/history/users/${target}`, { as: 'admin' })).statusCode).toBe(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/history/users/${missing}`, { as: 'admin' })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/history/nonsense/${target}`, { as: 'admin' })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/history/users/not-a-uuid`, { as: 'admin' })).statusCode).toBe(404);
    // a super-admin's record does not exist for anyone else
    const sa = demoUserId(demoEmail('super-admin'));
    expect((await t.call('GET', `/api/history/users/${sa}`, { as: 'admin' })).statusCode).toBe(404);
  });

  it("keeps to the caller's communities: an order of another community is 403", async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.farm,
      packs: [{ stock: 5, price: 1000 }],
    });
    const c = await anyCustomer(t.db);
    const order = await t.call('POST', '/api/orders', { as: 'admin', body: saleBody(offer, c.id) });
    expect(order.statusCode).toBe(201);
    const id = order.json().id;
    // customer-hero works in kitchen and garden only
    expect((await t.call('GET', `/api/history/orders/${id}`, { as: 'customer-hero' })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/history/orders/${id}`, { as: 'admin' })).statusCode).toBe(200);
  });

  it('refuses list parameters it does not know', async () => {
    const r = await t.call('GET', `/api/history/users/${demoUserId(demoEmail('logistic'))}?filter={"x":1}`, {
      as: 'admin',
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('edit conflicts', () => {
  it('a stale version on each editable entity is a 409 with the current record', async () => {
    const u = (
      await t.call('GET', `/api/users/${demoUserId(demoEmail('logistic'))}`, { as: 'admin' })
    ).json();
    const ok = await t.call('PUT', `/api/users/${u.id}`, {
      as: 'admin',
      body: { city: 'Shanghai', version: u.version },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().version).toBe(u.version + 1);
    const stale = await t.call('PUT', `/api/users/${u.id}`, {
      as: 'admin',
      body: { name: 'Late', version: u.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', details: { id: u.id, version: u.version + 1 } });

    const tpl = (await t.call('GET', '/api/delivery-templates/details', { as: 'admin' })).json()[0];
    const body = { name: tpl.name, status: tpl.status, areas: tpl.areas };
    const put = (version: number) =>
      t.call('PUT', `/api/delivery-templates/${tpl.id}`, { as: 'admin', body: { ...body, version } });
    expect((await put(tpl.version)).statusCode).toBe(200);
    const t409 = await put(tpl.version);
    expect(t409.statusCode).toBe(409);
    expect(t409.json().details).toMatchObject({ id: tpl.id, version: tpl.version + 1 });

    const area = (
      await t.call('GET', '/api/delivery-areas/details?range=[0,0]&filter={"name":"Jing"}', { as: 'admin' })
    ).json()[0];
    const ab = { name: area.name, nameZh: area.nameZh, parent: area.parent };
    const a1 = await t.call('PUT', `/api/delivery-areas/${area.id}`, {
      as: 'admin',
      body: { ...ab, version: area.version },
    });
    expect(a1.statusCode).toBe(200);
    const a2 = await t.call('PUT', `/api/delivery-areas/${area.id}`, {
      as: 'admin',
      body: { ...ab, version: area.version },
    });
    expect(a2.statusCode).toBe(409);
    expect(a2.json().details).toMatchObject({ id: area.id, version: area.version + 1 });
  });
});

describe('a customer history', () => {
  it("shows a scoped member only his communities' groups, as the record does", async () => {
    const made = await t.call('POST', '/api/customers', {
      as: 'admin',
      body: { name: 'History Hu', wechatGroups: [{ community: COMMUNITY_IDS.kitchen, groupNumber: 2 }] },
    });
    const c = made.json();
    const both = [
      { community: COMMUNITY_IDS.kitchen, groupNumber: 2 },
      { community: COMMUNITY_IDS.farm, groupNumber: 77 },
    ];
    const put = await t.call('PUT', `/api/customers/${c.id}`, {
      as: 'admin',
      body: { name: 'History Hu', wechatGroups: both, version: c.version },
    });
    expect(put.statusCode).toBe(200);
    const r = await t.call('GET', `/api/history/customers/${c.id}`, { as: 'community-manager' });
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain(COMMUNITY_IDS.farm);
    const [update, create] = r.json();
    expect(update.after.wechatGroups).toEqual([both[0]]);
    expect(create.after.wechatGroups).toEqual([both[0]]);
    const admin = await t.call('GET', `/api/history/customers/${c.id}`, { as: 'admin' });
    expect(admin.json()[0].after.wechatGroups).toEqual(both);
  });
});
