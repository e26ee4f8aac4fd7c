import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/types.ts';
import type { TestApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';

export interface DocOrder {
  name: string;
  packs?: number[];
  items?: number[];
  day?: string;
  paid?: boolean;
  area?: string;
}

/** A delivery area under a city root, with both names. */
export async function someArea(db: Kysely<Database>): Promise<{ id: string; name: string; parent: string }> {
  const r = await sql<{ id: string; name: string; parent_id: string }>`
    SELECT id, name, parent_id FROM delivery_areas WHERE parent_id IS NOT NULL ORDER BY name LIMIT 1`.execute(
    db,
  );
  const a = r.rows[0]!;
  return { id: a.id, name: a.name, parent: a.parent_id };
}

/**
 * An offer of two packs and one add-on (the add-on sells a real product, so it has a cost) with
 * the given orders, created through the API (prices and amounts are the server's), then paid
 * where asked.
 */
export async function offerWithOrders(
  t: TestApp,
  community: string,
  orders: readonly DocOrder[],
): Promise<{ id: string; offerID: number; lines: string[]; orderIds: string[]; productCost: number }> {
  const offer = await makeOffer(t.db, {
    community,
    packs: [
      { stock: 100, price: 12_50 },
      { stock: 100, price: 30_00 },
    ],
    items: [{ stock: 100, price: 8_00 }],
  });
  const product = (
    await sql<{
      id: string;
      price: number;
    }>`SELECT id, price FROM products WHERE price > 0 ORDER BY product_id LIMIT 1`.execute(t.db)
  ).rows[0]!;
  await sql`UPDATE offer_lines SET product_id = ${product.id}, quantity = 2 WHERE id = ${offer.items[0]!}`.execute(
    t.db,
  );
  const area = await someArea(t.db);
  const orderIds: string[] = [];
  for (const o of orders) {
    const r = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: {
        offer: offer.id,
        channel: 'wechat_group',
        customerDaily: { customerName: o.name },
        deliveryDate: o.day ?? '2026-12-01',
        customerAddress: {
          type: 'home',
          city: 'Shanghai',
          area: o.area ?? area.id,
          detailedAddress: `${o.name} 路 8 号`,
          phone: '13800000000',
        },
        packs: (o.packs ?? [])
          .map((quantity, i) => ({ id: offer.packs[i]!, quantity }))
          .filter((l) => l.quantity),
        singleItems: (o.items ?? [])
          .map((quantity, i) => ({ id: offer.items[i]!, quantity }))
          .filter((l) => l.quantity),
      },
    });
    if (r.statusCode !== 201) throw new Error(`order: ${r.statusCode} ${r.body}`);
    const id = (r.json() as { id: string }).id;
    orderIds.push(id);
    if (o.paid !== false) await sql`UPDATE orders SET payment_status = 'paid' WHERE id = ${id}`.execute(t.db);
  }
  const n = await sql<{
    offer_id: number;
  }>`SELECT offer_id::int AS offer_id FROM offers WHERE id = ${offer.id}`.execute(t.db);
  return {
    id: offer.id,
    offerID: n.rows[0]!.offer_id,
    lines: [...offer.packs, ...offer.items],
    orderIds,
    productCost: Number(product.price) * 2,
  };
}

/** The whole body of an injected answer as bytes. */
export const bytesOf = (r: { rawPayload: Buffer }) => r.rawPayload;
