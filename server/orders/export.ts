import { Readable } from 'node:stream';
import { sql } from 'kysely';
import Cursor from 'pg-cursor';
import { COMMUNITIES } from '../../domain/communities.ts';
import { CSV_BOM, csvRow } from '../../domain/csv.ts';
import { BUSINESS_ZONE, type Locale, todayBusiness } from '../../domain/dates.ts';
import { type ListQuery, parseListQuery } from '../../domain/list-protocol.ts';
import { toYuanString } from '../../domain/money.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import type { AppContext } from '../context.ts';
import { readHandle } from '../db/read-handle.ts';
import { badRequest, parsedWith } from '../errors.ts';
import { type CommunityScope, type ListSource, listQuerySql } from '../lists/runner.ts';
import { type OpHandler, scoped } from '../resources/serve.ts';
import { ordersSource } from './list.ts';

/** Column keys, in file order; their headers are locales `ordersExport.columns.<key>`. */
export const EXPORT_COLUMNS = [
  'orderID',
  'offerID',
  'orderNumber',
  'community',
  'channel',
  'customerName',
  'paymentStatus',
  'paymentMethod',
  'trackingStatus',
  'deliveryTrackingID',
  'deliveryDate',
  'groupNumber',
  'city',
  'address',
  'lines',
  'deliveryFee',
  'totalAmount',
  'orderDate',
  'comment',
] as const;

const zone = sql.lit(BUSINESS_ZONE);

/** The export reads the list's rows with their offer's number, as text a spreadsheet shows. */
const exportSource: ListSource = {
  def: ordersSource.def,
  scope: ordersSource.scope,
  from: sql`orders o LEFT JOIN offers f ON f.id = o.offer_id`,
  select: sql`o.order_id, f.offer_id, o.order_number, o.community_id, o.channel, o.customer_name,
    o.payment_status, o.payment_method, o.tracking_status, o.delivery_tracking_id, o.delivery_date::text,
    o.group_number, o.customer_address->>'city', o.customer_address->>'detailedAddress',
    (SELECT string_agg(coalesce(e->>'letter', e->>'shortName') || '×' || (e->>'quantity'), ' ')
       FROM jsonb_array_elements(o.packs || o.single_items) e),
    o.delivery_fee, o.total_amount, to_char(o.order_date AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI'), o.comment`,
};

/** The export's SELECT: the list's filters, scope and sort, every row. */
export const exportQuery = (q: ListQuery, scope: CommunityScope) =>
  listQuerySql(exportSource as ListSource<never, unknown>, q, scope, { page: false });

const MESSAGES = { en, zh } as const;
/** Typed from the dictionaries: a column without its header is a type error. */
const headerOf = (lang: Locale, key: (typeof EXPORT_COLUMNS)[number]): string =>
  MESSAGES[lang].ordersExport.columns[key];
const communityName = (lang: Locale) => new Map<string, string>(COMMUNITIES.map((c) => [c.id, c.name[lang]]));

/**
 * GET /api/orders/export?filter=…&sort=…&lang=en|zh: every order of the list's filtered view as
 * CSV, streamed from a cursor 1000 rows at a time with the socket's backpressure, so memory stays
 * flat whatever the size. Same roles and community scope as GET /api/orders/details.
 */
export function orderExport(ctx: AppContext): OpHandler {
  return scoped(async (request, reply, scope) => {
    const { lang: rawLang, ...raw } = (request.query ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(raw)) {
      if (!['sort', 'filter', 'tabFilter'].includes(k)) throw badRequest({ [k]: 'errors.unknownParameter' });
      if (typeof v !== 'string') throw badRequest({ [k]: 'errors.invalidParameter' });
    }
    if (rawLang !== undefined && rawLang !== 'en' && rawLang !== 'zh') {
      throw badRequest({ lang: 'errors.invalidParameter' });
    }
    const accept = String(request.headers['accept-language'] ?? '');
    const lang: Locale = (rawLang as Locale | undefined) ?? (accept.startsWith('zh') ? 'zh' : 'en');
    if (parsedWith.hasSubscribers) parsedWith.publish(ordersSource.def.spec);
    const parsed = parseListQuery(ordersSource.def.spec, raw as Record<string, string>);
    if (!parsed.ok) throw badRequest({ [parsed.error.field]: parsed.error.message }, parsed.error.message);
    const compiled = exportQuery(parsed.value, scope.communities).compile(ctx.db);
    const client = await (await readHandle(request)).pool.connect();
    const cursor = client.query(
      new Cursor<unknown[]>(compiled.sql, [...compiled.parameters], { rowMode: 'array' }),
    );
    // The first batch is read before the first byte: a value the database refuses is still a
    // JSON 400 (or 503), never a 200 whose stream breaks after the header line.
    let first: unknown[][];
    try {
      first = await cursor.read(1000);
    } catch (err) {
      await cursor.close().catch(() => undefined);
      client.release();
      throw err;
    }
    const names = communityName(lang);
    async function* csv() {
      try {
        yield CSV_BOM + csvRow(EXPORT_COLUMNS.map((k) => headerOf(lang, k)));
        for (let batch = 0; ; batch++) {
          const rows = batch === 0 ? first : await cursor.read(1000);
          if (rows.length === 0) return;
          let chunk = '';
          for (const r of rows) {
            r[3] = names.get(r[3] as string) ?? r[3];
            r[15] = toYuanString(Number(r[15]));
            r[16] = toYuanString(Number(r[16]));
            chunk += csvRow(r as (string | number | null)[]);
          }
          yield chunk;
        }
      } finally {
        // also on a client that hangs up mid-file: the stream is destroyed, the generator returns
        await cursor.close().catch(() => undefined);
        client.release();
      }
    }
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${todayBusiness()}.csv"`);
    return reply.send(Readable.from(csv(), { objectMode: false }));
  });
}
