import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Role } from '../../domain/roles.ts';
import { demoUserId } from '../../server/db/seed/foundation.ts';
import { multipart, SAMPLES } from './files-fixtures.ts';
import { demoEmail, qs, type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
let root: string;
let area: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'comptoir-suppliers-'));
  t = await testApp({ storageDir: path.join(root, 'storage') });
  area = (
    await t.db
      .selectFrom('delivery_areas')
      .select('id')
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Tianmu Tea House',
  type: 'direct_sales',
  phone: '021 5555 0101',
  wechatID: 'tianmu_tea',
  addressName: 'Warehouse',
  addressCity: 'Shanghai',
  addressZipCode: '200000',
  addressArea: area,
  addressDetails: '88 Changle Road',
  contacts: [
    {
      contactName: 'Wang Fang',
      contactPhone: '138 0000 0001',
      contactEmail: 'wang.fang@tianmu.cn',
      contactWechatID: 'wangfang',
      contactJobTitle: 'Sales',
      contactComment: '',
      bankInformation: 'ICBC 6222 0000 1111 2222',
    },
  ],
  paymentTerm: '30days',
  vat: 13,
  commission: null,
  status: 'available',
  financeInformation: [],
  ...over,
});

const create = (over: Record<string, unknown> = {}, as: Role = 'admin') =>
  t.call('POST', '/api/suppliers', { as, body: body(over) });

const EDITORS: Role[] = ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'];
const NOT_EDITORS: Role[] = ['community-manager', 'customer-hero', 'designer'];

describe('creating and reading a supplier', () => {
  let id: string;

  it('creates with every field (201), audited, and reads it back with its counts', async () => {
    const r = await create({}, 'logistic');
    expect(r.statusCode).toBe(201);
    const s = r.json();
    id = s.id;
    expect(s).toMatchObject({ ...body(), commission: 0, version: 1 });
    const [entry] = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'supplier')
      .where('entity_id', '=', id)
      .execute();
    expect(entry).toMatchObject({ action: 'create', actor_id: demoUserId(demoEmail('logistic')) });
    const one = await t.call('GET', `/api/suppliers/${id}`, { as: 'finance' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      name: 'Tianmu Tea House',
      contacts: [{ contactName: 'Wang Fang', bankInformation: 'ICBC 6222 0000 1111 2222' }],
      counts: { claims: 0, orders: 0, offers: 0, products: 0 },
    });
  });

  it('counts the claims, orders, offers and products of a seeded supplier', async () => {
    const s = await t.db
      .selectFrom('suppliers')
      .select('id')
      .where('name', '=', 'Happy Farm 幸福农场')
      .executeTakeFirstOrThrow();
    const [claims, orders, offers, products] = await Promise.all(
      (['claims', 'orders', 'offers', 'products'] as const).map((table) =>
        t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('supplier_id', '=', s.id)
          .executeTakeFirstOrThrow(),
      ),
    );
    const r = await t.call('GET', `/api/suppliers/${s.id}`, { as: 'admin' });
    expect(r.json().counts).toEqual({
      claims: Number(claims!.n),
      orders: Number(orders!.n),
      offers: Number(offers!.n),
      products: Number(products!.n),
    });
    expect(Number(products!.n)).toBeGreaterThan(0);
  });

  it('counts for a scoped member only the claims, orders and offers of his communities', async () => {
    // logistic works in the kitchen, the garden and the farm: a supplier also sold elsewhere
    const mine = [COMMUNITY_IDS.kitchen, COMMUNITY_IDS.garden, COMMUNITY_IDS.farm];
    const s = (
      await sql<{ id: string }>`SELECT supplier_id AS id FROM (
          SELECT supplier_id, community_id FROM orders UNION ALL SELECT supplier_id, community_id FROM offers
        ) x WHERE supplier_id IS NOT NULL
        GROUP BY supplier_id HAVING bool_or(community_id <> ALL(${mine}::uuid[]))
        ORDER BY count(*) DESC LIMIT 1`.execute(t.db)
    ).rows[0]!;
    const count = async (table: 'claims' | 'orders' | 'offers', scoped: boolean) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('supplier_id', '=', s.id)
            .$if(scoped, (q) => q.where('community_id', 'in', mine))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const all = (await t.call('GET', `/api/suppliers/${s.id}`, { as: 'admin' })).json().counts;
    const seen = (await t.call('GET', `/api/suppliers/${s.id}`, { as: 'logistic' })).json().counts;
    expect(all.orders).toBe(await count('orders', false));
    expect(seen).toEqual({
      claims: await count('claims', true),
      orders: await count('orders', true),
      offers: await count('offers', true),
      products: all.products,
    });
    expect(seen.orders + seen.offers).toBeLessThan(all.orders + all.offers);
  });

  it('lets every editor read and refuses the others (403); 404 for an unknown or malformed id', async () => {
    for (const as of EDITORS)
      expect((await t.call('GET', `/api/suppliers/${id}`, { as })).statusCode).toBe(200);
    for (const as of NOT_EDITORS)
      expect((await t.call('GET', `/api/suppliers/${id}`, { as })).statusCode).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/suppliers/${missing}`, { as: 'admin' })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/suppliers/not-a-uuid', { as: 'admin' })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/suppliers/${id}`)).statusCode).toBe(401);
  });

  it("gives every editor the area tree the form's cascader reads (a 403 there signs the user out)", async () => {
    for (const as of EDITORS)
      expect((await t.call('GET', '/api/delivery-areas', { as })).statusCode, as).toBe(200);
  });

  it('refuses creation to customer-hero, community-manager and designer', async () => {
    for (const as of NOT_EDITORS) {
      const r = await create({ name: `Refused ${as}` }, as);
      expect(r.statusCode).toBe(403);
    }
    const n = await t.db.selectFrom('suppliers').select('id').where('name', 'like', 'Refused %').execute();
    expect(n).toEqual([]);
  });

  it('keeps a services supplier with its commission', async () => {
    const r = await create({ name: 'Clean Home Services', type: 'services', vat: null, commission: 12.5 });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ type: 'services', commission: 12.5, vat: 0 });
  });
});

