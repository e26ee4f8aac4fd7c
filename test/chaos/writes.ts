import { sql } from 'kysely';
import { type Answer, call, newKey, type World } from './harness.ts';

/**
 * Writers creating orders with an Idempotency-Key each, as the console does. A key is
 * acknowledged when a 2xx carried its order; any other outcome (no answer: the server died; a
 * 503: the database went away) leaves it pending, and the client replays it with the same key
 * and body until it is acknowledged.
 */
export class OrderWriters {
  readonly acked = new Map<string, string>();
  readonly pending = new Set<string>();
  readonly statuses = new Map<number, number>();
  /** keys whose replay created the order (the first try had not committed) */
  createdOnReplay = 0;
  /** keys whose replay found the order the first try had committed before the fault */
  foundOnReplay = 0;
  private stop = false;
  private running: Promise<void>[] = [];

  private readonly body: unknown;
  private readonly token: string;

  constructor(body: unknown, token: string) {
    this.body = body;
    this.token = token;
  }

  private count(a: Answer) {
    this.statuses.set(a.status, (this.statuses.get(a.status) ?? 0) + 1);
  }

  async send(base: string, key: string, replay = false): Promise<Answer> {
    const a = await call(base, 'POST', '/api/orders', {
      token: this.token,
      body: this.body,
      headers: { 'idempotency-key': key },
    });
    this.count(a);
    if (a.status === 200 || a.status === 201) {
      this.acked.set(key, (a.body as { id: string }).id);
      this.pending.delete(key);
      if (replay) {
        if (a.status === 201) this.createdOnReplay++;
        else this.foundOnReplay++;
      }
    }
    return a;
  }

  /**
   * `n` loops writing one order after another at `base()` until stopped. Without a pause a loop
   * ends at the first call without an answer (the server died); with one it waits and goes on
   * (the server stays, the database comes back).
   */
  start(base: () => string, n: number, pauseOnFailureMs = 0): void {
    this.stop = false;
    const loop = async () => {
      while (!this.stop) {
        const key = newKey();
        this.pending.add(key);
        const a = await this.send(base(), key);
        // no answer: the server is gone; its replacement gets the pending keys replayed
        if (a.status === 0 && !pauseOnFailureMs) return;
        if (a.status !== 200 && a.status !== 201 && pauseOnFailureMs) {
          await new Promise((r) => setTimeout(r, pauseOnFailureMs));
        }
      }
    };
    this.running = Array.from({ length: n }, loop);
  }

  async halt(): Promise<void> {
    this.stop = true;
    await Promise.all(this.running);
  }

  /** Replays every pending key once; returns how many are still pending. */
  async replay(base: string): Promise<number> {
    for (const key of [...this.pending]) await this.send(base, key, true);
    return this.pending.size;
  }

  count5xx(): number {
    return [...this.statuses].filter(([s]) => s >= 500 && s !== 503).reduce((n, [, c]) => n + c, 0);
  }
}

export interface WriteCheck {
  acknowledged: number;
  inDatabase: number;
  lost: number;
  duplicated: number;
  /** orders in the database whose key was never acknowledged (after the replays: must be 0) */
  unacknowledged: number;
  stockConsistent: boolean;
}

/** Compares what the client was told with what the database holds for the offer. */
export async function checkWrites(
  w: World,
  offerId: string,
  packId: string,
  stock: number,
  writers: OrderWriters,
): Promise<WriteCheck> {
  const rows = (
    await sql<{ id: string; key: string | null }>`
      SELECT id, idempotency_key AS key FROM orders WHERE offer_id = ${offerId}`.execute(w.db)
  ).rows;
  const byKey = new Map<string, string[]>();
  for (const r of rows) {
    const k = r.key?.slice(r.key.indexOf(':') + 1) ?? '(none)';
    byKey.set(k, [...(byKey.get(k) ?? []), r.id]);
  }
  let lost = 0;
  for (const [key, id] of writers.acked) if (!byKey.get(key)?.includes(id)) lost++;
  const duplicated = [...byKey.values()].filter((ids) => ids.length > 1).length;
  const unacknowledged = [...byKey.keys()].filter((k) => !writers.acked.has(k)).length;
  const left = (
    await sql<{ actual_stock: number }>`SELECT actual_stock FROM offer_lines WHERE id = ${packId}`.execute(
      w.db,
    )
  ).rows[0]!.actual_stock;
  return {
    acknowledged: writers.acked.size,
    inDatabase: rows.length,
    lost,
    duplicated,
    unacknowledged,
    stockConsistent: left === stock - rows.length,
  };
}
