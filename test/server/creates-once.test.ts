import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { opKey } from '../../domain/resource.ts';
import { RESOURCES } from '../../domain/resources/index.ts';
import type { Role } from '../../domain/roles.ts';
import type { StoredFile } from '../../domain/storages.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { multipart, PNG } from './files-fixtures.ts';
import { directSupplier } from './finance-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer, saleBody } from './live-fixtures.ts';
import { caseBody, orderIn } from './service-fixtures.ts';

/**
 * Every create of the API (every POST that makes a record, from the declarations) honours an
 * Idempotency-Key: two sends of one key at once make one record, both answered with it; the key
 * sent again with another body is a 422 that writes nothing. The table must name every POST of
 * the declarations, as a create or as a call that makes no record (with why).
 */
let t: TestApp;
let refs: {
  customer: string;
  area: string;
  parentArea: string;
  product: string;
  supplier: string;
  daily: DailyRefs;
  picture: StoredFile;
  sup: Awaited<ReturnType<typeof directSupplier>>;
  live: { id: string; packs: string[] };
};

async function upload(storage: string, as: Role): Promise<StoredFile> {
  const { body, contentType } = multipart([{ field: 'file', filename: 'cover.png', data: PNG }]);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/files/${storage}`,
    headers: { authorization: `Bearer ${await t.tokenOf(as)}`, 'content-type': contentType },
    payload: body,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

beforeAll(async () => {
  t = await testApp();
  const area = await sql<{ id: string; parent_id: string }>`
    SELECT id, parent_id FROM delivery_areas WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1`.execute(t.db);
  const product = await sql<{ id: string }>`
    SELECT id FROM products WHERE status = 'available' ORDER BY product_id LIMIT 1`.execute(t.db);
  const supplier = await sql<{ id: string }>`
    SELECT id FROM suppliers WHERE type <> 'services' ORDER BY name LIMIT 1`.execute(t.db);
  refs = {
    customer: (await anyCustomer(t.db)).id,
    area: area.rows[0]!.id,
    parentArea: area.rows[0]!.parent_id,
    product: product.rows[0]!.id,
    supplier: supplier.rows[0]!.id,
    daily: await dailyRefs(t.db),
    picture: await upload('recipe-cover', 'designer'),
    sup: await directSupplier(t),
    live: await makeOffer(t.db, { community: COMMUNITY_IDS.kitchen, packs: [{ stock: 100, price: 1000 }] }),
  };
  // the product form's files are its own storages
  productPics = { en: await upload('product-cover', 'product-manager'), zh: refs.picture };
  productPics.zh = await upload('product-cover', 'product-manager');
});
afterAll(() => t.close());
let productPics: { en: StoredFile; zh: StoredFile };

const HOUR = 3_600_000;
const hoursAhead = (h: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + h * HOUR).toISOString();

interface Create {
  as: Role;
  /** the table whose rows the create makes */
  table: string;
  /** a valid body, different for each n */
  body: (n: number) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

/** Every create, by `METHOD path` of its declaration. */
const CREATES: Record<string, Create> = {
  'POST /api/users': {
    as: 'admin',
    table: 'users',
    body: (n) => ({
      name: `Once ${n}`,
      email: `once.${n}.${randomUUID().slice(0, 6)}@comptoir.cn`,
      role: 'customer-hero',
      city: 'Shanghai',
      communities: [COMMUNITY_IDS.kitchen],
      password: 'correct horse',
    }),
  },
  'POST /api/delivery-templates': {
    as: 'admin',
    table: 'delivery_templates',
    body: (n) => ({
      name: `Once ${n} ${randomUUID()}`,
      areas: [{ area: refs.area, rules: [{ type: 'flat', fee: 500 }] }],
    }),
  },
  'POST /api/delivery-areas': {
    as: 'admin',
    table: 'delivery_areas',
    body: (n) => ({ name: `Once ${n} ${randomUUID()}`, nameZh: '一次', parent: refs.parentArea }),
  },
  'POST /api/views': {
    as: 'admin',
    table: 'saved_views',
    body: (n) => ({
      list: 'users',
      name: `Once ${n} ${randomUUID()}`,
      state: { filter: {}, tab: 'all', sort: ['name', 'ASC'], columns: [] },
    }),
  },
  'POST /api/suppliers': {
    as: 'admin',
    table: 'suppliers',
    body: (n) => ({
      name: `Once ${n} ${randomUUID()}`,
      type: 'direct_sales',
      phone: '021 5555 0101',
      wechatID: 'once',
      addressName: 'Warehouse',
      addressCity: 'Shanghai',
      addressZipCode: '200000',
      addressArea: refs.area,
      addressDetails: '88 Changle Road',
      contacts: [],
      paymentTerm: '30days',
      vat: 13,
      commission: null,
      status: 'available',
      financeInformation: [],
    }),
  },
  'POST /api/products': {
    as: 'product-manager',
    table: 'products',
    body: (n) => ({
      name: { en: `Once ${n} ${randomUUID()}`, zh: '一次' },
      description: { en: 'Once', zh: '一次' },
      price: 8800,
      weight: 250,
      weightType: 'g',
      supplier: refs.supplier,
      productType: 'cheese',
      storageType: 'fresh',
      diet: [],
      mainPicture: productPics,
      technicalSheet: { en: null, zh: null },
    }),
  },
  'POST /api/recipes': {
    as: 'designer',
    table: 'recipes',
    body: (n) => ({
      name: { en: `Once ${n} ${randomUUID()}`, zh: '一次' },
      serving: 4,
      preparationTime: 20,
      bakingTime: 10,
      calories: 300,
      description: { en: '<p>Once</p>', zh: '<p>一次</p>' },
      mainPicture: { en: refs.picture, zh: refs.picture },
      otherMedia: [],
      tags: [],
      products: [refs.product],
      pinTop: false,
      status: 'available',
    }),
  },
  'POST /api/customers': {
    as: 'customer-hero',
    table: 'customers',
    body: (n) => ({
      name: `Once ${n} ${randomUUID()}`,
      addresses: [],
      contacts: [{ name: `Once ${n}`, phone: '13800000000' }],
      wechatGroups: [{ community: COMMUNITY_IDS.kitchen, groupNumber: 4 }],
    }),
  },
  'POST /api/offers': {
    as: 'community-manager',
    table: 'offers',
    body: (n) => ({
      internalName: `Once ${n} ${randomUUID()}`,
      community: COMMUNITY_IDS.kitchen,
      channel: 'wechat_group',
      name: { en: 'Once', zh: '一次' },
      startingDate: hoursAhead(24),
      endingDate: hoursAhead(72),
      fees: [{ area: refs.area, rules: [{ type: 'flat', fee: 1000 }] }],
      deliveryDates: [hoursAhead(96).slice(0, 10)],
      wechatGroup: {
        packs: [
          {
            id: randomUUID(),
            name: { en: 'Pack', zh: '套餐' },
            stock: 5,
            price: 5000,
            products: [{ product: refs.product, quantity: 1, weight: 1, weightType: 'piece' }],
          },
        ],
        singleItems: [],
        lotteryEnable: false,
      },
    }),
  },
  'POST /api/orders': {
    as: 'community-manager',
    table: 'orders',
    body: (n) => saleBody(refs.live, refs.customer, { comment: `once ${n} ${randomUUID()}` }),
  },
  'POST /api/vouchers': {
    as: 'customer-hero',
    table: 'vouchers',
    body: (n) => ({
      customer: refs.customer,
      reason: 'gift',
      comment: `once ${n} ${randomUUID()}`,
      amount: 100,
      expirationDate: '2099-12-31',
      communities: [COMMUNITY_IDS.kitchen],
    }),
  },
  'POST /api/claims': {
    as: 'customer-hero',
    table: 'claims',
    body: async (n) => ({
      ...caseBody((await orderIn(t.db, { community: COMMUNITY_IDS.kitchen })).id),
      action: 'resend',
      comment: `once ${n}`,
    }),
  },
  'POST /api/refunds': {
    as: 'customer-hero',
    table: 'refunds',
    body: async (n) => ({
      ...caseBody((await orderIn(t.db, { community: COMMUNITY_IDS.kitchen })).id),
      refundAmount: 100 + n,
      paymentMethod: 'alipay',
    }),
  },
  'POST /api/purchase-orders': {
    as: 'product-manager',
    table: 'purchase_orders',
    body: (n) => ({
      supplier: refs.sup.id,
      date: '2026-11-02',
      purchaseOrderItems: [
        { product: refs.sup.products[0]!.id, quantity: 1000 + n, unitPrice: 100, vatPercentage: 13 },
      ],
    }),
  },
  'POST /api/stock-movements': {
    as: 'product-manager',
    table: 'stock_movements',
    body: (n) => ({
      product: refs.product,
      stockType: 'paid',
      type: 'purchase_order',
      status: 'purchased',
      date: '2026-03-02',
      movementStock: 40 + n,
      comment: `once ${n}`,
    }),
  },
  'POST /api/stock-movements/manual': {
    as: 'admin',
    table: 'stock_movements',
    body: (n) => ({
      productId: refs.product,
      quantity: 3 + n,
      type: 'manual_add',
      bucket: 'paid',
      comment: `once ${n}`,
    }),
  },
};

/** The POSTs that make no record of their own, and why a key is not theirs. */
const NOT_CREATES: Record<string, string> = {
  'POST /api/auth/login': 'a session, answered with new tokens each time',
  'POST /api/auth/logout': 'ends a session; again is a no-op',
  'POST /api/claims/:id/next': 'a move at the version it was made from',
  'POST /api/claims/:id/fail': 'a move at the version it was made from',
  'POST /api/vouchers/:id/validate': 'a move at the version it was made from',
  'POST /api/vouchers/:id/decline': 'a move at the version it was made from',
  'POST /api/lottery-draws/:drawId/assign': "a move at the slot's holder it was made from",
  'POST /api/orders/bulk': 'moves, each row at its version',
  'POST /api/refunds/:id/read': 'a read mark, set once',
  'POST /api/product-stocks/:productId/merge': 'moves the free units read; a second finds none',
  'POST /api/purchase-orders/generate': 'one invoice per offer: an invoiced offer is refused',
};
const isUpload = (path: string) => path.startsWith('/api/files/');

describe('the creates of the declarations', () => {
  const posts = RESOURCES.flatMap((r) => Object.values(r.ops)).filter((op) => op.method === 'POST');

  it('are each in the table as a create, or named as a call that makes no record', () => {
    const unknown = posts
      .map(opKey)
      .filter((k) => !(k in CREATES) && !(k in NOT_CREATES) && !isUpload(k.slice(5)));
    expect(unknown).toEqual([]);
  });

  it('are each declared idempotent, and only they', () => {
    const idempotent = posts.filter((op) => op.idempotent).map(opKey);
    expect(idempotent.sort()).toEqual(Object.keys(CREATES).sort());
  });
});

const rows = async (table: string) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n;

describe.each(Object.entries(CREATES))('%s with an Idempotency-Key', (key, c) => {
  const path = key.slice('POST '.length);
  const send = (body: Record<string, unknown>, idem: string) =>
    t.call('POST', path, { as: c.as, body, headers: { 'idempotency-key': idem } });

  it('makes one record for two sends at once, both answered with it; another body is a 422', async () => {
    const idem = `all-creates-${randomUUID()}`;
    const before = await rows(c.table);
    const body = await c.body(1);
    const [a, b] = await Promise.all([send(body, idem), send(body, idem)]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body}\n${b.body}`).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await rows(c.table)).toBe(before + 1);
    const replay = await send(body, idem);
    expect(replay.statusCode, replay.body).toBe(200);
    const other = await send(await c.body(2), idem);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().fields).toEqual({ 'Idempotency-Key': 'validation.idempotencyKeyReused' });
    expect(await rows(c.table)).toBe(before + 1);
  });
});
