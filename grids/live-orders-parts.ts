/** The live grid's shared pieces: its context, editability, value setters, the quantity columns. */
import type { ColDef, ICellRendererParams, ValueSetterParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { can } from '../domain/actions.ts';
import type { LiveChannel, OfferDetails, OfferLine } from '../domain/live-views.ts';
import { formatAmount } from '../domain/money.ts';
import { isOrderLocked } from '../domain/orders/locking.ts';
import { type PaymentMove, paymentMoves } from '../domain/orders/payment-status.ts';
import type { Role } from '../domain/roles.ts';
import { emptyAddress, type LiveRow, lineKey, quantityOf, withQuantity } from '../src/features/live/rows.ts';
import type { EditAspect } from '../src/features/live/saves.ts';
import type { AreaIndex } from '../src/lib/areaTree.ts';

/** What the live grid's columns need from the page. */
export interface LiveGridContext {
  lang: string;
  role: Role;
  offer: OfferDetails;
  channel: LiveChannel;
  lines: OfferLine[];
  editable: boolean;
  areas: AreaIndex | null;
  isPending: (id: string) => boolean;
  /** an edit: the row before, the row after, what it touched (undo keeps colId and old value) */
  edit: (before: LiveRow, after: LiveRow, aspect: EditAspect, colId: string) => void;
  /** React popup editors, given by the page (grids/ holds no components) */
  editors: { Customer: unknown; Area: unknown; Vouchers: unknown };
  Actions: ComponentType<ICellRendererParams<LiveRow>>;
}

/** The payment-status targets a move leads to; refunds go through the refund form (document 2). */
const TARGET: Partial<Record<PaymentMove, LiveRow['paymentStatus']>> = { pay: 'paid', cancel: 'ccl' };

export function paymentChoices(row: LiveRow, role: Role): LiveRow['paymentStatus'][] {
  const moves = paymentMoves(row, role).filter((m) => !(m === 'cancel' && row.paymentStatus === 'pending'));
  return [...new Set(moves.map((m) => TARGET[m]).filter((x) => x !== undefined))];
}

export function rowEditable(row: LiveRow | undefined, ctx: LiveGridContext): boolean {
  if (!row || !ctx.editable || row._kind === 'queued') return false;
  if (row._kind === 'entry') return true;
  return !isOrderLocked(row) || can(ctx.role, 'order.changeLocked');
}

type Setter = (row: LiveRow, value: unknown) => LiveRow;
export function setter(aspect: EditAspect, apply: Setter) {
  return (p: ValueSetterParams<LiveRow>) => {
    const ctx = p.context as LiveGridContext;
    if (p.newValue === p.oldValue) return false;
    ctx.edit(p.data, apply(p.data, p.newValue), aspect, p.colDef.colId ?? '');
    return false;
  };
}
export const addr = (r: LiveRow) => r.customerAddress ?? emptyAddress();
export const num = (v: unknown) => (v === '' || v == null ? null : Number(v));

export function lineColumn(t: TFunction, l: OfferLine, lang: string): ColDef<LiveRow> {
  const name = lang === 'zh' ? l.name.zh : l.name.en;
  return {
    colId: lineKey(l),
    headerName: l.letter ?? l.shortName,
    headerTooltip: `${name} · ${formatAmount(l.price)}¥`,
    headerClass: l.kind === 'pack' ? 'cpt-live-pack-head' : 'cpt-live-item-head',
    width: l.kind === 'pack' ? 64 : 110,
    minWidth: 56,
    flex: 0,
    type: 'rightAligned',
    valueGetter: (p) => (p.data ? quantityOf(p.data, l) || '' : ''),
    cellEditor: 'agNumberCellEditor',
    cellEditorParams: { min: 0, precision: 0 },
    valueSetter: setter('lines', (r, v) => withQuantity(r, l, Math.max(0, Math.trunc(num(v) ?? 0)))),
    cellClass: 'cpt-live-qty',
    tooltipValueGetter: () => t('live.quantityOf', { name }),
  };
}
