import { type Kysely, sql } from 'kysely';
import type { OrderLine } from '../../domain/live-views.ts';
import { packLetter } from '../../domain/offers/pack-letters.ts';
import type { OrderPricing } from '../../domain/orders/price-order.ts';
import type { PricedLine, PricingIssue } from '../../domain/orders/pricing.ts';
import { NOT_ENOUGH_STOCK_MSG } from '../../domain/orders/pricing.ts';
import type { Database } from '../db/types.ts';
import { badRequest, HttpError } from '../errors.ts';
import type { LineRow } from '../offers/state.ts';

type Db = Kysely<Database>;

/** The stored snapshot of a sold line: what the order shows even if the offer changes later. */
export function snapshotLines(
  priced: OrderPricing,
  lines: readonly LineRow[],
): { packs: OrderLine[]; singleItems: OrderLine[] } {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const snap = (p: PricedLine): OrderLine => {
    const l = byId.get(p.id)!;
    return {
      lineId: p.id,
      kind: l.kind,
      letter: l.kind === 'pack' ? packLetter(l.position) : null,
      shortName: l.short_name || l.name.en,
      name: l.name,
      product: l.product_id,
      quantity: p.quantity,
      price: p.unitPrice,
      amount: p.total,
      weight: l.weight,
      weightType: l.weight_type,
    };
  };
  return { packs: priced.packs.map(snap), singleItems: priced.singleItems.map(snap) };
}

/** Stored lines in the domain's shape, so an edit keeps the prices they were sold at. */
export function pricedLines(ls: readonly OrderLine[]): PricedLine[] {
  return ls.map((l) => ({ id: l.lineId, quantity: l.quantity, unitPrice: l.price, total: l.amount }));
}

/** Units per offer line that an order holds: all of its lines while available, none once cancelled. */
export function heldUnits(o: {
  status: string;
  packs: readonly { lineId: string; quantity: number }[];
  singleItems: readonly { lineId: string; quantity: number }[];
}): Map<string, number> {
  const out = new Map<string, number>();
  if (o.status !== 'available') return out;
  for (const l of [...o.packs, ...o.singleItems]) out.set(l.lineId, (out.get(l.lineId) ?? 0) + l.quantity);
  return out;
}

/** What an order change takes from each line (positive) or gives back (negative), by line id. */
export function stockDeltas(before: Map<string, number>, after: Map<string, number>): [string, number][] {
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort();
  return ids
    .map((id): [string, number] => [id, (after.get(id) ?? 0) - (before.get(id) ?? 0)])
    .filter(([, d]) => d !== 0);
}

/**
 * One UPDATE moving every line's counter, returning `id, actual_stock` of the rows it moved. The
 * rows are already locked by channelLines; the guard (and the CHECK constraint behind it) keeps
 * stock from going below zero: a line it refuses is missing from the result.
 */
export const stockUpdate = (deltas: readonly [string, number][]) => sql`
  UPDATE offer_lines l SET actual_stock = l.actual_stock - v.delta, updated_at = now()
  FROM (VALUES ${sql.join(deltas.map(([id, d]) => sql`(${id}::uuid, ${d}::int)`))}) AS v(id, delta)
  WHERE l.id = v.id AND l.actual_stock - v.delta >= 0 AND l.actual_stock - v.delta <= l.stock
  RETURNING l.id, l.actual_stock`;

/** 409 naming the first line the stock update refused (`moved` = the ids it did move). */
export function checkStockMoved(
  deltas: readonly [string, number][],
  moved: readonly { id: string }[],
  lines: readonly LineRow[],
): void {
  if (moved.length === deltas.length) return;
  const got = new Set(moved.map((m) => m.id));
  const line = lines.find((l) => l.id === deltas.find(([id]) => !got.has(id))?.[0]);
  throw outOfStock(line, line?.actual_stock ?? 0);
}

/** Moves the line counters by what an order takes or gives back, in one statement. */
export async function applyStock(
  db: Db,
  lines: readonly LineRow[],
  before: Map<string, number>,
  after: Map<string, number>,
): Promise<void> {
  const deltas = stockDeltas(before, after);
  if (deltas.length === 0) return;
  const r = await stockUpdate(deltas).execute(db);
  checkStockMoved(deltas, r.rows as { id: string }[], lines);
}

export function outOfStock(
  line: Pick<LineRow, 'id' | 'name'> | undefined,
  left: number,
  path = 'packs',
): HttpError {
  return new HttpError('conflict', NOT_ENOUGH_STOCK_MSG, {
    fields: { [path]: NOT_ENOUGH_STOCK_MSG },
    details: { lineId: line?.id ?? null, name: line?.name ?? null, left },
  });
}

/** Pricing issues: not enough stock is a 409 naming the line and what is left; the rest are 400s. */
export function throwIssues(
  issues: readonly PricingIssue[],
  body: { packs?: readonly { id: string }[]; singleItems?: readonly { id: string }[] },
  lines: readonly LineRow[],
): void {
  if (issues.length === 0) return;
  const stock = issues.find((i) => i.message === NOT_ENOUGH_STOCK_MSG);
  if (stock) {
    const [key, index] = stock.path.split('.') as ['packs' | 'singleItems', string];
    const id = body[key]?.[Number(index)]?.id;
    const line = lines.find((l) => l.id === id);
    throw outOfStock(line, Number(stock.params?.left ?? 0), stock.path);
  }
  const fields: Record<string, string> = {};
  for (const i of issues) fields[i.path] ??= i.message;
  throw badRequest(fields, issues[0]!.message);
}
