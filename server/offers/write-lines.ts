import { type Kysely, sql } from 'kysely';
import { packLetter } from '../../domain/offers/pack-letters.ts';
import { activeBlocks, type BlockKey, type OfferBody } from '../../domain/offers/schema.ts';
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
  row: {
    id: string;
    offer_id: string;
    channel: 'wechat_group' | 'miniprogram';
    kind: 'pack' | 'item';
    position: number;
    name: string;
    short_name: string;
    main_picture: string | null;
    other_media: string;
    product_id: string | null;
    quantity: number;
    weight: number;
    weight_type: 'g' | 'ml' | 'piece';
    products: string;
    stock: number;
    actual_stock: number;
    price: number;
    former_price: number | null;
    target_sales: number;
    free_fall: string | null;
    multiple_item: string;
  };
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
      offer_id: offerId,
      channel: CHANNEL_OF[k],
      stock: l.stock,
      actual_stock: l.stock,
      price: l.price,
      former_price: l.formerPrice ? l.formerPrice : null,
      target_sales: l.targetSales ?? 0,
      free_fall: l.freeFall ? j(l.freeFall) : null,
    });
    b.packs.forEach((p, i) => {
      out.push({
        path: `${k}.packs.${i}`,
        row: {
          ...common(p),
          kind: 'pack',
          position: i,
          name: j(p.name),
          short_name: p.shortName || `${packLetter(i)} ${p.name.en}`.slice(0, 40),
          main_picture: j(p.mainPicture),
          other_media: j(p.otherMedia),
          product_id: null,
          quantity: 1,
          weight: p.products.reduce((s, x) => s + x.weight * x.quantity, 0),
          weight_type: p.products[0]?.weightType ?? 'piece',
          products: j(p.products),
          multiple_item: '[]',
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
          short_name: it.shortName || (prod?.en ?? '').slice(0, 40),
          main_picture: null,
          other_media: '[]',
          product_id: it.product,
          quantity: it.quantity,
          weight: it.weight,
          weight_type: it.weightType,
          products: '[]',
          multiple_item: j(it.multipleItem),
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
  const existing = ids.length
    ? await sql<{ id: string; offer_id: string; sold: number }>`
        SELECT id, offer_id, stock - actual_stock AS sold FROM offer_lines WHERE id = ANY(${ids}::uuid[])`.execute(
        trx,
      )
    : { rows: [] };
  const byId = new Map(existing.rows.map((r) => [r.id, r]));
  for (const d of drafts) {
    const e = byId.get(d.row.id);
    if (e && e.offer_id !== offerId) throw badRequest({ [`${d.path}.id`]: 'validation.invalid' });
    if (e && d.row.stock < e.sold) throw badRequest({ [`${d.path}.stock`]: STOCK_BELOW_SOLD_MSG });
    if (e) d.row.actual_stock = d.row.stock - e.sold;
  }
  await sql`UPDATE offer_lines SET position = -1 - position WHERE offer_id = ${offerId}`.execute(trx);
  await sql`DELETE FROM offer_lines WHERE offer_id = ${offerId} AND NOT (id = ANY(${ids}::uuid[]))`.execute(
    trx,
  );
  if (drafts.length === 0) return;
  await trx
    .insertInto('offer_lines')
    .values(drafts.map((d) => d.row))
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        channel: eb.ref('excluded.channel'),
        kind: eb.ref('excluded.kind'),
        position: eb.ref('excluded.position'),
        name: eb.ref('excluded.name'),
        short_name: eb.ref('excluded.short_name'),
        main_picture: eb.ref('excluded.main_picture'),
        other_media: eb.ref('excluded.other_media'),
        product_id: eb.ref('excluded.product_id'),
        quantity: eb.ref('excluded.quantity'),
        weight: eb.ref('excluded.weight'),
        weight_type: eb.ref('excluded.weight_type'),
        products: eb.ref('excluded.products'),
        stock: eb.ref('excluded.stock'),
        actual_stock: eb.ref('excluded.actual_stock'),
        price: eb.ref('excluded.price'),
        former_price: eb.ref('excluded.former_price'),
        target_sales: eb.ref('excluded.target_sales'),
        free_fall: eb.ref('excluded.free_fall'),
        multiple_item: eb.ref('excluded.multiple_item'),
        updated_at: sql`now()`,
      })),
    )
    .execute();
}
