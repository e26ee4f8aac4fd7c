import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { demoUserId } from '../../server/db/seed/foundation.ts';
import { demoEmail, type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer } from './live-fixtures.ts';

let t: TestApp;
let area: string;
let customer: { id: string };
let kitchenOffer: { id: string; packs: string[] };
beforeAll(async () => {
  t = await testApp();
  area = (await sql<{ id: string }>`SELECT id FROM delivery_areas LIMIT 1`.execute(t.db)).rows[0]!.id;
  customer = await anyCustomer(t.db);
  kitchenOffer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 1000, price: 500 }],
  });
});
afterAll(() => t.close());

const order = (extra: Record<string, unknown> = {}, offer = kitchenOffer) => ({
  offer: offer.id,
  channel: 'wechat_group',
  customer: customer.id,
  packs: [{ id: offer.packs[0]!, quantity: 1 }],
  ...extra,
});
const address = (over: Record<string, unknown> = {}) => ({
  type: 'home',
  city: 'Shanghai',
  area,
  detailedAddress: 'Wukang Rd 12',
  ...over,
});

describe('dates', () => {
  it.each([
    ['orderDate', '0000-01-01'],
    ['orderDate', '9999-12-31'],
    ['orderDate', '1999-12-31'],
    ['deliveryDate', '2026-02-30'],
  ])('an order with %s %s is a 400 naming the field', async (field, value) => {
    const r = await t.call('POST', '/api/orders', { as: 'customer-hero', body: order({ [field]: value }) });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ [field]: 'validation.invalidDate' });
  });

  it('an impossible delivery date on the tracking route is a 400 naming it', async () => {
    const made = await t.call('POST', '/api/orders', { as: 'customer-hero', body: order() });
    const r = await t.call('PUT', `/api/orders/${made.json().id}/tracking`, {
      as: 'customer-hero',
      body: { deliveryDate: '2026-02-30' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ deliveryDate: 'validation.invalidDate' });
  });
});

describe('NUL characters', () => {
  it('are a 400 with fields naming the field, at any depth', async () => {
    const name = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: { name: 'Zh\u0000ou' },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual({
      error: 'bad_request',
      message: 'errors.validation',
      fields: { name: 'validation.invalidCharacter' },
    });
    const deep = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: { name: 'Zhou', addresses: [address({ detailedAddress: 'Rd\u0000 12' })] },
    });
    expect(deep.json().fields).toEqual({ 'addresses.0.detailedAddress': 'validation.invalidCharacter' });
    const comment = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: order({ comment: '\u0000' }),
    });
    expect(comment.json().fields).toEqual({ comment: 'validation.invalidCharacter' });
  });
});

describe('POST /api/customers references', () => {
  it('refuses areas and communities that do not exist, naming each', async () => {
    const r = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: {
        name: 'Nowhere Li',
        addresses: [address(), address({ area: randomUUID() })],
        wechatGroups: [{ community: randomUUID(), groupNumber: 3 }],
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({
      'addresses.1.area': 'validation.unknownArea',
      'wechatGroups.0.community': 'validation.unknownCommunity',
    });
    const n = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM customers WHERE name = 'Nowhere Li'`.execute(t.db);
    expect(n.rows[0]!.n).toBe(0);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'https://elsewhere.example/p.png',
    '//elsewhere.example/p.png',
    '../../etc/passwd',
  ])('refuses %s as a picture', async (uri) => {
    const r = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: { name: 'Picture Wu', profilePicture: { name: 'p.png', uri } },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'profilePicture.uri': 'validation.notStoredFile' });
  });

  it('keeps a picture stored by the console', async () => {
    // the hero's upload of the customer-picture store, as POST /api/files/customer-picture records it
    const hero = demoUserId(demoEmail('customer-hero'));
    await sql`INSERT INTO files (storage, uri, name, size, content_type, sha256, uploaded_by)
      VALUES ('customer-picture', '0123456789abcdef0123456789abcdef.png', 'p.png', 1, 'image/png', '', ${hero})`.execute(
      t.db,
    );
    const r = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: {
        name: 'Picture Wu',
        profilePicture: { name: 'p.png', uri: '0123456789abcdef0123456789abcdef.png' },
      },
    });
    expect(r.statusCode).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('reused with a different body is a 422 naming the key, and changes nothing', async () => {
    const headers = { 'idempotency-key': 'reuse-different-body-1' };
    const first = await t.call('POST', '/api/orders', { as: 'customer-hero', body: order(), headers });
    expect(first.statusCode).toBe(201);
    const other = order({ packs: [{ id: kitchenOffer.packs[0]!, quantity: 3 }] });
    const again = await t.call('POST', '/api/orders', { as: 'customer-hero', body: other, headers });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      error: 'unprocessable',
      message: 'errors.idempotencyKeyReused',
      fields: { 'Idempotency-Key': 'validation.idempotencyKeyReused' },
    });
    // the same body still answers the first order
    const same = await t.call('POST', '/api/orders', { as: 'customer-hero', body: order(), headers });
    expect(same.statusCode).toBe(200);
    expect(same.json().id).toBe(first.json().id);
  });

  it('is scoped per member: another member’s key never reveals nor returns that order', async () => {
    const headers = { 'idempotency-key': 'shared-looking-key-1' };
    const mine = await t.call('POST', '/api/orders', { as: 'customer-hero', body: order(), headers });
    expect(mine.statusCode).toBe(201);
    // the same key and body from an admin: a new order of his, not the hero's
    const admin = await t.call('POST', '/api/orders', { as: 'admin', body: order(), headers });
    expect(admin.statusCode).toBe(201);
    expect(admin.json().id).not.toBe(mine.json().id);
    // from a member of other communities: no 403 revealing the kitchen order, his own sale
    const farmOffer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.farm,
      packs: [{ stock: 5, price: 700 }],
    });
    const wu = await t.login('wu.ting@comptoir.cn');
    // a walk-in: the kitchen's customer is not one a farm member reaches (docs/customers.md)
    const walkIn = { customer: null, customerDaily: { customerName: 'Walk-in' } };
    const other = await t.call('POST', '/api/orders', {
      token: wu.token,
      body: order(walkIn, farmOffer),
      headers,
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().offerId).toBe(farmOffer.id);
  });
});
