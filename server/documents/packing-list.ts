import { Fragment, type ReactElement } from 'react';
import type { Locale } from '../../domain/dates.ts';
import type { Company } from './company.ts';
import type { DocTranslate } from './labels.ts';
import { pageRuns } from './paginate.ts';
import { type Column, DocumentFrame, h, LinesTable } from './pdf.ts';

/** One order to pack: who receives it, where, and what goes in the box. */
export interface PackingOrder {
  number: number | null;
  orderID: number;
  customer: string;
  phone: string;
  address: string;
  comment: string;
  lines: { label: string; quantity: number }[];
}

export interface PackingList {
  offerID: number;
  offerName: string;
  deliveryDate: string;
  /** the area asked for, or null for every area */
  area: string | null;
  orders: readonly PackingOrder[];
  /** per pack and add-on, the units of all these orders */
  totals: readonly { label: string; quantity: number }[];
}

/** The columns of the orders table: who, where, and what goes in the box. */
export function packingColumns(t: DocTranslate): Column<PackingOrder>[] {
  return [
    { label: t('packingList.columns.number'), width: 0.5, cell: (r) => String(r.number ?? '') },
    { label: t('packingList.columns.orderID'), width: 0.9, cell: (r) => String(r.orderID) },
    { label: t('packingList.columns.customer'), width: 1.4, cell: (r) => r.customer },
    { label: t('packingList.columns.phone'), width: 1.2, cell: (r) => r.phone },
    {
      label: t('packingList.columns.address'),
      width: 2.6,
      cell: (r) => (r.comment ? `${r.address}\n${r.comment}` : r.address),
    },
    {
      label: t('packingList.columns.lines'),
      width: 2.4,
      cell: (r) => r.lines.map((l) => `${l.label} × ${l.quantity}`).join('\n'),
    },
  ];
}

/**
 * The packing list of one delivery date (and area): one row per order with its lines and
 * quantities, then the units to prepare per pack and add-on. Built on the shared frame, so the
 * header row repeats and pages are numbered.
 */
export function packingListDocument(
  p: PackingList,
  o: { company: Company; lang: Locale; t: DocTranslate },
): ReactElement {
  const { t } = o;
  const columns = packingColumns(t);
  const totals = LinesTable<{ label: string; quantity: number }>({
    columns: [
      { label: t('packingList.columns.line'), width: 4, cell: (r) => r.label },
      { label: t('packingList.columns.quantity'), width: 1, align: 'right', cell: (r) => String(r.quantity) },
    ],
    rows: p.totals,
  });
  // one page of the document per run of orders: see pageRuns for why
  const runs = pageRuns(columns, p.orders);
  return DocumentFrame({
    company: o.company,
    lang: o.lang,
    t,
    title: t('packingList.title', { offerID: p.offerID, name: p.offerName }),
    meta: [
      `${t('packingList.deliveryDate')} ${p.deliveryDate}`,
      `${t('packingList.area')} ${p.area ?? t('packingList.allAreas')}`,
      t('packingList.orderCount', { count: p.orders.length }),
    ],
    pages: runs.map((rows, i) =>
      i < runs.length - 1
        ? LinesTable({ columns, rows })
        : h(Fragment, null, LinesTable({ columns, rows }), totals),
    ),
  });
}
