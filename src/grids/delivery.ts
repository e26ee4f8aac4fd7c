import { type AreaIndex, type AreaRow, areaName } from '../../domain/area-tree.ts';
import { TEMPLATE_CELLS } from '../../domain/delivery/cells.ts';
import { DELIVERY_AREAS_LIST, DELIVERY_TEMPLATES_LIST } from '../../domain/delivery/list.ts';
import { DELIVERY_AREAS, DELIVERY_TEMPLATES } from '../../domain/delivery/resource.ts';
import type { DeliveryTemplate } from '../../domain/delivery/schema.ts';
import { apiUrl } from '../../domain/resource.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/** Delivery templates: name (edited in place), number of areas, creation date. */
export const templatesGrid: GridDef<DeliveryTemplate> = {
  path: apiUrl(DELIVERY_TEMPLATES.ops.list, {}),
  spec: DELIVERY_TEMPLATES_LIST,
  cells: TEMPLATE_CELLS,
  cellsPath: apiUrl(DELIVERY_TEMPLATES.ops.cells, {}),
  rowName: (tp) => tp.name,
  columns: (t) => {
    const cell = cellTypes(t);
    return [
      { colId: 'name', field: 'name', headerName: t('delivery.templateName'), minWidth: 220, flex: 1 },
      {
        colId: 'areas',
        headerName: t('delivery.areaCount'),
        valueGetter: (p) => p.data?.areas?.length ?? 0,
        type: 'rightAligned',
      },
      {
        colId: 'createdAt',
        field: 'createdAt',
        headerName: t('delivery.createdAt'),
        ...cell.day,
      },
    ];
  },
};

/** What the area columns need beyond t(): the tree for parent paths and the language for names. */
export interface AreaGridContext {
  areas: AreaIndex | null;
  lang: string;
}

export const areasGrid: GridDef<AreaRow, AreaGridContext> = {
  path: apiUrl(DELIVERY_AREAS.ops.list, {}),
  spec: DELIVERY_AREAS_LIST,
  columns: (t, ctx) => {
    const cell = cellTypes(t);
    return [
      {
        colId: 'name',
        headerName: t('delivery.areaName'),
        valueGetter: (p) => (p.data ? areaName(p.data, ctx.lang) : ''),
        minWidth: 180,
        flex: 1,
      },
      {
        colId: 'parent',
        headerName: t('delivery.parentPath'),
        valueGetter: (p) =>
          p.data?.parent ? (ctx.areas?.pathLabel(p.data.parent, ctx.lang) ?? '') : t('delivery.topLevel'),
        minWidth: 260,
        flex: 2,
      },
      {
        colId: 'createdAt',
        field: 'createdAt',
        headerName: t('delivery.createdAt'),
        ...cell.day,
      },
    ];
  },
};
