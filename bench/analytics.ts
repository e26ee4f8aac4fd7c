import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type AnalyticsScenario, analyticsScenarios } from './analytics-scenarios.ts';
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
import { type Load, load, merge, ROUNDS } from './lists.ts';
import { login, quantile, startNode } from './proc.ts';

/** Latencies of one caller asking again as soon as answered: what one finance lead waits. */
export interface OneUser {
  p50: number;
  p95: number;
  p99: number;
  n: number;
}

export interface AnalyticsRow {
  key: string;
  label: string;
  start: string;
  end: string;
  orders: number;
  /** seconds of each of the alternating rounds of each server */
  roundSeconds: number;
  product: Load;
  floor: Load;
  single: OneUser;
  singleFloor: OneUser;
  /** each statement alone, sequential on one connection, ms */
  statements: { name: string; p50: number }[];
}

/**
 * One user on each server, in turn: a request to the product, then one to the floor, again and
 * again for `seconds` (at least 10 each) after two untimed pairs, so the machine's load swings hit
 * both alike.
 */
async function oneUser(
  appUrl: string,
  headers: Record<string, string>,
  floorUrl: string,
  seconds: number,
): Promise<{ product: OneUser; floor: OneUser }> {
  const ms = { product: [] as number[], floor: [] as number[] };
  const time = async (url: string, h: Record<string, string>) => {
    const t0 = performance.now();
    const r = await fetch(url, { headers: h });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
    return performance.now() - t0;
  };
  const until = performance.now() + seconds * 1000;
  for (let i = 0; i < 2 || ms.product.length < 10 || performance.now() < until; i++) {
    const a = await time(appUrl, headers);
    const b = await time(floorUrl, {});
    if (i >= 2) {
      ms.product.push(a);
      ms.floor.push(b);
    }
  }
  const r1 = (x: number) => Math.round(x * 10) / 10;
  const of = (xs: number[]): OneUser => ({
    p50: r1(quantile(xs, 0.5)),
    p95: r1(quantile(xs, 0.95)),
    p99: r1(quantile(xs, 0.99)),
    n: xs.length,
  });
  return { product: of(ms.product), floor: of(ms.floor) };
}

async function timeStatements(url: string, sc: AnalyticsScenario, n = 8) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const out: { name: string; p50: number }[] = [];
    for (const s of sc.statements) {
      const ms: number[] = [];
      for (let i = 0; i < n + 1; i++) {
        const t0 = performance.now();
        await c.query(s.sql, s.parameters);
        if (i >= 1) ms.push(performance.now() - t0);
      }
      out.push({ name: s.name, p50: Math.round(quantile(ms, 0.5) * 10) / 10 });
    }
    return out.sort((a, b) => b.p50 - a.p50);
  } finally {
    await c.end();
  }
}

/**
 * bench/analytics: GET /api/analytics/general over this month and over twelve months, against a
 * floor running the same captured statements (bench/analytics-floor.ts) in the same run, in
 * alternating rounds; then one user asking again and again on each, and each statement alone.
 */
export async function benchAnalytics(s: Sizes, connections = 4): Promise<{ rows: AnalyticsRow[] }> {
  const { url } = await ensureGenerated(s);
  const list = await analyticsScenarios(url);
  const floorSql = path.join(BENCH_DIR, 'analytics-floor-sql.json');
  await writeFile(floorSql, JSON.stringify(Object.fromEntries(list.map((x) => [`/${x.key}`, x.statements]))));
  const appBase = `http://127.0.0.1:${PORTS.app}`;
  const floorBase = `http://127.0.0.1:${PORTS.floor}`;
  const app = await startNode('server/main.ts', benchAppEnv(url), `${appBase}/api/health`);
  const floor = await startNode(
    'bench/analytics-floor.ts',
    { DATABASE_URL: url, PORT: String(PORTS.floor), FLOOR_SQL: floorSql },
    `${floorBase}/api/health`,
  );
  const out: AnalyticsRow[] = [];
  try {
    const seconds = runSeconds();
    for (const sc of list) {
      const headers = { authorization: `Bearer ${await login(appBase, sc.email)}` };
      const appUrl = `${appBase}/api/analytics/general?dateStart=${sc.start}&dateEnd=${sc.end}`;
      const floorUrl = `${floorBase}/${sc.key}`;
      const t0 = performance.now();
      const check = await fetch(appUrl, { headers });
      const body = (await check.json()) as { totalOrder: number };
      if (check.status !== 200) throw new Error(`${sc.key}: ${check.status} ${JSON.stringify(body)}`);
      const floorCheck = await fetch(floorUrl);
      if (floorCheck.status !== 200) throw new Error(`${sc.key}: floor ${await floorCheck.text()}`);
      // a round long enough for each connection to be answered a few times (a year takes seconds)
      const round = Math.max(seconds / ROUNDS, Math.ceil((3 * (performance.now() - t0)) / 1000));
      log(`${sc.key}: ${sc.start}..${sc.end}, ${body.totalOrder} orders counted; rounds of ${round} s`);
      await load(appUrl, headers, 3, connections);
      await load(floorUrl, {}, 3, connections);
      // alternating rounds (A B, B A, …): a load spike from elsewhere on this shared machine then
      // hits both alike instead of deciding the ratio
      const rounds: { product: Load[]; floor: Load[] } = { product: [], floor: [] };
      for (let i = 0; i < ROUNDS; i++) {
        const order = i % 2 ? (['floor', 'product'] as const) : (['product', 'floor'] as const);
        for (const who of order) {
          log(`${sc.key}: ${who}, round ${i + 1}/${ROUNDS}, ${round} s`);
          const u = who === 'product' ? appUrl : floorUrl;
          rounds[who].push(await load(u, who === 'product' ? headers : {}, round, connections));
        }
      }
      log(`${sc.key}: one user, product and floor in turn`);
      const one = await oneUser(appUrl, headers, floorUrl, seconds);
      out.push({
        key: sc.key,
        label: sc.label,
        start: sc.start,
        end: sc.end,
        orders: body.totalOrder,
        roundSeconds: round,
        product: merge(rounds.product, round * ROUNDS),
        floor: merge(rounds.floor, round * ROUNDS),
        single: one.product,
        singleFloor: one.floor,
        statements: await timeStatements(url, sc),
      });
      log(`${sc.key}: ${JSON.stringify(out.at(-1))}`);
    }
  } finally {
    await Promise.all([app.stop(), floor.stop()]);
  }
  return { rows: out };
}

if (import.meta.main) {
  const s = sizes();
  const db = await benchDatabase(s);
  try {
    const c = process.argv.find((a) => a.startsWith('--connections='));
    const connections = c ? Number(c.slice('--connections='.length)) : 4;
    const r = await benchAnalytics(s, connections);
    await saveResult('analytics', { sizes: s, seconds: runSeconds(), connections, ...r });
  } finally {
    await db.stop();
  }
}
