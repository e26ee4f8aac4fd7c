import { type Kysely, sql } from 'kysely';
import { messageWith } from '../../domain/errors.ts';
import {
  CARRIER_FILE_MAX_BYTES,
  type CarrierLine,
  type CarrierLineOrder,
  type CarrierPreview,
  echoed,
  isReady,
} from '../../domain/orders/carrier-import.ts';
import {
  isFrozenByOffer,
  OFFER_DISCONTINUED_EDIT_MSG,
  type OrderState,
} from '../../domain/orders/locking.ts';
import { ORDERS } from '../../domain/orders/resource.ts';
import type { TrackingStatus } from '../../domain/orders/schema.ts';
import { canMoveTracking, TRACKING_CLOSED_MSG, trackingClosed } from '../../domain/orders/tracking.ts';
import type { Role } from '../../domain/roles.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/types.ts';
import { badRequest, queryOf } from '../errors.ts';
import { receiveBuffer } from '../files/receive-buffer.ts';
import type { CommunityScope } from '../lists/runner.ts';
import { offerFor } from '../offer-documents/offer-lines.ts';
import { type OpHandler, scoped } from '../resources/serve.ts';
import { namedHeaders, type ReadLine, readLines } from './carrier-lines.ts';
import { readCarrierFile } from './carrier-read.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Found extends CarrierLineOrder, OrderState {
  offerId: string | null;
  offerStatus: 'available' | 'discontinued' | null;
}

/**
 * POST /api/orders/tracking-import[?offer=]: a carrier's xlsx or CSV read into a preview of what
 * it would change, line by line, with why a line cannot be applied. Nothing is written: the
 * member applies the ready lines through the cells call (docs/spreadsheet.md).
 */
export function trackingImport(ctx: AppContext): OpHandler {
  return scoped(async (request, _reply, scope) => {
    // the file first: an answer sent while the browser is still uploading cuts its request
    const { bytes } = await receiveBuffer(request, CARRIER_FILE_MAX_BYTES);
    const { offer } = queryOf(request.query, ORDERS.ops.trackingImport.query);
    if (offer !== undefined && !UUID.test(offer)) throw badRequest({ offer: 'errors.invalidParameter' });
    const offerId = offer === undefined ? undefined : (await offerFor(ctx.db, offer.toLowerCase(), scope)).id;
    const file = readLines(await readCarrierFile(bytes));
    const ids = [...new Set(file.lines.flatMap((l) => (l.orderID === undefined ? [] : [l.orderID])))];
    const orders = await ordersByNumber(ctx.db, ids, scope.communities);
    const lines = checkLines(file.lines, orders, ctx.user(request).role, offerId);
    const ignored = namedHeaders(file.header.ignored);
    const preview: CarrierPreview = {
      columns: file.header.names,
      ignored: ignored.shown,
      ...(ignored.more ? { ignoredMore: ignored.more } : {}),
      ...(file.sheet ? { sheet: file.sheet } : {}),
      lines,
      counts: {
        ready: lines.filter(isReady).length,
        unchanged: lines.filter((l) => !l.error && !isReady(l)).length,
        refused: lines.filter((l) => l.error).length,
      },
    };
    return preview;
  });
}

/** The caller's orders of those numbers: another community's order is not found, as if unknown. */
async function ordersByNumber(db: Kysely<Database>, ids: number[], communities: CommunityScope) {
  if (ids.length === 0) return new Map<number, Found>();
  const r = await sql<Found>`
    SELECT o.id, o.version, o.order_id::int AS "orderID", o.customer_name AS "customerName",
      o.tracking_status AS "trackingStatus", o.delivery_tracking_id AS "deliveryTrackingID", o.offer_id AS "offerId",
      o.payment_status AS "paymentStatus", o.status, f.status AS "offerStatus"
    FROM orders o LEFT JOIN offers f ON f.id = o.offer_id
    WHERE o.order_id = ANY(${ids}::int[])
      AND (${communities === null} OR o.community_id = ANY(${communities ?? []}::uuid[]))`.execute(db);
  return new Map(r.rows.map((o) => [o.orderID, o]));
}

function checkLines(
  read: readonly ReadLine[],
  orders: ReadonlyMap<number, Found>,
  role: Role,
  offerId: string | undefined,
): CarrierLine[] {
  const linesOf = new Map<number, number[]>();
  for (const l of read)
    if (l.orderID !== undefined) linesOf.set(l.orderID, [...(linesOf.get(l.orderID) ?? []), l.line]);
  return read.map((l) => {
    const out: CarrierLine = { line: l.line, orderID: echoed(l.orderText), set: {} };
    if (l.statusText) out.statusText = echoed(l.statusText);
    const found = l.orderID === undefined ? undefined : orders.get(l.orderID);
    if (found) {
      const { offerId: _, paymentStatus: _p, status: _s, offerStatus: _o, ...order } = found;
      out.order = order;
    }
    const error = l.error ?? refusal(l, found, offerId, linesOf);
    if (error) {
      out.error = error;
      return out;
    }
    const cur = found!;
    if (l.trackingID !== undefined && l.trackingID !== cur.deliveryTrackingID)
      out.set.deliveryTrackingID = l.trackingID;
    if (l.status !== undefined && l.status !== cur.trackingStatus) out.set.trackingStatus = l.status;
    const changes = Object.keys(out.set) as (keyof CarrierLine['set'])[];
    // a delivered order's tracking is final: the same values again are fine, a change is not
    if (changes.length && trackingClosed(cur))
      out.error = { field: changes[0]!, message: TRACKING_CLOSED_MSG };
    else if (changes.length && cur.trackingStatus === 'delivered')
      out.error = { field: changes[0]!, message: 'order.errors.deliveredReadOnly' };
    // a pending order of a discontinued offer takes only its cancel: the apply would refuse it
    else if (changes.length && isFrozenByOffer(cur, cur.offerStatus))
      out.error = { field: changes[0]!, message: OFFER_DISCONTINUED_EDIT_MSG };
    else if (out.set.trackingStatus && !canMoveTracking(cur.trackingStatus, out.set.trackingStatus, role))
      out.error = {
        field: 'trackingStatus',
        message: moveRefused(cur.trackingStatus, out.set.trackingStatus),
      };
    return out;
  });
}

/** Why the line's order cannot take it: unknown, of another offer, named on several lines. */
function refusal(
  l: ReadLine,
  found: Found | undefined,
  offerId: string | undefined,
  linesOf: ReadonlyMap<number, number[]>,
): CarrierLine['error'] {
  if (!found) return { field: 'orderID', message: 'carrierImport.errors.unknownOrder' };
  if (offerId && found.offerId !== offerId)
    return { field: 'orderID', message: 'carrierImport.errors.otherOffer' };
  const others = (linesOf.get(found.orderID) ?? []).filter((n) => n !== l.line);
  if (others.length)
    return {
      field: 'orderID',
      message: messageWith('carrierImport.errors.duplicate', { lines: others.slice(0, 10).join(', ') }),
    };
  return undefined;
}

const moveRefused = (from: TrackingStatus, to: TrackingStatus) =>
  messageWith('carrierImport.errors.moveRefused', {
    from: `live.trackingStatuses.${from}`,
    to: `live.trackingStatuses.${to}`,
  });
