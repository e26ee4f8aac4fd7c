import * as v from 'valibot';
import type { OfferLiveState, OrderView } from './live-views.ts';

/**
 * Messages of the live socket (GET /api/live, websocket). Both sides parse what they receive with
 * these schemas and silently ignore anything that does not parse. Protocol in
 * docs/live.md.
 */

/** client → server: subscribe to one offer; lastSeq resumes after the last event the client saw */
export const SubscribeMessage = v.object({
  type: v.literal('offer'),
  // the hub keys subscriptions by the id as events carry it (lower case): one spelling
  offerId: v.pipe(v.string(), v.uuid(), v.toLowerCase()),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  lastSeq: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});
export type SubscribeMessage = v.InferOutput<typeof SubscribeMessage>;

/** client → server: application-level heartbeat (browsers cannot send ping frames) */
export const PingMessage = v.object({ type: v.literal('ping') });

export const ClientMessage = v.variant('type', [SubscribeMessage, PingMessage]);
export type ClientMessage = v.InferOutput<typeof ClientMessage>;

const seq = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const offerId = v.string();
// The socket carries server-built rows; the client checks the envelope and the keys it merges by.
const order = v.looseObject({ id: v.string(), version: v.number(), channel: v.string() });
const offer = v.looseObject({ id: v.string(), lines: v.array(v.looseObject({ id: v.string() })) });

/**
 * server → client: subscribed; `seq` is the offer's latest event number once replay is done;
 * `expiresIn`: milliseconds until the server ends this stream (its token's expiry)
 */
export const AckMessage = v.object({
  type: v.literal('ack'),
  offerId,
  seq,
  expiresIn: v.optional(v.pipe(v.number(), v.minValue(0))),
});
export const NewOrderMessage = v.object({ type: v.literal('NEW_ORDER'), offerId, seq, order });
export const UpdateOrderMessage = v.object({ type: v.literal('UPDATE_ORDER'), offerId, seq, order });
export const UpdateOfferMessage = v.object({ type: v.literal('UPDATE_OFFER'), offerId, seq, offer });
/** server → client: events since lastSeq are gone; refetch the offer and its orders, go on from seq */
export const ReloadMessage = v.object({ type: v.literal('RELOAD'), offerId, seq });
export const PongMessage = v.object({ type: v.literal('pong') });
/** server → client, just before it closes the socket: why the subscription was refused */
export const RefusedMessage = v.object({
  type: v.literal('error'),
  error: v.picklist(['unauthorized', 'forbidden', 'not_found']),
  message: v.string(),
});

export const ServerMessage = v.variant('type', [
  AckMessage,
  NewOrderMessage,
  UpdateOrderMessage,
  UpdateOfferMessage,
  ReloadMessage,
  PongMessage,
  RefusedMessage,
]);

/** Typed view of the server messages (the schema checks only the envelope of order and offer). */
export type LiveEvent =
  | { type: 'NEW_ORDER'; offerId: string; seq: number; order: OrderView }
  | { type: 'UPDATE_ORDER'; offerId: string; seq: number; order: OrderView }
  | { type: 'UPDATE_OFFER'; offerId: string; seq: number; offer: OfferLiveState };
export type ServerMessage =
  | LiveEvent
  | { type: 'ack'; offerId: string; seq: number; expiresIn?: number }
  | { type: 'RELOAD'; offerId: string; seq: number }
  | { type: 'pong' }
  | { type: 'error'; error: 'unauthorized' | 'forbidden' | 'not_found'; message: string };

/** Close codes the server uses when it refuses a subscription (4000-4999 are application codes). */
export const LIVE_CLOSE = { unauthorized: 4401, forbidden: 4403, not_found: 4404 } as const;

/** Parses a raw frame; undefined for anything unparsable (ignored by both sides). */
export function parseClientMessage(raw: string): ClientMessage | undefined {
  return parseWith(ClientMessage, raw) as ClientMessage | undefined;
}

export function parseServerMessage(raw: string): ServerMessage | undefined {
  return parseWith(ServerMessage, raw) as ServerMessage | undefined;
}

function parseWith(schema: v.GenericSchema, raw: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const r = v.safeParse(schema, data);
  return r.success ? r.output : undefined;
}