describe('Supplier already exists', () => {
  it('refuses another supplier of the same name, ignoring case and spaces (409 on name)', async () => {
    expect((await create({ name: 'Lotus Bakery' })).statusCode).toBe(201);
    const r = await create({ name: '  LOTUS bakery ' });
    expect(r.statusCode).toBe(409);
    expect(r.json().fields).toEqual({ name: 'supplier.errors.exists' });
  });

  it('excludes the supplier itself on edit, not the others', async () => {
    const a = (await create({ name: 'Pearl River Fish' })).json();
    await create({ name: 'Bund Butchery' });
    const self = await t.call('PUT', `/api/suppliers/${a.id}`, {
      as: 'admin',
      body: {
        version: await versionNow(t, `/api/suppliers/${a.id}`),
        ...body({ name: 'PEARL RIVER FISH', version: a.version }),
      },
    });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ name: 'PEARL RIVER FISH', version: 2 });
    const other = await t.call('PUT', `/api/suppliers/${a.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/suppliers/${a.id}`), ...body({ name: 'bund butchery' }) },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().fields).toEqual({ name: 'supplier.errors.exists' });
  });

  it('lets exactly one of concurrent creations with one name through; the others get 409', async () => {
    const answers = await Promise.all(
      ['Race Farm', 'RACE FARM', 'race farm', 'Race farm', 'rAce fArm'].map((name) => create({ name })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json().fields).toEqual({ name: 'supplier.errors.exists' });
    }
  });
});

