import { sql, type Transaction } from 'kysely';
import * as v from 'valibot';
import { businessDate } from '../../../domain/dates.ts';
import { DailyOrderCreate } from '../../../domain/orders/daily-schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { writeDaily } from '../../orders/daily-create.ts';
import { toUser, USER_COLUMNS } from '../../users/map.ts';
import { camel } from '../camel.ts';
import type { Database } from '../types.ts';
import { demoUserId } from './foundation.ts';
import { seedDate, seedId } from './ids.ts';
import type { SeedModule } from './index.ts';

type Trx = Transaction<Database>;

interface Customer {
  id: string;
  name: string;
  community: string;
  address: Record<string, unknown>;
}

/** Day `d` of the demo calendar as the business day the form would type. */
const day = (d: number) => businessDate(seedDate(d, 2));

/** The demo admin as the API's caller: the orders go through the same write as POST /api/orders. */
async function demoAdmin(trx: Trx): Promise<AuthUser> {
  const row = await camel(trx)
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', demoUserId('admin@demo.comptoir'))
    .executeTakeFirstOrThrow();
  return { ...toUser(row), sessionId: 'seed', tokenExpiresAt: 0 };
}

/**
 * Customers with an address, a community (their first WeChat group's) and no order yet, in id order: the first becomes the regular one,
 * whose orders from 2024 on give a reorder frequency counted in months.
 */
async function freshCustomers(trx: Trx): Promise<Customer[]> {
  const r = await sql<{ id: string; name: string; community: string; address: Record<string, unknown> }>`
    SELECT c.id, c.name, c.wechat_groups->0->>'community' AS community, c.addresses->0 AS address FROM customers c
    WHERE c.status = 'available' AND jsonb_array_length(c.addresses) > 0 AND jsonb_array_length(c.wechat_groups) > 0
      AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)
    ORDER BY c.id LIMIT 2`.execute(trx);
  return r.rows;
}

/** A direct-sales supplier with two products in stock, and those products at their retail price. */
async function shelf(trx: Trx): Promise<{ supplier: string; products: { id: string; price: number }[] }> {
  const r = await sql<{ supplier_id: string; id: string; price: number }>`
    SELECT p.supplier_id, p.id, coalesce(p.retail_price, p.price) AS price FROM products p
    JOIN suppliers s ON s.id = p.supplier_id
    WHERE s.type = 'direct_sales' AND p.status = 'available' AND p.stock >= 20
      AND coalesce(p.retail_price, p.price) > 0
    ORDER BY p.supplier_id, p.product_id`.execute(trx);
  const bySupplier = Map.groupBy(r.rows, (x) => x.supplier_id);
  const [supplier, rows] = [...bySupplier].find(([, ps]) => ps.length >= 2) ?? [];
  if (!supplier || !rows) throw new Error('daily seed: no direct-sales supplier with two products in stock');
  return { supplier, products: rows.slice(0, 2).map((p) => ({ id: p.id, price: Number(p.price) })) };
}

const addressOf = (a: Record<string, unknown>) => ({
  type: a.type === 'office' || a.type === 'other' ? a.type : 'home',
  city: a.city,
  area: a.area,
  detailedAddress: a.detailedAddress,
  phone: a.phone,
});

/**
 * Direct sales: daily orders (the walk-in counter's), so the direct-sales list and a daily order
 * page have something to show. A regular customer ordering since March 2024 (a reorder frequency
 * in months), one of whose orders uses a voucher; a walk-in and another customer still to pay.
 * Fixed ids (`seedId('order', …)`) and fixed days; written by the API's own daily-order write
 * (stock movements, vouchers settled, audit).
 */
export async function seedDailyOrders(trx: Trx): Promise<void> {
  const admin = await demoAdmin(trx);
  const [regular, other] = await freshCustomers(trx);
  if (!regular || !other) throw new Error('daily seed: no customer without orders');
  const { supplier, products } = await shelf(trx);
  const [a, b] = products as [{ id: string; price: number }, { id: string; price: number }];
  const voucher = seedId('voucher', 'daily-used');
  await sql`INSERT INTO vouchers (id, customer_id, reason, amount, expiration_date, communities, status, comment,
      created_at, updated_at)
    VALUES (${voucher}, ${regular.id}, 'gift', 1000, '2099-12-31', ${[regular.community]}::uuid[], 'validated',
      'Loyal customer', ${seedDate(280)}, ${seedDate(280)})`.execute(trx);

  const orders: {
    key: string;
    customer: Customer | null;
    at: number;
    lines: [{ id: string; price: number }, number][];
    paid: boolean;
    vouchers?: string[];
  }[] = [
    { key: 'daily-regular-1', customer: regular, at: 0, lines: [[a, 2]], paid: true },
    {
      key: 'daily-regular-2',
      customer: regular,
      at: 150,
      lines: [
        [a, 1],
        [b, 3],
      ],
      paid: true,
    },
    { key: 'daily-regular-3', customer: regular, at: 300, lines: [[b, 4]], paid: true, vouchers: [voucher] },
    { key: 'daily-office', customer: other, at: 980, lines: [[a, 1]], paid: true },
    {
      key: 'daily-walk-in',
      customer: null,
      at: 985,
      lines: [
        [a, 1],
        [b, 1],
      ],
      paid: false,
    },
  ];
  for (const o of orders) {
    const address = o.customer?.address ?? regular.address;
    const body = v.parse(DailyOrderCreate, {
      customer: o.customer?.id ?? null,
      customerDaily: { customerName: o.customer?.name ?? '刘阿姨 (walk-in)' },
      customerAddress: addressOf(address),
      community: o.customer?.community ?? regular.community,
      supplier,
      deliveryFee: 0,
      deliveryDate: day(o.at + 1),
      orderDate: day(o.at),
      lines: o.lines.map(([p, quantity]) => ({
        product: p.id,
        weightType: 'piece',
        quantity,
        price: p.price,
      })),
      vouchers: o.vouchers ?? [],
    });
    const id = seedId('order', o.key);
    await writeDaily(trx, admin, body, { id });
    if (o.paid)
      await sql`UPDATE orders SET payment_status = 'paid', tracking_status = 'delivered' WHERE id = ${id}`.execute(
        trx,
      );
  }
  // used on its order's day, not on the day the seed ran
  await sql`UPDATE vouchers SET used_at = ${seedDate(300, 3)} WHERE id = ${voucher}`.execute(trx);
}

export const dailyOrdersSeed: SeedModule = { name: 'daily-orders', order: 90, run: seedDailyOrders };
