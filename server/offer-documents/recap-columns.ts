import type { DocTranslate } from '../documents/labels.ts';
import type { FileLine } from './offer-lines.ts';
import { DAY_FORMAT, MONEY_FORMAT, PERCENT_FORMAT, type SheetColumn, TIME_FORMAT } from './xlsx.ts';

const col = (header: string, width: number, numFmt?: string): SheetColumn => ({ header, width, numFmt });
/** a text column whose values come from a small set */
const set = (header: string, width: number): SheetColumn => ({ header, width, repeats: true });

const marginColumns = (t: DocTranslate): SheetColumn[] => [
  col(t('offerRecap.columns.cost'), 12, MONEY_FORMAT),
  col(t('offerRecap.columns.grossMargin'), 14, MONEY_FORMAT),
  col(t('offerRecap.columns.grossMarginPercent'), 12, PERCENT_FORMAT),
];

/** The orders sheet: the order, its customer and address, one quantity column per line, payment, tracking. */
export function recapColumns(t: DocTranslate, lines: readonly FileLine[], margin: boolean): SheetColumn[] {
  return [
    col(t('offerRecap.columns.number'), 6),
    col(t('offerRecap.columns.orderID'), 10),
    set(t('offerRecap.columns.channel'), 14),
    col(t('offerRecap.columns.orderDate'), 17, TIME_FORMAT),
    col(t('offerRecap.columns.customer'), 20),
    col(t('offerRecap.columns.phone'), 14),
    set(t('offerRecap.columns.city'), 11),
    set(t('offerRecap.columns.area'), 14),
    col(t('offerRecap.columns.address'), 32),
    col(t('offerRecap.columns.group'), 7),
    col(t('offerRecap.columns.deliveryDate'), 12, DAY_FORMAT),
    ...lines.map((l) => col(l.label, Math.min(24, Math.max(8, l.label.length + 2)))),
    col(t('offerRecap.columns.deliveryFee'), 11, MONEY_FORMAT),
    col(t('offerRecap.columns.total'), 12, MONEY_FORMAT),
    col(t('offerRecap.columns.paid'), 12, MONEY_FORMAT),
    set(t('offerRecap.columns.paymentStatus'), 13),
    set(t('offerRecap.columns.paymentMethod'), 11),
    set(t('offerRecap.columns.trackingStatus'), 13),
    col(t('offerRecap.columns.trackingNumber'), 18),
    col(t('offerRecap.columns.comment'), 24),
    ...(margin ? marginColumns(t) : []),
  ];
}

/** The summary sheet: one row per pack and add-on. */
export function summaryColumns(t: DocTranslate, margin: boolean): SheetColumn[] {
  return [
    col(t('offerRecap.columns.letter'), 7),
    col(t('offerRecap.columns.line'), 28),
    set(t('offerRecap.columns.channel'), 14),
    set(t('offerRecap.columns.kind'), 9),
    col(t('offerRecap.columns.stock'), 9),
    col(t('offerRecap.columns.sold'), 9),
    col(t('offerRecap.columns.left'), 9),
    col(t('offerRecap.columns.price'), 12, MONEY_FORMAT),
    col(t('offerRecap.columns.quantity'), 10),
    col(t('offerRecap.columns.revenue'), 14, MONEY_FORMAT),
    ...(margin ? [col(t('offerRecap.columns.unitCost'), 12, MONEY_FORMAT), ...marginColumns(t)] : []),
  ];
}
