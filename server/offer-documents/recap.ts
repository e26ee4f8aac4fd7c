import { sql } from 'kysely';
import { isCellar } from '../../domain/communities.ts';
import { BUSINESS_ZONE, type Locale } from '../../domain/dates.ts';
import { grossMargin } from '../../domain/finance.ts';
import type { OrderAddress, OrderLine } from '../../domain/live-views.ts';
import type { AppContext } from '../context.ts';
import { readHandle } from '../db/read-handle.ts';
import { docLang, translatorFor } from '../documents/labels.ts';
import { idParam, queryOf } from '../errors.ts';
import { type OpHandler, scoped } from '../resources/serve.ts';
import { areaNames } from './areas.ts';
import { openRows } from './cursor.ts';
import { attachment } from './download.ts';
import { type FileLine, offerFor, offerLines } from './offer-lines.ts';
import { recapColumns, summaryColumns } from './recap-columns.ts';
import { addSheet, dayCell, logStopped, streamingWorkbook, wallTimeCell, writeRows, yuan } from './xlsx.ts';

export interface RecapOrderRow {
  order_number: number | null;
  order_id: number;
  channel: string;
  order_time: string;
  customer_name: string;
  customer_address: OrderAddress | null;
  group_number: number | null;
  delivery_date: string | null;
  payment_status: string;
  payment_method: string;
  tracking_status: string;
  delivery_tracking_id: string;
  delivery_fee: number;
  total_amount: number;
  actual_amount: number;
  lines: OrderLine[];
  comment: string;
}

/**
 * The orders a recap counts: those of the offer that are available and not cancelled or refunded
 * (the analytics' rule), so the summary's sums are the sums of the orders sheet.
 */
export const recapOrdersQuery = (offerId: string) => sql<RecapOrderRow>`
  SELECT o.order_number, o.order_id::int AS order_id, o.channel,
    to_char(o.order_date AT TIME ZONE ${sql.lit(BUSINESS_ZONE)}, 'YYYY-MM-DD"T"HH24:MI:SS') AS order_time,
    o.customer_name, o.customer_address, o.group_number, o.delivery_date::text AS delivery_date,
    o.payment_status, o.payment_method, o.tracking_status, o.delivery_tracking_id, o.delivery_fee,
    o.total_amount, o.actual_amount, o.packs || o.single_items AS lines, o.comment
  FROM orders o
  WHERE o.offer_id = ${offerId} AND o.status = 'available' AND o.payment_status NOT IN ('ccl', 'rfd')
  ORDER BY o.order_number NULLS LAST, o.id`;

/** Per line of the offer: units and amount of the counted orders. */
type Totals = Map<string, { quantity: number; amount: number }>;

/**
 * GET /api/offers/:id/excel?lang=en|zh: the recap workbook, streamed (rows read from a cursor
 * 1000 at a time and written as they come; memory stays flat whatever the offer's size). Sheet 1:
 * one row per order with one quantity column per pack and add-on; sheet 2: per pack and add-on,
 * stock, sold, quantity and revenue of the counted orders. Cost and gross margin only for cellar.
 */
export function offerRecap(ctx: AppContext): OpHandler {
  return scoped(async (request, reply, scope) => {
    // the offer's community before the query: a stranger gets 403 whatever he asks
    const offer = await offerFor(ctx.db, idParam(request.params, 'id'), scope);
    const id = offer.id;
    const lang: Locale = docLang(queryOf(request.query, ['lang']).lang);
    const t = translatorFor(lang);
    const margin = isCellar(offer.community_id);
    const lines = await offerLines(ctx.db, offer, lang, t);
    const areas = await areaNames(ctx.db, lang);
    const rows = await openRows<RecapOrderRow>(
      await readHandle(request),
      recapOrdersQuery(id).compile(ctx.db),
      100,
    );
    const { stream, workbook } = streamingWorkbook();
    const totals: Totals = new Map(lines.map((l) => [l.id, { quantity: 0, amount: 0 }]));
    const column = new Map(lines.map((l, i) => [l.id, i]));
    const write = async () => {
      const orders = addSheet(workbook, t('offerRecap.sheets.orders'), recapColumns(t, lines, margin));
      for await (const batch of rows.batches()) {
        const out = batch.map((o) => {
          const qty: (number | null)[] = lines.map(() => null);
          let cost = 0;
          for (const l of o.lines) {
            const at = column.get(l.lineId);
            if (at === undefined) continue;
            qty[at] = (qty[at] ?? 0) + l.quantity;
            const sum = totals.get(l.lineId)!;
            sum.quantity += l.quantity;
            sum.amount += l.amount;
            cost += lines[at]!.unitCost * l.quantity;
          }
          const a = o.customer_address;
          const row: unknown[] = [
            o.order_number,
            o.order_id,
            t(`live.channels.${o.channel}`),
            wallTimeCell(o.order_time),
            o.customer_name,
            a?.phone ?? '',
            a?.city ?? '',
            a?.area ? (areas.get(a.area) ?? '') : '',
            a?.detailedAddress ?? '',
            o.group_number,
            dayCell(o.delivery_date),
            ...qty,
            yuan(Number(o.delivery_fee)),
            yuan(Number(o.total_amount)),
            yuan(Number(o.actual_amount)),
            t(`live.paymentStatuses.${o.payment_status}`),
            t(`live.paymentMethods.${o.payment_method}`),
            t(`live.trackingStatuses.${o.tracking_status}`),
            o.delivery_tracking_id,
            o.comment,
          ];
          if (margin) row.push(...marginCells(Number(o.total_amount) - Number(o.delivery_fee), cost));
          return row;
        });
        await writeRows(orders, out, stream);
      }
      orders.commit();
      const summary = addSheet(workbook, t('offerRecap.sheets.summary'), summaryColumns(t, margin));
      await writeRows(
        summary,
        lines.map((l) => summaryRow(t, l, totals, margin)),
        stream,
      );
      summary.commit();
      await workbook.commit();
    };
    write().catch((err: unknown) => {
      logStopped(request.log, err, 'recap workbook');
      void rows.close();
      stream.destroy(err as Error);
    });
    attachment(reply, `${t('offerRecap.fileName', { offerID: offer.offer_id })}.xlsx`, 'xlsx');
    return reply.send(stream);
  });
}

function marginCells(salesFen: number, costFen: number): unknown[] {
  const g = grossMargin(salesFen, costFen);
  // the percent as a fraction, shown by the column's percent format
  return [yuan(costFen), yuan(g.amount), g.percent / 100];
}

function summaryRow(
  t: ReturnType<typeof translatorFor>,
  l: FileLine,
  totals: Totals,
  margin: boolean,
): unknown[] {
  const sum = totals.get(l.id)!;
  const row: unknown[] = [
    l.letter ?? '',
    l.label,
    t(`live.channels.${l.channel}`),
    t(`offerRecap.kinds.${l.kind}`),
    l.stock,
    l.sold,
    l.stock - l.sold,
    yuan(l.price),
    sum.quantity,
    yuan(sum.amount),
  ];
  if (margin) row.push(yuan(l.unitCost), ...marginCells(sum.amount, l.unitCost * sum.quantity));
  return row;
}
