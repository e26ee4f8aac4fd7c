import { sql } from 'kysely';
import { isIsoDate, type Locale } from '../../domain/dates.ts';
import type { OrderAddress, OrderLine } from '../../domain/live-views.ts';
import { OFFER_DOCUMENTS } from '../../domain/offer-documents/resource.ts';
import { deliveryTrackingFilter } from '../../domain/orders/delivery-tracking.ts';
import type { AppContext } from '../context.ts';
import { companyFromEnv } from '../documents/company.ts';
import { docLang, translatorFor } from '../documents/labels.ts';
import type { PackingList, PackingOrder } from '../documents/packing-list.ts';
import { renderDocument } from '../documents/pdf-thread.ts';
import { badRequest, idParam, queryOf } from '../errors.ts';
import { type OpHandler, scoped } from '../resources/serve.ts';
import { areaNames } from './areas.ts';
import { attachment } from './download.ts';
import { type OfferHead, offerFor, offerLines } from './offer-lines.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  order_number: number | null;
  order_id: number;
  customer_name: string;
  customer_address: OrderAddress | null;
  comment: string;
  lines: OrderLine[];
}

/** The delivery-tracking orders of one day, in one area and the areas under it when asked. */
async function packingOrders(ctx: AppContext, offer: OfferHead, day: string, area: string | null) {
  const f = deliveryTrackingFilter(offer);
  const inArea = area
    ? sql`AND (o.customer_address->>'area') IN (
        WITH RECURSIVE t AS (SELECT id FROM delivery_areas WHERE id = ${area}
          UNION ALL SELECT a.id FROM delivery_areas a JOIN t ON a.parent_id = t.id)
        SELECT id::text FROM t)`
    : sql``;
  const r = await sql<Row>`
    SELECT o.order_number, o.order_id::int AS order_id, o.customer_name, o.customer_address, o.comment,
      o.packs || o.single_items AS lines
    FROM orders o
    WHERE o.offer_id = ${offer.id} AND o.status = ${f.status} AND o.payment_status = ANY(${f.paymentStatus})
      AND o.delivery_date = ${day}::date ${inArea}
    ORDER BY o.customer_address->>'area', o.order_number NULLS LAST, o.id`.execute(ctx.db);
  return r.rows;
}

/** What the document shows, from the offer's lines (their labels) and the day's orders. */
export async function packingList(
  ctx: AppContext,
  offer: OfferHead,
  q: { day: string; area: string | null; lang: Locale },
): Promise<PackingList> {
  const t = translatorFor(q.lang);
  const lines = await offerLines(ctx.db, offer, q.lang, t);
  const areas = await areaNames(ctx.db, q.lang);
  const rows = await packingOrders(ctx, offer, q.day, q.area);
  const label = new Map(lines.map((l) => [l.id, l.label]));
  const totals = new Map<string, number>();
  const orders: PackingOrder[] = rows.map((o) => {
    const a = o.customer_address;
    for (const l of o.lines) totals.set(l.lineId, (totals.get(l.lineId) ?? 0) + l.quantity);
    return {
      number: o.order_number,
      orderID: o.order_id,
      customer: o.customer_name,
      phone: a?.phone ?? '',
      address: [a?.detailedAddress, a?.area ? areas.get(a.area) : null, a?.city].filter(Boolean).join(', '),
      comment: [o.comment, a?.comment].filter(Boolean).join(' · '),
      lines: o.lines.map((l) => ({ label: label.get(l.lineId) ?? l.shortName, quantity: l.quantity })),
    };
  });
  return {
    offerID: offer.offer_id,
    offerName: offer.name[q.lang] || offer.internal_name,
    deliveryDate: q.day,
    area: q.area ? (areas.get(q.area) ?? null) : null,
    orders,
    totals: lines
      .filter((l) => totals.has(l.id))
      .map((l) => ({ label: l.label, quantity: totals.get(l.id)! })),
  };
}

/**
 * GET /api/offers/:id/packing-list?deliveryDate=YYYY-MM-DD&area=<id>&lang=: the PDF to pack one
 * day's orders (of one area, with its sub-areas, when `area` is given).
 */
export function packingListPdf(ctx: AppContext): OpHandler {
  return scoped(async (request, reply, scope) => {
    const id = idParam(request.params, 'id');
    const q = queryOf(request.query, OFFER_DOCUMENTS.ops.packingList.query);
    // the offer's community before the query: a stranger gets 403 whatever he asks
    const offer = await offerFor(ctx.db, id, scope);
    const lang = docLang(q.lang);
    if (!q.deliveryDate) throw badRequest({ deliveryDate: 'validation.required' });
    if (!isIsoDate(q.deliveryDate)) throw badRequest({ deliveryDate: 'validation.invalidDate' });
    if (q.area !== undefined && !UUID.test(q.area)) throw badRequest({ area: 'validation.unknownArea' });
    const area = q.area?.toLowerCase() ?? null;
    if (area) {
      const known = await sql`SELECT 1 FROM delivery_areas WHERE id = ${area}`.execute(ctx.db);
      if (known.rows.length === 0) throw badRequest({ area: 'validation.unknownArea' });
    }
    const data = await packingList(ctx, offer, { day: q.deliveryDate, area, lang });
    const t = translatorFor(lang);
    const pdf = await renderDocument({ kind: 'packingList', list: data, company: companyFromEnv(), lang });
    const name = `${t('packingList.fileName', { offerID: offer.offer_id, date: q.deliveryDate })}.pdf`;
    return attachment(reply, name, 'pdf').send(pdf);
  });
}
