import { type Kysely, sql } from 'kysely';
import { packLetter } from '../../domain/offers/pack-letters.ts';
import { activeBlocks, type BlockKey, type OfferBody } from '../../domain/offers/schema.ts';
import { type CamelInsert, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';

type Db = Kysely<Database>;
export type Catalogue = Map<string, { status: string; en: string; zh: string; supplier: string }>;

const CHANNEL_OF: Record<BlockKey, 'wechat_group' | 'miniprogram'> = {
  wechatGroup: 'wechat_group',
  miniprogram: 'miniprogram',
};
export const STOCK_BELOW_SOLD_MSG = 'offer.errors.stockBelowSold';

/** One offer_lines row of the body, with the path of its entry for error messages. */
export interface LineDraft {
  path: string;
  row: CamelInsert<'offerLines'> & { id: string };
}

const j = (x: unknown) => JSON.stringify(x);

/** The lines of the active blocks; an empty short name gets the pack letter and name, or the product's. */
export function lineDrafts(offerId: string, body: OfferBody, cat: Catalogue): LineDraft[] {
  const out: LineDraft[] = [];
  for (const k of activeBlocks(body.channel)) {
    const b = body[k];
    if (!b) continue;
    const common = (l: (typeof b.packs)[number] | (typeof b.singleItems)[number]) => ({
      id: l.id,
      offerId,
      channel: CHANNEL_OF[k],
      stock: l.stock,
      actualStock: l.stock,
      price: l.price,
      formerPrice: l.formerPrice ? l.formerPrice : null,
      targetSales: l.targetSales ?? 0,
      freeFall: l.freeFall ? j(l.freeFall) : null,
    });
    b.packs.forEach((p, i) => {
      out.push({
        path: `${k}.packs.${i}`,
        row: {
          ...common(p),
          kind: 'pack',
          position: i,
          name: j(p.name),
          shortName: p.shortName || `${packLetter(i)} ${p.name.en}`.slice(0, 40),
          mainPicture: j(p.mainPicture),
          otherMedia: j(p.otherMedia),
          productId: null,
          quantity: 1,
          weight: p.products.reduce((s, x) => s + x.weight * x.quantity, 0),
          weightType: p.products[0]?.weightType ?? 'piece',
          products: j(p.products),
          multipleItem: '[]',
        },
      });
    });
    b.singleItems.forEach((it, i) => {
      const prod = cat.get(it.product);
      out.push({
        path: `${k}.singleItems.${i}`,
        row: {
          ...common(it),
          kind: 'item',
          position: i,
          name: j({ en: prod?.en ?? '', zh: prod?.zh ?? '' }),
          shortName: it.shortName || (prod?.en ?? '').slice(0, 40),
          mainPicture: null,
          otherMedia: '[]',
          productId: it.product,
          quantity: it.quantity,
          weight: it.weight,
          weightType: it.weightType,
          products: '[]',
          multipleItem: j(it.multipleItem),
        },
      });
    });
  }
  return out;
}

/**
 * Replaces the offer's lines by the drafts, keeping each line's id and what it has sold: the
 * units left follow the new stock (a stock below the units sold is a 400 on that stock). Lines
 * of another offer, or one id twice, are refused. Positions are parked negative first, so lines
 * may change places without meeting the (offer, channel, kind, position) key on the way.
 */
export async function writeLines(trx: Db, offerId: string, drafts: LineDraft[]): Promise<void> {
  const ids = drafts.map((d) => d.row.id);
  const seen = new Set<string>();
  for (const d of drafts) {
    if (seen.has(d.row.id)) throw badRequest({ [`${d.path}.id`]: 'validation.invalid' });
    seen.add(d.row.id);
  }
  const view = camel(trx);
  const existing = ids.length
    ? await view
        .selectFrom('offerLines')
        .select((eb) => ['id', 'offerId', eb('stock', '-', eb.ref('actualStock')).as('sold')])
        .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids))))
        .execute()
    : [];
  const byId = new Map(existing.map((r) => [r.id, r]));
  for (const d of drafts) {
    const e = byId.get(d.row.id);
    if (e && e.offerId !== offerId) throw badRequest({ [`${d.path}.id`]: 'validation.invalid' });
    if (e && d.row.stock < e.sold) throw badRequest({ [`${d.path}.stock`]: STOCK_BELOW_SOLD_MSG });
    if (e) d.row.actualStock = d.row.stock - e.sold;
  }
  await view
    .updateTable('offerLines')
    .set((eb) => ({ position: eb(eb.neg(eb.ref('position')), '-', 1) }))
    .where('offerId', '=', offerId)
    .execute();
  await view
    .deleteFrom('offerLines')
    .where('offerId', '=', offerId)
    .where((eb) => eb.not(eb('id', '=', eb.fn.any(eb.val(ids)))))
    .execute();
  if (drafts.length === 0) return;
  await view
    .insertInto('offerLines')
    .values(drafts.map((d) => d.row))
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        channel: eb.ref('excluded.channel'),
        kind: eb.ref('excluded.kind'),
        position: eb.ref('excluded.position'),
        name: eb.ref('excluded.name'),
        shortName: eb.ref('excluded.shortName'),
        mainPicture: eb.ref('excluded.mainPicture'),
        otherMedia: eb.ref('excluded.otherMedia'),
        productId: eb.ref('excluded.productId'),
        quantity: eb.ref('excluded.quantity'),
        weight: eb.ref('excluded.weight'),
        weightType: eb.ref('excluded.weightType'),
        products: eb.ref('excluded.products'),
        stock: eb.ref('excluded.stock'),
        actualStock: eb.ref('excluded.actualStock'),
        price: eb.ref('excluded.price'),
        formerPrice: eb.ref('excluded.formerPrice'),
        targetSales: eb.ref('excluded.targetSales'),
        freeFall: eb.ref('excluded.freeFall'),
        multipleItem: eb.ref('excluded.multipleItem'),
        updatedAt: sql`now()`,
      })),
    )
    .execute();
}
