import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { LiveEvent } from '../../domain/live-messages.ts';
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
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = 250;
  private pruneTimer: NodeJS.Timeout | undefined;
  private readonly opts: HubOptions;

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
    if (set?.size === 0) this.subs.delete(sub.offerId);
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
    });
    c.on('error', (err) => {
      this.opts.log?.warn({ err }, 'live: LISTEN connection lost');
      this.reconnect(c);
    });
    c.on('end', () => this.reconnect(c));
    await c.connect();
    await c.query(`LISTEN ${LIVE_CHANNEL}`);
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
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, 10_000);
          setTimeout(retry, this.retryMs).unref();
        },
      );
    };
    setTimeout(retry, this.retryMs).unref();
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
    if (note.type) {
      this.dispatch(note as LiveEvent);
      return;
    }
    // too large for a NOTIFY: the payload is read from the table, once per instance
    eventsAfter(this.opts.db, offerId, seq - 1, 1).then(
      (evs) => {
        if (evs[0]) this.dispatch(evs[0]);
      },
      (err) => this.opts.log?.warn({ err }, 'live: event read failed'),
    );
  }

  private dispatch(event: LiveEvent): void {
    const set = this.subs.get(event.offerId);
    if (set) for (const s of set) s.push(event);
  }
}
