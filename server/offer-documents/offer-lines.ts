import { type Kysely, sql } from 'kysely';
import type { Locale } from '../../domain/dates.ts';
import type { LineKind, LiveChannel } from '../../domain/live-views.ts';
import { packLetter } from '../../domain/offers/pack-letters.ts';
import { lineLabel } from '../../domain/orders/delivery-tracking.ts';
import type { Database, Row } from '../db/types.ts';
import type { DocTranslate } from '../documents/labels.ts';
import { notFound } from '../errors.ts';
import type { Scope } from '../resources/serve.ts';

type Db = Kysely<Database>;

export type OfferHead = Pick<Row<'offers'>, 'id' | 'community_id' | 'channel' | 'name' | 'internal_name'> & {
  offer_id: number;
};

/** The offer a file is made of, as the caller may see it: 404 when unknown, 403 outside his communities. */
export async function offerFor(db: Db, id: string, scope: Scope): Promise<OfferHead> {
  const r = await sql<OfferHead>`
    SELECT id, offer_id::int AS offer_id, community_id, channel, name, internal_name
    FROM offers WHERE id = ${id}`.execute(db);
  const o = r.rows[0];
  if (!o) throw notFound();
  scope.assert(o.community_id);
  return o;
}

/** A pack or add-on of the offer, with the column label files give it and its unit cost. */
export interface FileLine {
  id: string;
  channel: LiveChannel;
  kind: LineKind;
  letter: string | null;
  label: string;
  name: { en: string; zh: string };
  stock: number;
  sold: number;
  price: number;
  /** purchase cost of one unit sold (the products' cost price), fen */
  unitCost: number;
}

/**
 * The offer's lines in the order the live page shows them (channel, packs A… then add-ons). The
 * unit cost is the products' price: an add-on's product times its quantity, a pack's composition.
 */
export async function offerLines(
  db: Db,
  offer: OfferHead,
  lang: Locale,
  t: DocTranslate,
): Promise<FileLine[]> {
  const r = await sql<
    Pick<Row<'offer_lines'>, 'id' | 'channel' | 'kind' | 'position' | 'name' | 'short_name' | 'stock'> & {
      sold: number;
      price: number;
      unit_cost: number;
    }
  >`
    SELECT l.id, l.channel, l.kind, l.position, l.name, l.short_name, l.stock,
      (l.stock - l.actual_stock)::int AS sold, l.price,
      (CASE WHEN l.kind = 'item' THEN coalesce(p.price, 0) * l.quantity
        ELSE (SELECT coalesce(sum(pp.price * (c->>'quantity')::int), 0)
              FROM jsonb_array_elements(l.products) c JOIN products pp ON pp.id = (c->>'product')::uuid) END)::bigint AS unit_cost
    FROM offer_lines l LEFT JOIN products p ON p.id = l.product_id
    WHERE l.offer_id = ${offer.id}
    ORDER BY l.channel DESC, l.kind DESC, l.position`.execute(db);
  const both = offer.channel === 'all';
  return r.rows.map((l) => {
    const letter = l.kind === 'pack' ? packLetter(l.position) : null;
    const label = lineLabel(
      { letter, shortName: l.short_name, name: { en: l.name[lang] || l.name.en, zh: l.name.zh } },
      both ? t(`live.channels.${l.channel}`) : null,
    );
    return {
      id: l.id,
      channel: l.channel,
      kind: l.kind,
      letter,
      label,
      name: l.name,
      stock: l.stock,
      sold: l.sold,
      price: Number(l.price),
      unitCost: Number(l.unit_cost),
    };
  });
}
