import { type Kysely, sql } from 'kysely';
import type { ListQuery } from '../../domain/list-protocol.ts';
import { PRODUCT_STOCKS_LIST } from '../../domain/stock/list.ts';
import type { InventoryStats, ProductStockRow } from '../../domain/stock/views.ts';
import type { Database } from '../db/types.ts';
import { defineList } from '../lists/list-query.ts';
import { type ListSource, listWhere } from '../lists/runner.ts';
import { stockValue, stockValueSum } from './value-sql.ts';

/**
 * The product's buckets with its pending figures: units ordered from suppliers and not received
 * (status purchased), units sold and not shipped (status on_delivery, stored negative). Read per
 * product from the partial index of pending movements, which stays small.
 */
const FROM = sql`products p
  JOIN suppliers s ON s.id = p.supplier_id
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(m.movement_stock) FILTER (WHERE m.status = 'purchased'), 0)::bigint AS purchased,
           coalesce(-sum(m.movement_stock) FILTER (WHERE m.status = 'on_delivery'), 0)::bigint AS on_delivery
    FROM stock_movements m
    WHERE m.product_id = p.id AND m.status IN ('purchased', 'on_delivery')
  ) pd ON true`;

/**
 * The same figures for the stats bar, which reads every product the filter keeps: the pending
 * movements summed once per product and hash-joined (a lookup per product, as the page does, costs
 * 3 to 4 times more over 20,000 products). `pd` is named as in FROM so the figures read alike.
 */
const STATS_FROM = sql`products p
  JOIN suppliers s ON s.id = p.supplier_id
  LEFT JOIN (
    SELECT m.product_id,
           sum(m.movement_stock) FILTER (WHERE m.status = 'purchased') AS purchased,
           -sum(m.movement_stock) FILTER (WHERE m.status = 'on_delivery') AS on_delivery
    FROM stock_movements m
    WHERE m.status IN ('purchased', 'on_delivery')
    GROUP BY m.product_id
  ) pg ON pg.product_id = p.id
  CROSS JOIN LATERAL (
    SELECT coalesce(pg.purchased, 0)::bigint AS purchased, coalesce(pg.on_delivery, 0)::bigint AS on_delivery
  ) pd`;

// forecast stock = paid + free + purchased - on delivery (domain/stock/rules.ts); figures in 64
// bits: each bucket holds up to 2^31 - 1, their sum may not fit 32
const total = sql`(p.stock::bigint + p.free_stock)`;
const forecast = sql`(p.stock::bigint + p.free_stock + pd.purchased - pd.on_delivery)`;
const price = sql`p.price`;

const productStocksList = defineList(
  PRODUCT_STOCKS_LIST,
  {
    productId: { expr: sql.ref('p.product_id'), notNull: true },
    name: { expr: sql.ref('p.name_en'), alsoSearch: [sql.ref('p.name_zh')], sortBy: sql`lower(p.name_en)` },
    supplier: 'p.supplier_id',
    productType: 'p.product_type',
    status: 'p.status',
    stock: { expr: sql.ref('p.stock'), notNull: true },
    freeStock: { expr: sql.ref('p.free_stock'), notNull: true },
    purchasedStock: { expr: sql`pd.purchased`, notNull: true },
    onDeliveryStock: { expr: sql`pd.on_delivery`, notNull: true },
    totalStock: { expr: total, notNull: true },
    totalValue: { expr: stockValue(total, price), notNull: true },
    forecastStock: { expr: forecast, notNull: true },
    forecastValue: { expr: stockValue(forecast, price), notNull: true },
    createdAt: { expr: sql.ref('p.created_at'), date: 'timestamptz', notNull: true },
  },
  'p.id',
);

interface StockRow {
  id: string;
  product_id: string;
  name_en: string;
  name_zh: string;
  supplier_id: string;
  supplier_name: string;
  product_type: string;
  status: 'available' | 'discontinued';
  price: number;
  stock: number;
  free_stock: number;
  purchased: number;
  on_delivery: number;
  stock_version: number;
  comment: string | null;
}

/**
 * A row's figures, its stock version and the comment of its bucket's last change (a subquery of
 * the SELECT list: read for the page's rows only, never for the count).
 */
const SELECT = sql`p.id, p.product_id, p.name_en, p.name_zh, p.supplier_id, s.name AS supplier_name,
  p.product_type, p.status, p.price, p.stock, p.free_stock, pd.purchased, pd.on_delivery,
  p.stock_version, (SELECT m.comment FROM stock_movements m
    WHERE m.product_id = p.id AND m.status IN ('in', 'out')
    ORDER BY m.date DESC, m.id DESC LIMIT 1) AS comment`;

export function toProductStock(r: StockRow): ProductStockRow {
  const totalStock = r.stock + r.free_stock;
  const forecastStock = totalStock + r.purchased - r.on_delivery;
  return {
    id: r.id,
    productId: r.product_id,
    name: { en: r.name_en, zh: r.name_zh },
    supplier: { id: r.supplier_id, name: r.supplier_name },
    productType: r.product_type,
    status: r.status,
    price: r.price,
    stock: r.stock,
    freeStock: r.free_stock,
    purchasedStock: r.purchased,
    onDeliveryStock: r.on_delivery,
    totalStock,
    totalValue: totalStock * r.price,
    forecastStock,
    forecastValue: forecastStock * r.price,
    comment: r.comment ?? '',
    version: r.stock_version,
  };
}

export const productStocksSource: ListSource<StockRow, ProductStockRow> = {
  def: productStocksList,
  from: FROM,
  select: SELECT,
  map: toProductStock,
};

export async function findProductStock(
  db: Kysely<Database>,
  productId: string,
): Promise<ProductStockRow | undefined> {
  const r = await sql<StockRow>`SELECT ${SELECT} FROM ${FROM} WHERE p.id = ${productId}`.execute(db);
  return r.rows[0] && toProductStock(r.rows[0]);
}

/** The stats bar: the totals of every product the list's filter keeps (not only the page). */
export async function inventoryStats(db: Kysely<Database>, q: ListQuery): Promise<InventoryStats> {
  const where = listWhere(productStocksSource as never, q, null);
  const r = await sql<Record<keyof InventoryStats, number>>`
    SELECT count(*)::int AS products,
      coalesce(sum(p.stock), 0)::bigint AS stock,
      coalesce(sum(p.free_stock), 0)::bigint AS "freeStock",
      coalesce(sum(pd.purchased), 0)::bigint AS "purchasedStock",
      coalesce(sum(pd.on_delivery), 0)::bigint AS "onDeliveryStock",
      coalesce(sum(${total}), 0)::bigint AS "totalStock",
      ${stockValueSum(total, price)} AS "totalValue",
      coalesce(sum(${forecast}), 0)::bigint AS "forecastStock",
      ${stockValueSum(forecast, price)} AS "forecastValue",
      (count(*) FILTER (WHERE ${total} = 0))::int AS "soldOut"
    FROM ${STATS_FROM} WHERE ${where}`.execute(db);
  return r.rows[0]!;
}
