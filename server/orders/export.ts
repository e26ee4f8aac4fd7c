import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { COMMUNITIES } from '../../domain/communities.ts';
import { CSV_BOM, csvRow } from '../../domain/csv.ts';
import { BUSINESS_ZONE, type Locale, todayBusiness } from '../../domain/dates.ts';
import type { ListQuery } from '../../domain/list-protocol.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import type { AppContext } from '../context.ts';
import { copyCsv, inlineParameters } from '../db/copy-csv.ts';
import { readHandle } from '../db/read-handle.ts';
import { badRequest } from '../errors.ts';
import { listParams } from '../lists/reply.ts';
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

/**
 * The community's name in the file's language, from domain/communities.ts (the names' one place),
 * as a CASE over bound ids; an id no community has stays as it is.
 */
const communityName = (lang: Locale) =>
  sql`CASE o.community_id ${sql.join(
    COMMUNITIES.map((c) => sql`WHEN ${c.id}::uuid THEN ${c.name[lang]}::text`),
    sql` `,
  )} ELSE o.community_id::text END`;

/**
 * Every cell already as the file's text, so PostgreSQL writes the CSV itself (COPY): numbers as
 * text, money through csv_yuan (toYuanString), text through csv_text (formula neutralising, ''
 * as NULL; migration 0046). Left out of csv_text, as no value of theirs can be empty or start
 * like a formula: the CHECK-listed words (channel, statuses, method) and the dates.
 */
const exportSource = (lang: Locale): ListSource => ({
  def: ordersSource.def,
  scope: ordersSource.scope,
  from: sql`orders o LEFT JOIN offers f ON f.id = o.offer_id`,
  select: sql`o.order_id::text, f.offer_id::text, o.order_number::text, csv_text(${communityName(lang)}),
    o.channel, csv_text(o.customer_name), o.payment_status, o.payment_method, o.tracking_status,
    csv_text(o.delivery_tracking_id), o.delivery_date::text, o.group_number::text,
    csv_text(o.customer_address->>'city'), csv_text(o.customer_address->>'detailedAddress'),
    (SELECT csv_text(string_agg(coalesce(e->>'letter', e->>'shortName') || '×' || (e->>'quantity'), ' '))
       FROM jsonb_array_elements(o.packs || o.single_items) e),
    csv_yuan(o.delivery_fee), csv_yuan(o.total_amount),
    to_char(o.order_date AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI'), csv_text(o.comment)`,
});

/** The export's SELECT: the list's filters, scope and sort, every row. */
export const exportQuery = (q: ListQuery, scope: CommunityScope, lang: Locale = 'en') =>
  listQuerySql(exportSource(lang) as ListSource<never, unknown>, q, scope, { page: false });

const MESSAGES = { en, zh } as const;
/** Typed from the dictionaries: a column without its header is a type error. */
const headerOf = (lang: Locale, key: (typeof EXPORT_COLUMNS)[number]): string =>
  MESSAGES[lang].ordersExport.columns[key];

/**
 * GET /api/orders/export?filter=…&sort=…&lang=en|zh: every order of the list's filtered view as
 * CSV, written by PostgreSQL (COPY … TO STDOUT WITH (FORMAT csv)) and streamed with the socket's
 * backpressure, so memory stays flat whatever the size. Same roles and community scope as
 * GET /api/orders/details.
 */
export function orderExport(ctx: AppContext): OpHandler {
  return scoped(async (request, reply, scope) => {
    const { lang: rawLang, ...raw } = (request.query ?? {}) as Record<string, unknown>;
    const q = listParams(ordersSource.def.spec, raw, 'file');
    if (rawLang !== undefined && rawLang !== 'en' && rawLang !== 'zh') {
      throw badRequest({ lang: 'errors.invalidParameter' });
    }
    const accept = String(request.headers['accept-language'] ?? '');
    const lang: Locale = (rawLang as Locale | undefined) ?? (accept.startsWith('zh') ? 'zh' : 'en');
    const select = inlineParameters(exportQuery(q, scope.communities, lang).compile(ctx.db));
    // The first chunk is read before the first byte: a value the database refuses is still a
    // JSON 400 (or 503), never a 200 whose stream breaks after the header line.
    const copy = await copyCsv((await readHandle(request)).pool, select);
    async function* csv() {
      yield Buffer.from(CSV_BOM + csvRow(EXPORT_COLUMNS.map((k) => headerOf(lang, k))));
      yield* copy.chunks();
    }
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${todayBusiness()}.csv"`);
    return reply.send(Readable.from(csv(), { objectMode: false }));
  });
}
