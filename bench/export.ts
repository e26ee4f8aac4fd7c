import { spawn } from 'node:child_process';
import { Kysely, PostgresDialect } from 'kysely';
import { listSearchParams, parseListQuery } from '../domain/list-protocol.ts';
import { ORDERS_LIST } from '../domain/lists/orders.ts';
import { createDb } from '../server/db/pool.ts';
import type { Database } from '../server/db/types.ts';
import { exportQuery } from '../server/orders/export.ts';
import { benchDatabase, log, PORTS, type Sizes, saveResult, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';
import { login, rssOf, startNode } from './proc.ts';

/** The export's SQL with its parameters written in, for psql's COPY (no bind parameters there). */
async function literalSql(url: string, filter: Record<string, unknown>): Promise<string> {
  const q = parseListQuery(ORDERS_LIST, Object.fromEntries(listSearchParams({ range: [0, 0], filter })));
  if (!q.ok) throw new Error(q.error.message);
  const { pool, close } = createDb(url, 1);
  const c = exportQuery(q.value, null).compile(
    new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
  );
  await close();
  const lit = (v: unknown): string =>
    Array.isArray(v)
      ? `'{${v.map((x) => String(x).replace(/'/g, "''")).join(',')}}'`
      : typeof v === 'number'
        ? String(v)
        : `'${String(v).replace(/'/g, "''")}'`;
  let sql = c.sql;
  for (let i = c.parameters.length; i >= 1; i--) sql = sql.replaceAll(`$${i}`, lit(c.parameters[i - 1]));
  return sql;
}

interface Run {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
}

function counted(seconds: number, bytes: number, lines: number): Run {
  return { rows: lines, bytes, seconds, rowsPerSecond: lines / seconds };
}

async function viaPsql(url: string, sql: string): Promise<Run> {
  const t0 = performance.now();
  const child = spawn('/usr/bin/psql', [url, '-X', '-q', '-c', `COPY (${sql}) TO STDOUT CSV`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let bytes = 0;
  let lines = 0;
  for await (const b of child.stdout as AsyncIterable<Buffer>) {
    bytes += b.length;
    for (let i = b.indexOf(10); i >= 0; i = b.indexOf(10, i + 1)) lines++;
  }
  const code = await new Promise<number | null>((r) => child.once('close', r));
  if (code !== 0) throw new Error(`psql exited with ${code}`);
  return counted((performance.now() - t0) / 1000, bytes, lines);
}

async function viaHttp(
  url: string,
  token: string,
  pid: number,
): Promise<Run & { peakRss: number; baseRss: number }> {
  const baseRss = rssOf(pid);
  let peakRss = baseRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(pid));
  }, 20);
  const t0 = performance.now();
  const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (r.status !== 200 || !r.body) throw new Error(`export: ${r.status} ${await r.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const b of r.body as AsyncIterable<Uint8Array>) {
    bytes += b.length;
    for (let i = b.indexOf(10); i >= 0; i = b.indexOf(10, i + 1)) lines++;
  }
  clearInterval(sampler);
  // the header line is not a row (COPY has none)
  return { ...counted((performance.now() - t0) / 1000, bytes, lines - 1), peakRss, baseRss };
}

const startApp = (url: string, nodeOptions = '') =>
  startNode(
    'server/main.ts',
    {
      DATABASE_URL: url,
      PORT: String(PORTS.app),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: nodeOptions,
    },
    `http://127.0.0.1:${PORTS.app}/api/health`,
  );

/**
 * bench/export: the paid orders (half the set: 500,000 of 1,000,000) as CSV, over HTTP and by
 * COPY. Memory: the export runs twice on one server (the second pass shows whether RSS keeps
 * growing or V8 only sized its heap once), then once on a server whose old space is capped at
 * 48 MB, smaller than the file: it completes only if nothing holds the file.
 */
export async function benchExport(s: Sizes) {
  const { url } = await ensureGenerated(s);
  const filter = { paymentStatus: 'paid' };
  const sql = await literalSql(url, filter);
  const base = `http://127.0.0.1:${PORTS.app}`;
  const exportUrl = `${base}/api/orders/export?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
  let app = await startApp(url);
  try {
    const token = await login(base, 'admin@demo.comptoir');
    log('export: warm-up (COPY)');
    await viaPsql(url, sql);
    log('export: COPY');
    const copy = await viaPsql(url, sql);
    log('export: HTTP, twice');
    const http = await viaHttp(exportUrl, token, app.pid);
    const secondPass = await viaHttp(exportUrl, token, app.pid);
    if (http.rows !== copy.rows) throw new Error(`export has ${http.rows} rows, COPY ${copy.rows}`);
    await app.stop();
    log('export: HTTP, old space capped at 48 MB');
    app = await startApp(url, '--max-old-space-size=48');
    const capped = await viaHttp(exportUrl, await login(base, 'admin@demo.comptoir'), app.pid);
    const out = { filter, copy, http, secondPass, capped, ratio: http.rowsPerSecond / copy.rowsPerSecond };
    log(`export: ${JSON.stringify(out)}`);
    return out;
  } finally {
    await app.stop();
  }
}

if (import.meta.main) {
  const s = sizes();
  const db = await benchDatabase(s);
  try {
    await saveResult('export', { sizes: s, ...(await benchExport(s)) });
  } finally {
    await db.stop();
  }
}
