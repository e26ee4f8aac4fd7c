import { sql } from 'kysely';
import { DELIVERY_TEMPLATES } from '../../domain/delivery/resource.ts';
import {
  type DeliveryTemplate,
  DeliveryTemplateBody,
  DeliveryTemplateUpdate,
} from '../../domain/delivery/schema.ts';
import { camel } from '../db/camel.ts';
import { parse } from '../errors.ts';
import type { RecordSpec, WriteSpec } from '../resources/crud.ts';
import { findTemplate, normaliseAreas, toTemplate } from './templates-queries.ts';

/** The status-only variant of PUT (discontinue, or make available again). */
const StatusOnly = DeliveryTemplateUpdate.options[1];

const isStatusOnly = (b: unknown) =>
  typeof b === 'object' &&
  b !== null &&
  'status' in b &&
  Object.keys(b).every((k) => k === 'status' || k === 'version');

export const templateSnapshot = (t: { name: string; status: string; areas: unknown }) => ({
  name: t.name,
  status: t.status,
  areas: t.areas,
});

/** Templates are shared by every community: any delivery role reads any of them. */
export const TEMPLATE_RECORD: RecordSpec<DeliveryTemplate> = { param: 'id', find: findTemplate };

/**
 * A template's edit (PUT /api/delivery-templates/{id}, and the list's name cell): the whole
 * template, or only {status}: discontinuing is a status update.
 */
export const TEMPLATE_UPDATE: WriteSpec<typeof DeliveryTemplateUpdate, DeliveryTemplate> = {
  ...TEMPLATE_RECORD,
  entity: DELIVERY_TEMPLATES.entity,
  schema: DeliveryTemplateUpdate,
  parseBody: (raw) => (isStatusOnly(raw) ? parse(StatusOnly, raw) : parse(DeliveryTemplateBody, raw)),
  snapshot: templateSnapshot,
  action: (before, after) =>
    before.status !== after.status && after.status === 'discontinued' ? 'discontinue' : 'update',
  update: async (trx, before, body) => {
    const full = 'areas' in body ? body : undefined;
    const areas = full ? await normaliseAreas(trx, full.areas) : undefined;
    const row = await camel(trx)
      .updateTable('deliveryTemplates')
      .set((eb) => ({
        status: body.status,
        ...(full ? { name: full.name } : {}),
        ...(areas ? { areas: JSON.stringify(areas) } : {}),
        version: eb('version', '+', 1),
        updatedAt: sql`now()`,
      }))
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTemplate(row);
  },
};
