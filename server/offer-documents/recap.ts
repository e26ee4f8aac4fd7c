import { isCellar } from '../../domain/communities.ts';
import type { Locale } from '../../domain/dates.ts';
import { grossMargin } from '../../domain/finance/rules.ts';
import { OFFER_DOCUMENTS } from '../../domain/offer-documents/resource.ts';
import type { AppContext } from '../context.ts';
import { readHandle } from '../db/read-handle.ts';
import { type DocTranslate, docLang, translatorFor } from '../documents/labels.ts';
import { idParam, queryOf } from '../errors.ts';
import { type OpHandler, scoped } from '../resources/serve.ts';
import { areaNames } from './areas.ts';
import { openRows } from './cursor.ts';
import { attachment } from './download.ts';
import { type FileLine, offerFor, offerLines } from './offer-lines.ts';
import { recapColumns, summaryColumns } from './recap-columns.ts';
import { type RecapOrderRow, recapOrdersQuery } from './recap-query.ts';
import { type BookWriter, type CellValue, dayCell, logStopped, XlsxStream, yuan } from './xlsx.ts';

/** `f` with its answers kept: for values drawn from a small set (statuses, an offer's days). */
function memo<T>(f: (k: string) => T): (k: string) => T {
  const seen = new Map<string, T>();
  return (k) => {
    if (seen.has(k)) return seen.get(k) as T;
    const v = f(k);
    seen.set(k, v);
    return v;
  };
}

/** Per line of the offer: units and amount of the counted orders. */
type Totals = Map<string, { quantity: number; amount: number }>;

/** What a recap is made of, read before the first byte. */
export interface RecapInput {
  t: DocTranslate;
  lines: readonly FileLine[];
  areas: ReadonlyMap<string, string>;
  /** cost and gross margin (cellar offers only) */
  margin: boolean;
  batches: AsyncIterable<readonly { r: RecapOrderRow }[]>;
}

/**
 * Sheet 1: one row per order with one quantity column per pack and add-on; sheet 2: per pack and
 * add-on, stock, sold, quantity and revenue of the counted orders. Cost and gross margin only
 * for cellar.
 */
export async function writeRecap(book: BookWriter, { t, lines, areas, margin, batches }: RecapInput) {
  const totals: Totals = new Map(lines.map((l) => [l.id, { quantity: 0, amount: 0 }]));
  const column = new Map(lines.map((l, i) => [l.id, i]));
  // labels and days repeat on every row: each is made once per workbook
  const channelOf = memo((c: string) => t(`live.channels.${c}`));
  const paymentOf = memo((s: string) => t(`live.paymentStatuses.${s}`));
  const methodOf = memo((m: string) => t(`live.paymentMethods.${m}`));
  const trackingOf = memo((s: string) => t(`live.trackingStatuses.${s}`));
  const day = memo(dayCell);
  const orders = await book.addSheet(t('offerRecap.sheets.orders'), recapColumns(t, lines, margin));
  for await (const batch of batches) {
    const out = batch.map(({ r }) => {
      const [
        number,
        orderId,
        via,
        time,
        customer,
        phone,
        city,
        area,
        address,
        group,
        delivery,
        paid,
        method,
        tracking,
        trackingId,
        fee,
        total,
        actual,
        sold,
        comment,
      ] = r;
      const qty: (number | null)[] = lines.map(() => null);
      let cost = 0;
      for (const [lineId, quantity, amount] of sold ?? []) {
        const at = column.get(lineId);
        if (at === undefined) continue;
        qty[at] = (qty[at] ?? 0) + quantity;
        const sum = totals.get(lineId)!;
        sum.quantity += quantity;
        sum.amount += amount;
        cost += lines[at]!.unitCost * quantity;
      }
      const row: CellValue[] = [
        number,
        orderId,
        channelOf(via),
        new Date(time),
        customer,
        phone,
        city,
        area ? (areas.get(area) ?? null) : null,
        address,
        group,
        delivery === null ? null : day(delivery),
        ...qty,
        yuan(fee),
        yuan(total),
        yuan(actual),
        paymentOf(paid),
        methodOf(method),
        trackingOf(tracking),
        trackingId,
        comment,
      ];
      if (margin) row.push(...marginCells(total - fee, cost));
      return row;
    });
    await orders.write(out);
  }
  await orders.end();
  const summary = await book.addSheet(t('offerRecap.sheets.summary'), summaryColumns(t, margin));
  await summary.write(lines.map((l) => summaryRow(t, l, totals, margin)));
  await summary.end();
  await book.end();
}

/**
 * GET /api/offers/:id/excel?lang=en|zh: the recap workbook (writeRecap), streamed: rows read from
 * a cursor 500 at a time and written as they come; memory stays flat whatever the offer's size.
 */
export function offerRecap(ctx: AppContext): OpHandler {
  return scoped(async (request, reply, scope) => {
    // the offer's community before the query: a stranger gets 403 whatever he asks
    const offer = await offerFor(ctx.db, idParam(request.params, 'id'), scope);
    const lang: Locale = docLang(queryOf(request.query, OFFER_DOCUMENTS.ops.recap.query).lang);
    const t = translatorFor(lang);
    const margin = isCellar(offer.community_id);
    const lines = await offerLines(ctx.db, offer, lang, t);
    const areas = await areaNames(ctx.db, lang);
    const rows = await openRows<{ r: RecapOrderRow }>(
      await readHandle(request),
      recapOrdersQuery(offer.id).compile(ctx.db),
      500,
    );
    const book = new XlsxStream();
    writeRecap(book, { t, lines, areas, margin, batches: rows.batches() }).catch((err: unknown) => {
      logStopped(request.log, err, 'recap workbook');
      void rows.close();
      book.stream.destroy(err as Error);
    });
    attachment(reply, `${t('offerRecap.fileName', { offerID: offer.offer_id })}.xlsx`, 'xlsx');
    return reply.send(book.stream);
  });
}

function marginCells(salesFen: number, costFen: number): CellValue[] {
  const g = grossMargin(salesFen, costFen);
  // the percent as a fraction, shown by the column's percent format
  return [yuan(costFen), yuan(g.amount), g.percent / 100];
}

function summaryRow(t: DocTranslate, l: FileLine, totals: Totals, margin: boolean): CellValue[] {
  const sum = totals.get(l.id)!;
  const row: CellValue[] = [
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
