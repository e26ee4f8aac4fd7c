import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { OfferDetails } from '../../domain/live-views.ts';
import { offerInputOf } from '../../domain/offers/form-values.ts';
import type { OfferInput, OfferStatusUpdate } from '../../domain/offers/schema.ts';
import { canDeleteOffer } from '../../domain/offers/timing.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { audit } from '../db/audit.ts';
import { camel } from '../db/camel.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/types.ts';
import { conflict, notFound } from '../errors.ts';
import { askedVersion, staleVersion } from '../resources/crud.ts';
import { offerDetails } from './details.ts';
import { lockOffer, offerSnapshot } from './save.ts';

type Db = Kysely<Database>;
export const STARTED_MSG = 'offer.errors.startedNoDelete';
export const HAS_ORDERS_MSG = 'offer.errors.hasOrders';
export const HAS_VOUCHERS_MSG = 'offer.errors.hasVouchers';

/**
 * Discontinuing (or making available again) is a status update: allowed at any time. Joins the
 * caller's transaction when given one (a row of the offers list's cells).
 */
export async function setOfferStatus(db: Db, caller: AuthUser, id: string, body: OfferStatusUpdate) {
  return inTransaction(db, async (trx) => {
    const before = await lockOffer(trx, id);
    if (!before) throw notFound();
    if (askedVersion(body) !== before.version) throw staleVersion(before);
    await camel(trx)
      .updateTable('offers')
      .set((eb) => ({ status: body.status, version: eb('version', '+', 1), updatedAt: sql`now()` }))
      .where('id', '=', id)
      .execute();
    const after = (await offerDetails(trx, id))!;
    await audit(trx, {
      actorId: caller.id,
      entity: 'offer',
      entityId: id,
      action: body.status === 'discontinued' ? 'discontinue' : 'reactivate',
      before: { status: before.status },
      after: { status: after.status },
      version: after.version,
      audience: { communities: [after.community] },
    });
    return after;
  });
}

/** Deletion only while the start is in the future: 409 once it has started. */
export async function deleteOffer(db: Db, caller: AuthUser, before: OfferDetails) {
  if (!canDeleteOffer(before, new Date())) throw conflict({ startingDate: STARTED_MSG }, STARTED_MSG);
  await db.transaction().execute(async (trx) => {
    const locked = await lockOffer(trx, before.id);
    if (!locked) throw notFound();
    if (!canDeleteOffer(locked, new Date())) throw conflict({ startingDate: STARTED_MSG }, STARTED_MSG);
    // orders keep their offer: an offer that has some (taken ahead of its start) stays
    if (locked.numberOfOrders > 0) throw conflict({ _: HAS_ORDERS_MSG }, HAS_ORDERS_MSG);
    // a voucher given for this offer keeps it too: without it the voucher would be valid anywhere
    const view = camel(trx);
    const given = await view
      .selectFrom('vouchers')
      .select('id')
      .where('offerId', '=', before.id)
      .limit(1)
      .execute();
    if (given.length > 0) throw conflict({ _: HAS_VOUCHERS_MSG }, HAS_VOUCHERS_MSG);
    // losing its ghost is a change of each offer that named it: a new version, so a form still open
    // on one cannot save the deleted ghost back, and a record on the feed and in its history
    const followers = await view
      .updateTable('offers')
      .set((eb) => ({ ghostId: null, version: eb('version', '+', 1), updatedAt: sql`now()` }))
      .where('ghostId', '=', before.id)
      .returning(['id', 'communityId', 'version'])
      .execute();
    for (const f of followers) {
      await audit(trx, {
        actorId: caller.id,
        entity: 'offer',
        entityId: f.id,
        action: 'update',
        before: { ghostID: before.id },
        after: { ghostID: null },
        version: f.version,
        audience: { communities: [f.communityId] },
      });
    }
    await view.deleteFrom('offers').where('id', '=', before.id).execute();
    await audit(trx, {
      actorId: caller.id,
      entity: 'offer',
      entityId: before.id,
      action: 'delete',
      before: offerSnapshot(locked),
      after: null,
      audience: { communities: [locked.community] },
    });
  });
}

/**
 * The draft of a new offer made from this one (docs/offers.md): the same content with fresh ids
 * (packs, add-ons, specials, draws, and the references between them), no dates, the stock as
 * configured with nothing sold, the source as ghost offer (its figures are the ones to beat).
 * Nothing is stored: the offerID is allocated when the draft is saved.
 */
export function duplicateDraft(d: OfferDetails): OfferInput {
  const { version: _v, ...src } = offerInputOf(d);
  const ids = new Map<string, string>();
  const fresh = (old: string) => {
    if (!ids.has(old)) ids.set(old, randomUUID());
    return ids.get(old)!;
  };
  const ref = (x: unknown) => (typeof x === 'string' && ids.has(x) ? ids.get(x)! : x);
  const block = (b: OfferInput['wechatGroup']) => {
    if (!b) return b;
    const packs = (b.packs ?? []).map((p) => ({ ...p, id: fresh(p.id) }));
    const singleItems = (b.singleItems ?? []).map((i) => ({ ...i, id: fresh(i.id) }));
    const gift = <G extends { pack?: unknown; singleItem?: unknown }>(g: G): G =>
      ({ ...g, pack: ref(g.pack), singleItem: ref(g.singleItem) }) as G;
    return {
      ...b,
      packs,
      singleItems,
      zikoSpecials: (b.zikoSpecials ?? []).map((s) => ({
        ...s,
        id: randomUUID(),
        conditionPack: ref(s.conditionPack) as string | null,
        gift: gift(s.gift),
      })),
      lottery: b.lottery && {
        ...b.lottery,
        draws: b.lottery.draws.map((dr) => ({ ...dr, id: randomUUID(), gifts: dr.gifts.map(gift) })),
      },
    };
  };
  return {
    ...src,
    startingDate: '',
    endingDate: '',
    deliveryDates: [],
    ghostID: d.id,
    status: 'available',
    wechatGroup: block(src.wechatGroup),
    miniprogram: block(src.miniprogram),
  };
}
