import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayBusiness } from '../../domain/dates.ts';
import type { Role } from '../../domain/roles.ts';
import type { StoredFile } from '../../domain/storages.ts';
import { dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { multipart, PNG, SAMPLES } from './files-fixtures.ts';
import { qs, type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
let direct: string;
let services: string;
const pics: Record<'en' | 'zh' | 'sheet', StoredFile> = {} as never;

async function upload(storage: string, data: Buffer, as: Role = 'product-manager'): Promise<StoredFile> {
  const { body, contentType } = multipart([{ field: 'file', filename: 'cover.png', data }]);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/files/${storage}`,
    headers: { authorization: `Bearer ${await t.tokenOf(as)}`, 'content-type': contentType },
    payload: body,
  });
  expect(r.statusCode).toBe(200);
  return r.json();
}

beforeAll(async () => {
  t = await testApp();
  const sup = await t.db.selectFrom('suppliers').select(['id', 'type']).orderBy('name').execute();
  direct = sup.find((s) => s.type !== 'services')!.id;
  services = sup.find((s) => s.type === 'services')!.id;
  pics.en = await upload('product-cover', PNG);
  pics.zh = await upload('product-cover', PNG);
  pics.sheet = await upload('product-tech-sheet', SAMPLES.pdf);
});
afterAll(() => t.close());

let n = 0;
const product = (over: Record<string, unknown> = {}) => ({
  name: { en: `Comté 18 months ${++n}`, zh: '孔泰奶酪' },
  description: { en: 'Nutty and long', zh: '坚果味' },
  price: 8800,
  weight: 250,
  weightType: 'g',
  supplier: direct,
  productType: 'cheese',
  storageType: 'fresh',
  diet: ['gluten-free'],
  mainPicture: { en: pics.en, zh: pics.zh },
  technicalSheet: { en: pics.sheet, zh: null },
  ...over,
});
const create = (body: unknown, as: Role = 'product-manager') =>
  t.call('POST', '/api/products', { as, body: body as never });

describe('POST /api/products and PUT /api/products/{id}', () => {
  it('creates a product (201): product id, category from the type, supplier, files claimed, audited', async () => {
    const r = await create(product({ name: { en: 'Tomme de Savoie', zh: '萨瓦汤姆' } }));
    expect(r.statusCode).toBe(201);
    const p = r.json();
    expect(p).toMatchObject({
      name: { en: 'Tomme de Savoie', zh: '萨瓦汤姆' },
      productType: { name: 'cheese', category: 'food' },
      supplier: { id: direct },
      storageType: 'fresh',
      diet: ['gluten-free'],
      status: 'available',
      retailPrice: null,
      version: 1,
      mainPicture: { en: pics.en, zh: pics.zh },
    });
    expect(p.productId).toMatch(/^P\d+$/);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', p.id).execute();
    expect(audit).toMatchObject([{ entity: 'product', action: 'create' }]);
    expect((await t.call('GET', `/api/products/${p.id}`, { as: 'customer-hero' })).json()).toEqual(p);
  });

  it.each<Role>(['super-admin', 'admin', 'community-manager', 'designer', 'logistic'])(
    '%s may create',
    async (role) => {
      expect((await create(product(), role)).statusCode).toBe(201);
    },
  );
  it.each<Role>(['customer-hero', 'finance'])('%s may not create or edit (403)', async (role) => {
    expect((await create(product(), role)).statusCode).toBe(403);
    const id = (await create(product())).json().id;
    expect(
      (
        await t.call('PUT', `/api/products/${id}`, {
          as: role,
          body: { version: await versionNow(t, `/api/products/${id}`), ...product() },
        })
      ).statusCode,
    ).toBe(403);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['English name', { name: { en: '', zh: '孔泰' } }, 'name.en', 'validation.required'],
    ['Chinese name', { name: { en: 'Brie x', zh: ' ' } }, 'name.zh', 'validation.required'],
    ['English description', { description: { en: '', zh: '描述' } }, 'description.en', 'validation.required'],
    ['Chinese description', { description: { en: 'x', zh: '' } }, 'description.zh', 'validation.required'],
    ['unit price', { price: undefined }, 'price', 'validation.required'],
    ['unit price in whole fen', { price: 12.5 }, 'price', 'validation.integer'],
    ['unit', { weightType: undefined }, 'weightType', 'validation.required'],
    ['unit from the list', { weightType: 'kg' }, 'weightType', 'validation.required'],
    ['supplier', { supplier: undefined }, 'supplier', 'validation.required'],
    [
      'supplier that exists',
      { supplier: '00000000-0000-4000-8000-000000000000' },
      'supplier',
      'validation.invalid',
    ],
    ['product type', { productType: '' }, 'productType', 'validation.required'],
    ['product type of the dictionary', { productType: 'rocks' }, 'productType', 'validation.invalid'],
    ['weight is an integer', { weight: 2.5 }, 'weight', 'validation.integer'],
    [
      'both cover pictures',
      { mainPicture: { en: null, zh: null } },
      'mainPicture',
      'validation.setMainPictures',
    ],
    [
      'the Chinese cover picture',
      { mainPicture: { en: { name: 'x.png', uri: `${'a'.repeat(32)}.png` } } },
      'mainPicture',
      'validation.setMainPictures',
    ],
    [
      'a stored cover',
      { mainPicture: { en: { name: 'x', uri: '../../etc/passwd' }, zh: null } },
      'mainPicture.en.uri',
      'validation.notStoredFile',
    ],
    ['storage type', { storageType: 'cold' }, 'storageType', 'validation.invalid'],
    ['diet', { diet: ['keto'] }, 'diet.0', 'validation.invalid'],
    ['expiration date', { expirationDate: '2026-02-30' }, 'expirationDate', 'validation.invalidDate'],
    ['status', { status: 'ongoing' }, 'status', 'validation.invalid'],
    ['unknown field', { colour: 'red' }, 'colour', 'validation.invalid'],
  ])('bad %s: 400 naming the field', async (_name, over, field, message) => {
    const r = await create(product(over));
    expect(r.statusCode).toBe(400);
    expect(r.json().fields[field]).toBe(message);
  });

  it('a cover that is no file of the product-cover store is a 400 on mainPicture', async () => {
    const forged = { name: 'x.png', uri: `${'b'.repeat(32)}.png` };
    const r = await create(product({ mainPicture: { en: forged, zh: pics.zh } }));
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ mainPicture: 'errors.unknownFile' });
    const sheet = await create(product({ technicalSheet: { en: pics.en, zh: null } }));
    expect(sheet.json().fields).toEqual({ technicalSheet: 'errors.unknownFile' });
  });

  it('a services supplier saves an empty price as 0; another supplier still requires it', async () => {
    const r = await create(product({ supplier: services, price: null }));
    expect(r.statusCode).toBe(201);
    expect(r.json().price).toBe(0);
    expect((await create(product({ price: null }))).json().fields).toEqual({ price: 'validation.required' });
  });

  it("'Product already exists': available products, English name ignoring case and spaces", async () => {
    expect((await create(product({ name: { en: 'Mimolette', zh: '米莫雷特' } }))).statusCode).toBe(201);
    const dup = await create(product({ name: { en: '  MIMOLETTE ', zh: '另一个' } }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: 'product.errors.exists',
      fields: { 'name.en': 'product.errors.exists' },
    });
    // a discontinued product is not checked, and does not block
    const old = await create(product({ name: { en: 'mimolette', zh: '旧' }, status: 'discontinued' }));
    expect(old.statusCode).toBe(201);
    // reactivating it would make two: refused
    const re = await t.call('PUT', `/api/products/${old.json().id}`, {
      as: 'admin',
      body: product({
        name: { en: 'mimolette', zh: '旧' },
        status: 'available',
        version: old.json().version,
      }),
    });
    expect(re.statusCode).toBe(409);
  });

  it('two saves of one new name at once: one 201, one 409 (the database settles the race)', async () => {
    const body = product({ name: { en: 'Raced Reblochon', zh: '瑞布罗申' } });
    const codes = (await Promise.all([create(body), create(body), create(body)]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([201, 409, 409]);
  });

  it('edits with the version: saved (200, version + 1, audited); a stale version is a 409 with the current record', async () => {
    const p = (await create(product())).json();
    const put = (body: unknown) =>
      t.call('PUT', `/api/products/${p.id}`, { as: 'logistic', body: body as never });
    const ok = await put(product({ name: p.name, price: 9900, version: 1 }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ price: 9900, version: 2, productId: p.productId });
    const stale = await put(product({ name: p.name, price: 100, version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'errors.versionConflict',
      details: { price: 9900, version: 2 },
    });
    // its own name is not a duplicate of itself
    expect(
      (await put(product({ name: { en: p.name.en.toUpperCase(), zh: 'x' }, version: 2 }))).statusCode,
    ).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('unknown or malformed ids are 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await t.call('GET', `/api/products/${id}`, { as: 'admin' })).statusCode).toBe(404);
      expect(
        (
          await t.call('PUT', `/api/products/${id}`, {
            as: 'admin',
            // no record to read a version from: any version, the id alone decides
            body: { version: 1, ...product() },
          })
        ).statusCode,
      ).toBe(404);
    }
  });
});

describe('bad input: a 400 naming the field', () => {
  const unknownSupplier = '00000000-0000-4000-8000-000000000000';
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['English name required', { name: { en: '  ', zh: '名' } }, 'name.en', 'validation.required'],
    ['Chinese name required', { name: { en: 'Named', zh: '' } }, 'name.zh', 'validation.required'],
    ['unit price required', { price: undefined }, 'price', 'validation.required'],
    ['unit price not negative', { price: -1 }, 'price', 'validation.min'],
    ['unit price in whole fen', { price: 10.5 }, 'price', 'validation.integer'],
    ['unit required', { weightType: undefined }, 'weightType', 'validation.required'],
    ['unit from the list', { weightType: 'kg' }, 'weightType', 'validation.required'],
    [
      'English description required',
      { description: { en: '', zh: '描述' } },
      'description.en',
      'validation.required',
    ],
    [
      'Chinese description required',
      { description: { en: 'Text', zh: ' ' } },
      'description.zh',
      'validation.required',
    ],
    ['supplier required', { supplier: undefined }, 'supplier', 'validation.required'],
    ['supplier an id', { supplier: 'Farm' }, 'supplier', 'validation.invalid'],
    ['supplier that exists', { supplier: unknownSupplier }, 'supplier', 'validation.invalid'],
    ['product type required', { productType: undefined }, 'productType', 'validation.required'],
    ['product type of the dictionary', { productType: 'toString' }, 'productType', 'validation.invalid'],
    [
      'English cover required',
      { mainPicture: { en: null, zh: null } },
      'mainPicture',
      'validation.setMainPictures',
    ],
    ['weight per unit an integer', { weight: 12.5 }, 'weight', 'validation.integer'],
    ['storage type from the list', { storageType: 'cellar' }, 'storageType', 'validation.invalid'],
    ['diet tags from the list', { diet: ['keto'] }, 'diet.0', 'validation.invalid'],
    ['expiration a real date', { expirationDate: '2026-02-30' }, 'expirationDate', 'validation.invalidDate'],
    ['no unknown keys', { owner: 'me' }, 'owner', 'validation.invalid'],
  ];
  it.each(cases)('%s', async (_label, over, field, message) => {
    const { id, version } = (await create(product())).json();
    for (const [method, url, extra] of [
      ['POST', '/api/products', {}],
      ['PUT', `/api/products/${id}`, { version }],
    ] as const) {
      const r = await t.call(method, url, { as: 'admin', body: product({ ...extra, ...over }) as never });
      expect(r.statusCode, `${method} ${r.body}`).toBe(400);
      expect(r.json().fields, method).toMatchObject({ [field]: message });
    }
  });

  it("either cover missing is 'Please set main pictures'", async () => {
    for (const mainPicture of [
      { en: pics.en, zh: null },
      { en: null, zh: pics.zh },
    ]) {
      const r = await create(product({ mainPicture }));
      expect(r.statusCode).toBe(400);
      expect(r.json().fields).toEqual({ mainPicture: 'validation.setMainPictures' });
    }
  });
});

describe('GET /api/products/details', () => {
  it('pages with Content-Range, newest first; every role reads it', async () => {
    const r = await t.call('GET', `/api/products/details${qs({ range: [0, 4] })}`, { as: 'designer' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-range']).toMatch(/^products 0-4\/\d+$/);
    const rows = r.json();
    expect(rows).toHaveLength(5);
    const dates = rows.map((x: { createdAt: string }) => x.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(rows[0]).not.toHaveProperty('stock');
  });

  it('filters English name, supplier, product type, product id and status', async () => {
    const p = (
      await create(product({ name: { en: 'Filterable Tomme', zh: '可筛选汤姆' }, supplier: services }))
    ).json();
    const get = async (filter: Record<string, unknown>) =>
      (await t.call('GET', `/api/products/details${qs({ filter })}`, { as: 'admin' })).json() as {
        id: string;
      }[];
    expect((await get({ name: 'filterable tom' })).map((x) => x.id)).toEqual([p.id]);
    // a Chinese name finds it too (the offer form's picker, typed by Chinese-speaking staff)
    expect((await get({ name: '可筛选汤' })).map((x) => x.id)).toEqual([p.id]);
    expect((await get({ productId: p.productId })).map((x) => x.id)).toEqual([p.id]);
    expect(await get({ supplier: services, name: 'Tomme' })).toHaveLength(1);
    expect(await get({ supplier: direct, name: 'Filterable' })).toHaveLength(0);
    expect(await get({ productType: 'wine', name: 'Filterable' })).toHaveLength(0);
    expect(await get({ productType: 'cheese', status: 'available', name: 'Filterable' })).toHaveLength(1);
    expect(await get({ status: 'discontinued', name: 'Filterable' })).toHaveLength(0);
  });

  it('stock=true: available products only, by English name, with the stock columns', async () => {
    const r = await t.call('GET', `/api/products/details?stock=true&range=${encodeURIComponent('[0,999]')}`, {
      as: 'logistic',
    });
    expect(r.statusCode).toBe(200);
    const rows = r.json() as { name: { en: string }; status: string; stock: number; freeStock: number }[];
    expect(rows.length).toBeGreaterThan(10);
    expect(
      rows.every(
        (x) => x.status === 'available' && Number.isInteger(x.stock) && Number.isInteger(x.freeStock),
      ),
    ).toBe(true);
    const names = rows.map((x) => x.name.en.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it.each(['customer-hero', 'designer'] as const)(
    'stock=true is refused to %s, who may not read the warehouse stock',
    async (role) => {
      const r = await t.call('GET', `/api/products/details?stock=true&range=${encodeURIComponent('[0,9]')}`, {
        as: role,
      });
      expect(r.statusCode).toBe(403);
      expect(JSON.stringify(r.json())).not.toMatch(/freeStock/);
      const plain = await t.call('GET', `/api/products/details?range=${encodeURIComponent('[0,9]')}`, {
        as: role,
      });
      expect(plain.statusCode).toBe(200);
      expect(plain.json()[0]).not.toHaveProperty('stock');
    },
  );

  it.each([
    ['?stock=yes', 'stock'],
    ['?bogus=1', 'bogus'],
    [`?filter=${encodeURIComponent('{"supplier":"x"}')}`, 'filter.supplier'],
    [`?filter=${encodeURIComponent('{"productType":"rocks"}')}`, 'filter.productType'],
    [`?sort=${encodeURIComponent('["stock","ASC"]')}`, 'sort'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const r = await t.call('GET', `/api/products/details${query}`, { as: 'admin' });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().fields ?? {})).toContain(field);
  });
});

describe('GET /api/products and /api/product-types', () => {
  it('every product, light, by English name; supplier and status filters', async () => {
    const all = (await t.call('GET', '/api/products', { as: 'customer-hero' })).json() as {
      name: { en: string };
    }[];
    expect(all.length).toBeGreaterThan(20);
    expect(all[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        productId: expect.any(String),
        supplier: expect.any(String),
      }),
    );
    const mine = (
      await t.call('GET', `/api/products?supplier=${services}&status=available`, { as: 'admin' })
    ).json();
    expect(
      mine.every(
        (p: { supplier: string; status: string }) => p.supplier === services && p.status === 'available',
      ),
    ).toBe(true);
    expect((await t.call('GET', '/api/products?supplier=x', { as: 'admin' })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/products?sort=1', { as: 'admin' })).statusCode).toBe(400);
  });

  it('types are translated and sorted in the asked language', async () => {
    const en = (await t.call('GET', '/api/product-types', { as: 'designer' })).json();
    expect(en.find((x: { name: string }) => x.name === 'cheese')).toEqual({
      name: 'cheese',
      category: 'food',
      label: 'Cheese',
    });
    const labels = en.map((x: { label: string }) => x.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    const zh = (await t.call('GET', '/api/product-types?lang=zh', { as: 'designer' })).json();
    expect(zh.find((x: { name: string }) => x.name === 'cheese').label).toBe('奶酪');
    expect((await t.call('GET', '/api/product-types?lang=fr', { as: 'designer' })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/product-types')).statusCode).toBe(401);
  });

  it('GET /api/suppliers: by name, type filter', async () => {
    const all = (await t.call('GET', '/api/suppliers', { as: 'designer' })).json() as { name: string }[];
    expect(all.length).toBeGreaterThan(1);
    const byType = (type: string) =>
      t.call('GET', `/api/suppliers?filter=${encodeURIComponent(JSON.stringify({ type }))}`, { as: 'admin' });
    const s = (await byType('services')).json() as { type: string }[];
    expect(s.length).toBeGreaterThan(0);
    expect(s.every((x) => x.type === 'services')).toBe(true);
    expect((await byType('x')).statusCode).toBe(400);
  });
});

describe('GET /api/products/{id}/analytics', () => {
  let sold: string;
  beforeAll(async () => {
    const r = await t.db
      .selectFrom('offer_lines')
      .select('product_id')
      .where('kind', '=', 'item')
      .where('product_id', 'is not', null)
      .executeTakeFirstOrThrow();
    sold = r.product_id!;
  });
  const get = (id: string, as: Role, q = '') => t.call('GET', `/api/products/${id}/analytics${q}`, { as });

  it('totals, channels and cities of the counted orders', async () => {
    const r = await get(sold, 'admin');
    expect(r.statusCode).toBe(200);
    const a = r.json();
    expect(a.totalOrders).toBeGreaterThan(0);
    expect(a.totalSales).toBeGreaterThan(0);
    expect(a.byChannel.reduce((s: number, c: { orders: number }) => s + c.orders, 0)).toBe(a.totalOrders);
    expect(a.byCity.reduce((s: number, c: { amount: number }) => s + c.amount, 0)).toBe(a.totalSales);
  });

  it('a date range narrows it; a bad or reversed range is a 400 naming the parameter', async () => {
    const none = (await get(sold, 'admin', '?dateStart=2000-01-01&dateEnd=2000-01-31')).json();
    expect(none).toMatchObject({ totalOrders: 0, totalSales: 0, byChannel: [], byCity: [] });
    expect((await get(sold, 'admin', '?dateStart=2026-13-01')).json().fields).toEqual({
      dateStart: 'validation.invalidDate',
    });
    expect((await get(sold, 'admin', '?dateStart=2026-02-01&dateEnd=2026-01-01')).json().fields).toEqual({
      dateEnd: 'validation.invalidDate',
    });
    expect((await get(sold, 'admin', '?from=1')).statusCode).toBe(400);
  });

  it('counts the daily orders that sell the product, in the daily channel', async () => {
    const refs = await dailyRefs(t.db);
    const p = refs.products[0]!.id;
    const today = todayBusiness();
    const q = `?dateStart=${today}&dateEnd=${today}`;
    const before = (await get(p, 'admin', q)).json();
    const o = await t.call('POST', '/api/orders', { as: 'admin', body: dailyBody(refs) });
    expect(o.statusCode, o.body).toBe(201);
    const after = (await get(p, 'admin', q)).json();
    // the fixture's first line: 2 units at 12.50
    expect(after.totalOrders).toBe(before.totalOrders + 1);
    expect(after.totalSales).toBe(before.totalSales + 2500);
    expect(after.totalUnits).toBe(before.totalUnits + 2);
    const daily = (a: { byChannel: { channel: string; orders: number; amount: number }[] }) =>
      a.byChannel.find((c) => c.channel === 'daily') ?? { orders: 0, amount: 0 };
    expect(daily(after)).toMatchObject({
      orders: daily(before).orders + 1,
      amount: daily(before).amount + 2500,
    });
  });

  it('roles: logistic and designer are refused; a community-manager sees his communities only', async () => {
    expect((await get(sold, 'logistic')).statusCode).toBe(403);
    expect((await get(sold, 'designer')).statusCode).toBe(403);
    expect((await get(sold, 'finance')).statusCode).toBe(200);
    const all = (await get(sold, 'admin')).json();
    const mine = (await get(sold, 'community-manager')).json();
    expect(mine.totalOrders).toBeLessThanOrEqual(all.totalOrders);
    expect((await get('00000000-0000-4000-8000-000000000000', 'admin')).statusCode).toBe(404);
  });
});
