import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { capturedCalls, nameStatements, sameTexts, statementsOf } from './cells-sql.ts';
import {
  BENCH_DIR,
  benchAppEnv,
  benchDatabase,
  flag,
  isQuick,
  log,
  PORTS,
  type Sizes,
  saveResult,
  sizes,
} from './env.ts';
import { ensureGenerated } from './generate.ts';
import { login, quantile, type Server, startNode } from './proc.ts';

/** Latencies at the client of one kind of call on one server, ms. */
export interface Timing {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  n: number;
}

export interface CellsResult {
  user: string;
  /** one-row saves, sequential */
  single: { product: Timing; floor: Timing; rounds: number; round: number };
  /** calls of `rows` rows each */
  paste: { rows: number; product: Timing; floor: Timing };
  /** statements of a call: head + rows × perRow + tail */
  statements: { head: number; perRow: number; tail: number };
}

const USER = 'logistic@demo.comptoir';
/** one-row saves per round: short rounds, so a load swing of the shared machine hits both servers */
const ROUND = 10;
const PASTE_ROWS = 500;
const count = (name: string, full: number, quick: number) => Number(flag(name) ?? (isQuick() ? quick : full));

const r1 = (x: number) => Math.round(x * 10) / 10;
const timing = (xs: number[]): Timing => ({
  p50: r1(quantile(xs, 0.5)),
  p95: r1(quantile(xs, 0.95)),
  p99: r1(quantile(xs, 0.99)),
  max: r1(Math.max(...xs)),
  n: xs.length,
});

/**
 * Orders the logistics member may set a tracking ID on (their communities, not delivered yet),
 * those of the latest offers first, as the delivery lists show them: a working set, not a million
 * cold rows.
 */
async function pickOrders(c: pg.Client, n: number): Promise<string[]> {
  const r = await c.query<{ id: string }>(
    `SELECT o.id FROM orders o JOIN offers f ON f.id = o.offer_id
     WHERE o.community_id = ANY((SELECT communities FROM users WHERE email = $1)::uuid[])
       AND o.tracking_status <> 'delivered'
     ORDER BY f.starting_date DESC, o.order_id LIMIT $2`,
    [USER, n],
  );
  if (r.rows.length < n) throw new Error(`cells: only ${r.rows.length} orders to edit, ${n} needed`);
  return r.rows.map((x) => x.id);
}

