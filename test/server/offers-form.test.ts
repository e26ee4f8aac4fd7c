import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OfferDetails } from '../../domain/live-views.ts';
import { offerInputOf } from '../../domain/offers/form-values.ts';
import type { OfferInput } from '../../domain/offers/schema.ts';
import type { Role } from '../../domain/roles.ts';
import { multipart, PNG } from './files-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let products: string[];
let discontinued: string;
let area: string;
let picture: { name: string; uri: string };
beforeAll(async () => {
  t = await testApp();
  const ps = await t.db.selectFrom('products').select(['id', 'status']).orderBy('product_id').execute();
  products = ps.filter((p) => p.status === 'available').map((p) => p.id);
  discontinued = ps.find((p) => p.status === 'discontinued')?.id ?? '';
  if (!discontinued) {
    discontinued = products.pop()!;
    await t.db
      .updateTable('products')
      .set({ status: 'discontinued' })
      .where('id', '=', discontinued)
      .execute();
  }
  area = (await t.db.selectFrom('delivery_areas').select('id').executeTakeFirstOrThrow()).id;
  const { body, contentType } = multipart([{ field: 'file', filename: 'pack.png', data: PNG }]);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/files/pack-illustration',
    headers: { authorization: `Bearer ${await t.tokenOf('community-manager')}`, 'content-type': contentType },
    payload: body,
  });
  picture = r.json();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();
/** In two days at `utcHour` UTC: 04:00 to 08:00 UTC are the afternoon of one Shanghai business day. */
const inTwoDays = (utcHour: number) =>
  new Date(Math.floor(Date.now() / (24 * HOUR) + 2) * 24 * HOUR + utcHour * HOUR).toISOString();

/** A valid offer of the kitchen starting tomorrow: two packs, an add-on, a lottery draw. */
function offer(over: Partial<OfferInput> = {}): OfferInput {
  const packA = randomUUID();
  return {
    internalName: 'Form test offer',
    community: COMMUNITY_IDS.kitchen,
    channel: 'wechat_group',
    name: { en: 'Cheese week', zh: '奶酪周' },
    startingDate: at(24),
    endingDate: at(72),
    fees: [{ area, rules: [{ type: 'flat', fee: 1000 }] }],
    deliveryDates: [at(96).slice(0, 10)],
    wechatGroup: {
      packs: [
        {
          id: packA,
          name: { en: 'Pack A', zh: '套餐A' },
          mainPicture: { en: picture, zh: picture },
          stock: 10,
          price: 5000,
          formerPrice: 6000,
          products: [{ product: products[0]!, quantity: 1, weight: 500, weightType: 'g' }],
        },
        {
          id: randomUUID(),
          name: { en: 'Pack B', zh: '套餐B' },
          stock: 5,
          products: [{ product: products[1]!, quantity: 2, weight: 1, weightType: 'piece' }],
        },
      ],
      singleItems: [
        { id: randomUUID(), product: products[2]!, quantity: 1, weightType: 'piece', stock: 20, price: 1200 },
      ],
      lotteryEnable: true,
      lottery: {
        conditionType: 'order',
        conditionValue: 0,
        draws: [
          {
            id: randomUUID(),
            conditionType: 'number_of_order',
            conditionValue: 10,
            gifts: [{ type: 'pack', pack: packA, winnerNumber: 1 }],
          },
        ],
      },
    },
    ...over,
  };
}
type Block = NonNullable<OfferInput['wechatGroup']>;
const withBlock = (b: Partial<Block>) => offer({ wechatGroup: { ...offer().wechatGroup!, ...b } });

const post = (body: unknown, as: Role = 'community-manager') =>
  t.call('POST', '/api/offers', { as, body: body as Record<string, unknown> });
const put = (id: string, body: unknown, as: Role = 'community-manager') =>
  t.call('PUT', `/api/offers/${id}`, { as, body: body as Record<string, unknown> });
const create = async (o = offer()) => {
  const r = await post(o);
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as OfferDetails;
};
/** moves an offer's start into the past, as time would */
const start = async (id: string) => {
  await sql`UPDATE offers SET starting_date = date_trunc('hour', now()) - interval '1 hour' WHERE id = ${id}`.execute(
    t.db,
  );
  return (await t.call('GET', `/api/offers/${id}/details`, { as: 'admin' })).json() as OfferDetails;
};
const fieldsOf = async (body: unknown) => {
  const r = await post(body);
  expect(r.statusCode, r.body).toBe(400);
  return r.json().fields as Record<string, string>;
};

