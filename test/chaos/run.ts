import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { diskFull } from './disk-full.ts';
import { log, openWorld, type World } from './harness.ts';
import { killPostgres } from './kill-postgres.ts';
import { killServer } from './kill-server.ts';
import { liveFailover } from './live-failover.ts';
import { loginStorm } from './login-storm.ts';
import { races } from './races.ts';
import { stalls } from './stalls.ts';
import { authSweep } from './sweep-auth.ts';
import { inputSweep } from './sweep-input.ts';

/**
 * `npm run chaos`: the fault suite (docs/reliability.md). Real processes on a real embedded
 * PostgreSQL, no mocks; each scenario returns its figures and the invariants it must hold. The
 * figures replace the results block of docs/reliability.md; a broken invariant exits 1.
 * CHAOS_ONLY=server,pg,... runs some scenarios (then the document is left alone).
 */
type Figures = Record<string, unknown>;
interface Scenario {
  key: string;
  title: string;
  run: (w: World) => Promise<Figures>;
  /** the invariants: each a name and whether it held */
  holds: (f: Figures) => [string, boolean][];
}

const n = (f: Figures, k: string) => Number(f[k]);
const env = (k: string, d: number) => Number(process.env[k] ?? d);

const SCENARIOS: Scenario[] = [
  {
    key: 'server',
    title: 'kill -9 of the server during order writes',
    run: async (w) => ({ ...(await killServer(w, env('CHAOS_SERVER_ROUNDS', 100))) }),
    holds: (f) => [
      ['lost 0', n(f, 'lost') === 0],
      ['duplicated 0', n(f, 'duplicated') === 0],
      ['unacknowledged rows 0', n(f, 'unacknowledged') === 0],
      ['5xx 0', n(f, 'unexpected5xx') === 0],
      ['stock = initial − orders', f.stockConsistent === true],
    ],
  },
  {
    key: 'pg',
    title: 'kill -9 of PostgreSQL, and pg_terminate_backend, during order writes',
    run: async (w) => ({ ...(await killPostgres(w, env('CHAOS_PG_ROUNDS', 20))) }),
    holds: (f) => [
      ['lost 0', n(f, 'lost') === 0],
      ['duplicated 0', n(f, 'duplicated') === 0],
      ['5xx other than 503: 0', n(f, 'unexpected5xx') === 0],
      ['server survived', f.serverSurvived === true && n(f, 'noAnswer') === 0],
      ['stock = initial − orders', f.stockConsistent === true],
    ],
  },
  {
    key: 'live',
    title: 'two instances, one killed under 50 live sockets',
    run: async (w) => ({ ...(await liveFailover(w)) }),
    holds: (f) => [
      ['missed 0', n(f, 'missed') === 0],
      ['duplicated 0', n(f, 'duplicated') === 0],
      ['all reconnected', n(f, 'reconnected') === n(f, 'sockets')],
    ],
  },
  {
    key: 'races',
    title: 'races through two instances',
    run: async (w) => ({ ...(await races(w)) }),
    holds: (f) => [
      ['10 of 50 sold', n(f, 'stockCreated') === 10 && n(f, 'stockOrdersInDatabase') === 10],
      ['40 refused', n(f, 'stockRefused') === 40],
      ['stock 0', n(f, 'stockLeft') === 0],
      ['one order per key', n(f, 'keyOrdersInDatabase') === 1 && n(f, 'keyDistinctOrderIds') === 1],
      [
        '10 adds, removes refused past the stock',
        n(f, 'adjustAdded') === 10 &&
          n(f, 'adjustRefused') === 10 - n(f, 'adjustRemoved') &&
          n(f, 'adjustRefused') > 0,
      ],
      ['bucket exact', n(f, 'bucketAfter') === n(f, 'bucketExpected') && n(f, 'bucketAfter') >= 0],
      ['movements sum to the bucket', n(f, 'ledgerGap') === 0],
      ['5xx 0', n(f, 'unexpected5xx') === 0],
    ],
  },
  {
    key: 'input',
    title: 'bad-input sweep from the OpenAPI document',
    run: async (w) => ({ ...(await inputSweep(w)) }),
    holds: (f) => [
      ['5xx 0', n(f, 'failures') === 0],
      ['every 400 names a field', n(f, 'unnamed400') === 0],
    ],
  },
  {
    key: 'auth',
    title: 'authorization sweep from the permission table',
    run: async (w) => ({ ...(await authSweep(w)) }),
    holds: (f) => [
      ['unexpected 2xx 0', n(f, 'unexpected2xx') === 0],
      ['every denial 401/403/404 as due', n(f, 'wrongStatus') === 0],
    ],
  },
  {
    key: 'stalls',
    title: 'stalled clients',
    run: async (w) => ({ ...(await stalls(w, env('CHAOS_STALL_MS', 70_000))) }),
    holds: (f) => [
      ['others served', n(f, 'listFailures') === 0],
      ['stalled bodies cut', n(f, 'closedBodies') === n(f, 'stalledBodies')],
      ['no connection held', n(f, 'busyDbConnectionsAfter') === 0],
    ],
  },
  {
    key: 'login',
    title: 'login storm: 50 clients of made-up e-mails for 60 s',
    run: async (w) => ({
      ...(await loginStorm(w, env('CHAOS_LOGIN_CLIENTS', 50), env('CHAOS_LOGIN_SECONDS', 60))),
    }),
    holds: (f) => [
      // members on the browser they signed in from before (device cookie); the newcomer, on a
      // new browser, is reported without an invariant: he waits like the storm
      ['every member in', n(f, 'memberIn') === n(f, 'memberLogins') && n(f, 'memberLogins') > 0],
      ['members within 2 s', n(f, 'memberMsMax') <= 2000],
      ['ready 200 throughout', n(f, 'readyNot200') === 0 && n(f, 'readyPolls') > 0],
      ['no 500', !Object.keys(f.statuses as object).some((s) => s === '500' || s === '0')],
    ],
  },
  {
    key: 'disk',
    title: 'disk full during uploads',
    run: async (w) => ({ ...(await diskFull(w)) }),
    holds: (f) =>
      f.skipped
        ? []
        : [
            ['no 500', n(f, 'unexpected5xx') === 0],
            ['nothing half-written', n(f, 'leftoverTempFiles') === 0],
            ['serving meanwhile', f.serverAnswersMeanwhile === true],
            ['uploads again once freed', n(f, 'uploadAfterFreeing') === 200],
          ],
  },
];

