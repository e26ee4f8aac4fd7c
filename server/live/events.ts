import { type Kysely, sql } from 'kysely';
import type { LiveEvent } from '../../domain/live-messages.ts';
import type { Database } from '../db/types.ts';

export const LIVE_CHANNEL = 'live_events';
/** NOTIFY payloads are capped at 8000 bytes; above this the listener reads the event from the table. */
const INLINE_LIMIT = 7000;

type EventBody =
  | { type: 'NEW_ORDER' | 'UPDATE_ORDER'; order: Extract<LiveEvent, { type: 'NEW_ORDER' }>['order'] }
  | { type: 'UPDATE_OFFER'; offer: Extract<LiveEvent, { type: 'UPDATE_OFFER' }>['offer'] };

/**
 * Runs a writer that collects in `out` the live events of its transaction, and hands them to
 * this instance's sockets (hub.publish) only when the writer resolves, that is after its COMMIT;
 * the NOTIFYs of the commit reach the other instances.
 */
export type WithLive = <T>(write: (out: LiveEvent[]) => Promise<T>) => Promise<T>;

/**
 * Records a live event inside the caller's transaction and queues its NOTIFY, which PostgreSQL
 * delivers only on commit (and never on rollback). Bumping offers.live_seq row-locks the offer until
 * commit, so two transactions on one offer commit in seq order: a client that resumes from seq N
 * can never miss an event numbered below N that committed later. Call it last in the transaction
 * (after the offer_lines locks) so every writer takes its locks in the same order.
 */
export async function emitLiveEvent(
  trx: Kysely<Database>,
  offerId: string,
  body: EventBody,
  /** collects the event for this instance's fast path (hub.publish after commit) */
  out?: LiveEvent[],
): Promise<LiveEvent> {
  const bumped = await sql<{ live_seq: string }>`
    UPDATE offers SET live_seq = live_seq + 1 WHERE id = ${offerId} RETURNING live_seq`.execute(trx);
  const row = bumped.rows[0];
  if (!row) throw new Error(`emitLiveEvent: no offer ${offerId}`);
  const [event, note] = numbered(offerId, Number(row.live_seq), body);
  const payload = body.type === 'UPDATE_OFFER' ? body.offer : body.order;
  await sql`
    INSERT INTO live_events (offer_id, seq, type, payload)
    VALUES (${offerId}, ${event.seq}, ${body.type}, ${JSON.stringify(payload)}::jsonb)`.execute(trx);
  await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${note})`.execute(trx);
  out?.push(event);
  return event;
}

/** The event with its number, and its NOTIFY payload (the whole event when it fits). */
function numbered(offerId: string, seq: number, body: EventBody): [LiveEvent, string] {
  const event = { ...body, offerId, seq } as LiveEvent;
  const full = JSON.stringify(event);
  return [event, Buffer.byteLength(full) <= INLINE_LIMIT ? full : JSON.stringify({ offerId, seq })];
}

/**
 * For a writer that bumped offers.live_seq by `bodies.length` itself, in one of its own statements
 * after its other row locks (the same offer row lock held to commit as emitLiveEvent takes, so the
 * same commit order), and stores the events in one more round trip: the events numbered
 * `lastSeq - n + 1 … lastSeq`, a WITH member inserting them (`ins_events AS (…)`), and a final
 * SELECT queueing their NOTIFYs in seq order (delivered on commit, never on rollback).
 */
export function reservedEvents(offerId: string, lastSeq: number, bodies: readonly EventBody[]) {
  const first = lastSeq - bodies.length + 1;
  const out = bodies.map((b, i) => numbered(offerId, first + i, b));
  const values = bodies.map(
    (b, i) =>
      sql`(${offerId}::uuid, ${first + i}::bigint, ${b.type}, ${JSON.stringify(b.type === 'UPDATE_OFFER' ? b.offer : b.order)}::jsonb)`,
  );
  return {
    events: out.map(([e]) => e),
    insert: sql`ins_events AS (INSERT INTO live_events (offer_id, seq, type, payload) VALUES ${sql.join(values)})`,
    notify: sql`SELECT pg_notify(${LIVE_CHANNEL}, n) FROM unnest(${out.map(([, n]) => n)}::text[]) WITH ORDINALITY AS t(n, i)`,
  };
}

export function eventFromRow(row: {
  offer_id: string;
  seq: string | number;
  type: string;
  payload: unknown;
}): LiveEvent {
  const base = { offerId: row.offer_id, seq: Number(row.seq) };
  if (row.type === 'UPDATE_OFFER') return { ...base, type: 'UPDATE_OFFER', offer: row.payload as never };
  return { ...base, type: row.type as 'NEW_ORDER' | 'UPDATE_ORDER', order: row.payload as never };
}

/** Events of one offer after `afterSeq` (up to `limit`), oldest first. */
export async function eventsAfter(db: Kysely<Database>, offerId: string, afterSeq: number, limit: number) {
  const r = await sql<{ offer_id: string; seq: string; type: string; payload: unknown }>`
    SELECT offer_id, seq, type, payload FROM live_events
    WHERE offer_id = ${offerId} AND seq > ${afterSeq} ORDER BY seq LIMIT ${limit}`.execute(db);
  return r.rows.map(eventFromRow);
}

/** The offer's current seq and the oldest seq still kept (null when none is kept). */
export async function seqWindow(db: Kysely<Database>, offerId: string) {
  const r = await sql<{ live_seq: string; oldest: string | null }>`
    SELECT o.live_seq, (SELECT min(seq) FROM live_events e WHERE e.offer_id = o.id) AS oldest
    FROM offers o WHERE o.id = ${offerId}`.execute(db);
  const row = r.rows[0];
  return row
    ? { current: Number(row.live_seq), oldest: row.oldest === null ? null : Number(row.oldest) }
    : undefined;
}

/** Drops events older than the retention; clients further behind than that get RELOAD. */
export async function pruneEvents(db: Kysely<Database>, keepHours: number): Promise<void> {
  await sql`DELETE FROM live_events WHERE created_at < now() - make_interval(hours => ${keepHours})`.execute(
    db,
  );
}