describe('editing', () => {
  it('saves on the current version, refuses a stale one with 409 and the current record', async () => {
    const s = (await create({ name: 'Minhang Dairy' })).json();
    const first = await t.call('PUT', `/api/suppliers/${s.id}`, {
      as: 'finance',
      body: {
        version: await versionNow(t, `/api/suppliers/${s.id}`),
        ...body({ name: 'Minhang Dairy', status: 'ongoing', paymentTerm: '60days', version: 1 }),
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'ongoing', paymentTerm: '60days', version: 2 });
    const stale = await t.call('PUT', `/api/suppliers/${s.id}`, {
      as: 'admin',
      body: {
        version: await versionNow(t, `/api/suppliers/${s.id}`),
        ...body({ name: 'Minhang Dairy', status: 'discontinued', version: 1 }),
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', details: { status: 'ongoing', version: 2 } });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'supplier')
      .where('entity_id', '=', s.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]?.after).toMatchObject({ status: 'ongoing' });
  });

  it('refuses edits to the roles that may not edit', async () => {
    const s = (await create({ name: 'Xuhui Greens' })).json();
    for (const as of NOT_EDITORS) {
      const r = await t.call('PUT', `/api/suppliers/${s.id}`, {
        as,
        body: { version: await versionNow(t, `/api/suppliers/${s.id}`), ...body({ name: 'Hacked' }) },
      });
      expect(r.statusCode).toBe(403);
    }
  });

  it('claims uploaded finance files and refuses references to anything else', async () => {
    const { body: form, contentType } = multipart([
      { field: 'file', filename: 'licence.pdf', type: 'application/pdf', data: SAMPLES.pdf },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/files/finance-information',
      headers: { authorization: `Bearer ${await t.tokenOf('finance')}`, 'content-type': contentType },
      payload: form,
    });
    expect(up.statusCode).toBe(200);
    const file = up.json();
    // saved by the member who uploaded it (docs/files.md)
    const ok = await create(
      { name: 'Licensed Farm', financeInformation: [{ name: file.name, uri: file.uri }] },
      'finance',
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().financeInformation).toEqual([{ name: file.name, uri: file.uri }]);
    const claimed = await t.db
      .selectFrom('files')
      .select('claimed_at')
      .where('uri', '=', file.uri)
      .executeTakeFirst();
    expect(claimed?.claimed_at).not.toBeNull();
    const bad = await create({
      name: 'Forged Farm',
      financeInformation: [{ name: 'x.pdf', uri: '0123456789abcdef0123456789abcdef.pdf' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ financeInformation: 'errors.unknownFile' });
  });
});

describe('bad input: 400 naming the field', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['type required', { type: undefined }, 'type', 'validation.required'],
    ['type from the list', { type: 'goods' }, 'type', 'validation.required'],
    ['name required', { name: '   ' }, 'name', 'validation.required'],
    ['name missing', { name: undefined }, 'name', 'validation.required'],
    ['payment term required', { paymentTerm: undefined }, 'paymentTerm', 'validation.required'],
    ['payment term from the list', { paymentTerm: '90days' }, 'paymentTerm', 'validation.required'],
    ['status required', { status: undefined }, 'status', 'validation.required'],
    ['status from the list', { status: 'closed' }, 'status', 'validation.required'],
    [
      'contact name required',
      { contacts: [{ contactName: '', contactPhone: '1' }] },
      'contacts.0.contactName',
      'validation.required',
    ],
    [
      'contact e-mail valid',
      { contacts: [{ contactName: 'A', contactEmail: 'not-mail' }] },
      'contacts.0.contactEmail',
      'validation.invalidEmail',
    ],
    ['VAT at most 100', { vat: 101 }, 'vat', 'validation.max'],
    ['commission not negative', { commission: -1 }, 'commission', 'validation.min'],
    ['area an id', { addressArea: 'Pudong' }, 'addressArea', 'validation.invalid'],
    [
      'area in the tree',
      { addressArea: '00000000-0000-4000-8000-000000000000' },
      'addressArea',
      'validation.unknownArea',
    ],
    ['no unknown keys', { owner: 'me' }, 'owner', 'validation.invalid'],
  ];
  for (const [what, over, field, message] of cases) {
    it(what, async () => {
      const r = await create({ name: `Bad ${what}`, ...over });
      expect(r.statusCode).toBe(400);
      expect(r.json().fields).toMatchObject({ [field]: message });
    });
  }

  it('the same rules on edit', async () => {
    const s = (await create({ name: 'Rule Farm' })).json();
    const r = await t.call('PUT', `/api/suppliers/${s.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/suppliers/${s.id}`), ...body({ paymentTerm: '' }) },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toMatchObject({ paymentTerm: 'validation.required' });
  });
});

describe('lists', () => {
  it('GET /api/suppliers/details: every role but the designer; name and type filters, newest first', async () => {
    for (const as of ['customer-hero', 'community-manager', 'logistic'] as Role[]) {
      expect((await t.call('GET', '/api/suppliers/details', { as })).statusCode).toBe(200);
    }
    expect((await t.call('GET', '/api/suppliers/details', { as: 'designer' })).statusCode).toBe(403);
    await create({ name: 'Zhangjiang Orchard', type: 'services', vat: null, commission: 8 });
    const r = await t.call('GET', `/api/suppliers/details${qs({ filter: { name: 'jiang orch' } })}`, {
      as: 'customer-hero',
    });
    expect(r.json().map((s: { name: string }) => s.name)).toEqual(['Zhangjiang Orchard']);
    expect(r.headers['content-range']).toBe('suppliers 0-0/1');
    const services = await t.call('GET', `/api/suppliers/details${qs({ filter: { type: 'services' } })}`, {
      as: 'admin',
    });
    const rows = services.json() as { type: string; createdAt: string }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((s) => s.type === 'services')).toBe(true);
    const dates = rows.map((s) => s.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const bad = await t.call('GET', `/api/suppliers/details${qs({ filter: { type: 'goods' } })}`, {
      as: 'admin',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /api/suppliers: every role, all suppliers sorted by name, optionally of one type', async () => {
    // more suppliers than a default page holds: the choices are all of them
    await t.db
      .insertInto('suppliers')
      .values(Array.from({ length: 40 }, (_, i) => ({ name: `Choice ${i}` })))
      .execute();
    const all = await t.call('GET', '/api/suppliers', { as: 'designer' });
    expect(all.statusCode).toBe(200);
    const rows = all.json() as { id: string; name: string; type: string; vat: number }[];
    const byName = await t.db
      .selectFrom('suppliers')
      .select('id')
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(80);
    expect(rows.map((s) => s.id)).toEqual(byName.map((s) => s.id));
    expect(Object.keys(rows[0]!).sort()).toEqual(['commission', 'id', 'name', 'status', 'type', 'vat']);
    const services = await t.call('GET', `/api/suppliers${qs({ filter: { type: 'services' } })}`, {
      as: 'designer',
    });
    expect((services.json() as { type: string }[]).every((s) => s.type === 'services')).toBe(true);
    expect((await t.call('GET', '/api/suppliers')).statusCode).toBe(401);
  });
});

describe('what the list tells those who may not open a supplier', () => {
  it("keeps the contacts' bank details and the finance files to the record's readers", async () => {
    const { body: form, contentType } = multipart([
      { field: 'file', filename: 'bank.pdf', type: 'application/pdf', data: SAMPLES.pdf },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/files/finance-information',
      headers: { authorization: `Bearer ${await t.tokenOf('finance')}`, 'content-type': contentType },
      payload: form,
    });
    const file = up.json();
    const made = await create(
      { name: 'Banked Farm', financeInformation: [{ name: file.name, uri: file.uri }] },
      'finance',
    );
    expect(made.statusCode).toBe(201);
    const url = `/api/suppliers/details${qs({ filter: { name: 'banked farm' } })}`;
    for (const as of NOT_EDITORS.filter((r) => r !== 'designer')) {
      expect((await t.call('GET', `/api/suppliers/${made.json().id}`, { as })).statusCode).toBe(403);
      const r = await t.call('GET', url, { as });
      expect(r.statusCode).toBe(200);
      const [row] = r.json();
      expect(row.contacts[0].contactName).toBe('Wang Fang');
      expect(r.body).not.toContain('ICBC');
      expect(r.body).not.toContain(file.uri);
    }
    const editor = (await t.call('GET', url, { as: 'finance' })).json()[0];
    expect(editor.contacts[0].bankInformation).toBe('ICBC 6222 0000 1111 2222');
    expect(editor.financeInformation).toEqual([{ name: file.name, uri: file.uri }]);
  });
});
