import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { LiveEvent } from '../../domain/live-messages.ts';
import { ACCESS_CHANNEL, type AccessNote, parseAccessNote } from '../auth/access-notice.ts';
import type { Database } from '../db/types.ts';
import { eventsAfter, LIVE_CHANNEL, pruneEvents } from './events.ts';
import type { Subscription } from './subscription.ts';

export interface HubOptions {
  db: Kysely<Database>;
  /** a fresh, unconnected client for the LISTEN connection (one per server instance) */
  newClient: () => pg.Client;
  /** how long events stay replayable */
  keepHours?: number;
  log?: { warn: (o: unknown, msg: string) => void };
}

/**
 * The fan-out of one server instance: one LISTEN connection, the subscriptions of this instance's
 * sockets by offer. Every instance hears every committed event through PostgreSQL, so any instance
 * serves any client. Nothing here is state that matters: a restart loses only sockets, which resume.
 */
export class LiveHub {
  private readonly subs = new Map<string, Set<Subscription>>();
  /** per offer, the last seq this hub handed to its subscriptions (from either path) */
  private readonly handed = new Map<string, number>();
  /** NOTIFYs of one socket read, dispatched together (a commit's events arrive in one read) */
  private incoming: LiveEvent[] = [];
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = 250;
  private pruneTimer: NodeJS.Timeout | undefined;
  private readonly opts: HubOptions;
  /** told of every access notice; `undefined` after a reconnect: notices may have been lost */
  private readonly accessListeners = new Set<(note: AccessNote | undefined) => void>();

  constructor(opts: HubOptions) {
    this.opts = opts;
  }

  async start(): Promise<void> {
    await this.listen();
    const keep = this.opts.keepHours ?? 48;
    this.pruneTimer = setInterval(() => {
      pruneEvents(this.opts.db, keep).catch((e) => this.opts.log?.warn({ err: e }, 'live: prune failed'));
    }, 600_000);
    this.pruneTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pruneTimer);
    for (const set of this.subs.values()) for (const s of set) s.close();
    this.subs.clear();
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => undefined);
  }

  add(sub: Subscription): void {
    let set = this.subs.get(sub.offerId);
    if (!set) {
      set = new Set();
      this.subs.set(sub.offerId, set);
    }
    set.add(sub);
  }

  remove(sub: Subscription): void {
    sub.close();
    const set = this.subs.get(sub.offerId);
    set?.delete(sub);
    if (set?.size === 0) {
      this.subs.delete(sub.offerId);
      this.handed.delete(sub.offerId);
    }
  }

  /**
   * The fast path for events this instance just committed: its own sockets get them now, without
   * waiting for the NOTIFY to come back from PostgreSQL (which still reaches every other instance,
   * and is skipped here by seq). Only when they follow the last seq this hub handed out: otherwise
   * an event committed elsewhere is still on its way, and the NOTIFYs deliver all in order.
   */
  publish(events: readonly LiveEvent[]): void {
    const first = events[0];
    if (!first || !this.subs.has(first.offerId)) return;
    if (this.handed.get(first.offerId) !== first.seq - 1) return;
    this.dispatch(first.offerId, events);
  }

  /** Follows the access notices (auth/access-notice.ts) this instance hears; returns an undo. */
  onAccess(listener: (note: AccessNote | undefined) => void): () => void {
    this.accessListeners.add(listener);
    return () => this.accessListeners.delete(listener);
  }

  subscriberCount(): number {
    let n = 0;
    for (const set of this.subs.values()) n += set.size;
    return n;
  }

  private async listen(): Promise<void> {
    const c = this.opts.newClient();
    c.on('notification', (n) => {
      if (n.channel === LIVE_CHANNEL && n.payload) this.onNotify(n.payload);
      else if (n.channel === ACCESS_CHANNEL && n.payload) {
        const note = parseAccessNote(n.payload);
        if (note) this.tellAccess(note);
      }
    });
    c.on('error', (err) => {
      this.opts.log?.warn({ err }, 'live: LISTEN connection lost');
      this.reconnect(c);
    });
    c.on('end', () => this.reconnect(c));
    await c.connect();
    await c.query(`LISTEN ${LIVE_CHANNEL}`);
    await c.query(`LISTEN ${ACCESS_CHANNEL}`);
    this.client = c;
    this.retryMs = 250;
  }

  private reconnect(dead: pg.Client): void {
    if (this.stopped || this.client !== dead) return;
    this.client = undefined;
    dead.end().catch(() => undefined);
    const retry = () => {
      if (this.stopped) return;
      this.listen().then(
        // notifications sent while we were away are lost: every subscription re-reads the table
        () => {
          for (const set of this.subs.values()) for (const s of set) s.resync();
          this.tellAccess(undefined);
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, 10_000);
          setTimeout(retry, this.retryMs).unref();
        },
      );
    };
    setTimeout(retry, this.retryMs).unref();
  }

  private tellAccess(note: AccessNote | undefined): void {
    for (const listener of this.accessListeners) listener(note);
  }

  private onNotify(payload: string): void {
    let note: Partial<LiveEvent> & { offerId?: string; seq?: number };
    try {
      note = JSON.parse(payload);
    } catch {
      return;
    }
    const { offerId, seq } = note;
    if (typeof offerId !== 'string' || typeof seq !== 'number' || !this.subs.has(offerId)) return;
    if (seq <= (this.handed.get(offerId) ?? 0)) return;
    if (note.type) {
      if (this.incoming.length === 0) queueMicrotask(() => this.flushIncoming());
      this.incoming.push(note as LiveEvent);
      return;
    }
    // too large for a NOTIFY: the payload is read from the table, once per instance
    eventsAfter(this.opts.db, offerId, seq - 1, 1).then(
      (evs) => {
        if (evs[0]) this.dispatch(offerId, evs);
      },
      (err) => this.opts.log?.warn({ err }, 'live: event read failed'),
    );
  }

  private flushIncoming(): void {
    const all = this.incoming;
    this.incoming = [];
    const byOffer = new Map<string, LiveEvent[]>();
    for (const e of all) {
      const list = byOffer.get(e.offerId);
      if (list) list.push(e);
      else byOffer.set(e.offerId, [e]);
    }
    for (const [offerId, events] of byOffer) this.dispatch(offerId, events);
  }

  /** One array for every subscription: the socket layer frames it once. */
  private dispatch(offerId: string, events: readonly LiveEvent[]): void {
    const set = this.subs.get(offerId);
    if (!set) return;
    const last = events[events.length - 1]!.seq;
    if (last > (this.handed.get(offerId) ?? 0)) this.handed.set(offerId, last);
    for (const s of set) s.push(events);
  }
}
