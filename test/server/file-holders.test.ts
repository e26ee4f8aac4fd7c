import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { StoredFile } from '../../domain/storages.ts';
import { type TestApp, testApp } from './helpers.ts';
import { upload } from './write-fixtures.ts';

/**
 * A private file (customers' papers, suppliers' finance files) is read by whoever may read a
 * record holding it: so a save may name only a file this record already holds, or one the same
 * member uploaded that no record holds yet (docs/files.md). Else a member who once saw its
 * address would attach it to a record of his own and read it again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const { kitchen, farm } = COMMUNITY_IDS;
const customer = (community: string, fapiaoImages: StoredFile[]) => ({
  name: 'Holder Hu',
  wechatGroups: [{ community, groupNumber: 7 }],
  fapiaoImages,
});

describe('attaching a private file', () => {
  it('refuses another record’s file or another member’s upload, keeps the record’s own and one’s own new upload', async () => {
    // a farm customer's fapiao, which the customer-hero (kitchen and garden) may not read
    const farmFapiao = await upload(t, 'customer-fapiao-image', 'admin');
    const farmCustomer = await t.call('POST', '/api/customers', {
      as: 'admin',
      body: customer(farm, [farmFapiao]),
    });
    expect(farmCustomer.statusCode, farmCustomer.body).toBe(201);
    const taken = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: customer(kitchen, [farmFapiao]),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ fapiaoImages: 'errors.unknownFile' });
    // another member's upload no record holds yet is not his either
    const adminsLoose = await upload(t, 'customer-fapiao-image', 'admin');
    const loose = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: customer(kitchen, [adminsLoose]),
    });
    expect(loose.statusCode).toBe(400);
    expect(loose.json().fields).toEqual({ fapiaoImages: 'errors.unknownFile' });
    // his own upload: saved; then the record keeps it on its next save, with a new one beside
    const own = await upload(t, 'customer-fapiao-image', 'customer-hero');
    const mine = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: customer(kitchen, [own]),
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const id = mine.json().id as string;
    const next = await upload(t, 'customer-fapiao-image', 'admin');
    const kept = await t.call('PUT', `/api/customers/${id}`, {
      as: 'admin',
      body: { ...customer(kitchen, [own, next]), version: mine.json().version },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    // and the farm customer's fapiao is refused on an edit as well
    const edit = await t.call('PUT', `/api/customers/${id}`, {
      as: 'customer-hero',
      body: { ...customer(kitchen, [own, farmFapiao]), version: kept.json().version },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ fapiaoImages: 'errors.unknownFile' });
    // the same holds for a second record of his: his upload, once held, is that record's
    const again = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: customer(kitchen, [own]),
    });
    expect(again.statusCode).toBe(400);
  });

  it('holds for suppliers’ finance files too', async () => {
    const area = await t.db
      .selectFrom('delivery_areas')
      .select('id')
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const supplier = (name: string, financeInformation: StoredFile[]) => ({
      name,
      type: 'direct_sales',
      phone: '021 5555 0101',
      addressName: 'Warehouse',
      addressCity: 'Shanghai',
      addressZipCode: '200000',
      addressArea: area.id,
      addressDetails: '88 Changle Road',
      contacts: [],
      paymentTerm: '30days',
      vat: 13,
      commission: null,
      status: 'available',
      financeInformation,
    });
    const theirs = await upload(t, 'finance-information', 'finance');
    const held = await t.call('POST', '/api/suppliers', {
      as: 'finance',
      body: supplier('Holder Farm', [theirs]),
    });
    expect(held.statusCode, held.body).toBe(201);
    const r = await t.call('POST', '/api/suppliers', {
      as: 'logistic',
      body: supplier('Copy Farm', [theirs]),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ financeInformation: 'errors.unknownFile' });
  });
});
