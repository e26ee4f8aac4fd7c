import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer, saleBody } from './live-fixtures.ts';

let t: TestApp;
let area: string;
beforeAll(async () => {
  t = await testApp();
  area = (await sql<{ id: string }>`SELECT id FROM delivery_areas LIMIT 1`.execute(t.db)).rows[0]!.id;
});
afterAll(() => t.close());

const address = (detailedAddress: string) => ({ type: 'home', city: 'Shanghai', area, detailedAddress });
const customer = (addresses: unknown[]) => ({
  name: 'Address Book',
  wechatGroups: [{ community: COMMUNITY_IDS.kitchen, groupNumber: 1 }],
  addresses,
});

/** A sale that keeps its address on the customer (ctrl+y, `needSave`). */
async function sellKeeping(customerId: string, detailedAddress: string) {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 5, price: 6000 }],
  });
  const r = await t.call('POST', '/api/orders', {
    as: 'customer-hero',
    body: saleBody(offer, customerId, {
      customerAddress: {
        ...address(detailedAddress),
        phone: '',
        contact: '',
        zipCode: '',
        comment: '',
        needSave: true,
      },
    }),
  });
  expect(r.statusCode, r.body).toBe(201);
}

const book = async (id: string) =>
  (
    await sql<{ n: number; version: number }>`
      SELECT jsonb_array_length(addresses)::int AS n, version FROM customers WHERE id = ${id}`.execute(t.db)
  ).rows[0]!;

/**
 * An order that keeps its address on the customer writes the customer: its version is raised
 * (docs/api.md, "Edit conflicts"), so a customer form opened before the sale and saved after it
 * is a 409, not a save that silently drops the new address; and the book stays within what the
 * customer's own form takes (20), or that form could no longer be saved.
 */
describe('a sale keeping its address on the customer', () => {
  it('raises the customer version: a form saved from before the sale is a 409 and the address stays', async () => {
    const c = await t.call('POST', '/api/customers', { as: 'admin', body: customer([address('1 Old Rd')]) });
    expect(c.statusCode, c.body).toBe(201);
    const before = c.json() as { id: string; version: number };

    await sellKeeping(before.id, '99 New Rd');
    expect(await book(before.id)).toEqual({ n: 2, version: before.version + 1 });

    const stale = await t.call('PUT', `/api/customers/${before.id}`, {
      as: 'admin',
      body: { ...customer([address('1 Old Rd')]), name: 'Renamed', version: before.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(await book(before.id)).toMatchObject({ n: 2 });
  });

  it('keeps the address on the order only when the book is full', async () => {
    const full = Array.from({ length: 20 }, (_, i) => address(`${i + 1} Full Rd`));
    const c = await t.call('POST', '/api/customers', { as: 'admin', body: customer(full) });
    expect(c.statusCode, c.body).toBe(201);
    const made = c.json() as { id: string; version: number };

    await sellKeeping(made.id, '21 Full Rd');
    expect(await book(made.id)).toEqual({ n: 20, version: made.version });
    const got = (await t.call('GET', `/api/customers/${made.id}/details`, { as: 'admin' })).json();
    const save = await t.call('PUT', `/api/customers/${made.id}`, {
      as: 'admin',
      body: { ...customer(got.addresses), version: got.version },
    });
    expect(save.statusCode, save.body).toBe(200);
  });
});
