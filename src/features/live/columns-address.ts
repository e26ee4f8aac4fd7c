import type { ColDef } from 'ag-grid-community';
import { cityEditable } from '../../../domain/orders/entry.ts';
import { ADDRESS_CITIES } from '../../../domain/schemas/shared.ts';
import { keyIn, type Translate } from '../../../locales/keys.ts';
import { addr, choiceEditor, type LiveGridContext, rowEditable, setter } from './columns-parts.ts';
import type { LiveRow } from './rows.ts';

/**
 * The delivery address of a live order, a column per part: detailed address (marked when it is
 * to be kept on the customer), phone, city (editable only for a temporary address) and area.
 */
export function addressColumns(t: Translate, ctx: LiveGridContext): ColDef<LiveRow>[] {
  const { editors } = ctx;
  return [
    {
      colId: 'detailedAddress',
      headerName: t('live.cols.address'),
      minWidth: 170,
      valueGetter: (p) => p.data?.customerAddress?.detailedAddress ?? '',
      valueSetter: setter('address', (r, v) => ({
        ...r,
        customerAddress: { ...addr(r), detailedAddress: String(v ?? '') },
      })),
      cellClassRules: { 'cpt-live-needsave': (p) => !!p.data?.customerAddress?.needSave },
      tooltipValueGetter: (p) => (p.data?.customerAddress?.needSave ? t('live.needSaveOn') : undefined),
    },
    {
      colId: 'phone',
      headerName: t('live.cols.phone'),
      width: 120,
      flex: 0,
      valueGetter: (p) => p.data?.customerAddress?.phone ?? '',
      valueSetter: setter('address', (r, v) => ({
        ...r,
        customerAddress: { ...addr(r), phone: String(v ?? '') },
      })),
    },
    {
      colId: 'city',
      headerName: t('live.cols.city'),
      width: 90,
      flex: 0,
      valueGetter: (p) => p.data?.customerAddress?.city ?? '',
      valueFormatter: (p) => (p.value ? t(keyIn('live.cities', p.value)) : ''),
      editable: (p) =>
        rowEditable(p.data, ctx) &&
        cityEditable(p.data?.customerAddress?.type === 'home' ? 'home' : 'temporary'),
      ...choiceEditor(ctx, ADDRESS_CITIES, (v) => t(keyIn('live.cities', v))),
      valueSetter: setter('address', (r, v) => ({ ...r, customerAddress: { ...addr(r), city: String(v) } })),
    },
    {
      colId: 'area',
      headerName: t('live.cols.area'),
      minWidth: 140,
      valueGetter: (p) => p.data?.customerAddress?.area ?? '',
      valueFormatter: (p) => (p.value && ctx.areas ? ctx.areas.pathLabel(String(p.value), ctx.lang) : ''),
      cellEditor: editors.Area,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'over',
      valueSetter: setter('address', (r, v) => ({
        ...r,
        customerAddress: { ...addr(r), area: v ? String(v) : null },
      })),
    },
  ];
}