/** The rows of a call at the versions they have now: what the grid showed before the edit. */
async function edits(c: pg.Client, ids: string[], stamp: string) {
  const r = await c.query<{ id: string; version: number }>(
    'SELECT id, version FROM orders WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const version = new Map(r.rows.map((x) => [x.id, x.version]));
  return ids.map((id, i) => ({
    id,
    version: version.get(id)!,
    set: { deliveryTrackingID: `SF${stamp}${i}` },
  }));
}

interface Target {
  url: string;
  headers: Record<string, string>;
}

let keys = 0;
const runId = Date.now().toString(36);

/** One cells call, timed at the client; every row must be saved. */
async function send(to: Target, rows: Awaited<ReturnType<typeof edits>>): Promise<number> {
  const body = JSON.stringify({ rows });
  const t0 = performance.now();
  const r = await fetch(to.url, {
    method: 'POST',
    headers: {
      ...to.headers,
      'content-type': 'application/json',
      'idempotency-key': `bench-${runId}-${++keys}`,
    },
    body,
  });
  const text = await r.text();
  const ms = performance.now() - t0;
  if (r.status !== 200) throw new Error(`${to.url}: ${r.status} ${text.slice(0, 300)}`);
  const saved = (JSON.parse(text) as { saved: number }).saved;
  if (saved !== rows.length)
    throw new Error(`${to.url}: ${saved} of ${rows.length} saved: ${text.slice(0, 300)}`);
  return ms;
}

const hook = (file: string) => ({
  NODE_OPTIONS: '--import=./bench/sql-capture-hook.ts',
  SQL_CAPTURE_FILE: file,
});

/**
 * Runs a one-row and a three-row call on a server started with the capture hook and answers the
 * statements of each; the capture run is slowed by its synchronous writes and timed by nobody.
 */
async function capture(
  c: pg.Client,
  start: (env: Record<string, string>) => Promise<Server>,
  target: (token: string) => Target,
  token: () => Promise<string>,
  ids: string[],
  file: string,
) {
  writeFileSync(file, '');
  const server = await start(hook(file));
  try {
    const to = target(await token());
    appendFileSync(file, '--- one row\n');
    await send(to, await edits(c, ids.slice(0, 1), `${runId}c`));
    appendFileSync(file, '--- three rows\n');
    await send(to, await edits(c, ids.slice(1, 4), `${runId}c`));
    appendFileSync(file, '--- end\n');
  } finally {
    await server.stop();
  }
  const calls = capturedCalls(file);
  return { one: calls[0]!, three: calls[1]! };
}

/** bench/cells: one user saving rows one at a time, and 500-row pastes, against the floor. */
export async function benchCells(s: Sizes): Promise<CellsResult> {
  const { url } = await ensureGenerated(s);
  const singles = count('saves', 300, 60);
  const warm = 20;
  const pastes = count('pastes', 8, 3);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const appBase = `http://127.0.0.1:${PORTS.app}`;
  const floorBase = `http://127.0.0.1:${PORTS.floor}`;
  const startApp = (extra: Record<string, string>) =>
    startNode('server/main.ts', benchAppEnv(url, extra), `${appBase}/api/health`);
  const sqlFile = path.join(BENCH_DIR, 'cells-sql.json');
  const startFloor = (extra: Record<string, string>) =>
    startNode(
      'bench/cells-floor.ts',
      { DATABASE_URL: url, PORT: String(PORTS.floor), CELLS_SQL: sqlFile, ...extra },
      `${floorBase}/api/health`,
    );
  try {
    const need = 8 + 2 * (Math.ceil(singles / ROUND) * ROUND + warm) + 2 * (pastes + 1) * PASTE_ROWS;
    const all = await pickOrders(c, need);
    const take = (n: number) => all.splice(0, n);
    const appTarget = (token: string): Target => ({
      url: `${appBase}/api/orders/cells`,
      // as a browser asks: the answer comes compressed as the grid gets it (brotli)
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    const floorTarget = (): Target => ({ url: `${floorBase}/cells`, headers: {} });

    log('cells: capturing the SQL of a one-row and a three-row call');
    const token = () => login(appBase, USER);
    const product = await capture(
      c,
      startApp,
      appTarget,
      token,
      take(4),
      path.join(BENCH_DIR, 'cells-app.jsonl'),
    );
    const named = nameStatements(product.one, 1);
    nameStatements(product.three, 3);
    writeFileSync(sqlFile, JSON.stringify(named));
    // the floor, captured the same way, must send the very texts in the very order
    const floorSeen = await capture(
      c,
      startFloor,
      floorTarget,
      async () => '',
      take(4),
      path.join(BENCH_DIR, 'cells-floor.jsonl'),
    );
    for (const [a, b] of [
      [product.one, floorSeen.one],
      [product.three, floorSeen.three],
    ] as const) {
      const d = sameTexts(a, b);
      if (d) throw new Error(`cells floor runs other SQL than the product: ${d}`);
    }
    log(`cells: ${statementsOf(1)} statements for one row, ${named.perRow} more per row; floor checked`);

    const app = await startApp({});
    const floor = await startFloor({});
    try {
      const to = { product: appTarget(await login(appBase, USER)), floor: floorTarget() };
      const ms = { product: [] as number[], floor: [] as number[] };
      for (const who of ['product', 'floor'] as const)
        for (const id of take(warm)) await send(to[who], await edits(c, [id], `${runId}w`));
      // alternating rounds (A B, B A, …): the shared machine's swings hit both servers alike
      const rounds = Math.ceil(singles / ROUND);
      for (let i = 0; i < rounds; i++) {
        const order = i % 2 ? (['floor', 'product'] as const) : (['product', 'floor'] as const);
        if (i % 10 === 0) log(`cells: one-row saves, round ${i + 1}/${rounds}`);
        for (const who of order) {
          for (const id of take(ROUND)) {
            // each save with the version the row has just before it, as the grid read it
            const rows = await edits(c, [id], `${runId}s`);
            ms[who].push(await send(to[who], rows));
          }
        }
      }
      const single = { product: timing(ms.product), floor: timing(ms.floor), rounds, round: ROUND };
      log(`cells: one-row saves ${JSON.stringify(single)}`);

      const pasteMs = { product: [] as number[], floor: [] as number[] };
      for (let i = 0; i < pastes + 1; i++) {
        const order = i % 2 ? (['floor', 'product'] as const) : (['product', 'floor'] as const);
        for (const who of order) {
          const rows = await edits(c, take(PASTE_ROWS), `${runId}p${i}`);
          const t = await send(to[who], rows);
          log(
            `cells: ${PASTE_ROWS}-row paste, ${who}, ${i ? `${i}/${pastes}` : 'warm-up'}: ${Math.round(t)} ms`,
          );
          if (i > 0) pasteMs[who].push(t);
        }
      }
      const paste = { rows: PASTE_ROWS, product: timing(pasteMs.product), floor: timing(pasteMs.floor) };
      log(`cells: pastes ${JSON.stringify(paste)}`);
      return {
        user: USER,
        single,
        paste,
        statements: { head: named.head, perRow: named.perRow, tail: named.tail },
      };
    } finally {
      await Promise.all([app.stop(), floor.stop()]);
    }
  } finally {
    await c.end();
  }
}

if (import.meta.main) {
  const s = sizes();
  const db = await benchDatabase(s);
  try {
    await saveResult('cells', { sizes: s, ...(await benchCells(s)) });
  } finally {
    await db.stop();
  }
}
