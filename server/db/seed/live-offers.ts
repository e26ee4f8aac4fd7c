import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import { AREA_TREE } from './areas-data.ts';
import { demoAreaId } from './foundation.ts';
import type { Catalogue } from './live-catalogue.ts';
import { CLIPBOARD, intIn } from './live-data.ts';
import { insertRows, pgArray, seededUuid } from './live-insert.ts';
import { PLANS } from './live-plans.ts';

export interface SeededLine {
  id: string;
  offerId: string;
  channel: 'wechat_group' | 'miniprogram';
  kind: 'pack' | 'item';
  letter: string | null;
  name: { en: string; zh: string };
  price: number;
  product: string | null;
}
export interface SeededOffer {
  id: string;
  community: string;
  supplier: string;
  channel: 'all' | 'wechat_group' | 'miniprogram';
  timing: 'live' | 'coming' | 'over';
  startsAt: Date;
  lines: SeededLine[];
}

const DAY = 86_400_000;

/**
 * Every seeded offer delivers to each city at the seeded orders' fee: 15 ¥, free from 300 ¥ of
 * goods (live-orders.ts), so an order's fee recomputed on an edit is the one it was seeded with.
 */
const SEEDED_FEES = AREA_TREE.map((city) => ({
  area: demoAreaId(city.name),
  rules: [{ type: 'free_after_value', value: 30_000, fee: 1500 }],
}));
const letter = (i: number) => String.fromCharCode(65 + i);

