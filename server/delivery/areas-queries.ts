import { type Kysely, sql } from 'kysely';
import { DELIVERY_AREAS_LIST } from '../../domain/delivery/list.ts';
import type { DeliveryArea } from '../../domain/delivery/schema.ts';
import type { AreaRow, Database } from '../db/types.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';

export const areasList = defineList(
  DELIVERY_AREAS_LIST,
  {
    name: { expr: sql.ref('a.name'), alsoSearch: [sql.ref('a.name_zh')], sortBy: sql`lower(a.name)` },
    parent: 'a.parent_id',
    createdAt: { expr: sql.ref('a.created_at'), date: 'timestamptz' },
  },
  'a.id',
);

export type AreaOut = DeliveryArea & { updatedAt: string };

export function toArea(row: AreaRow, path: string[]): AreaOut {
  return {
    id: row.id,
    name: row.name,
    nameZh: row.name_zh,
    parent: row.parent_id,
    path,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Ancestor ids, root first, of each area; one recursive query however deep the tree. */
export async function ancestorPaths(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  // UNION (not ALL) ends the walk even if a cycle ever slipped into the data
  const r = await sql<{ start: string; path: string[] }>`
    WITH RECURSIVE up(start, node, depth) AS (
      SELECT a.id, a.parent_id, 1 FROM delivery_areas a WHERE a.id = ANY(${ids}::uuid[])
      UNION
      SELECT up.start, p.parent_id, up.depth + 1
      FROM up JOIN delivery_areas p ON p.id = up.node
      WHERE up.depth < 64
    )
    SELECT start, array_agg(node ORDER BY depth DESC) AS path FROM up WHERE node IS NOT NULL GROUP BY start`.execute(
    db,
  );
  for (const row of r.rows) out.set(row.start, row.path);
  return out;
}

/** The whole tree, flat, with paths computed in memory: areas number in the hundreds. */
export async function allAreas(db: Kysely<Database>): Promise<AreaOut[]> {
  const rows = await db
    .selectFrom('delivery_areas')
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  const pathOf = (id: string): string[] => {
    const path: string[] = [];
    const seen = new Set([id]);
    for (let p = parentOf.get(id); p && !seen.has(p); p = parentOf.get(p)) {
      seen.add(p);
      path.unshift(p);
    }
    return path;
  };
  return rows.map((r) => toArea(r, pathOf(r.id)));
}

export async function childAreas(db: Kysely<Database>, parent: string): Promise<AreaOut[]> {
  const rows = await db
    .selectFrom('delivery_areas')
    .selectAll()
    .where('parent_id', '=', parent)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  const up = (await ancestorPaths(db, [parent])).get(parent) ?? [];
  return rows.map((r) => toArea(r, [...up, parent]));
}

export async function findArea(
  db: Kysely<Database>,
  id: string,
  forUpdate = false,
): Promise<AreaOut | undefined> {
  let q = db.selectFrom('delivery_areas').selectAll().where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) return undefined;
  return toArea(row, (await ancestorPaths(db, [id])).get(id) ?? []);
}

export type AreaListRow = AreaOut & { parentName: string | null; parentNameZh: string | null };

type AreaJoinRow = AreaRow & { parent_name: string | null; parent_name_zh: string | null };

export const areasSource: ListSource<AreaJoinRow, AreaListRow> = {
  def: areasList,
  from: sql`delivery_areas a LEFT JOIN delivery_areas p ON p.id = a.parent_id`,
  select: sql`a.*, p.name AS parent_name, p.name_zh AS parent_name_zh`,
  map: (r) => ({ ...toArea(r, []), parentName: r.parent_name, parentNameZh: r.parent_name_zh }),
  // one recursive query for the whole page's ancestor paths
  enrich: async (db, rows) => {
    const paths = await ancestorPaths(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, path: paths.get(r.id) ?? [] }));
  },
};

/** True when `candidate` is `id` itself or lies below it: making it the parent would loop. */
export async function wouldCycle(db: Kysely<Database>, id: string, candidate: string): Promise<boolean> {
  if (id === candidate) return true;
  const r = await sql<{ hit: number }>`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM delivery_areas WHERE id = ${candidate}
      UNION
      SELECT a.id, a.parent_id FROM delivery_areas a JOIN up ON a.id = up.parent_id
    )
    SELECT 1 AS hit FROM up WHERE id = ${id} LIMIT 1`.execute(db);
  return r.rows.length > 0;
}
