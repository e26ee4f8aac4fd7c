import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types.ts';

/** One order of a services offer, amounts fen; `pack` and `item` are line amounts. */
export interface ServiceOrderSpec {
  pack: number;
  item?: number;
  delivery?: number;
  voucher?: number;
  refund?: number;
  paymentStatus?: 'pending' | 'paid' | 'ccl' | 'refunding' | 'rfd';
  channel?: 'wechat_group' | 'miniprogram';
  orderDate: Date;
}

/**
 * A services offer with its orders written as they would be after the sale (lines, delivery fee,
 * vouchers, refund), for the demo data and the finance tests: every figure of the services tab
 * comes from these rows, so a test can compute them by hand.
 */
export async function insertServiceOffer(
  db: Kysely<Database>,
  o: {
    id?: string;
    supplier: string;
    community: string;
    commissionRate: number;
    name: { en: string; zh: string };
    starting: Date;
    ending: Date;
    orders: readonly ServiceOrderSpec[];
  },
): Promise<string> {
  const id = o.id ?? randomUUID();
  await sql`INSERT INTO offers (id, internal_name, community_id, supplier_id, channel, starting_date, ending_date,
      commission_rate, name)
    VALUES (${id}, ${o.name.en}, ${o.community}, ${o.supplier}, 'all', ${o.starting.toISOString()},
      ${o.ending.toISOString()}, ${o.commissionRate}, ${JSON.stringify(o.name)}::jsonb)`.execute(db);
  for (const [i, x] of o.orders.entries()) {
    const line = (kind: string, amount: number) => ({
      lineId: randomUUID(),
      kind,
      letter: kind === 'pack' ? 'A' : null,
      shortName: kind === 'pack' ? 'A' : 'Add-on',
      name: { en: kind === 'pack' ? 'Service pack' : 'Add-on', zh: kind === 'pack' ? '服务套餐' : '加购' },
      product: null,
      quantity: 1,
      price: amount,
      amount,
      weight: 0,
      weightType: 'piece',
    });
    const total = x.pack + (x.item ?? 0) + (x.delivery ?? 0);
    const vouchers = x.voucher ? [{ id: randomUUID(), voucherID: 0, amount: x.voucher }] : [];
    await sql`INSERT INTO orders (offer_id, order_number, type, channel, community_id, supplier_id, customer_name,
        payment_status, delivery_fee, packs, single_items, vouchers, total_amount, actual_amount, ticket_amount,
        refund_amount, order_date, created_at)
      VALUES (${id}, ${i + 1}, 'service', ${x.channel ?? 'wechat_group'}, ${o.community}, ${o.supplier},
        ${`Customer ${i + 1}`}, ${x.paymentStatus ?? 'paid'}, ${x.delivery ?? 0},
        ${JSON.stringify([line('pack', x.pack)])}::jsonb,
        ${JSON.stringify(x.item ? [line('item', x.item)] : [])}::jsonb, ${JSON.stringify(vouchers)}::jsonb,
        ${total}, ${total - (x.voucher ?? 0)}, ${x.pack + (x.item ?? 0)}, ${x.refund ?? 0},
        ${x.orderDate.toISOString()}, ${x.orderDate.toISOString()})`.execute(db);
  }
  return id;
}
