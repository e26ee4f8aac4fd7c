import type { CarrierColumn } from '../../domain/orders/carrier-import.ts';
import { TRACKING_STATUSES, type TrackingStatus } from '../../domain/orders/schema.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };

/**
 * How a carrier file's headers and statuses are recognised, in English and Chinese: the headers
 * of our own exports (delivery tracking, the order lists) and the words carriers' programs use.
 */

/** 'Order ID', 'order_id', 'ORDER-ID', '订单号：' and 'Ｏｒｄｅｒ ＩＤ' read alike. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-.:#/\\()[\]{}'"*,;，。：；（）【】、]/g, '');
}

const both = <T>(pick: (m: typeof en) => T): T[] => [pick(en), pick(zh as typeof en)];

/**
 * Names per column, best first: a file with "Order ID" and "Order number" (our order lists'
 * export, where the number is the place in the group) reads the order from "Order ID"; "Order
 * number" alone (a carrier's reference column) is read as the order ID.
 */
const NAMES: Record<CarrierColumn, readonly (readonly string[])[]> = {
  orderID: [
    [
      ...both((m) => m.deliveryTracking.columns.orderID),
      ...both((m) => m.ordersExport.columns.orderID),
      ...both((m) => m.orders.cols.orderID),
      'order id',
      'orderid',
      'order no',
      'order ref',
      'order reference',
      'merchant order id',
      'merchant order no',
      'customer order no',
      '订单id',
      '订单号码',
      '商家订单号',
      '客户订单号',
      '商户订单号',
    ],
    ['order number', 'order', 'reference', 'ref', 'ref no', '订单', '参考号'],
  ],
  deliveryTrackingID: [
    [
      ...both((m) => m.deliveryTracking.columns.trackingNumber),
      ...both((m) => m.ordersExport.columns.deliveryTrackingID),
      ...both((m) => m.orders.cols.trackingNumber),
      'tracking id',
      'tracking no',
      'tracking code',
      'waybill',
      'waybill no',
      'waybill number',
      'airway bill',
      'awb',
      'awb no',
      'shipment no',
      'shipment number',
      'consignment no',
      '运单号',
      '运单编号',
      '运单号码',
      '快递单号',
      '物流单号',
      '快递号',
      '面单号',
    ],
    ['单号', '运单'],
  ],
  trackingStatus: [
    [
      ...both((m) => m.ordersExport.columns.trackingStatus),
      ...both((m) => m.deliveryTracking.columns.status),
      'tracking status',
      'delivery status',
      'shipment status',
      'shipping status',
      'status',
      '状态',
      '物流状态',
      '配送状态',
      '快递状态',
      '运单状态',
    ],
    [...both((m) => m.orders.cols.trackingStatus)],
  ],
};

const RANKS: Record<CarrierColumn, Set<string>[]> = Object.fromEntries(
  Object.entries(NAMES).map(([k, tiers]) => [k, tiers.map((t) => new Set(t.map(normalizeHeader)))]),
) as Record<CarrierColumn, Set<string>[]>;

/** The column a header names and how well (0 best), or undefined for a column we do not read. */
export function headerColumn(header: string): { column: CarrierColumn; rank: number } | undefined {
  const h = normalizeHeader(header);
  if (!h) return undefined;
  for (const column of ['orderID', 'trackingStatus', 'deliveryTrackingID'] as const) {
    const rank = RANKS[column].findIndex((names) => names.has(h));
    if (rank >= 0) return { column, rank };
  }
  return undefined;
}

export interface HeaderMatch {
  /** the index of each read column in the row */
  at: Partial<Record<CarrierColumn, number>>;
  /** the header text of each read column */
  names: Partial<Record<CarrierColumn, string>>;
  ignored: string[];
}

/** Each read column at its best-named header (the first of equals); the other headers are ignored. */
export function matchHeaders(headers: readonly string[]): HeaderMatch {
  const best: Partial<Record<CarrierColumn, { i: number; rank: number }>> = {};
  headers.forEach((h, i) => {
    const m = headerColumn(h);
    if (!m) return;
    const cur = best[m.column];
    if (!cur || m.rank < cur.rank) best[m.column] = { i, rank: m.rank };
  });
  const at: HeaderMatch['at'] = {};
  const names: HeaderMatch['names'] = {};
  for (const [c, b] of Object.entries(best) as [CarrierColumn, { i: number }][]) {
    at[c] = b.i;
    names[c] = headers[b.i]!.trim();
  }
  const used = new Set(Object.values(at));
  const ignored = headers.flatMap((h, i) => (used.has(i) || !h.trim() ? [] : [h.trim()]));
  return { at, names, ignored };
}

/**
 * Status words, our labels in both languages and the codes, then what carriers write: a parcel
 * handed over, in transit or out for delivery is on its way; signed for is delivered.
 */
const STATUS_WORDS: Record<TrackingStatus, readonly string[]> = {
  process: [en.live.trackingStatuses.process, zh.live.trackingStatuses.process, 'to prepare', '待处理'],
  prepared: [
    en.live.trackingStatuses.prepared,
    zh.live.trackingStatuses.prepared,
    'packed',
    'ready',
    'ready to ship',
    '已打包',
    '待发货',
    '备货完成',
  ],
  on_the_way: [
    en.live.trackingStatuses.on_the_way,
    zh.live.trackingStatuses.on_the_way,
    'shipped',
    'in transit',
    'picked up',
    'out for delivery',
    'dispatched',
    '已发货',
    '运输中',
    '在途',
    '在途中',
    '派送中',
    '派件中',
    '已揽收',
    '已揽件',
  ],
  delayed: [
    en.live.trackingStatuses.delayed,
    zh.live.trackingStatuses.delayed,
    'delay',
    'late',
    'exception',
    '延误',
    '延迟',
    '异常',
    '滞留',
  ],
  delivered: [
    en.live.trackingStatuses.delivered,
    zh.live.trackingStatuses.delivered,
    'signed',
    'signed for',
    'completed',
    '已签收',
    '签收',
    '已妥投',
    '妥投',
    '已完成',
  ],
};

const STATUS_OF = new Map<string, TrackingStatus>(
  TRACKING_STATUSES.flatMap((s) => [s, ...STATUS_WORDS[s]].map((w) => [normalizeHeader(w), s] as const)),
);

/** The tracking status a cell names, or undefined for a word we do not know. */
export const statusOfText = (text: string): TrackingStatus | undefined =>
  STATUS_OF.get(normalizeHeader(text));
