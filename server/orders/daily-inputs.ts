import { type Kysely, sql } from 'kysely';
import { isKnownCommunity } from '../../domain/communities.ts';
import type { OrderLine } from '../../domain/live-views.ts';
import { timesQty } from '../../domain/money.ts';
import type { DailyLine } from '../../domain/orders/daily-schema.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { badRequest, HttpError } from '../errors.ts';
import { allWritten, applyMoves, type Move } from '../stock/move.ts';

type Db = Kysely<Database>;

export interface ProductRow {
  id: string;
  name_en: string;
  name_zh: string;
  status: string;
  supplier_id: string;
}

/**
 * The references of a daily order, checked before any write: the community (known and the
 * caller's: 403 outside), the supplier, the delivery area and each line's product (existing,
 * available when the line is new, and sold by the order's supplier, `orderSupplier`, as the form
 * offers them). A 400 names every bad field at once.
 */
export async function checkDailyRefs(
  db: Db,
  user: AuthUser,
  b: {
    community?: string;
    supplier?: string;
    area?: string;
    lines?: readonly DailyLine[];
    orderSupplier?: string;
  },
  keptProducts: ReadonlySet<string> = new Set(),
): Promise<Map<string, ProductRow>> {
  const fields: Record<string, string> = {};
  if (b.community !== undefined) {
    if (!isKnownCommunity(b.community)) fields.community = 'validation.unknownCommunity';
    else assertInScope(user, b.community);
  }
  if (b.supplier !== undefined) {
    const s = await sql`SELECT 1 FROM suppliers WHERE id = ${b.supplier}`.execute(db);
    if (s.rows.length === 0) fields.supplier = 'dailyOrder.errors.unknownSupplier';
  }
  if (b.area !== undefined) {
    const a = await sql`SELECT 1 FROM delivery_areas WHERE id = ${b.area}`.execute(db);
    if (a.rows.length === 0) fields['customerAddress.area'] = 'validation.unknownArea';
  }
  const products = new Map<string, ProductRow>();
  if (b.lines?.length) {
    const ids = [...new Set(b.lines.map((l) => l.product))];
    const r = await sql<ProductRow>`
      SELECT id, name_en, name_zh, status, supplier_id FROM products WHERE id = ANY(${ids}::uuid[])`.execute(
      db,
    );
    for (const p of r.rows) products.set(p.id, p);
    b.lines.forEach((l, i) => {
      const p = products.get(l.product);
      // a line the order already holds keeps its product even if it was discontinued since
      if (!p || (p.status !== 'available' && !keptProducts.has(l.product)))
        fields[`lines.${i}.product`] = 'dailyOrder.errors.productUnavailable';
      else if (b.orderSupplier !== undefined && p.supplier_id !== b.orderSupplier)
        fields[`lines.${i}.product`] = 'dailyOrder.errors.otherSupplier';
    });
  }
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  return products;
}

/** A daily line as the order stores it (the same snapshot shape as a live order's add-on). */
export function storedLine(l: DailyLine, p: ProductRow | undefined, kept?: OrderLine): OrderLine {
  const name = p ? { en: p.name_en, zh: p.name_zh } : (kept?.name ?? { en: '', zh: '' });
  return {
    lineId: l.product,
    kind: 'item',
    letter: null,
    shortName: name.en,
    name,
    product: l.product,
    quantity: l.quantity,
    price: l.price,
    amount: timesQty(l.price, l.quantity),
    weight: l.weight,
    weightType: l.weightType,
  };
}

/**
 * The warehouse stock follows the units the order holds: a positive delta takes units out of
 * the paid bucket (customer_order, out), a negative one puts them back (in). Written with the
 * order, in its transaction; a product short of stock is a 400 on the first line holding it.
 */
export async function moveDailyStock(
  trx: Db,
  orderId: string,
  actorId: string,
  deltas: readonly [string, number][],
  lines: readonly Pick<DailyLine, 'product'>[],
): Promise<void> {
  const moves: Move[] = deltas.map(([productId, d]) => ({
    productId,
    bucket: 'paid',
    type: 'customer_order',
    status: d > 0 ? 'out' : 'in',
    movementStock: -d,
    orderId,
    createdBy: actorId,
  }));
  const result = await applyMoves(trx, moves);
  if (allWritten(moves, result)) return;
  const short = moves.find((m) => !result.stocks.has(m.productId))?.productId;
  const at = Math.max(
    0,
    lines.findIndex((l) => l.product === short),
  );
  throw new HttpError('conflict', 'stock.errors.notEnough', {
    fields: { [`lines.${at}.quantity`]: 'stock.errors.notEnough' },
  });
}
