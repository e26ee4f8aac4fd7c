import type { Kysely } from 'kysely';
import { todayBusiness } from '../../domain/dates.ts';
import type { LiveEvent } from '../../domain/live-messages.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { keyedInConsole, MINIPROGRAM_READ_ONLY_MSG } from '../../domain/orders/locking.ts';
import { priceOrder } from '../../domain/orders/price-order.ts';
import type { OrderCreate } from '../../domain/orders/schema.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { reachesCustomer } from '../customers/scope.ts';
import { hotTransaction } from '../db/hot-transaction.ts';
import type { Database } from '../db/types.ts';
import { badRequest, HttpError } from '../errors.ts';
import type { IdempotencyKey } from '../http/idempotency-key.ts';
import { blockOf, liveState, pricingContext } from '../offers/state.ts';
import { createCounts, gatherCreate } from './create-gather.ts';
import { linesAfterSale, newOrderRow } from './create-row.ts';
import { writeOrder } from './create-write.ts';
import { isKeyClash, replayed } from './idempotency.ts';
import { saveAddressOnCustomer, UNKNOWN_AREA_MSG } from './inputs.ts';
import { checkStockMoved, heldUnits, snapshotLines, stockDeltas, throwIssues } from './lines.ts';
import { view } from './queries.ts';

type Db = Kysely<Database>;

/**
 * POST /api/orders. One transaction: lock the channel's lines, price with domain/ (free-fall and
 * bourse at the moment of sale, gifts, fee, vouchers), take the stock, insert, audit, emit
 * NEW_ORDER and UPDATE_OFFER. A repeated idempotency key answers the order it made.
 * Round trips are what a live sale waits on (the sockets get NEW_ORDER at commit): a walk-in sale
 * is BEGIN, gather (every lock, the inputs, the key check), write (stock, counters, order,
 * vouchers, audit, events, NOTIFYs), COMMIT; a named customer adds the order counts.
 */
export async function createOrder(
  db: Db,
  user: AuthUser,
  body: OrderCreate,
  key: IdempotencyKey | undefined,
  /** collects NEW_ORDER and UPDATE_OFFER for this instance's sockets (WithLive) */
  out: LiveEvent[] = [],
): Promise<{ order: OrderView; created: boolean }> {
  const replay = () => replayed(db, user, key);
  try {
    const made = await hotTransaction(db, async (trx) => {
      const address = body.customerAddress;
      const manual = body.voucherSelection === 'manual';
      const named = body.customer
        ? { id: body.customer, vouchers: manual ? body.vouchers : undefined }
        : undefined;
      const inputs = await gatherCreate(trx, body.offer, body.channel, named, address?.area, key?.value);
      // a key already used (a double Enter, a retried request): answer that order, change nothing
      if (inputs.keyUsed) return undefined;
      const { offer, lines, customer, areas } = inputs;
      if (!offer) throw badRequest({ offer: 'order.errors.unknownOffer' });
      assertInScope(user, offer.community_id);
      if (offer.status !== 'available') throw new HttpError('conflict', 'order.errors.offerDiscontinued');
      const block = blockOf(offer, body.channel);
      if (!block || (offer.channel !== 'all' && offer.channel !== body.channel)) {
        throw badRequest({ channel: 'order.errors.channelNotInOffer' });
      }
      if (!keyedInConsole(body.channel)) throw badRequest({ channel: MINIPROGRAM_READ_ONLY_MSG });
      if (!inputs.areaKnown) throw badRequest({ 'customerAddress.area': UNKNOWN_AREA_MSG });
      // another community's customer is unknown to a scoped caller (docs/customers.md)
      if (
        body.customer &&
        (!customer || customer.status === 'discontinued' || !(await reachesCustomer(trx, user, customer.id)))
      )
        throw badRequest({ customer: 'order.errors.unknownCustomer' });
      const vouchers = customer ? inputs.vouchers : [];
      if (manual && vouchers.length !== body.vouchers.length)
        throw badRequest({ vouchers: 'order.errors.voucherNotEligible' });
      // a walk-in order on an offer without specials has no use for the counts
      const counts =
        customer || block.zikoSpecials.length > 0
          ? await createCounts(trx, offer.id, body.channel, customer?.id ?? null)
          : { before: 0, earlier: false };
      const ctx = pricingContext(offer, lines);
      const priced = priceOrder({
        pricing: ctx,
        lines: { packs: body.packs, singleItems: body.singleItems },
        specials: block.zikoSpecials,
        specialContext: {
          isFirstOrder: !!customer && !counts.earlier,
          orderNumber: counts.before + 1,
          itemsSoldBefore: Object.values(ctx.sold).reduce((a, b) => a + b, 0),
        },
        delivery: {
          // an offer without fee areas charges what is typed (or nothing)
          selection: areas.length === 0 ? 'manual' : body.deliverySelection,
          manualFee: body.deliverySelection === 'manual' ? body.deliveryFee : 0,
          areas,
          areaId: address?.area ?? null,
          areaPath: inputs.areaPath,
        },
        vouchers: {
          selection: body.voucherSelection,
          chosen: vouchers,
          available: vouchers,
          community: offer.community_id,
          today: todayBusiness(),
        },
        minimums: {
          minimumOrderAmount: offer.minimum_order_amount,
          minimumCartItems: offer.minimum_cart_items,
        },
      });
      throwIssues(priced.issues, body, lines);
      const snap = snapshotLines(priced, lines);
      const deltas = stockDeltas(new Map(), heldUnits({ status: 'available', ...snap }));
      const applied = vouchers.filter((v) => priced.vouchers.includes(v.id));
      const row = newOrderRow({ inputs, body, priced, snap, applied });
      const order = view(row);
      const after = linesAfterSale(lines, deltas);
      const { moved, events } = await writeOrder(trx, inputs, {
        row,
        key: key ?? null,
        actorId: user.id,
        deltas,
        applied: priced.vouchers,
        order,
        offerState: liveState(offer, after, priced.priceChanges),
      });
      checkStockMoved(deltas, moved, lines);
      if (customer)
        await saveAddressOnCustomer(
          trx,
          customer,
          address ? { ...address, needSave: address.needSave } : null,
        );
      return { order, created: true, events };
    });
    if (made) {
      // only once COMMIT has answered: an event is never handed out for a sale that was not kept
      out.push(...made.events);
      return { order: made.order, created: true };
    }
    const answer = await replay();
    if (!answer) throw new Error('createOrder: idempotency key seen but its order is gone');
    return answer;
  } catch (e) {
    // The same key raced in (a double Enter while the first request held the locks): this one's
    // gather could not see the first order yet, and failed on the unique key, or on the stock or
    // the vouchers the first one took. The first one made the order: answer it.
    if (key && (isKeyClash(e) || e instanceof HttpError)) {
      const existing = await replay();
      if (existing) return existing;
    }
    throw e;
  }
}
