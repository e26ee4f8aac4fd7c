import { sql } from 'kysely';
import { DeliveryTemplateBody, DeliveryTemplateUpdate } from '../../domain/schemas/delivery.ts';
import type { AppContext } from '../context.ts';
import { audit } from '../db/audit.ts';
import { idParam, notFound, parse } from '../errors.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import {
  findTemplate,
  listTemplates,
  normaliseAreas,
  templatesList,
  toTemplate,
} from './templates-queries.ts';

/** The status-only variant of PUT (discontinue, or make available again). */
const StatusOnly = DeliveryTemplateUpdate.options[1];

const isStatusOnly = (b: unknown) =>
  typeof b === 'object' && b !== null && Object.keys(b).length === 1 && 'status' in b;

const snapshot = (t: { name: string; status: string; areas: unknown }) => ({
  name: t.name,
  status: t.status,
  areas: t.areas,
});

/** Delivery fee templates (part 1 §2 Delivery, §5, §7). */
export function deliveryTemplateRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  app.get('/api/delivery-templates/details', async (request, reply) => {
    const q = listQuery(templatesList, request);
    return sendList(reply, templatesList, q, await listTemplates(db, q));
  });

  app.get('/api/delivery-templates/:id/details', async (request) => {
    const t = await findTemplate(db, idParam(request.params, 'id'));
    if (!t) throw notFound();
    return t;
  });

  app.post('/api/delivery-templates', async (request, reply) => {
    const actorId = ctx.user(request).id;
    const body = parse(DeliveryTemplateBody, request.body);
    const created = await db.transaction().execute(async (trx) => {
      const areas = await normaliseAreas(trx, body.areas);
      const row = await trx
        .insertInto('delivery_templates')
        .values({ name: body.name, status: body.status, areas: JSON.stringify(areas) })
        .returningAll()
        .executeTakeFirstOrThrow();
      const t = toTemplate(row);
      await audit(trx, {
        actorId,
        entity: 'delivery_template',
        entityId: t.id,
        action: 'create',
        before: null,
        after: snapshot(t),
      });
      return t;
    });
    return reply.code(201).send(created);
  });

  // the whole template, or only {status}: discontinuing is a status update (part 1 §4)
  app.put('/api/delivery-templates/:id', async (request) => {
    const actorId = ctx.user(request).id;
    const id = idParam(request.params, 'id');
    const full = isStatusOnly(request.body) ? undefined : parse(DeliveryTemplateBody, request.body);
    const status = full ? full.status : parse(StatusOnly, request.body).status;
    return db.transaction().execute(async (trx) => {
      const before = await findTemplate(trx, id, true);
      if (!before) throw notFound();
      const areas = full ? await normaliseAreas(trx, full.areas) : undefined;
      const row = await trx
        .updateTable('delivery_templates')
        .set({
          status,
          ...(full ? { name: full.name } : {}),
          ...(areas ? { areas: JSON.stringify(areas) } : {}),
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toTemplate(row);
      const action =
        before.status !== after.status && after.status === 'discontinued' ? 'discontinue' : 'update';
      await audit(trx, {
        actorId,
        entity: 'delivery_template',
        entityId: id,
        action,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    });
  });
}
