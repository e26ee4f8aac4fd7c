import { DELIVERY_TEMPLATES } from '../../domain/delivery/resource.ts';
import { DeliveryTemplateBody } from '../../domain/delivery/schema.ts';
import { NO_LIVE } from '../cells/adapt.ts';
import { cellsHandler } from '../cells/handler.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { camel } from '../db/camel.ts';
import { createHandler, listHandler, readHandler, updateHandler } from '../resources/crud.ts';
import { serve } from '../resources/serve.ts';
import { TEMPLATE_CELLS_ADAPTER } from './templates-cells.ts';
import { normaliseAreas, templatesSource, toTemplate } from './templates-queries.ts';
import { TEMPLATE_RECORD, TEMPLATE_UPDATE, templateSnapshot } from './templates-update.ts';

/** Delivery fee templates. */
export function deliveryTemplateRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, DELIVERY_TEMPLATES, {
    list: listHandler(templatesSource),
    one: readHandler(db, TEMPLATE_RECORD),
    create: createHandler(db, {
      ...TEMPLATE_RECORD,
      entity: DELIVERY_TEMPLATES.entity,
      schema: DeliveryTemplateBody,
      snapshot: templateSnapshot,
      insert: async (trx, body) => {
        const areas = await normaliseAreas(trx, body.areas);
        const row = await camel(trx)
          .insertInto('deliveryTemplates')
          .values({ name: body.name, status: body.status, areas: JSON.stringify(areas) })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toTemplate(row);
      },
    }),
    update: updateHandler(db, TEMPLATE_UPDATE),
    cells: cellsHandler(db, NO_LIVE, DELIVERY_TEMPLATES.ops.cells, TEMPLATE_CELLS_ADAPTER),
  });
}

export default deliveryTemplateRoutes satisfies AreaRoutes;
