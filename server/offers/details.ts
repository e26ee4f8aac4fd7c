import { type Kysely, sql } from 'kysely';
import type {
  LiveChannel,
  LotteryDrawView,
  OfferBlockView,
  OfferDetails,
  OfferLine,
} from '../../domain/live-views.ts';
import { packLetter } from '../../domain/offers/pack-letters.ts';
import { offerTiming } from '../../domain/offers/timing.ts';
import type { Database, Row } from '../db/types.ts';
import { currentPrices, type LineRow, type StoredBlock, soldOf } from './state.ts';

type Db = Kysely<Database>;

/** A line as the details page reads it: what pricing reads (LineRow) and what the page shows. */
type FullLine = LineRow &
  Pick<
    Row<'offer_lines'>,
    'main_picture' | 'other_media' | 'quantity' | 'products' | 'former_price' | 'target_sales'
  > & {
    p_code: string | null;
    p_en: string | null;
    p_zh: string | null;
  };

/** The offer with its supplier's figures, numeric columns as float8, and its order count. */
type OfferRow = Row<'offers'> & {
  s_name: string | null;
  s_vat: number | null;
  s_commission: number | null;
  commission_rate_n: number;
  dates: string[];
  n_orders: number;
};

/** GET /api/offers/:id/details: the offer with both channel blocks, live counters and prices. */
export async function offerDetails(db: Db, id: string): Promise<OfferDetails | undefined> {
  const r = await sql<OfferRow>`
    SELECT o.*, s.name AS s_name, s.vat::float8 AS s_vat, s.commission::float8 AS s_commission,
      o.commission_rate::float8 AS commission_rate_n, o.delivery_dates::text[] AS dates,
      (SELECT count(*)::int FROM orders x WHERE x.offer_id = o.id) AS n_orders
    FROM offers o LEFT JOIN suppliers s ON s.id = o.supplier_id WHERE o.id = ${id}`.execute(db);
  const o = r.rows[0];
  if (!o) return undefined;
  const lines = (
    await sql<FullLine>`
      SELECT l.*, p.product_id AS p_code, p.name_en AS p_en, p.name_zh AS p_zh
      FROM offer_lines l LEFT JOIN products p ON p.id = l.product_id
      WHERE l.offer_id = ${id} ORDER BY l.kind, l.position`.execute(db)
  ).rows;
  const draws = (
    await sql<LotteryDrawView & { channel: LiveChannel }>`
      SELECT id, channel, draw_number AS "drawNumber", condition_type AS "conditionType",
        condition_value AS "conditionValue", gifts
      FROM lottery_draws WHERE offer_id = ${id} ORDER BY draw_number`.execute(db)
  ).rows;
  const block = (ch: LiveChannel, stored: StoredBlock | null): OfferBlockView | null => {
    if (!stored) return null;
    const mine = lines.filter((l) => l.channel === ch);
    const prices = currentPrices(
      o,
      mine.map((l) => ({ ...l, price: Number(l.price) })),
    );
    const toLine = (l: FullLine): OfferLine => ({
      id: l.id,
      channel: l.channel,
      kind: l.kind,
      letter: l.kind === 'pack' ? packLetter(l.position) : null,
      position: l.position,
      name: l.name,
      shortName: l.short_name,
      mainPicture: l.main_picture,
      otherMedia: l.other_media ?? [],
      product: l.product_id
        ? { id: l.product_id, productId: l.p_code ?? '', name: { en: l.p_en ?? '', zh: l.p_zh ?? '' } }
        : null,
      quantity: l.quantity,
      weight: l.weight,
      weightType: l.weight_type,
      products: l.products,
      stock: l.stock,
      actualStock: l.actual_stock,
      sold: soldOf(l),
      price: prices.get(l.id) ?? Number(l.price),
      basePrice: Number(l.price),
      formerPrice: l.former_price === null ? null : Number(l.former_price),
      targetSales: l.target_sales,
      freeFall: l.free_fall,
      multipleItem: l.multiple_item,
    });
    const chDraws = draws.filter((d) => d.channel === ch).map(({ channel: _c, ...d }) => d);
    return {
      packs: mine.filter((l) => l.kind === 'pack').map(toLine),
      singleItems: mine.filter((l) => l.kind === 'item').map(toLine),
      bourses: stored.bourses,
      zikoSpecials: stored.zikoSpecials as unknown as Record<string, unknown>[],
      lotteryEnable: stored.lotteryEnable,
      lottery: stored.lottery ? { ...stored.lottery, draws: chDraws } : null,
    };
  };
  const iso = (d: Date) => d.toISOString();
  return {
    id: o.id,
    offerID: Number(o.offer_id),
    internalName: o.internal_name,
    community: o.community_id,
    supplier: o.supplier_id
      ? {
          id: o.supplier_id,
          name: o.s_name ?? '',
          vat: Number(o.s_vat),
          commission: Number(o.s_commission),
        }
      : null,
    channel: o.channel,
    showDetail: o.show_detail,
    name: o.name,
    description: o.description,
    ghostID: o.ghost_id,
    banners: o.banners,
    medias: o.medias,
    clipboard: o.clipboard,
    startingDate: iso(o.starting_date),
    endingDate: iso(o.ending_date),
    type: o.type,
    timing: offerTiming({ startingDate: iso(o.starting_date), endingDate: iso(o.ending_date) }, new Date()),
    targetSales: Number(o.target_sales),
    commissionRate: Number(o.commission_rate_n),
    minimumOrderAmount: Number(o.minimum_order_amount),
    minimumCartItems: Number(o.minimum_cart_items),
    deliveryType: o.delivery_type,
    feeTemplate: o.fee_template_id,
    fees: o.fees as OfferDetails['fees'],
    deliveryDates: o.dates,
    status: o.status,
    liveSeq: Number(o.live_seq),
    numberOfOrders: Number(o.n_orders),
    wechatGroup: block('wechat_group', o.wechat_group),
    miniprogram: block('miniprogram', o.miniprogram),
    version: Number(o.version),
    createdAt: iso(o.created_at),
    updatedAt: iso(o.updated_at),
  };
}
