import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer, saleBody } from './live-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/**
 * An offer's analytics show its ghost offer's order count. A member only ever picks a ghost of his
 * own communities, but an admin may pick any: the kitchen's manager then read the cellar's orders
 * through the kitchen offer. The ghost's figures are read only for a caller of its community.
 */
describe("an offer's ghost of another community", () => {
  it("is not counted in the analytics of a member outside the ghost's community", async () => {
    const cellar = await makeOffer(t.db, {
      community: COMMUNITY_IDS.cellar,
      packs: [{ stock: 5, price: 100 }],
    });
    for (let i = 0; i < 2; i++) {
      const sale = await t.call('POST', '/api/orders', {
        as: 'admin',
        body: { ...saleBody(cellar, (await anyCustomer(t.db)).id) },
      });
      expect(sale.statusCode, sale.body).toBe(201);
    }
    const ghost = { id: cellar.id, n: 2 };
    const kitchen = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 5, price: 100 }],
    });
    await sql`UPDATE offers SET ghost_id = ${ghost.id} WHERE id = ${kitchen.id}`.execute(t.db);
    const stats = async (as: 'admin' | 'community-manager' | 'product-manager') => {
      const r = await t.call('GET', `/api/offers/${kitchen.id}/analytics`, { as });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().ghostStats;
    };
    expect(await stats('admin')).toEqual({ orderNumber: ghost.n });
    // the product manager works in the kitchen and the cellar: both are his
    expect(await stats('product-manager')).toEqual({ orderNumber: ghost.n });
    expect(await stats('community-manager')).toEqual({ orderNumber: 0 });
  });
});