const only = process.env.CHAOS_ONLY?.split(',');
const chosen = SCENARIOS.filter((s) => !only || only.includes(s.key));
const t0 = performance.now();
const world = await openWorld();
log(`chaos: data in ${world.dataDir}, PostgreSQL on ${world.pgPort}`);
const results: { s: Scenario; figures: Figures; held: [string, boolean][]; seconds: number }[] = [];
try {
  for (const s of chosen) {
    const t = performance.now();
    log(`▶ ${s.title}`);
    const figures = await s.run(world);
    const held = s.holds(figures);
    const seconds = Math.round((performance.now() - t) / 1000);
    results.push({ s, figures, held, seconds });
    log(`${held.every(([, ok]) => ok) ? '✔' : '✘'} ${s.title} (${seconds} s): ${JSON.stringify(figures)}`);
  }
} finally {
  await world.closeDb();
  await world.pg.stop();
  if (!process.env.CHAOS_DATA_DIR) await rm(world.dataDir, { recursive: true, force: true });
}

const minutes = ((performance.now() - t0) / 60_000).toFixed(1);
const failed = results.flatMap((r) => r.held.filter(([, ok]) => !ok).map(([name]) => `${r.s.key}: ${name}`));
const block = [
  `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${minutes} min, on ${os.cpus().length} cores`,
  `(load average ${os.loadavg()[0]!.toFixed(1)} at the end: the machine was shared), Node ${process.version}.`,
  '',
  '| scenario | invariants | figures |',
  '|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.s.title} (${r.seconds} s) | ${r.held.map(([k, ok]) => `${ok ? '✔' : '✘'} ${k}`).join('<br>')} | ${Object.entries(
        r.figures,
      )
        .filter(([k]) => k !== 'examples' && k !== 'answers' && k !== 'statuses')
        .map(([k, v]) => `${k} ${typeof v === 'string' ? v.replace(/\|/g, '\\|') : JSON.stringify(v)}`)
        .join(', ')} |`,
  ),
  '',
  ...results
    .filter((r) => r.figures.answers || r.figures.statuses)
    .map(
      (r) => `${r.s.key} answers by status: \`${JSON.stringify(r.figures.answers ?? r.figures.statuses)}\``,
    ),
  ...results
    .filter((r) => Array.isArray(r.figures.examples) && r.figures.examples.length)
    .map(
      (r) =>
        `\n${r.s.key} examples:\n\n${(r.figures.examples as string[]).map((e) => `- \`${e}\``).join('\n')}`,
    ),
].join('\n');

if (!only) {
  const doc = path.resolve(import.meta.dirname, '../../docs/reliability.md');
  const text = await readFile(doc, 'utf8');
  const [start, end] = ['<!-- chaos-results:start -->', '<!-- chaos-results:end -->'];
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i >= 0 && j > i) await writeFile(doc, `${text.slice(0, i + start.length)}\n${block}\n${text.slice(j)}`);
}
log(`\n${block}\n`);
if (failed.length) {
  log(`broken: ${failed.join('; ')}`);
  process.exit(1);
}
