import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { kill9, login, orderFixture, type Server, startServer, type World } from './harness.ts';
import { OrderWriters } from './writes.ts';

export interface LiveFailoverResult {
  sockets: number;
  eventsWritten: number;
  /** per socket, event seqs missing between its first and the offer's last (must be 0) */
  missed: number;
  /** events delivered twice to one socket (must be 0) */
  duplicated: number;
  /** RELOAD answers: the server could not replay (0 expected within the kept window) */
  reloads: number;
  reconnected: number;
  reconnectMsMax: number;
}

/** A live client as the console's: subscribes with lastSeq, reconnects elsewhere on close. */
class Follower {
  seqs: number[] = [];
  lastSeq: number;
  reloads = 0;
  reconnects = 0;
  closedAt = 0;
  reconnectMs = 0;
  private ws: WebSocket | undefined;
  private stopped = false;
  private readonly offerId: string;
  private readonly token: string;

  constructor(offerId: string, token: string, startSeq: number) {
    this.offerId = offerId;
    this.token = token;
    this.lastSeq = startSeq;
  }

  connect(base: () => string): Promise<void> {
    return new Promise((resolve) => {
      const ws = new WebSocket(`${base().replace('http', 'ws')}/api/live`);
      this.ws = ws;
      ws.on('open', () =>
        ws.send(
          JSON.stringify({ type: 'offer', offerId: this.offerId, token: this.token, lastSeq: this.lastSeq }),
        ),
      );
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as { type: string; seq?: number };
        if (m.type === 'ack') {
          if (this.closedAt) this.reconnectMs = Math.max(this.reconnectMs, performance.now() - this.closedAt);
          resolve();
        } else if (m.type === 'RELOAD') {
          this.reloads++;
          this.lastSeq = m.seq!;
        } else if (typeof m.seq === 'number') {
          this.seqs.push(m.seq);
          this.lastSeq = Math.max(this.lastSeq, m.seq);
        }
      });
      const again = () => {
        if (this.stopped) return;
        this.closedAt = performance.now();
        this.reconnects++;
        setTimeout(() => void this.connect(base), 50 + Math.random() * 200);
      };
      ws.on('close', again);
      ws.on('error', () => undefined);
    });
  }

  stop(): void {
    this.stopped = true;
    this.ws?.close();
  }
}

/**
 * Two instances on one database; 50 live sockets on the first follow an offer while orders are
 * written through the second; the first is killed -9. The sockets reconnect to the second and
 * resume by sequence: every event once, none missed.
 */
export async function liveFailover(w: World, sockets = 50): Promise<LiveFailoverResult> {
  const a: Server = await startServer(w);
  const b: Server = await startServer(w);
  const token = await login(b.base, 'customer-hero@demo.comptoir');
  const { offer, body } = await orderFixture(w, 1_000_000);
  const seqOf = async () =>
    (await sql<{ s: number }>`SELECT live_seq AS s FROM offers WHERE id = ${offer.id}`.execute(w.db)).rows[0]!
      .s;
  const start = await seqOf();
  let target = a.base;
  const followers = Array.from({ length: sockets }, () => new Follower(offer.id, token, start));
  await Promise.all(followers.map((f) => f.connect(() => target)));
  const writers = new OrderWriters(body, token);
  writers.start(() => b.base, 3, 50);
  await sleep(1500 + Math.random() * 1000);
  target = b.base;
  await kill9(a);
  await sleep(2000);
  await writers.halt();
  const end = await seqOf();
  for (let i = 0; i < 200 && followers.some((f) => f.lastSeq < end); i++) await sleep(50);
  for (const f of followers) f.stop();
  b.child.kill('SIGTERM');
  await b.exited;
  let missed = 0;
  let duplicated = 0;
  for (const f of followers) {
    const got = new Set(f.seqs);
    duplicated += f.seqs.length - got.size;
    for (let s = start + 1; s <= end; s++) if (!got.has(s)) missed++;
  }
  return {
    sockets,
    eventsWritten: end - start,
    missed,
    duplicated,
    reloads: followers.reduce((n, f) => n + f.reloads, 0),
    reconnected: followers.filter((f) => f.reconnects > 0).length,
    reconnectMsMax: Math.round(Math.max(...followers.map((f) => f.reconnectMs))),
  };
}