describe('POST /api/offers', () => {
  it('creates the offer with a server offerID, its lines, letters and draw', async () => {
    const o = await create();
    expect(o.offerID).toBeGreaterThan(1000);
    expect(o.wechatGroup?.packs.map((p) => p.letter)).toEqual(['A', 'B']);
    expect(o.wechatGroup?.packs[1]?.basePrice).toBe(500);
    expect(o.wechatGroup?.packs[0]?.mainPicture?.en?.uri).toBe(picture.uri);
    expect(o.wechatGroup?.lottery?.draws).toHaveLength(1);
    expect(o.miniprogram).toBeNull();
    const log = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', o.id).execute();
    expect(log.map((l) => l.action)).toEqual(['create']);
  });

  it.each([
    ['internalName', { internalName: '' }, 'validation.required'],
    ['community', { community: undefined }, 'validation.required'],
    ['channel', { channel: undefined }, 'validation.required'],
    ['startingDate', { startingDate: undefined }, 'validation.required'],
    ['endingDate', { endingDate: undefined }, 'validation.required'],
    ['startingDate', { startingDate: at(-2), endingDate: at(24) }, 'offer.errors.startInPast'],
    ['endingDate', { endingDate: at(-24 * 3) }, 'offer.errors.endBeforeStart'],
    [
      'endingDate',
      { startingDate: inTwoDays(6), endingDate: inTwoDays(5) },
      'offer.errors.endTimeBeforeStart',
    ],
    ['startingDate', { startingDate: at(24).replace(':00:00', ':03:00') }, 'validation.timeStep'],
    ['deliveryDates', { deliveryDates: [] }, 'offer.errors.needDeliveryDate'],
    ['deliveryDates.1', { deliveryDates: ['2030-01-02', '2030-01-02'] }, 'validation.dateAlreadySelected'],
    ['fees', { fees: [] }, 'validation.needOneArea'],
    ['fees.0.rules', { fees: [{ area: randomUUID(), rules: [] }] }, 'validation.needOneRule'],
    ['fees.0.area', { fees: [{ rules: [{ type: 'flat', fee: 100 }] }] }, 'validation.required'],
    [
      'fees.0.rules.0.fee',
      { fees: [{ area: randomUUID(), rules: [{ type: 'flat' }] }] },
      'validation.required',
    ],
    ['fees.0.rules.0.type', { fees: [{ area: randomUUID(), rules: [{ fee: 1 }] }] }, 'validation.required'],
    ['clipboard', { clipboard: [{ shortcut: 'a', text: 'b' }] }, 'validation.invalid'],
    ['wechatGroup.packs', { wechatGroup: { packs: [], singleItems: [] } }, 'offer.errors.needPackOrItem'],
  ])('%s: %j is refused with %s', async (field, over, key) => {
    expect((await fieldsOf({ ...offer(), ...over }))[field]).toBe(key);
  });

  it.each([
    ['stock', { stock: undefined }, 'wechatGroup.packs.0.stock', 'validation.required'],
    ['stock below 0', { stock: -1 }, 'wechatGroup.packs.0.stock', 'validation.min'],
    [
      'former price',
      { price: 5000, formerPrice: 5000 },
      'wechatGroup.packs.0.formerPrice',
      'offer.errors.formerPriceTooLow',
    ],
    ['no product', { products: [] }, 'wechatGroup.packs.0.products', 'offer.errors.selectionNeedsItem'],
    [
      'quantity',
      { products: [{ product: randomUUID(), weightType: 'g' }] },
      'wechatGroup.packs.0.products.0.quantity',
      'validation.required',
    ],
    [
      'unit',
      { products: [{ product: randomUUID(), quantity: 1 }] },
      'wechatGroup.packs.0.products.0.weightType',
      'validation.required',
    ],
    [
      'lowest price',
      { freeFall: { dropAmount: 100, quantityTrigger: 5 } },
      'wechatGroup.packs.0.freeFall.lowestPrice',
      'validation.required',
    ],
    ['price', { price: null }, 'wechatGroup.packs.0.price', 'validation.required'],
    [
      'lowest price above the price',
      { freeFall: { dropAmount: 100, quantityTrigger: 5, lowestPrice: 9000 } },
      'wechatGroup.packs.0.freeFall',
      'offer.errors.lowestPriceTooHigh',
    ],
  ])('pack %s is refused', async (_, over, field, key) => {
    const b = offer().wechatGroup!;
    expect((await fieldsOf(withBlock({ packs: [{ ...b.packs![0]!, ...over }] as never })))[field]).toBe(key);
  });

  it('refuses a product that is not available, naming its field', async () => {
    const b = offer().wechatGroup!;
    const item = { ...b.singleItems![0]!, product: discontinued };
    const r = await post(withBlock({ singleItems: [item] }));
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('validation.fixErrors');
    expect(r.json().fields).toEqual({
      'wechatGroup.singleItems.0.product': 'offer.errors.productNotAvailable',
    });
  });

  it('refuses specials, bourse tiers and lottery draws without what they need', async () => {
    const special = { id: randomUUID(), conditionType: 'order_for_amount', gift: { type: 'voucher' } };
    const f = await fieldsOf(withBlock({ zikoSpecials: [special] as never }));
    expect(f['wechatGroup.zikoSpecials.0.conditionValue']).toBe('validation.required');
    expect(f['wechatGroup.zikoSpecials.0.gift.voucherValue']).toBe('validation.required');
    const bourse = await fieldsOf({ ...withBlock({ bourses: [{ from: 0 }] as never }), type: 'bourse' });
    expect(bourse['wechatGroup.bourses.0.unitPrice']).toBe('validation.required');
    const lottery = offer().wechatGroup!.lottery!;
    const noGift = { ...lottery, draws: [{ ...lottery.draws[0]!, gifts: [] }] };
    expect((await fieldsOf(withBlock({ lottery: noGift })))['wechatGroup.lottery.draws.0.gifts']).toBe(
      'offer.errors.needLotteryGifts',
    );
    const noValues = {
      ...lottery,
      conditionValue: undefined,
      draws: [{ ...lottery.draws[0]!, conditionValue: undefined }],
    };
    const nv = await fieldsOf(withBlock({ lottery: noValues as never }));
    expect([
      nv['wechatGroup.lottery.conditionValue'],
      nv['wechatGroup.lottery.draws.0.conditionValue'],
    ]).toEqual(['validation.required', 'validation.required']);
    const packGift = { id: randomUUID(), conditionType: 'first_order', gift: { type: 'pack' } };
    const pg = await fieldsOf(withBlock({ zikoSpecials: [packGift] as never }));
    expect(pg['wechatGroup.zikoSpecials.0.gift.pack']).toBe('validation.required');
    const upTo = { ...offer(), fees: [{ area, rules: [{ type: 'up_to', fee: 100 }] }] };
    expect((await fieldsOf(upTo))['fees.0.rules.0.quantity']).toBe('validation.required');
    const noWinner = {
      ...lottery,
      draws: [{ ...lottery.draws[0]!, gifts: [{ type: 'custom', custom: { en: 'x', zh: 'x' } }] }],
    };
    expect(
      (await fieldsOf(withBlock({ lottery: noWinner as never })))[
        'wechatGroup.lottery.draws.0.gifts.0.winnerNumber'
      ],
    ).toBe('validation.required');
  });

  it('keeps a non-admin to his communities, also for the community he assigns', async () => {
    const r = await post(offer({ community: COMMUNITY_IDS.cellar }));
    expect(r.statusCode).toBe(403);
    expect((await post(offer({ community: COMMUNITY_IDS.cellar }), 'admin')).statusCode).toBe(201);
  });

  it("takes no ghost offer from another community (its figures are that community's)", async () => {
    const cellar = await post(offer({ community: COMMUNITY_IDS.cellar }), 'admin');
    expect(cellar.statusCode, cellar.body).toBe(201);
    const ghostID = (cellar.json() as OfferDetails).id;
    const r = await post(offer({ ghostID }));
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().message).toBe('errors.outOfScope');
    const own = await create();
    expect((await post(offer({ ghostID: own.id }))).statusCode).toBe(201);
  });

  it.each(['logistic', 'customer-hero', 'finance', 'designer'] as const)('refuses %s', async (role) => {
    expect((await post(offer(), role)).statusCode).toBe(403);
  });

  it('channel wechat_group drops the miniprogram block; a disabled lottery drops its draws', async () => {
    const o = await create({ ...offer(), miniprogram: offer().wechatGroup!, channel: 'wechat_group' });
    expect(o.miniprogram).toBeNull();
    const input = offerInputOf(o);
    const off = { ...input, wechatGroup: { ...input.wechatGroup!, lotteryEnable: false } };
    const r = await put(o.id, off);
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as OfferDetails).wechatGroup?.lottery).toBeNull();
    const draws = await t.db.selectFrom('lottery_draws').select('id').where('offer_id', '=', o.id).execute();
    expect(draws).toEqual([]);
  });
});