export async function seedOffers(
  db: Kysely<Database>,
  rnd: () => number,
  cat: Catalogue,
  now: Date,
): Promise<SeededOffer[]> {
  const out: SeededOffer[] = [];
  // whole hours, so the 5-minute step rule of the offer form holds for seeded offers too
  const base = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  for (const p of PLANS) {
    const id = seededUuid(rnd);
    const startsAt = new Date(base + p.days[0] * DAY);
    const endsAt = new Date(base + p.days[1] * DAY);
    const channels =
      p.channel === 'all' ? (['wechat_group', 'miniprogram'] as const) : ([p.channel] as const);
    const timing = p.days[1] < 0 ? 'over' : p.days[0] > 0 ? 'coming' : 'live';
    const offer: SeededOffer = {
      id,
      community: p.community,
      supplier: cat.suppliers[p.supplier]!,
      channel: p.channel,
      timing,
      startsAt,
      lines: [],
    };
    const lineRows: Record<string, unknown>[] = [];
    const block = (ch: string) => {
      const packIds = offer.lines.filter((l) => l.channel === ch && l.kind === 'pack').map((l) => l.id);
      const bourses =
        p.type === 'bourse'
          ? [
              { from: 0, to: 19, unitPrice: 8800 },
              { from: 20, to: 49, unitPrice: 7800 },
              { from: 50, to: null, unitPrice: 6800 },
            ]
          : [];
      const lotteryEnable = timing !== 'coming';
      return {
        bourses,
        zikoSpecials: [
          {
            id: seededUuid(rnd),
            conditionType: 'order_for_amount',
            conditionValue: 30000,
            conditionPack: null,
            gift: {
              type: 'custom',
              pack: null,
              singleItem: null,
              custom: { en: 'Free tote bag', zh: '免费环保袋' },
            },
          },
          ...(packIds[0]
            ? [
                {
                  id: seededUuid(rnd),
                  conditionType: 'first_order',
                  conditionValue: null,
                  conditionPack: null,
                  gift: { type: 'free_delivery', pack: null, singleItem: null, custom: null },
                },
              ]
            : []),
        ],
        lotteryEnable,
        lottery: lotteryEnable
          ? {
              conditionType: 'spend',
              conditionValue: 10000,
              extraConditionType: 'none',
              extraConditionValue: null,
            }
          : null,
      };
    };
    for (const ch of channels) {
      p.packs.forEach((prods, i) => {
        const price = prods.reduce((s, k) => s + cat.products[k]!.price, 0) - 1000 * (i + 1);
        const stock = intIn(rnd, 60, 150);
        const name = {
          en: `${['Discovery', 'Family', 'Gourmet'][i]} pack`,
          zh: `${['尝鲜', '家庭', '美食家'][i]}套餐`,
        };
        const lid = seededUuid(rnd);
        offer.lines.push({
          id: lid,
          offerId: id,
          channel: ch,
          kind: 'pack',
          letter: letter(i),
          name,
          price,
          product: null,
        });
        lineRows.push({
          id: lid,
          offer_id: id,
          channel: ch,
          kind: 'pack',
          position: i,
          name,
          short_name: `${letter(i)} ${name.en.split(' ')[0]}`,
          products: prods.map((k) => ({
            product: cat.products[k]!.id,
            quantity: 1,
            weight: cat.products[k]!.weight,
            weightType: cat.products[k]!.unit,
          })),
          stock,
          actual_stock: stock,
          price,
          former_price: price + 2000,
          target_sales: Math.floor(stock * 0.8),
          free_fall:
            p.type === 'free_fall' && i === 0
              ? { dropAmount: 500, quantityTrigger: 10, lowestPrice: Math.floor(price * 0.7) }
              : null,
        });
      });
      p.items.forEach((k, i) => {
        const prod = cat.products[k]!;
        const stock = intIn(rnd, 40, 200);
        const name = { en: prod.en, zh: prod.zh };
        const lid = seededUuid(rnd);
        const price = p.type === 'bourse' ? 8800 : prod.price;
        offer.lines.push({
          id: lid,
          offerId: id,
          channel: ch,
          kind: 'item',
          letter: null,
          name,
          price,
          product: prod.id,
        });
        lineRows.push({
          id: lid,
          offer_id: id,
          channel: ch,
          kind: 'item',
          position: i,
          name,
          short_name: prod.en.split(' ').slice(-1)[0],
          product_id: prod.id,
          quantity: 1,
          weight: prod.weight,
          weight_type: prod.unit,
          stock,
          actual_stock: stock,
          price,
          former_price: price + 500,
          free_fall:
            p.type === 'free_fall' && i < 2
              ? { dropAmount: 200, quantityTrigger: 5, lowestPrice: Math.floor(price * 0.6) }
              : null,
          multiple_item: i === 2 ? [{ quantity: 3, unitPrice: Math.floor(price * 0.9) }] : [],
        });
      });
    }
    await insertRows(db, 'offers', [
      {
        id,
        internal_name: p.internal,
        community_id: p.community,
        supplier_id: offer.supplier,
        channel: p.channel,
        name: p.name,
        description: {
          en: `${p.name.en}: picked for our members this week.`,
          zh: `${p.name.zh}：本周为会员精选。`,
        },
        clipboard: CLIPBOARD.map(([shortcut, text]) => ({ shortcut, text })),
        starting_date: startsAt.toISOString(),
        ending_date: endsAt.toISOString(),
        type: p.type,
        target_sales: 2_000_000,
        commission_rate: cat.suppliers.length ? 15 : 0,
        minimum_order_amount: 5000,
        fees: SEEDED_FEES,
        delivery_dates: pgArray(
          [1, 2].map((d) => new Date(endsAt.getTime() + d * DAY).toISOString().slice(0, 10)),
          'date',
        ),
        wechat_group: channels.includes('wechat_group' as never) ? block('wechat_group') : null,
        miniprogram: channels.includes('miniprogram' as never) ? block('miniprogram') : null,
      },
    ]);
    await insertRows(db, 'offer_lines', lineRows);
    // a voucher won in a draw is good for a month after the offer ends
    const voucherEnd = new Date(endsAt.getTime() + 30 * DAY).toISOString().slice(0, 10);
    for (const ch of channels) {
      if (timing === 'coming') continue;
      const pack = offer.lines.find((l) => l.channel === ch && l.kind === 'pack');
      await insertRows(db, 'lottery_draws', [
        {
          id: seededUuid(rnd),
          offer_id: id,
          channel: ch,
          draw_number: 1,
          condition_type: 'number_of_order',
          condition_value: 20,
          gifts: [
            { type: 'pack', pack: pack?.id ?? null, singleItem: null, custom: null, winnerNumber: 1 },
            { type: 'voucher', voucherValue: 2000, voucherExpiration: voucherEnd, winnerNumber: 2 },
          ],
        },
        {
          id: seededUuid(rnd),
          offer_id: id,
          channel: ch,
          draw_number: 2,
          condition_type: 'x_item_sold',
          condition_value: 50,
          gifts: [{ type: 'custom', custom: { en: 'Chef apron', zh: '厨师围裙' }, winnerNumber: 1 }],
        },
      ]);
    }
    out.push(offer);
  }
  return out;
}
