import { sql, type Transaction } from 'kysely';
import { DELIVERY_AREAS } from '../../domain/delivery/resource.ts';
import { type DeliveryAreaBody as Body, DeliveryAreaBody } from '../../domain/delivery/schema.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { type CamelInsert, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { badRequest, conflict, queryOf } from '../errors.ts';
import { createHandler, listHandler, readHandler, updateHandler } from '../resources/crud.ts';
import { serve } from '../resources/serve.ts';
import { allAreas, areasSource, childAreas, findArea, wouldCycle } from './areas-queries.ts';

/** Serialises edits of the area tree, so two concurrent moves cannot build a loop together. */
const TREE_LOCK = 26678648;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function nameTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'delivery_areas_sibling_name';
}

const snapshot = (a: { name: string; nameZh: string; parent: string | null }) => ({
  name: a.name,
  nameZh: a.nameZh,
  parent: a.parent,
});

/**
 * Both writes: lock the tree, check the parent exists and is not below the area, write. The
 * tree lock comes after the row lock of an edit, for every writer, so two edits cannot deadlock.
 */
async function write(trx: Transaction<Database>, id: string | undefined, body: Body) {
  const parent = body.parent.toLowerCase();
  // raw: an advisory lock is a function call, no table for the builder to type
  await sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`.execute(trx);
  const exists = await trx
    .selectFrom('delivery_areas')
    .select('id')
    .where('id', '=', parent)
    .executeTakeFirst();
  if (!exists) throw badRequest({ parent: 'validation.unknownArea' });
  if (id && (await wouldCycle(trx, id, parent))) throw badRequest({ parent: 'validation.areaCycle' });
  const values: CamelInsert<'deliveryAreas'> = { name: body.name, nameZh: body.nameZh, parentId: parent };
  const db = camel(trx);
  try {
    const row = id
      ? await db
          .updateTable('deliveryAreas')
          .set((eb) => ({ ...values, version: eb('version', '+', 1), updatedAt: sql`now()` }))
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db.insertInto('deliveryAreas').values(values).returning('id').executeTakeFirstOrThrow();
    return (await findArea(trx, row.id))!;
  } catch (err) {
    throw nameTaken(err) ? conflict({ name: 'validation.nameTaken' }, 'errors.nameTaken') : err;
  }
}

const writes = {
  param: 'id',
  find: findArea,
  entity: DELIVERY_AREAS.entity,
  schema: DeliveryAreaBody,
  snapshot,
  insert: (trx: Transaction<Database>, body: Body) => write(trx, undefined, body),
  update: (trx: Transaction<Database>, before: { id: string }, body: Body) => write(trx, before.id, body),
};

/** Delivery areas: a tree of cities, districts and sub-areas. */
export function deliveryAreaRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, DELIVERY_AREAS, {
    tree: async (request) => {
      const { parent } = queryOf(request.query, DELIVERY_AREAS.ops.tree.query);
      if (parent === undefined) return allAreas(db);
      if (!UUID.test(parent)) throw badRequest({ parent: 'validation.invalid' });
      return childAreas(db, parent.toLowerCase());
    },
    list: listHandler(areasSource),
    one: readHandler(db, { param: 'id', find: findArea }),
    create: createHandler(db, writes),
    update: updateHandler(db, writes),
  });
}

export default deliveryAreaRoutes satisfies AreaRoutes;
