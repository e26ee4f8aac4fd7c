import type { CompiledQuery } from 'kysely';
import Cursor from 'pg-cursor';
import type { ReadHandle } from '../db/read-handle.ts';

/** Rows of one query read `batch` at a time from a server-side cursor on a connection of its own. */
export interface RowStream<R> {
  /** the first batch, read before any byte is sent: a refused query is still a JSON error */
  first: R[];
  batches: () => AsyncGenerator<R[]>;
  /** releases the connection (also when the client hangs up mid-file) */
  close: () => Promise<void>;
}

export async function openRows<R>(
  from: Pick<ReadHandle, 'pool'>,
  q: CompiledQuery,
  batch = 1000,
): Promise<RowStream<R>> {
  const client = await from.pool.connect();
  const cursor = client.query(new Cursor<R>(q.sql, [...q.parameters]));
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await cursor.close().catch(() => undefined);
    client.release();
  };
  let first: R[];
  try {
    first = await cursor.read(batch);
  } catch (err) {
    await close();
    throw err;
  }
  async function* batches() {
    // the next batch is asked for before this one is handed over: PostgreSQL reads it while the
    // caller builds its file
    let next: Promise<R[]> | null = null;
    try {
      let rows = first;
      while (rows.length > 0) {
        next = cursor.read(batch);
        // a failed read is seen where it is awaited, not as an unhandled rejection meanwhile
        next.catch(() => undefined);
        yield rows;
        rows = await next;
        next = null;
      }
    } finally {
      await next?.catch(() => undefined);
      await close();
    }
  }
  return { first, batches, close };
}
