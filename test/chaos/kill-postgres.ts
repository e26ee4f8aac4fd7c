import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { log, login, orderFixture, percentile, startPg, startServer, type World } from './harness.ts';
import { checkWrites, OrderWriters, type WriteCheck } from './writes.ts';

export interface KillPostgresResult extends WriteCheck {
  rounds: number;
  terminateRounds: number;
  answers503: number;
  unexpected5xx: number;
  /** calls that got no answer at all: the server died (must be 0) */
  noAnswer: number;
  serverSurvived: boolean;
  createdOnReplay: number;
  foundOnReplay: number;
  pgRestartMsMedian: number;
  pgRestartMsMax: number;
  /** from PostgreSQL accepting connections again to the next acknowledged order */
  recoveryMsMedian: number;
  recoveryMsMax: number;
}

const STOCK = 1_000_000;
const OUTAGE_MS = 1000;

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

/** PostgreSQL refuses to start while the killed postmaster's backends still hold its memory. */
async function restartPg(w: World): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      w.pg = await startPg(w.dataDir, w.pgPort);
      return;
    } catch (err) {
      if (i >= 20) throw err;
      await sleep(250);
    }
  }
}

async function waitForAck(writers: OrderWriters, before: number, ms = 60_000): Promise<number> {
  const t0 = performance.now();
  while (writers.acked.size <= before) {
    if (performance.now() - t0 > ms) throw new Error('no order acknowledged after the database came back');
    await sleep(10);
  }
  return performance.now() - t0;
}

/**
 * kill -9 of the embedded PostgreSQL's postmaster while four clients write through one server,
 * then a restart on the same data directory (what `npm start` does: crash recovery from the WAL).
 * Then administrators' pg_terminate_backend of every server connection. The server must answer
 * 503 meanwhile, never die, and recover by itself; every acknowledged order must survive.
 */
export async function killPostgres(
  w: World,
  rounds: number,
  terminateRounds = 5,
): Promise<KillPostgresResult> {
  const { offer, body } = await orderFixture(w, STOCK);
  const server = await startServer(w);
  const writers = new OrderWriters(body, await login(server.base, 'customer-hero@demo.comptoir'));
  writers.start(() => server.base, 4, 100);
  const pgStarts: number[] = [];
  const recoveries: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    await sleep(300 + Math.random() * 1000);
    process.kill(await postmasterPid(w.dataDir), 'SIGKILL');
    await sleep(OUTAGE_MS);
    const before = writers.acked.size;
    const t0 = performance.now();
    await restartPg(w);
    pgStarts.push(performance.now() - t0);
    recoveries.push(await waitForAck(writers, before));
    if (round % 5 === 0)
      log(`  kill -9 postgres: round ${round}/${rounds}, ${writers.acked.size} acknowledged`);
  }
  for (let round = 1; round <= terminateRounds; round++) {
    await sleep(300 + Math.random() * 700);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'comptoir' AND pid <> pg_backend_pid()`.execute(
      w.db,
    );
  }
  await sleep(500);
  await writers.halt();
  const serverSurvived = server.child.exitCode === null;
  const left = serverSurvived ? await writers.replay(server.base) : writers.pending.size;
  if (left) throw new Error(`${left} keys still unanswered after the replay`);
  server.child.kill('SIGTERM');
  await server.exited;
  const check = await checkWrites(w, offer.id, offer.packs[0]!, STOCK, writers);
  return {
    rounds,
    terminateRounds,
    ...check,
    answers503: writers.statuses.get(503) ?? 0,
    unexpected5xx: writers.count5xx(),
    noAnswer: writers.statuses.get(0) ?? 0,
    serverSurvived,
    createdOnReplay: writers.createdOnReplay,
    foundOnReplay: writers.foundOnReplay,
    pgRestartMsMedian: Math.round(percentile(pgStarts, 50)),
    pgRestartMsMax: Math.round(Math.max(...pgStarts)),
    recoveryMsMedian: Math.round(percentile(recoveries, 50)),
    recoveryMsMax: Math.round(Math.max(...recoveries)),
  };
}