describe('PUT /api/offers/:id', () => {
  it('edits a coming offer fully, with the version; a stale version is 409 with the current record', async () => {
    const o = await create();
    const input = offerInputOf(o);
    const ok = await put(o.id, { ...input, type: 'free_fall', internalName: 'Renamed' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().version).toBe(o.version + 1);
    const stale = await put(o.id, { ...input, internalName: 'Again' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.internalName).toBe('Renamed');
  });

  it('on a started offer only texts, images, clipboard and stock may change; others are 400 by field', async () => {
    const o = await start((await create()).id);
    const input = offerInputOf(o);
    const b = input.wechatGroup!;
    const texts = {
      ...input,
      name: { en: 'New name', zh: '新名字' },
      clipboard: input.clipboard!.map((c, i) => (i === 0 ? { shortcut: 'hi', text: 'hello' } : c)),
      wechatGroup: {
        ...b,
        packs: b.packs!.map((p, i) => (i === 0 ? { ...p, stock: 30, name: { en: 'A+', zh: 'A+' } } : p)),
      },
    };
    const ok = await put(o.id, texts);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as OfferDetails).wechatGroup?.packs[0]?.actualStock).toBe(30);
    const now = offerInputOf(ok.json());
    for (const [path, forged] of [
      ['endingDate', { ...now, endingDate: at(200) }],
      [
        'wechatGroup.packs.0.price',
        {
          ...now,
          wechatGroup: {
            ...now.wechatGroup!,
            packs: [{ ...now.wechatGroup!.packs![0]!, price: 1 }, now.wechatGroup!.packs![1]!],
          },
        },
      ],
      ['community', { ...now, community: COMMUNITY_IDS.garden }],
      ['fees.0.rules.0.fee', { ...now, fees: [{ area, rules: [{ type: 'flat', fee: 1 }] }] }],
    ] as const) {
      const r = await put(o.id, forged);
      expect(r.statusCode, path).toBe(400);
      expect(r.json().fields[path], path).toBe('offer.errors.lockedAfterStart');
    }
  });

  it('a stock change on a live offer writes UPDATE_OFFER in the same transaction', async () => {
    const o = await start((await create()).id);
    const input = offerInputOf(o);
    const b = input.wechatGroup!;
    const r = await put(o.id, {
      ...input,
      wechatGroup: { ...b, singleItems: [{ ...b.singleItems![0]!, stock: 7 }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    const ev = await t.db.selectFrom('live_events').selectAll().where('offer_id', '=', o.id).execute();
    expect(ev.map((e) => e.type)).toEqual(['UPDATE_OFFER']);
    const lines = (ev[0]!.payload as { lines: { id: string; stock: number }[] }).lines;
    expect(lines.find((l) => l.id === b.singleItems![0]!.id)?.stock).toBe(7);
  });

  it('discontinues with a status update; another community is 403; a role outside is 403', async () => {
    const o = await create();
    const r = await put(o.id, { status: 'discontinued', version: o.version });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().status).toBe('discontinued');
    const cellar = await create(offer({ community: COMMUNITY_IDS.cellar })).catch(() => null);
    expect(cellar).toBeNull();
    const other = (await post(offer({ community: COMMUNITY_IDS.cellar }), 'admin')).json() as OfferDetails;
    expect((await put(other.id, offerInputOf(other))).statusCode).toBe(403);
    // another community's offer is refused before its body is read, even a body that is wrong
    expect((await put(other.id, { ...offerInputOf(other), startingDate: 'x' })).statusCode).toBe(403);
    expect((await put(other.id, {})).statusCode).toBe(403);
    expect((await put(o.id, { status: 'available' }, 'logistic')).statusCode).toBe(403);
  });
});

describe('DELETE and duplicate', () => {
  it('deletes only while coming', async () => {
    const o = await create();
    const started = await start((await create()).id);
    const r = await t.call('DELETE', `/api/offers/${started.id}`, { as: 'community-manager' });
    expect(r.statusCode).toBe(409);
    expect(r.json().fields.startingDate).toBe('offer.errors.startedNoDelete');
    expect((await t.call('DELETE', `/api/offers/${o.id}`, { as: 'finance' })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/offers/${o.id}`, { as: 'community-manager' })).statusCode).toBe(204);
    expect((await t.call('GET', `/api/offers/${o.id}/details`, { as: 'admin' })).statusCode).toBe(404);
  });

  it('clears the ghost of the offers that named it as a change of theirs: version raised, recorded', async () => {
    const ghost = await create();
    const follower = await create(offer({ ghostID: ghost.id }));
    expect((await t.call('DELETE', `/api/offers/${ghost.id}`, { as: 'community-manager' })).statusCode).toBe(
      204,
    );
    const after = (
      await t.call('GET', `/api/offers/${follower.id}/details`, { as: 'admin' })
    ).json() as OfferDetails;
    expect(after.ghostID).toBeNull();
    expect(after.version).toBeGreaterThan(follower.version);
    // a form still open on the follower read the offer before the change: its save is stale
    const stale = await put(follower.id, {
      ...offerInputOf(follower),
      ghostID: null,
      internalName: 'Renamed',
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const logged = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'offer')
      .where('entity_id', '=', follower.id)
      .where('action', '=', 'update')
      .execute();
    expect(logged.map((l) => [l.before, l.after])).toEqual([[{ ghostID: ghost.id }, { ghostID: null }]]);
  });

  it('keeps an offer a voucher is given for: 409 naming why, not a 400 about a reference', async () => {
    const o = await create();
    const customer = (await t.db.selectFrom('customers').select('id').executeTakeFirstOrThrow()).id;
    const v = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: {
        customer,
        reason: 'gift',
        amount: 1000,
        expirationDate: '2099-12-31',
        communities: [COMMUNITY_IDS.kitchen],
        offer: o.id,
      },
    });
    expect(v.statusCode, v.body).toBe(201);
    const r = await t.call('DELETE', `/api/offers/${o.id}`, { as: 'community-manager' });
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toBe('offer.errors.hasVouchers');
    expect((await t.call('GET', `/api/offers/${o.id}/details`, { as: 'admin' })).statusCode).toBe(200);
    // moved, the voucher would be for an offer of a community it is not valid in
    const moved = await put(o.id, { ...offerInputOf(o), community: COMMUNITY_IDS.garden }, 'admin');
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().fields).toEqual({ community: 'offer.errors.communityHasVouchers' });
  });

  it('duplicates as a draft: dates cleared, fresh ids with their references, saved with a new offerID', async () => {
    const o = await start((await create()).id);
    const r = await t.call('GET', `/api/offers/${o.id}/duplicate`, { as: 'community-manager' });
    expect(r.statusCode).toBe(200);
    const draft = r.json() as OfferInput;
    expect([draft.startingDate, draft.endingDate, draft.deliveryDates]).toEqual(['', '', []]);
    expect(draft.ghostID).toBe(o.id);
    const newPack = draft.wechatGroup!.packs![0]!.id;
    expect(newPack).not.toBe(o.wechatGroup!.packs[0]!.id);
    expect(draft.wechatGroup!.lottery!.draws[0]!.gifts[0]!.pack).toBe(newPack);
    const saved = await create({
      ...draft,
      startingDate: at(48),
      endingDate: at(96),
      deliveryDates: [at(120).slice(0, 10)],
    });
    expect(saved.offerID).toBeGreaterThan(o.offerID);
    expect(saved.wechatGroup?.packs[0]?.actualStock).toBe(saved.wechatGroup?.packs[0]?.stock);
  });
});
