import { sql } from 'kysely';
import { DELIVERY_TEMPLATES } from '../../domain/resources/delivery.ts';
import { DeliveryTemplateBody, DeliveryTemplateUpdate } from '../../domain/schemas/delivery.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { parse } from '../errors.ts';
import { createHandler, listHandler, readHandler, updateHandler } from '../resources/crud.ts';
import { serve } from '../resources/serve.ts';
import { findTemplate, normaliseAreas, templatesSource, toTemplate } from './templates-queries.ts';

/** The status-only variant of PUT (discontinue, or make available again). */
const StatusOnly = DeliveryTemplateUpdate.options[1];

const isStatusOnly = (b: unknown) =>
  typeof b === 'object' &&
  b !== null &&
  'status' in b &&
  Object.keys(b).every((k) => k === 'status' || k === 'version');

const snapshot = (t: { name: string; status: string; areas: unknown }) => ({
  name: t.name,
  status: t.status,
  areas: t.areas,
});

const record = { param: 'id', find: findTemplate };

/** Delivery fee templates (part 1 §2 Delivery, §5, §7). */
export function deliveryTemplateRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, DELIVERY_TEMPLATES, {
    list: listHandler(db, templatesSource),
    one: readHandler(db, record),
    create: createHandler(db, {
      ...record,
      entity: DELIVERY_TEMPLATES.entity,
      schema: DeliveryTemplateBody,
      snapshot,
      insert: async (trx, body) => {
        const areas = await normaliseAreas(trx, body.areas);
        const row = await trx
          .insertInto('delivery_templates')
          .values({ name: body.name, status: body.status, areas: JSON.stringify(areas) })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toTemplate(row);
      },
    }),
    // the whole template, or only {status}: discontinuing is a status update (part 1 §4)
    update: updateHandler(db, {
      ...record,
      entity: DELIVERY_TEMPLATES.entity,
      schema: DeliveryTemplateUpdate,
      parseBody: (raw) => (isStatusOnly(raw) ? parse(StatusOnly, raw) : parse(DeliveryTemplateBody, raw)),
      snapshot,
      action: (before, after) =>
        before.status !== after.status && after.status === 'discontinued' ? 'discontinue' : 'update',
      update: async (trx, before, body) => {
        const full = 'areas' in body ? body : undefined;
        const areas = full ? await normaliseAreas(trx, full.areas) : undefined;
        const row = await trx
          .updateTable('delivery_templates')
          .set({
            status: body.status,
            ...(full ? { name: full.name } : {}),
            ...(areas ? { areas: JSON.stringify(areas) } : {}),
            version: sql`version + 1`,
            updated_at: sql`now()`,
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toTemplate(row);
      },
    }),
  });
}

export default deliveryTemplateRoutes satisfies AreaRoutes;
