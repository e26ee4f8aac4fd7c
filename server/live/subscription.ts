import type { Kysely } from 'kysely';
import type { LiveEvent, ServerMessage } from '../../domain/live-messages.ts';
import type { Database } from '../db/types.ts';
import { eventsAfter, seqWindow } from './events.ts';

/** A client further behind than this reloads instead of replaying. */
export const MAX_REPLAY = 1000;

/**
 * One socket's subscription to one offer. It delivers every event exactly once and in seq order:
 * events that arrive while it replays from the table wait in `pending`; a gap (a lost NOTIFY, the
 * listener reconnecting) is filled from the table; a gap the table cannot fill becomes RELOAD.
 */
export class Subscription {
  readonly offerId: string;
  lastSent = 0;
  private busy = true;
  private pending: LiveEvent[] = [];
  private closed = false;
  private readonly db: Kysely<Database>;
  private readonly send: (m: ServerMessage) => void;
  private readonly sendEvents: (batch: readonly LiveEvent[]) => void;

  constructor(
    db: Kysely<Database>,
    offerId: string,
    send: (m: ServerMessage) => void,
    sendEvents: (batch: readonly LiveEvent[]) => void,
  ) {
    this.db = db;
    this.offerId = offerId;
    this.send = send;
    this.sendEvents = sendEvents;
  }

  /**
   * Answers ack (with the milliseconds the stream has before its token expires, so the client
   * renews by this clock, not its own), then replays what the client missed since lastSeq (or
   * tells it to reload).
   */
  async start(lastSeq: number | undefined, expiresAt?: number): Promise<void> {
    const w = await seqWindow(this.db, this.offerId);
    if (!w || this.closed) return;
    const expiresIn = expiresAt === undefined ? {} : { expiresIn: Math.max(0, expiresAt - Date.now()) };
    this.send({ type: 'ack', offerId: this.offerId, seq: w.current, ...expiresIn });
    if (lastSeq === undefined || lastSeq === w.current) {
      this.lastSent = w.current;
    } else {
      this.lastSent = lastSeq;
      await this.fill(w.current);
    }
    this.release();
  }

  /**
   * Live events for this offer in seq order (the hub's batch: one commit's events), sent in one
   * write when they follow what this socket has; the same array object for every subscription
   * lets the socket layer frame it once.
   */
  push(batch: readonly LiveEvent[]): void {
    if (this.closed) return;
    if (this.busy) {
      this.pending.push(...batch);
      return;
    }
    const fresh =
      batch[0] && batch[0].seq > this.lastSent ? batch : batch.filter((e) => e.seq > this.lastSent);
    if (fresh.length === 0) return;
    if (fresh[0]!.seq === this.lastSent + 1 && isRun(fresh)) {
      this.lastSent = fresh[fresh.length - 1]!.seq;
      this.sendEvents(fresh);
      return;
    }
    this.pending.push(...fresh);
    this.busy = true;
    this.fill(undefined).then(
      () => this.release(),
      () => this.release(),
    );
  }

  /** Re-reads the table after the listener lost its connection (notifications may be lost). */
  resync(): void {
    if (this.closed || this.busy) return;
    this.busy = true;
    this.fill(undefined).then(
      () => this.release(),
      () => this.release(),
    );
  }

  close(): void {
    this.closed = true;
    this.pending = [];
  }

  private deliver(event: LiveEvent): void {
    this.lastSent = event.seq;
    this.send(event);
  }

  private async fill(knownCurrent: number | undefined): Promise<void> {
    const w = knownCurrent === undefined ? await seqWindow(this.db, this.offerId) : undefined;
    const current = knownCurrent ?? w?.current ?? this.lastSent;
    if (current === this.lastSent) return;
    const behind = current - this.lastSent;
    const events =
      behind > 0 && behind <= MAX_REPLAY
        ? await eventsAfter(this.db, this.offerId, this.lastSent, MAX_REPLAY)
        : [];
    if (this.closed) return;
    if (events.length === 0 || events[0]!.seq !== this.lastSent + 1) {
      // pruned, too far behind, or the client's seq is ahead of the database (a reset): start over
      this.lastSent = current;
      this.send({ type: 'RELOAD', offerId: this.offerId, seq: current });
      return;
    }
    for (const e of events) {
      if (e.seq !== this.lastSent + 1) break;
      this.deliver(e);
    }
  }

  private release(): void {
    const queued = this.pending.sort((a, b) => a.seq - b.seq);
    this.pending = [];
    this.busy = false;
    for (const e of queued) this.push([e]);
  }
}

/** Whether the events are numbered one after another. */
function isRun(events: readonly LiveEvent[]): boolean {
  for (let i = 1; i < events.length; i++) if (events[i]!.seq !== events[i - 1]!.seq + 1) return false;
  return true;
}
