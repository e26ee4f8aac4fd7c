import { type Kysely, sql } from 'kysely';
import { DELIVERY_AREAS_LIST } from '../../domain/delivery/list.ts';
import type { DeliveryArea } from '../../domain/delivery/schema.ts';
import { type CamelRow, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';

// the list's columns are raw: the runner composes them into its filters and sorts
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

type AreaRow = CamelRow<'deliveryAreas'>;

/** The API's area from its row (read through the camel view): the parent id is `parent`. */
export function toArea({ parentId, ...row }: AreaRow, path: string[]): AreaOut {
  return {
    ...row,
    parent: parentId,
    path,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Ancestor ids, root first, of each area; one recursive query however deep the tree. */
export async function ancestorPaths(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  // raw: a recursive walk up the tree, which the builder does not write typed
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
  const rows = await camel(db)
    .selectFrom('deliveryAreas')
    .selectAll()
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
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
  const rows = await camel(db)
    .selectFrom('deliveryAreas')
    .selectAll()
    .where('parentId', '=', parent)
    .orderBy((eb) => eb.fn('lower', ['name']))
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
  let q = camel(db).selectFrom('deliveryAreas').selectAll().where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) return undefined;
  return toArea(row, (await ancestorPaths(db, [id])).get(id) ?? []);
}

export type AreaListRow = AreaOut & { parentName: string | null; parentNameZh: string | null };

type AreaJoinRow = AreaRow & { parentName: string | null; parentNameZh: string | null };

export const areasSource: ListSource<AreaJoinRow, AreaListRow> = {
  def: areasList,
  // raw, as every list source: the runner composes its page query from these fragments
  from: sql`delivery_areas a LEFT JOIN delivery_areas p ON p.id = a.parent_id`,
  // read through the camel view, the raw selection's keys come back camelCase
  select: sql`a.*, p.name AS parent_name, p.name_zh AS parent_name_zh`,
  camel: true,
  map: ({ parentName, parentNameZh, ...r }) => ({ ...toArea(r, []), parentName, parentNameZh }),
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
  // raw: a recursive walk up from the candidate, as ancestorPaths
  const r = await sql<{ hit: number }>`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM delivery_areas WHERE id = ${candidate}
      UNION
      SELECT a.id, a.parent_id FROM delivery_areas a JOIN up ON a.id = up.parent_id
    )
    SELECT 1 AS hit FROM up WHERE id = ${id} LIMIT 1`.execute(db);
  return r.rows.length > 0;
}
