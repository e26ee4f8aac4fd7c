import { sql } from 'kysely';
import { DeliveryAreaBody } from '../../domain/schemas/delivery.ts';
import type { AppContext } from '../context.ts';
import { audit } from '../db/audit.ts';
import { badRequest, conflict, idParam, notFound, parse, queryOf } from '../errors.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { allAreas, areasList, childAreas, findArea, listAreas, wouldCycle } from './areas-queries.ts';

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

/** Delivery areas (part 1 §2 Delivery, §5, §7): a tree of cities, districts and sub-areas. */
export function deliveryAreaRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  app.get('/api/delivery-areas', async (request) => {
    const { parent } = queryOf(request.query, ['parent']);
    if (parent === undefined) return allAreas(db);
    if (!UUID.test(parent)) throw badRequest({ parent: 'validation.invalid' });
    return childAreas(db, parent.toLowerCase());
  });

  app.get('/api/delivery-areas/details', async (request, reply) => {
    const q = listQuery(areasList, request);
    return sendList(reply, areasList, q, await listAreas(db, q));
  });

  app.get('/api/delivery-areas/:id/details', async (request) => {
    const area = await findArea(db, idParam(request.params, 'id'));
    if (!area) throw notFound();
    return area;
  });

  /** Both writes: lock the tree, check the parent exists and is not below the area, write, audit. */
  async function save(id: string | undefined, input: unknown, actorId: string) {
    const body = parse(DeliveryAreaBody, input);
    const parent = body.parent.toLowerCase();
    return db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`.execute(trx);
      const before = id ? await findArea(trx, id) : undefined;
      if (id && !before) throw notFound();
      const exists = await trx
        .selectFrom('delivery_areas')
        .select('id')
        .where('id', '=', parent)
        .executeTakeFirst();
      if (!exists) throw badRequest({ parent: 'validation.unknownArea' });
      if (id && (await wouldCycle(trx, id, parent))) throw badRequest({ parent: 'validation.areaCycle' });
      let savedId: string;
      try {
        const values = { name: body.name, name_zh: body.nameZh, parent_id: parent };
        const row = id
          ? await trx
              .updateTable('delivery_areas')
              .set({ ...values, updated_at: sql`now()` })
              .where('id', '=', id)
              .returning('id')
              .executeTakeFirstOrThrow()
          : await trx.insertInto('delivery_areas').values(values).returning('id').executeTakeFirstOrThrow();
        savedId = row.id;
      } catch (err) {
        throw nameTaken(err) ? conflict({ name: 'validation.nameTaken' }, 'errors.nameTaken') : err;
      }
      const after = (await findArea(trx, savedId))!;
      await audit(trx, {
        actorId,
        entity: 'delivery_area',
        entityId: savedId,
        action: id ? 'update' : 'create',
        before: before ? snapshot(before) : null,
        after: snapshot(after),
      });
      return after;
    });
  }

  app.post('/api/delivery-areas', async (request, reply) => {
    const area = await save(undefined, request.body, ctx.user(request).id);
    return reply.code(201).send(area);
  });

  app.put('/api/delivery-areas/:id', async (request) =>
    save(idParam(request.params, 'id'), request.body, ctx.user(request).id),
  );
}
