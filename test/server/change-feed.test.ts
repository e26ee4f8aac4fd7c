import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Role } from '../../domain/roles.ts';
import { build } from '../../server/app.ts';
import { until, watchFeed } from './feed-watch.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, liveUrlOf, makeOffer, saleBody } from './live-fixtures.ts';

let t: TestApp;
let b: FastifyInstance;
let urlA: string;
let urlB: string;

/** Two instances on one database: a change committed on one reaches watchers of both. */
beforeAll(async () => {
  t = await testApp();
  b = await build({ databaseUrl: t.url });
  urlA = await liveUrlOf(t.app);
  urlB = await liveUrlOf(b);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const watcher = async (url: string, role: Role, resources: string[]) =>
  watchFeed(url, await t.tokenOf(role), resources);

/** One order sold by an admin on an offer of its own in `community`, on instance A. */
async function sellOne(community: string): Promise<{ id: string; version: number }> {
  const offer = await makeOffer(t.db, { community, packs: [{ stock: 5, price: 1000 }] });
  const c = await anyCustomer(t.db);
  const r = await t.call('POST', '/api/orders', { as: 'admin', body: saleBody(offer, c.id) });
  expect(r.statusCode).toBe(201);
  return r.json();
}

describe('change feed', () => {
  it('follows only what the role may list', async () => {
    const w = await watcher(urlA, 'designer', ['users', 'delivery-templates', 'orders', 'nonsense']);
    expect(w.got[0]).toMatchObject({ type: 'watching', resources: ['users'] });
    w.ws.close();
  });

  it('a template edited on A reaches a list open on B, by the feed', async () => {
    const onB = await watcher(urlB, 'admin', ['delivery-templates']);
    const tpl = (await t.call('GET', '/api/delivery-templates/details', { as: 'admin' })).json()[0];
    const r = await t.call('PUT', `/api/delivery-templates/${tpl.id}`, {
      as: 'product-manager',
      body: { name: `${tpl.name} (edited)`, status: tpl.status, areas: tpl.areas, version: tpl.version },
    });
    expect(r.statusCode).toBe(200);
    // waited for, not timed: the delay belongs to bench/, a loaded machine is slow, not wrong
    await until(() => onB.changes().length > 0, 20_000);
    expect(onB.changes()).toEqual([
      { type: 'CHANGE', resource: 'delivery-templates', id: tpl.id, version: tpl.version + 1 },
    ]);
    onB.ws.close();
  });

  it("never tells a watcher of a row it may not read: another community's order", async () => {
    const hero = await watcher(urlA, 'customer-hero', ['orders']); // kitchen and garden
    const admin = await watcher(urlB, 'admin', ['orders']);
    const order = await sellOne(COMMUNITY_IDS.farm);
    const paid = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'admin',
      body: { version: order.version, paymentStatus: 'paid', paymentMethod: 'wechat' },
    });
    expect(paid.statusCode).toBe(200);
    // a kitchen order sold after it: changes are heard in commit order, so once the hero has
    // heard of this one, he would have heard of the farm's before it
    const marker = await sellOne(COMMUNITY_IDS.kitchen);
    await until(() => hero.changes().some((m) => m.type === 'CHANGE' && m.id === marker.id), 20_000);
    expect(admin.changes().some((m) => m.type === 'CHANGE' && m.id === order.id)).toBe(true);
    expect(hero.changes().filter((m) => m.type === 'CHANGE' && m.id === order.id)).toEqual([]);
    hero.ws.close();
    admin.ws.close();
  });

  it("never tells a watcher of another community's customer; a customer of no community is news to all", async () => {
    const hero = await watcher(urlA, 'customer-hero', ['customers']); // kitchen and garden
    const admin = await watcher(urlB, 'admin', ['customers']);
    const farm = await t.call('POST', '/api/customers', {
      as: 'admin',
      body: { name: 'Feed Farmer', wechatGroups: [{ community: COMMUNITY_IDS.farm, groupNumber: 9 }] },
    });
    const c = farm.json();
    const edited = await t.call('PUT', `/api/customers/${c.id}`, {
      as: 'admin',
      body: { name: 'Feed Farmer Two', wechatGroups: c.wechatGroups, version: c.version },
    });
    expect(edited.statusCode).toBe(200);
    const loose = (
      await t.call('POST', '/api/customers', { as: 'admin', body: { name: 'Feed Nobody' } })
    ).json();
    await until(() => admin.changes().some((m) => m.type === 'CHANGE' && m.id === loose.id));
    await until(() => hero.changes().some((m) => m.type === 'CHANGE' && m.id === loose.id));
    expect(admin.changes().filter((m) => m.type === 'CHANGE' && m.id === c.id)).toHaveLength(2);
    expect(hero.changes().filter((m) => m.type === 'CHANGE' && m.id === c.id)).toEqual([]);
    hero.ws.close();
    admin.ws.close();
  });

  it('an order sold on the live path reaches the order lists of its community, on both instances', async () => {
    const hero = await watcher(urlA, 'customer-hero', ['orders']); // kitchen and garden
    const admin = await watcher(urlB, 'admin', ['orders']);
    const kitchen = await sellOne(COMMUNITY_IDS.kitchen);
    const farm = await sellOne(COMMUNITY_IDS.farm);
    // heard in commit order: once the hero has this later kitchen sale, the farm's has passed him
    const marker = await sellOne(COMMUNITY_IDS.kitchen);
    const news = (w: typeof hero, id: string) =>
      w.changes().filter((m) => m.type === 'CHANGE' && m.id === id);
    await until(() => news(admin, marker.id).length > 0 && news(hero, marker.id).length > 0, 20_000);
    expect(news(admin, kitchen.id)).toEqual([
      { type: 'CHANGE', resource: 'orders', id: kitchen.id, version: kitchen.version },
    ]);
    expect(news(admin, farm.id)).toHaveLength(1);
    expect(news(hero, kitchen.id)).toHaveLength(1);
    expect(news(hero, farm.id)).toEqual([]);
    hero.ws.close();
    admin.ws.close();
  });

  it("follows the token the socket lives by: an offer subscribed with another member's token narrows the feed", async () => {
    const w = await watcher(urlA, 'admin', ['orders']);
    const kitchen = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 5, price: 1000 }],
    });
    let acked = false;
    w.ws.on('message', (d) => {
      if (JSON.parse(d.toString()).type === 'ack') acked = true;
    });
    w.ws.send(
      JSON.stringify({ type: 'offer', offerId: kitchen.id, token: await t.tokenOf('customer-hero') }),
    );
    await until(() => acked);
    const farm = await makeOffer(t.db, { community: COMMUNITY_IDS.farm, packs: [{ stock: 5, price: 1000 }] });
    const c = await anyCustomer(t.db);
    const sell = (offer: string, pack: string) =>
      t.call('POST', '/api/orders', {
        as: 'admin',
        body: { offer, channel: 'wechat_group', customer: c.id, packs: [{ id: pack, quantity: 1 }] },
      });
    const theirs = (await sell(farm.id, farm.packs[0]!)).json();
    const mine = (await sell(kitchen.id, kitchen.packs[0]!)).json();
    await until(() => w.changes().some((m) => m.type === 'CHANGE' && m.id === mine.id));
    expect(w.changes().some((m) => m.type === 'CHANGE' && m.id === theirs.id)).toBe(false);
    w.ws.close();
  });

  it("a super-admin's record is news to super-admins only", async () => {
    const admin = await watcher(urlA, 'admin', ['users']);
    const sa = await watcher(urlA, 'super-admin', ['users']);
    const me = (await t.call('GET', '/api/auth/me', { as: 'super-admin' })).json();
    const { version } = (await t.call('GET', `/api/users/${me.id}`, { as: 'super-admin' })).json();
    const r = await t.call('PUT', `/api/users/${me.id}`, {
      as: 'super-admin',
      body: { city: 'Shanghai', version },
    });
    expect(r.statusCode).toBe(200);
    // a member made after it: heard in commit order, so it comes after the super-admin's change
    const made = await t.call('POST', '/api/users', {
      as: 'admin',
      body: {
        name: 'Feed marker',
        email: 'feed-marker@example.com',
        role: 'designer',
        communities: [],
        password: 'a long enough one',
      },
    });
    expect(made.statusCode).toBe(201);
    const marker = made.json();
    await until(() => admin.changes().some((m) => m.type === 'CHANGE' && m.id === marker.id), 20_000);
    expect(sa.changes().some((m) => m.type === 'CHANGE' && m.id === me.id)).toBe(true);
    expect(admin.changes().filter((m) => m.type === 'CHANGE' && m.id === me.id)).toEqual([]);
    admin.ws.close();
    sa.ws.close();
  });

  it('refuses a bad token and closes', async () => {
    const ws = new WebSocket(urlA);
    await new Promise((r) => ws.once('open', r));
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    ws.send(JSON.stringify({ type: 'watch', token: 'nope', resources: ['users'] }));
    expect(await closed).toBe(4401);
  });
});
