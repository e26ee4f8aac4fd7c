import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { CSV_BOM, csvRow } from '../../domain/csv.ts';
import type { Locale } from '../../domain/dates.ts';
import type { ListQuery } from '../../domain/list-protocol.ts';
import type { OrderAddress, OrderLine } from '../../domain/live-views.ts';
import {
  DELIVERY_EXPORT_FORMATS,
  type DeliveryExportFormat,
  deliveryExportName,
  deliveryTrackingFilter,
} from '../../domain/orders/delivery-tracking.ts';
import type { AppContext } from '../context.ts';
import { readHandle } from '../db/read-handle.ts';
import { type DocTranslate, docLang, translatorFor } from '../documents/labels.ts';
import { badRequest, idParam } from '../errors.ts';
import { listParams } from '../lists/reply.ts';
import { type CommunityScope, type ListSource, listQuerySql } from '../lists/runner.ts';
import { ordersSource } from '../orders/list.ts';
import { type OpHandler, scoped } from '../resources/serve.ts';
import { areaNames } from './areas.ts';
import { openRows } from './cursor.ts';
import { attachment } from './download.ts';
import { type FileLine, offerFor, offerLines } from './offer-lines.ts';
import { type CellValue, DAY_FORMAT, dayCell, logStopped, type SheetColumn, XlsxStream } from './xlsx.ts';

interface Row {
  order_number: number | null;
  order_id: number;
  customer_name: string;
  customer_address: OrderAddress | null;
  comment: string;
  delivery_date: string | null;
  payment_status: string;
  tracking_status: string;
  delivery_tracking_id: string;
  lines: OrderLine[];
}

const SELECT = sql`o.order_number, o.order_id::int AS order_id, o.customer_name, o.customer_address, o.comment,
  o.delivery_date::text AS delivery_date, o.payment_status, o.tracking_status, o.delivery_tracking_id,
  o.packs || o.single_items AS lines`;

/** The screen's query (its filters and sort) narrowed to the offer's delivery-tracking set. */
export function deliveryQuery(offer: { id: string; channel: string }, q: ListQuery, scope: CommunityScope) {
  const fixed = deliveryTrackingFilter(offer);
  const filters = {
    ...q.filters,
    offer: { op: 'eq' as const, value: fixed.offer },
    status: { op: 'eq' as const, value: fixed.status },
    paymentStatus: { op: 'in' as const, values: fixed.paymentStatus },
  };
  return listQuerySql(ordersSource as unknown as ListSource<never, unknown>, { ...q, filters }, scope, {
    page: false,
    select: SELECT,
  });
}

/** The export's columns in file order, with one quantity column per pack and add-on. */
function headers(t: DocTranslate, lines: readonly FileLine[]): SheetColumn[] {
  return [
    { header: t('deliveryTracking.columns.n'), width: 6 },
    { header: t('deliveryTracking.columns.orderID'), width: 10 },
    { header: t('deliveryTracking.columns.name'), width: 20 },
    ...lines.map((l) => ({ header: l.label, width: Math.min(24, Math.max(8, l.label.length + 2)) })),
    { header: t('deliveryTracking.columns.phone'), width: 14 },
    { header: t('deliveryTracking.columns.address'), width: 34 },
    { header: t('deliveryTracking.columns.city'), width: 11 },
    { header: t('deliveryTracking.columns.area'), width: 14 },
    { header: t('deliveryTracking.columns.comment'), width: 24 },
    { header: t('deliveryTracking.columns.deliveryDate'), width: 13, numFmt: DAY_FORMAT },
    { header: t('deliveryTracking.columns.paid'), width: 7 },
    { header: t('deliveryTracking.columns.status'), width: 12 },
    { header: t('deliveryTracking.columns.trackingNumber'), width: 18 },
  ];
}

function cells(t: DocTranslate, o: Row, lines: readonly FileLine[], areas: Map<string, string>) {
  const a = o.customer_address;
  const qty = lines.map((l) => {
    const n = o.lines.filter((x) => x.lineId === l.id).reduce((s, x) => s + x.quantity, 0);
    return n || null;
  });
  const comment = [o.comment, a?.comment].filter(Boolean).join(' · ');
  return [
    o.order_number,
    o.order_id,
    o.customer_name,
    ...qty,
    a?.phone ?? '',
    a?.detailedAddress ?? '',
    a?.city ?? '',
    a?.area ? (areas.get(a.area) ?? '') : '',
    comment,
    o.delivery_date,
    t(o.payment_status === 'paid' ? 'deliveryTracking.yes' : 'deliveryTracking.no'),
    t(`live.trackingStatuses.${o.tracking_status}`),
    o.delivery_tracking_id,
  ];
}

/**
 * GET /api/offers/:id/delivery-export?format=csv|xlsx&filter=…&sort=…&lang=: the delivery
 * tracking screen's rows (its filters, within the offer's delivery-tracking set), streamed from
 * a cursor. File 'Delivery tracking {offerID}'.
 */
export function deliveryExport(ctx: AppContext): OpHandler {
  return scoped(async (request, reply, scope) => {
    // the offer's community before the query: a stranger gets 403 whatever he asks
    const offer = await offerFor(ctx.db, idParam(request.params, 'id'), scope);
    const { lang: rawLang, format: rawFormat, ...raw } = (request.query ?? {}) as Record<string, unknown>;
    const q = listParams(ordersSource.def.spec, raw, 'file');
    const lang: Locale = docLang(rawLang);
    const format = (rawFormat ?? 'csv') as DeliveryExportFormat;
    if (!DELIVERY_EXPORT_FORMATS.includes(format)) throw badRequest({ format: 'errors.invalidParameter' });
    const t = translatorFor(lang);
    const lines = await offerLines(ctx.db, offer, lang, t);
    const areas = await areaNames(ctx.db, lang);
    const compiled = deliveryQuery(offer, q, scope.communities).compile(ctx.db);
    const rows = await openRows<Row>(await readHandle(request), compiled);
    const columns = headers(t, lines);
    attachment(reply, `${deliveryExportName(offer.offer_id)}.${format}`, format);
    if (format === 'csv') {
      async function* csv() {
        yield CSV_BOM + csvRow(columns.map((c) => c.header));
        for await (const batch of rows.batches())
          yield batch.map((o) => csvRow(cells(t, o, lines, areas) as (string | number | null)[])).join('');
      }
      return reply.send(Readable.from(csv(), { objectMode: false }));
    }
    const book = new XlsxStream();
    const at = columns.findIndex((c) => c.numFmt === DAY_FORMAT);
    (async () => {
      const sheet = await book.addSheet(t('deliveryTracking.sheet'), columns);
      for await (const batch of rows.batches()) {
        const out = batch.map((o) => {
          const r: CellValue[] = cells(t, o, lines, areas);
          r[at] = dayCell(o.delivery_date);
          return r;
        });
        await sheet.write(out);
      }
      await sheet.end();
      await book.end();
    })().catch((err: unknown) => {
      logStopped(request.log, err, 'delivery export');
      void rows.close();
      book.stream.destroy(err as Error);
    });
    return reply.send(book.stream);
  });
}
