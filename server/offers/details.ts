import type { Kysely } from 'kysely';
import type { LiveChannel, OfferBlockView, OfferDetails, OfferLine } from '../../domain/live-views.ts';
import { packLetter } from '../../domain/offers/pack-letters.ts';
import { offerTiming } from '../../domain/offers/timing.ts';
import { camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { currentPrices, type StoredBlock } from './state.ts';

type Db = Kysely<Database>;

/** The offer's columns the details give: all but its creator and its order counter. */
const OFFER_COLUMNS = [
  'o.id',
  'o.offerId',
  'o.internalName',
  'o.communityId',
  'o.supplierId',
  'o.channel',
  'o.showDetail',
  'o.name',
  'o.description',
  'o.ghostId',
  'o.banners',
  'o.medias',
  'o.clipboard',
  'o.startingDate',
  'o.endingDate',
  'o.type',
  'o.targetSales',
  'o.commissionRate',
  'o.minimumOrderAmount',
  'o.minimumCartItems',
  'o.deliveryType',
  'o.feeTemplateId',
  'o.fees',
  'o.deliveryDates',
  'o.status',
  'o.liveSeq',
  'o.wechatGroup',
  'o.miniprogram',
  'o.version',
  'o.createdAt',
  'o.updatedAt',
] as const;

/** A line's columns the details give: all but its offer and its dates. */
const LINE_COLUMNS = [
  'l.id',
  'l.channel',
  'l.kind',
  'l.position',
  'l.name',
  'l.shortName',
  'l.mainPicture',
  'l.otherMedia',
  'l.productId',
  'l.quantity',
  'l.weight',
  'l.weightType',
  'l.products',
  'l.stock',
  'l.actualStock',
  'l.price',
  'l.formerPrice',
  'l.targetSales',
  'l.freeFall',
  'l.multipleItem',
] as const;

/** The offer with its supplier's figures and its order count, its lines with their product, its draws. */
async function readOffer(db: Db, id: string) {
  const view = camel(db);
  const offer = await view
    .selectFrom('offers as o')
    .leftJoin('suppliers as s', 's.id', 'o.supplierId')
    .select(OFFER_COLUMNS)
    .select((eb) => [
      's.name as supplierName',
      's.vat as supplierVat',
      's.commission as supplierCommission',
      eb
        .selectFrom('orders as x')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('x.offerId', '=', 'o.id')
        .as('numberOfOrders'),
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!offer) return undefined;
  const lines = await view
    .selectFrom('offerLines as l')
    .leftJoin('products as p', 'p.id', 'l.productId')
    .select(LINE_COLUMNS)
    .select(['p.productId as productCode', 'p.nameEn', 'p.nameZh'])
    .where('l.offerId', '=', id)
    .orderBy('l.kind')
    .orderBy('l.position')
    .execute();
  const draws = await view
    .selectFrom('lotteryDraws')
    .select(['id', 'channel', 'drawNumber', 'conditionType', 'conditionValue', 'gifts'])
    .where('offerId', '=', id)
    .orderBy('drawNumber')
    .execute();
  return { offer, lines, draws };
}

/** GET /api/offers/:id/details: the offer with both channel blocks, live counters and prices. */
export async function offerDetails(db: Db, id: string): Promise<OfferDetails | undefined> {
  const read = await readOffer(db, id);
  if (!read) return undefined;
  const { offer: o, lines, draws } = read;
  type Line = (typeof lines)[number];
  const block = (ch: LiveChannel, stored: StoredBlock | null): OfferBlockView | null => {
    if (!stored) return null;
    const mine = lines.filter((l) => l.channel === ch);
    // the sale's pricing (state.ts, shared with server/orders) reads the table's own names
    const prices = currentPrices(
      { type: o.type, wechat_group: o.wechatGroup, miniprogram: o.miniprogram },
      mine.map((l) => ({
        ...l,
        actual_stock: l.actualStock,
        free_fall: l.freeFall,
        multiple_item: l.multipleItem,
      })),
    );
    const toLine = ({ productId, productCode, nameEn, nameZh, price, ...l }: Line): OfferLine => ({
      ...l,
      letter: l.kind === 'pack' ? packLetter(l.position) : null,
      product: productId
        ? { id: productId, productId: productCode ?? '', name: { en: nameEn ?? '', zh: nameZh ?? '' } }
        : null,
      sold: l.stock - l.actualStock,
      price: prices.get(l.id) ?? price,
      basePrice: price,
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
  // the renamed fields and the supplier's columns; the rest is the answer's already
  const {
    offerId,
    communityId,
    ghostId,
    feeTemplateId,
    supplierId,
    supplierName,
    supplierVat,
    supplierCommission,
    ...offer
  } = o;
  const startingDate = o.startingDate.toISOString();
  const endingDate = o.endingDate.toISOString();
  return {
    ...offer,
    offerID: offerId,
    community: communityId,
    supplier: supplierId
      ? {
          id: supplierId,
          name: supplierName ?? '',
          vat: Number(supplierVat),
          commission: Number(supplierCommission),
        }
      : null,
    ghostID: ghostId,
    startingDate,
    endingDate,
    timing: offerTiming({ startingDate, endingDate }, new Date()),
    commissionRate: Number(o.commissionRate),
    feeTemplate: feeTemplateId,
    fees: o.fees as OfferDetails['fees'],
    numberOfOrders: Number(o.numberOfOrders),
    wechatGroup: block('wechat_group', o.wechatGroup),
    miniprogram: block('miniprogram', o.miniprogram),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
