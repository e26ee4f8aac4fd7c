import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Role } from '../../domain/roles.ts';
import type { StoredFile } from '../../domain/storages.ts';
import { type DailyRefs, dailyRefs } from './daily-orders-fixtures.ts';
import { multipart, PNG } from './files-fixtures.ts';
import { directSupplier } from './finance-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { anyCustomer, makeOffer, saleBody } from './live-fixtures.ts';
import { caseBody, orderIn } from './service-fixtures.ts';

/** A valid body for every create of the API, and the rows they refer to (write-safety tests). */
export interface WriteRefs {
  customer: string;
  area: string;
  parentArea: string;
  product: string;
  supplier: string;
  daily: DailyRefs;
  picture: StoredFile;
  sup: Awaited<ReturnType<typeof directSupplier>>;
  live: { id: string; packs: string[] };
  productPics: { en: StoredFile; zh: StoredFile };
}

export async function upload(t: TestApp, storage: string, as: Role): Promise<StoredFile> {
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

/** The rows and files the creates below refer to. */
export async function writeRefs(t: TestApp): Promise<WriteRefs> {
  const area = await sql<{ id: string; parent_id: string }>`
    SELECT id, parent_id FROM delivery_areas WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1`.execute(t.db);
  const product = await sql<{ id: string }>`
    SELECT id FROM products WHERE status = 'available' ORDER BY product_id LIMIT 1`.execute(t.db);
  const supplier = await sql<{ id: string }>`
    SELECT id FROM suppliers WHERE type <> 'services' ORDER BY name LIMIT 1`.execute(t.db);
  return {
    customer: (await anyCustomer(t.db)).id,
    area: area.rows[0]!.id,
    parentArea: area.rows[0]!.parent_id,
    product: product.rows[0]!.id,
    supplier: supplier.rows[0]!.id,
    daily: await dailyRefs(t.db),
    picture: await upload(t, 'recipe-cover', 'designer'),
    sup: await directSupplier(t),
    live: await makeOffer(t.db, { community: COMMUNITY_IDS.kitchen, packs: [{ stock: 100, price: 1000 }] }),
    // the product form's files are its own storages
    productPics: {
      en: await upload(t, 'product-cover', 'product-manager'),
      zh: await upload(t, 'product-cover', 'product-manager'),
    },
  };
}

const HOUR = 3_600_000;
const hoursAhead = (h: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + h * HOUR).toISOString();

export interface Create {
  as: Role;
  /** the table whose rows the create makes */
  table: string;
  /** a valid body, different for each n */
  body: (
    t: TestApp,
    refs: WriteRefs,
    n: number,
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

/** Every create, by `METHOD path` of its declaration. */
export const CREATES: Record<string, Create> = {
  'POST /api/users': {
    as: 'admin',
    table: 'users',
    body: (_t, _refs, n) => ({
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
    body: (_t, refs, n) => ({
      name: `Once ${n} ${randomUUID()}`,
      areas: [{ area: refs.area, rules: [{ type: 'flat', fee: 500 }] }],
    }),
  },
  'POST /api/delivery-areas': {
    as: 'admin',
    table: 'delivery_areas',
    body: (_t, refs, n) => ({ name: `Once ${n} ${randomUUID()}`, nameZh: '一次', parent: refs.parentArea }),
  },
  'POST /api/views': {
    as: 'admin',
    table: 'saved_views',
    body: (_t, _refs, n) => ({
      list: 'users',
      name: `Once ${n} ${randomUUID()}`,
      state: { filter: {}, tab: 'all', sort: ['name', 'ASC'], columns: [] },
    }),
  },
  'POST /api/suppliers': {
    as: 'admin',
    table: 'suppliers',
    body: (_t, refs, n) => ({
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
  'POST /api/quick-replies': {
    as: 'customer-hero',
    table: 'quick_replies',
    body: (_t, _refs, n) => ({
      title: `Once ${n} ${randomUUID().slice(0, 8)}`,
      community: COMMUNITY_IDS.kitchen,
      language: 'en',
      body: 'Hello!\nSaved once.',
      category: 'other',
      active: true,
    }),
  },
  'POST /api/products': {
    as: 'product-manager',
    table: 'products',
    body: (_t, refs, n) => ({
      name: { en: `Once ${n} ${randomUUID()}`, zh: '一次' },
      description: { en: 'Once', zh: '一次' },
      price: 8800,
      weight: 250,
      weightType: 'g',
      supplier: refs.supplier,
      productType: 'cheese',
      storageType: 'fresh',
      diet: [],
      mainPicture: refs.productPics,
      technicalSheet: { en: null, zh: null },
    }),
  },
  'POST /api/recipes': {
    as: 'designer',
    table: 'recipes',
    body: (_t, refs, n) => ({
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
    body: (_t, _refs, n) => ({
      name: `Once ${n} ${randomUUID()}`,
      addresses: [],
      contacts: [{ name: `Once ${n}`, phone: '13800000000' }],
      wechatGroups: [{ community: COMMUNITY_IDS.kitchen, groupNumber: 4 }],
    }),
  },
  'POST /api/offers': {
    as: 'community-manager',
    table: 'offers',
    body: (_t, refs, n) => ({
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
    body: (_t, refs, n) => saleBody(refs.live, refs.customer, { comment: `once ${n} ${randomUUID()}` }),
  },
  'POST /api/vouchers': {
    as: 'customer-hero',
    table: 'vouchers',
    body: (_t, refs, n) => ({
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
    body: async (t, _refs, n) => ({
      ...caseBody((await orderIn(t.db, { community: COMMUNITY_IDS.kitchen })).id),
      action: 'resend',
      comment: `once ${n}`,
    }),
  },
  'POST /api/refunds': {
    as: 'customer-hero',
    table: 'refunds',
    body: async (t, _refs, n) => ({
      ...caseBody((await orderIn(t.db, { community: COMMUNITY_IDS.kitchen })).id),
      refundAmount: 100 + n,
      paymentMethod: 'alipay',
    }),
  },
  'POST /api/purchase-orders': {
    as: 'product-manager',
    table: 'purchase_orders',
    body: (_t, refs, n) => ({
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
    body: (_t, refs, n) => ({
      product: refs.product,
      stockType: 'paid',
      type: 'manual_add',
      status: 'in',
      date: '2026-03-02',
      movementStock: 40 + n,
      comment: `once ${n}`,
    }),
  },
  'POST /api/stock-movements/manual': {
    as: 'admin',
    table: 'stock_movements',
    body: (_t, refs, n) => ({
      productId: refs.product,
      quantity: 3 + n,
      type: 'manual_add',
      bucket: 'paid',
      comment: `once ${n}`,
    }),
  },
};

/** The version a record has now, read as an admin, for the tests whose subject is not versions. */
export async function versionNow(t: TestApp, url: string): Promise<number> {
  const r = await t.call('GET', url, { as: 'admin' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().version;
}
