/** The live grid's shared pieces: its context, editability, value setters, the quantity columns. */
import type { ColDef, ICellRendererParams, ValueSetterParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import type { AreaIndex } from '../../../domain/area-tree.ts';
import type { LiveChannel, OfferDetails, OfferLine } from '../../../domain/live-views.ts';
import { formatYuan } from '../../../domain/money.ts';
import { ORDER_LOCKED_MSG, REFUND_OWNED_MSG } from '../../../domain/orders/locked-edits.ts';
import {
  isFrozenByOffer,
  isOrderLocked,
  isRefundOwned,
  OFFER_DISCONTINUED_EDIT_MSG,
} from '../../../domain/orders/locking.ts';
import { type PaymentMove, paymentMoves } from '../../../domain/orders/payment-status.ts';
import type { Role } from '../../../domain/roles.ts';
import { type KeyGroup, keyIn, type TKey, type Translate } from '../../../locales/keys.ts';
import { emptyAddress, type LiveRow, lineKey, quantityOf, withQuantity } from './rows.ts';
import type { EditAspect } from './saves.ts';

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
  /** React cell editors, given by the page (src/grids/ holds no components) */
  editors: { Customer: unknown; Area: unknown; Vouchers: unknown; Text: unknown; Choice: unknown };
  Actions: ComponentType<ICellRendererParams<LiveRow>>;
  /** opens the refund form for an order (the payment status's refund option) */
  openRefund?: (orderId: string) => void;
}

/**
 * The payment-status targets a move leads to. 'refunding' is the refund option: choosing it opens
 * the refund form (document 2), whose save moves the order.
 */
const TARGET: Partial<Record<PaymentMove, LiveRow['paymentStatus']>> = {
  pay: 'paid',
  cancel: 'ccl',
  request_refund: 'refunding',
};

export function paymentChoices(row: LiveRow, role: Role): LiveRow['paymentStatus'][] {
  const moves = paymentMoves(row, role).filter((m) => !(m === 'cancel' && row.paymentStatus === 'pending'));
  return [...new Set(moves.map((m) => TARGET[m]).filter((x) => x !== undefined))];
}

/** A pending order of a discontinued offer: read-only, its cancel the one move left (domain locking.ts). */
export const frozenByOffer = (row: LiveRow, ctx: Pick<LiveGridContext, 'offer'>): boolean =>
  !row._kind && isFrozenByOffer(row, ctx.offer.status);

export function rowEditable(row: LiveRow | undefined, ctx: LiveGridContext): boolean {
  if (!row || !ctx.editable || row._kind === 'queued' || row._kind === 'refused') return false;
  if (row._kind === 'entry') return true;
  // a locked order (cancelled, under or after a refund) takes no edit, whoever asks: only its
  // status cell moves it, for the roles the payment machine lets (domain locking.ts)
  return !isOrderLocked(row) && !frozenByOffer(row, ctx);
}

/**
 * Why an order's row takes no edit (a translation key), or undefined: what a typed key on one of
 * its read-only cells says when the cell has no reason of its own.
 */
export function rowLockKey(row: LiveRow | undefined, ctx: Pick<LiveGridContext, 'offer'>): TKey | undefined {
  if (!row || row._kind) return undefined;
  if (isRefundOwned(row)) return REFUND_OWNED_MSG;
  if (isOrderLocked(row)) return ORDER_LOCKED_MSG;
  return frozenByOffer(row, ctx) ? OFFER_DISCONTINUED_EDIT_MSG : undefined;
}

/** The cancel icon and ctrl+delete: on an editable order, and on one its discontinued offer froze. */
export function rowCancellable(row: LiveRow | undefined, ctx: LiveGridContext): boolean {
  if (!row || row._kind || !ctx.editable) return false;
  return rowEditable(row, ctx) || frozenByOffer(row, ctx);
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
/**
 * A whole number typed into the cell: a popup over the cell, so that an invalid entry ("-3",
 * "abc") can say why under it while it is typed (TextEditor).
 */
export function countEditor(
  ctx: LiveGridContext,
  min: number,
  emptyAs: number | null,
): Partial<ColDef<LiveRow>> {
  return {
    cellEditor: ctx.editors.Text,
    cellEditorPopup: true,
    cellEditorPopupPosition: 'over',
    cellEditorParams: { input: { kind: 'count', min, emptyAs } },
  };
}

/** A dropdown cell (ChoiceEditor): the values and how each is shown. */
export function choiceEditor(
  ctx: LiveGridContext,
  values: readonly unknown[] | ((row: LiveRow) => readonly unknown[]),
  label: (v: unknown) => string,
): Partial<ColDef<LiveRow>> {
  return {
    cellEditor: ctx.editors.Choice,
    cellEditorPopup: true,
    cellEditorPopupPosition: 'under',
    cellEditorParams: (p: { data: LiveRow }) => ({
      values: typeof values === 'function' ? values(p.data) : values,
      label,
    }),
  };
}

export const addr = (r: LiveRow) => r.customerAddress ?? emptyAddress();
export const num = (v: unknown) => (v === '' || v == null ? null : Number(v));

/**
 * Room for the longest word of a header, between 64 and 120 px, so that a name wraps between its
 * words and never inside one ("Strawberri-es"): about 8.5 px a Latin letter and 15 px a Chinese
 * character at the grid's 14 px, plus the cell's padding.
 */
export function headerWidth(header: string): number {
  const px = (w: string) =>
    [...w].reduce((n, c) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 15 : 8.5), 0);
  const longest = Math.max(0, ...header.split(/\s+/).map(px));
  return Math.round(Math.min(120, Math.max(64, longest + 22)));
}

export function lineColumn(t: Translate, l: OfferLine, ctx: LiveGridContext): ColDef<LiveRow> {
  const lang = ctx.lang;
  const name = lang === 'zh' ? l.name.zh : l.name.en;
  return {
    colId: lineKey(l),
    // packs go by their letter; an add-on by its product's name in the reader's language
    headerName: l.letter ?? (name || l.shortName),
    headerTooltip: `${name} · ${formatYuan(l.price)}`,
    headerClass: l.kind === 'pack' ? 'cpt-live-pack-head' : 'cpt-live-item-head',
    // an add-on's name wraps in its header between words, never inside one
    width: l.kind === 'pack' ? 48 : headerWidth(name || l.shortName),
    minWidth: 44,
    wrapHeaderText: true,
    autoHeaderHeight: true,
    flex: 0,
    type: 'rightAligned',
    valueGetter: (p) => (p.data ? quantityOf(p.data, l) || '' : ''),
    ...countEditor(ctx, 0, 0),
    valueSetter: setter('lines', (r, v) => withQuantity(r, l, Math.max(0, Math.trunc(num(v) ?? 0)))),
    cellClass: 'cpt-live-qty',
    tooltipValueGetter: () => t('live.quantityOf', { name }),
  };
}

/** What a read-only cell of a row says of itself (useGridKeys.ts): on hover and to a typed key. */
export interface LockedWhy {
  lockReason: (row: LiveRow | undefined) => string | undefined;
}
export const lockedWhy = (lockReason: LockedWhy['lockReason']) => ({
  tooltipValueGetter: (p: { data?: LiveRow }) => lockReason(p.data),
  context: { lockReason } satisfies LockedWhy,
});

/** An enumerated value shown by its label in `ns`. */
export const enumFormat = (t: Translate, ns: KeyGroup) => (p: { value: unknown }) =>
  p.value ? t(keyIn(ns, p.value)) : '';
