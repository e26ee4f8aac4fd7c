import { TEMPLATE_CELLS } from '../../domain/delivery/cells.ts';
import { type DeliveryTemplate, DeliveryTemplateBody } from '../../domain/delivery/schema.ts';
import { editBody } from '../cells/adapt.ts';
import type { CellsAdapter } from '../cells/adapter.ts';
import { readRecord, updateRecord } from '../resources/crud.ts';
import { TEMPLATE_RECORD, TEMPLATE_UPDATE } from './templates-update.ts';

/**
 * The templates list's name cell (domain/delivery/cells.ts) saved by the template's
 * edit: the whole template as it stands with the new name, as the form saves it.
 */
export const TEMPLATE_CELLS_ADAPTER: CellsAdapter<DeliveryTemplate> = {
  def: TEMPLATE_CELLS,
  read: (db, user, id) => readRecord(TEMPLATE_RECORD, db, user, id),
  apply: (db, _withLive, user, row, version, set) =>
    updateRecord(
      db,
      TEMPLATE_UPDATE,
      user,
      row.id,
      editBody(DeliveryTemplateBody, {
        name: row.name,
        status: row.status,
        areas: row.areas,
        ...set,
        version,
      }),
    ),
};
