import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OfferDetails } from '../../domain/live-views.ts';
import { offerInputOf } from '../../domain/offers/form-values.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * An offer that has not started may be edited in full, yet orders may be taken ahead of its start:
 * such an edit may not strand them (a line they hold removed, the offer moved to a community
 * their rows are not in).
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** The seeded coming offer (the cellar's), read as its form reads it, with one order taken on its first pack. */
async function comingWithOrder() {
  const offers = (await t.call('GET', '/api/offers/details?range=[0,50]', { as: 'admin' })).json();
  const { id } = offers.find((o: { timing: string }) => o.timing === 'coming');
  const before: OfferDetails = (await t.call('GET', `/api/offers/${id}/details`, { as: 'admin' })).json();
  const pack = before.wechatGroup!.packs[0]!;
  const o = await t.call('POST', '/api/orders', {
    as: 'admin',
    body: {
      offer: id,
      channel: 'wechat_group',
      customerDaily: { customerName: 'Walk-in' },
      packs: [{ id: pack.id, quantity: 2 }],
    },
  });
  expect(o.statusCode).toBe(201);
  const offer: OfferDetails = (await t.call('GET', `/api/offers/${id}/details`, { as: 'admin' })).json();
  return { offer, order: o.json() as { id: string; version: number; community: string }, pack };
}

describe('an offer with orders taken before its start', () => {
  it('keeps the lines its orders hold: removing one is a 400 naming the list, and the order stays editable', async () => {
    const { offer, order } = await comingWithOrder();
    const body = offerInputOf(offer);
    body.wechatGroup!.packs = body.wechatGroup!.packs!.slice(1);
    const r = await t.call('PUT', `/api/offers/${offer.id}`, { as: 'admin', body });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'wechatGroup.packs': 'offer.errors.lineHasOrders' });
    const cancel = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'admin',
      body: { version: order.version, status: 'discontinued' },
    });
    expect(cancel.statusCode).toBe(200);
  });

  it('keeps a held line in its channel: dropping the channel block that holds it is refused', async () => {
    const { offer } = await comingWithOrder();
    const body = { ...offerInputOf(offer), channel: 'miniprogram' as const };
    const r = await t.call('PUT', `/api/offers/${offer.id}`, { as: 'admin', body });
    expect(r.statusCode).toBe(400);
    // the form no longer shows the block: the field that dropped it says why
    expect(r.json().fields).toEqual({ channel: 'offer.errors.lineHasOrders' });
  });

  it('keeps its community: moving it elsewhere is a 400 naming community, and no other community reads its orders', async () => {
    const { offer } = await comingWithOrder();
    expect(offer.community).toBe(COMMUNITY_IDS.cellar);
    const body = { ...offerInputOf(offer), community: COMMUNITY_IDS.kitchen };
    const r = await t.call('PUT', `/api/offers/${offer.id}`, { as: 'admin', body });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ community: 'offer.errors.communityHasOrders' });
    const cm = await t.call('GET', `/api/offers/${offer.id}/analytics`, { as: 'community-manager' });
    expect(cm.statusCode).toBe(403);
  });

  it('still edits in full what its orders do not hold (another pack removed, the name)', async () => {
    const { offer } = await comingWithOrder();
    const body = offerInputOf(offer);
    body.wechatGroup!.packs = body.wechatGroup!.packs!.slice(0, 1);
    body.name = { en: 'Bordeaux night, renamed', zh: '波尔多之夜（改名）' };
    const r = await t.call('PUT', `/api/offers/${offer.id}`, { as: 'admin', body });
    expect(r.statusCode).toBe(200);
  });
});

/** The coming offer with a draw of one 50 % winner, given to the order taken ahead of the start. */
async function comingWithWinner() {
  const { offer, order } = await comingWithOrder();
  const draw = {
    id: randomUUID(),
    conditionType: 'number_of_order' as const,
    conditionValue: 1,
    gifts: [{ type: 'discount' as const, discountAmount: 50, winnerNumber: 1 }],
  };
  const body = offerInputOf(offer);
  body.wechatGroup!.lotteryEnable = true;
  // the seeded offer is shared by the tests: draws an earlier one gave winners stay
  const kept = body.wechatGroup!.lottery?.draws ?? [];
  body.wechatGroup!.lottery = { conditionType: 'order', conditionValue: 0, draws: [...kept, draw] };
  const saved = await t.call('PUT', `/api/offers/${offer.id}`, { as: 'admin', body });
  expect(saved.statusCode, saved.body).toBe(200);
  const won = await t.call('POST', `/api/lottery-draws/${draw.id}/assign`, {
    as: 'admin',
    body: {
      winnerNumber: 1,
      orderID: (order as unknown as { orderID: number }).orderID,
      currentOrderID: null,
    },
  });
  expect(won.statusCode, won.body).toBe(200);
  const now: OfferDetails = (await t.call('GET', `/api/offers/${offer.id}/details`, { as: 'admin' })).json();
  return { offer: now, draw };
}

describe('an offer whose draw has a winner before its start', () => {
  it('keeps the draw: removing it, or the lottery, or changing its gifts is a 400, and the winner stays', async () => {
    const { offer, draw } = await comingWithWinner();
    const at = offerInputOf(offer).wechatGroup!.lottery!.draws.findIndex((d) => d.id === draw.id);
    const edits: [string, (b: ReturnType<typeof offerInputOf>) => void, string][] = [
      [
        'removed',
        (b) => {
          b.wechatGroup!.lottery!.draws = b.wechatGroup!.lottery!.draws.map((d) =>
            d.id === draw.id ? { ...draw, id: randomUUID() } : d,
          );
        },
        'wechatGroup.lottery.draws',
      ],
      [
        'lottery off',
        (b) => {
          b.wechatGroup!.lotteryEnable = false;
        },
        'wechatGroup.lotteryEnable',
      ],
      [
        'gift changed',
        (b) => {
          b.wechatGroup!.lottery!.draws[0]!.gifts = [
            { type: 'discount', discountAmount: 10, winnerNumber: 1 },
          ];
        },
        `wechatGroup.lottery.draws.${at}.gifts`,
      ],
    ];
    for (const [what, edit, field] of edits) {
      const body = offerInputOf(offer);
      edit(body);
      const r = await t.call('PUT', `/api/offers/${offer.id}`, { as: 'admin', body });
      expect(r.statusCode, what).toBe(400);
      expect(r.json().fields, what).toEqual({ [field]: 'offer.errors.drawHasWinners' });
    }
    const winners = await t.db
      .selectFrom('lottery_winners')
      .select('order_id')
      .where('draw_id', '=', draw.id)
      .execute();
    expect(winners.filter((w) => w.order_id !== null)).toHaveLength(1);
  });

  it("still edits the draw's condition and the rest of the offer", async () => {
    const { offer, draw } = await comingWithWinner();
    const body = offerInputOf(offer);
    body.wechatGroup!.lottery!.draws.find((x) => x.id === draw.id)!.conditionValue = 5;
    body.name = { en: 'Bordeaux night, with a lottery', zh: '波尔多之夜（抽奖）' };
    const r = await t.call('PUT', `/api/offers/${offer.id}`, { as: 'admin', body });
    expect(r.statusCode, r.body).toBe(200);
  });
});
