import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import * as v from 'valibot';
import { OrderCreate } from '../domain/orders/schema.ts';
import { authenticate } from '../server/auth/sessions.ts';
import { loadSecret } from '../server/auth/tokens.ts';
import type { Database } from '../server/db/types.ts';
import { createOrder } from '../server/orders/create.ts';
import { BENCH_DIR } from './env.ts';

export interface Statement {
  sql: string;
  parameters: unknown[];
}

/**
 * The SQL of one walk-in sale as the product runs it (the session check, BEGIN, gather, write,
 * COMMIT), captured from the product's own code (server/auth/sessions.ts, server/orders/create.ts)
 * on a connection whose COMMIT is turned into ROLLBACK: nothing is kept, so the statements can be
 * run again and again with the same values (bench/bare-ws-server.ts with SALE_SQL). Returns the
 * path of the JSON file holding them.
 */
export async function captureSale(
  url: string,
  offerId: string,
  packId: string,
  token: string,
): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    // the capture must leave the offer as it was: its stock, counters and seqs stay valid
    (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) =>
      query(...(typeof a[0] === 'string' && /^commit$/i.test(a[0]) ? ['rollback', ...a.slice(1)] : a));
  });
  const seen: Statement[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (e) => {
      if (e.level === 'query') seen.push({ sql: e.query.sql, parameters: [...e.query.parameters] });
    },
  });
  try {
    const auth = { secret: await loadSecret(db, undefined), accessTtlSeconds: 900, refreshTtlSeconds: 3600 };
    seen.length = 0;
    const user = await authenticate(db, auth, token);
    if (!user) throw new Error('captureSale: the token is not valid');
    const body = v.parse(OrderCreate, {
      offer: offerId,
      channel: 'wechat_group',
      customerDaily: { customerName: 'Bench floor walk-in' },
      packs: [{ id: packId, quantity: 1 }],
    });
    // Kysely sees the ROLLBACK answer our COMMIT got, and says so: that is the point
    await createOrder(db, user, body, undefined).catch((e: Error) => {
      if (e.name !== 'AbortedTransactionError') throw e;
    });
  } finally {
    await db.destroy();
  }
  const file = path.join(BENCH_DIR, 'sale-sql.json');
  await writeFile(file, JSON.stringify(seen));
  return file;
}
