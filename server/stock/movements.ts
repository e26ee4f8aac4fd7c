import { type Kysely, sql } from 'kysely';
import type { Role } from '../../domain/roles.ts';
import { STOCK_MOVEMENTS_LIST } from '../../domain/stock/list.ts';
import type { StockBucket, StockMovementType } from '../../domain/stock/schema.ts';
import type { StockMovementRow, StockMovementStatus } from '../../domain/stock/views.ts';
import type { Database } from '../db/types.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';
import { shownActor } from '../users/shown-actor.ts';

const movementsList = defineList(
  STOCK_MOVEMENTS_LIST,
  {
    product: { expr: sql.ref('m.product_id'), notNull: true },
    type: { expr: sql.ref('m.type'), notNull: true },
    status: { expr: sql.ref('m.status'), notNull: true },
    date: { expr: sql.ref('m.date'), date: 'timestamptz', notNull: true },
    movementStock: { expr: sql.ref('m.movement_stock'), notNull: true },
  },
  'm.id',
);

interface MovementRow {
  id: string;
  product_id: string;
  type: StockMovementType;
  status: StockMovementStatus;
  bucket: StockBucket;
  movement_stock: number;
  comment: string;
  date: Date;
  order_id: string | null;
  order_number: number | null;
  purchase_order_id: string | null;
  po_id: string | null;
  po_stock_status: 'pending' | 'received' | null;
  created_by: string | null;
  created_by_name: string | null;
  created_by_role: string | null;
}

const SELECT = sql`m.id, m.product_id, m.type, m.status, m.bucket, m.movement_stock, m.comment, m.date,
  m.order_id, o.order_id AS order_number, m.purchase_order_id, po.po_id, po.stock_status AS po_stock_status,
  m.created_by, u.name AS created_by_name, u.role AS created_by_role`;
const FROM = sql`stock_movements m
  LEFT JOIN orders o ON o.id = m.order_id
  LEFT JOIN purchase_orders po ON po.id = m.purchase_order_id
  LEFT JOIN users u ON u.id = m.created_by`;

function toMovement(r: MovementRow, reader: { role: Role }): StockMovementRow {
  return {
    id: r.id,
    product: r.product_id,
    type: r.type,
    status: r.status,
    stockType: r.bucket,
    movementStock: r.movement_stock,
    comment: r.comment,
    date: r.date.toISOString(),
    customerOrder: r.order_id ? { id: r.order_id, orderID: Number(r.order_number) } : null,
    purchaseOrder: r.purchase_order_id
      ? { id: r.purchase_order_id, poId: r.po_id ?? '', stock_status: r.po_stock_status ?? 'pending' }
      : null,
    createdBy: shownActor(reader, { id: r.created_by, name: r.created_by_name, role: r.created_by_role }),
  };
}

/**
 * A product's movements as this reader may see them (who made each: `shownActor`), newest
 * first: the index (product_id, date DESC, id DESC) gives the order.
 */
export const movementsSource = (reader: { role: Role }): ListSource<MovementRow, StockMovementRow> => ({
  def: movementsList,
  from: FROM,
  select: SELECT,
  map: (r) => toMovement(r, reader),
});

export async function findMovement(
  db: Kysely<Database>,
  id: string,
  reader: { role: Role },
): Promise<StockMovementRow | undefined> {
  const r = await sql<MovementRow>`SELECT ${SELECT} FROM ${FROM} WHERE m.id = ${id}`.execute(db);
  return r.rows[0] && toMovement(r.rows[0], reader);
}
