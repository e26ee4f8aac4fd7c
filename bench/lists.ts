import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BENCH_DIR,
  benchAppEnv,
  benchDatabase,
  log,
  PORTS,
  runSeconds,
  type Sizes,
  saveResult,
  sizes,
} from './env.ts';
import { ensureGenerated } from './generate.ts';
import { type Scenario, scenarios } from './list-scenarios.ts';
import { type SubscriberStats, type Subscribers, subscribe } from './list-subscribers.ts';
import { login, quantile, startNode } from './proc.ts';

export interface Load {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  failures: number;
}

export interface ListRow {
  key: string;
  label: string;
  rows: number;
  total: string;
  product: Load;
  floor: Load;
  /** the product with one connection: what one user waits, machine otherwise idle */
  single?: Load;
  /** the count statement alone, sequential, ms */
  count: { p50: number; p99: number };
  /** the page statement alone, sequential, ms */
  page: { p50: number; p99: number };
}

export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 10,
): Promise<Load> {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    requests: r.requests.total,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

export const ROUNDS = 4;
const median = (xs: number[]) => quantile(xs, 0.5);

/** Rounds of one server as one figure: req/s over the whole time, latencies the median of the rounds'. */
export function merge(rs: Load[], seconds: number): Load {
  const requests = rs.reduce((a, r) => a + r.requests, 0);
  return {
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    rps: requests / seconds,
    requests,
    failures: rs.reduce((a, r) => a + r.failures, 0),
  };
}

/** Sequential timings of one statement on its own connection, after two untimed runs. */
async function timeSql(url: string, s: Scenario['statements'][number], n = 30) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const ms: number[] = [];
  try {
    for (let i = 0; i < n + 2; i++) {
      const t0 = performance.now();
      await c.query(s.sql, s.parameters);
      if (i >= 2) ms.push(performance.now() - t0);
    }
  } finally {
    await c.end();
  }
  return { p50: quantile(ms, 0.5), p99: quantile(ms, 0.99) };
}

export interface ListOptions {
  /** keys of the scenarios to run (all when empty) */
  only?: readonly string[];
  /** live-list sockets following the lists' change feed during the run, with changes flowing */
  subscribers?: number;
  /** record changes announced per second while they follow (default 20) */
  changesPerSecond?: number;
}

/** bench/lists: each list call against the product and against the floor, in the same run. */
export async function benchLists(
  s: Sizes,
  opts: ListOptions = {},
): Promise<{ rows: ListRow[]; subscribers?: SubscriberStats }> {
  const { url } = await ensureGenerated(s);
  const list = await scenarios(url, opts.only);
  const floorSql = path.join(BENCH_DIR, 'floor-sql.json');
  await writeFile(floorSql, JSON.stringify(Object.fromEntries(list.map((x) => [`/${x.key}`, x.statements]))));
  const appBase = `http://127.0.0.1:${PORTS.app}`;
  const floorBase = `http://127.0.0.1:${PORTS.floor}`;
  const app = await startNode('server/main.ts', benchAppEnv(url), `${appBase}/api/health`);
  const floor = await startNode(
    'bench/floor-server.ts',
    { DATABASE_URL: url, PORT: String(PORTS.floor), FLOOR_SQL: floorSql },
    `${floorBase}/api/health`,
  );
  const out: ListRow[] = [];
  let subs: Subscribers | undefined;
  let heard: SubscriberStats | undefined;
  try {
    if (opts.subscribers) subs = await subscribe(url, appBase, opts.subscribers, opts.changesPerSecond);
    const seconds = runSeconds();
    for (const sc of list) {
      // --accept-encoding=br: the product answers as a browser gets it (compressed over 1 KB); the
      // floor stays plain, so the ratio shows what compression costs or saves
      const encoding = flagValue('accept-encoding');
      const headers = {
        authorization: `Bearer ${await login(appBase, sc.email)}`,
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      };
      const appUrl = `${appBase}${sc.path}?${sc.params}`;
      const check = await fetch(appUrl, { headers });
      const body = (await check.json()) as unknown[];
      if (check.status !== 200) throw new Error(`${sc.key}: ${check.status} ${JSON.stringify(body)}`);
      const floorCheck = (await (await fetch(`${floorBase}/${sc.key}`)).json()) as unknown[];
      if (floorCheck.length !== body.length) throw new Error(`${sc.key}: floor answers another page`);
      log(
        `${sc.key}: ${body.length} rows, ${check.headers.get('content-range')}, ${check.headers.get('content-encoding') ?? 'identity'}; warming up`,
      );
      await load(appUrl, headers, 3);
      await load(`${floorBase}/${sc.key}`, {}, 3);
      // four alternating rounds (A B, B A, A B, B A): a load spike from elsewhere on this shared
      // machine then hits both servers alike instead of deciding the ratio
      const rounds: { product: Load[]; floor: Load[] } = { product: [], floor: [] };
      for (let i = 0; i < ROUNDS; i++) {
        const order = i % 2 ? (['floor', 'product'] as const) : (['product', 'floor'] as const);
        for (const who of order) {
          log(`${sc.key}: ${who}, round ${i + 1}/${ROUNDS}, ${seconds / ROUNDS} s`);
          const u = who === 'product' ? appUrl : `${floorBase}/${sc.key}`;
          rounds[who].push(await load(u, who === 'product' ? headers : {}, seconds / ROUNDS));
        }
      }
      const product = merge(rounds.product, seconds);
      const fl = merge(rounds.floor, seconds);
      log(`${sc.key}: product, one connection, 5 s`);
      const single = await load(appUrl, headers, 5, 1);
      const countSql = sc.statements.find((x) => /^\s*SELECT count\(/.test(x.sql));
      const pageSql = sc.statements.find((x) => !/^\s*(SELECT count\(|EXPLAIN)/.test(x.sql));
      out.push({
        key: sc.key,
        label: sc.label,
        rows: body.length,
        total: check.headers.get('content-range') ?? '',
        product,
        floor: fl,
        single,
        count: countSql ? await timeSql(url, countSql) : { p50: 0, p99: 0 },
        page: pageSql ? await timeSql(url, pageSql) : { p50: 0, p99: 0 },
      });
      log(`${sc.key}: ${JSON.stringify(out.at(-1))}`);
    }
    heard = await subs?.stop();
  } finally {
    await subs?.stop();
    await Promise.all([app.stop(), floor.stop()]);
  }
  return { rows: out, subscribers: heard };
}

function flagValue(name: string): string | undefined {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a?.slice(name.length + 3);
}

if (import.meta.main) {
  const s = sizes();
  const db = await benchDatabase(s);
  try {
    const only = flagValue('scenarios')?.split(',').filter(Boolean) ?? [];
    const subscribers = Number(flagValue('subscribers') ?? 0);
    const changesPerSecond = Number(flagValue('changes-per-second') ?? 20);
    const r = await benchLists(s, { only, subscribers, changesPerSecond });
    // a partial or subscribed run is saved beside the full one, not over it
    await saveResult(flagValue('save-as') ?? 'lists', { sizes: s, seconds: runSeconds(), ...r });
  } finally {
    await db.stop();
  }
}
