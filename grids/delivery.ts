import { formatDate } from '../domain/dates.ts';
import { DELIVERY_AREAS_LIST, DELIVERY_TEMPLATES_LIST } from '../domain/lists/delivery.ts';
import type { DeliveryTemplate } from '../domain/schemas/delivery.ts';
import type { GridDef } from '../src/components/ListPage/types.ts';
import { type AreaIndex, type AreaRow, areaName } from '../src/lib/areaTree.ts';

/** Delivery templates (part 1 §2): name, number of areas, creation date. */
export const templatesGrid: GridDef<DeliveryTemplate> = {
  path: 'delivery-templates/details',
  spec: DELIVERY_TEMPLATES_LIST,
  columns: (t) => [
    { colId: 'name', field: 'name', headerName: t('delivery.templateName'), minWidth: 220 },
    {
      colId: 'areas',
      headerName: t('delivery.areaCount'),
      valueGetter: (p) => p.data?.areas?.length ?? 0,
      type: 'rightAligned',
      maxWidth: 200,
    },
    {
      colId: 'createdAt',
      field: 'createdAt',
      headerName: t('delivery.createdAt'),
      valueFormatter: (p) => (p.value ? formatDate(p.value) : ''),
      maxWidth: 200,
    },
  ],
};

/** What the area columns need beyond t(): the tree for parent paths and the language for names. */
export interface AreaGridContext {
  areas: AreaIndex | null;
  lang: string;
}

export const areasGrid: GridDef<AreaRow, AreaGridContext> = {
  path: 'delivery-areas/details',
  spec: DELIVERY_AREAS_LIST,
  columns: (t, ctx) => [
    {
      colId: 'name',
      headerName: t('delivery.areaName'),
      valueGetter: (p) => (p.data ? areaName(p.data, ctx.lang) : ''),
      minWidth: 180,
    },
    {
      colId: 'parent',
      headerName: t('delivery.parentPath'),
      valueGetter: (p) =>
        p.data?.parent ? (ctx.areas?.pathLabel(p.data.parent, ctx.lang) ?? '') : t('delivery.topLevel'),
      minWidth: 260,
    },
    {
      colId: 'createdAt',
      field: 'createdAt',
      headerName: t('delivery.createdAt'),
      valueFormatter: (p) => (p.value ? formatDate(p.value) : ''),
      maxWidth: 200,
    },
  ],
};
