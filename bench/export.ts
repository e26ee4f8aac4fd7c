import { spawn } from 'node:child_process';
import os from 'node:os';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { BUSINESS_ZONE } from '../domain/dates.ts';
import { parseListQuery } from '../domain/list-protocol.ts';
import { listSearchParams } from '../domain/list-wire.ts';
import { ORDERS_LIST } from '../domain/orders/list.ts';
import { inlineParameters } from '../server/db/copy-csv.ts';
import { createDb } from '../server/db/pool.ts';
import type { Database } from '../server/db/types.ts';
import { type ListSource, listQuerySql } from '../server/lists/runner.ts';
import { exportQuery } from '../server/orders/export.ts';
import { ordersSource } from '../server/orders/list.ts';
import { benchDatabase, flag, log, PORTS, type Sizes, saveResult, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';
import { login, rssOf, startNode } from './proc.ts';

/**
 * The list query of the export before PostgreSQL formatted it (raw values, formatted in
 * JavaScript): the COPY of this is the yardstick of every export run since the first.
 */
const rawSource: ListSource = {
  def: ordersSource.def,
  scope: ordersSource.scope,
  from: sql`orders o LEFT JOIN offers f ON f.id = o.offer_id`,
  select: sql`o.order_id, f.offer_id, o.order_number, o.community_id, o.channel, o.customer_name,
    o.payment_status, o.payment_method, o.tracking_status, o.delivery_tracking_id, o.delivery_date::text,
    o.group_number, o.customer_address->>'city', o.customer_address->>'detailedAddress',
    (SELECT string_agg(coalesce(e->>'letter', e->>'shortName') || '×' || (e->>'quantity'), ' ')
       FROM jsonb_array_elements(o.packs || o.single_items) e),
    o.delivery_fee, o.total_amount, to_char(o.order_date AT TIME ZONE ${sql.lit(BUSINESS_ZONE)}, 'YYYY-MM-DD HH24:MI'), o.comment`,
};

/** The SQL with its parameters written in, for psql's COPY (no bind parameters there). */
async function literalSql(url: string, filter: Record<string, unknown>, raw: boolean): Promise<string> {
  const q = parseListQuery(ORDERS_LIST, Object.fromEntries(listSearchParams({ range: [0, 0], filter })));
  if (!q.ok) throw new Error(q.error.message);
  const { pool, close } = createDb(url, 1);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const query = raw
    ? listQuerySql(rawSource as ListSource<never, unknown>, q.value, null, { page: false })
    : exportQuery(q.value, null);
  await close();
  return inlineParameters(query.compile(db));
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

const startApp = (url: string, nodeOptions = '', tree = '', port = PORTS.app) =>
  startNode(
    tree ? `${tree}/server/main.ts` : 'server/main.ts',
    {
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: nodeOptions,
    },
    `http://127.0.0.1:${port}/api/health`,
  );

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * bench/export: the paid orders (half the set: 500,000 of 1,000,000) as CSV, over HTTP and by
 * COPY. Memory: the export runs twice on one server (the second pass shows whether RSS keeps
 * growing or V8 only sized its heap once), then once on a server whose old space is capped at
 * 48 MB, smaller than the file: it completes only if nothing holds the file.
 */
export async function benchExport(s: Sizes) {
  const { url } = await ensureGenerated(s);
  const filter = { paymentStatus: 'paid' };
  const rawSql = await literalSql(url, filter, true);
  const formattedSql = await literalSql(url, filter, false);
  const base = `http://127.0.0.1:${PORTS.app}`;
  const query = new URLSearchParams({ filter: JSON.stringify(filter) });
  const exportUrl = `${base}/api/orders/export?${query}`;
  // --before=<work tree>: that tree's server (the export as it was) runs in the same rounds
  const beforeTree = flag('before');
  const beforeBase = `http://127.0.0.1:${PORTS.floor}`;
  const rounds = Number(flag('rounds') ?? 3);
  let app = await startApp(url);
  const before = beforeTree ? await startApp(url, '', beforeTree, PORTS.floor) : undefined;
  try {
    const token = await login(base, 'admin@demo.comptoir');
    const beforeToken = before ? await login(beforeBase, 'admin@demo.comptoir') : '';
    log('export: warm-up (COPY)');
    await viaPsql(url, rawSql);
    const all = { copy: [] as Run[], copyFormatted: [] as Run[], http: [] as Run[], before: [] as Run[] };
    let http: Awaited<ReturnType<typeof viaHttp>> | undefined;
    for (let i = 0; i < rounds; i++) {
      log(`export: round ${i + 1} of ${rounds}`);
      all.copy.push(await viaPsql(url, rawSql));
      all.copyFormatted.push(await viaPsql(url, formattedSql));
      const h = await viaHttp(exportUrl, token, app.pid);
      http ??= h;
      all.http.push(h);
      if (before)
        all.before.push(await viaHttp(`${beforeBase}/api/orders/export?${query}`, beforeToken, before.pid));
    }
    const secondPass = await viaHttp(exportUrl, token, app.pid);
    const copy = all.copy.find((r) => r.rowsPerSecond === median(all.copy.map((x) => x.rowsPerSecond)))!;
    if (http!.rows !== copy.rows) throw new Error(`export has ${http!.rows} rows, COPY ${copy.rows}`);
    await before?.stop();
    await app.stop();
    log('export: HTTP, old space capped at 48 MB');
    app = await startApp(url, '--max-old-space-size=48');
    const capped = await viaHttp(exportUrl, await login(base, 'admin@demo.comptoir'), app.pid);
    const perRound = all.copy.map((c, i) => ({
      copy: c.rowsPerSecond,
      copyFormatted: all.copyFormatted[i]!.rowsPerSecond,
      http: all.http[i]!.rowsPerSecond,
      before: all.before[i]?.rowsPerSecond,
      ratio: all.http[i]!.rowsPerSecond / c.rowsPerSecond,
      ratioBefore: all.before[i] ? all.before[i]!.rowsPerSecond / c.rowsPerSecond : undefined,
      ratioToFormatted: all.http[i]!.rowsPerSecond / all.copyFormatted[i]!.rowsPerSecond,
    }));
    const out = {
      filter,
      load: os.loadavg()[0],
      copy,
      http: http!,
      secondPass,
      capped,
      rounds: perRound,
      ratio: median(perRound.map((r) => r.ratio)),
      ratioBefore: before ? median(perRound.map((r) => r.ratioBefore!)) : undefined,
    };
    log(`export: ${JSON.stringify(out)}`);
    return out;
  } finally {
    await before?.stop();
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
