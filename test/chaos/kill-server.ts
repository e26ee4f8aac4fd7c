import { setTimeout as sleep } from 'node:timers/promises';
import {
  kill9,
  log,
  login,
  orderFixture,
  percentile,
  type Server,
  startServer,
  type World,
} from './harness.ts';
import { checkWrites, OrderWriters, type WriteCheck } from './writes.ts';

export interface KillServerResult extends WriteCheck {
  rounds: number;
  inFlightAtKill: number;
  createdOnReplay: number;
  foundOnReplay: number;
  unexpected5xx: number;
  restartMsMedian: number;
  restartMsMax: number;
}

const STOCK = 1_000_000;

/**
 * kill -9 of the server at a random moment while four clients create orders; restart; the client
 * replays the keys it got no answer for. Every acknowledged order must be there, none twice.
 */
export async function killServer(w: World, rounds: number): Promise<KillServerResult> {
  const { offer, body } = await orderFixture(w, STOCK);
  let server: Server = await startServer(w);
  const writers = new OrderWriters(body, await login(server.base, 'customer-hero@demo.comptoir'));
  const restarts: number[] = [];
  let inFlight = 0;
  for (let round = 1; round <= rounds; round++) {
    const current = server;
    writers.start(() => current.base, 4);
    await sleep(50 + Math.random() * 700);
    await kill9(current);
    await writers.halt();
    inFlight += writers.pending.size;
    const t0 = performance.now();
    server = await startServer(w);
    restarts.push(performance.now() - t0);
    const left = await writers.replay(server.base);
    if (left) throw new Error(`round ${round}: ${left} keys still unanswered after the replay`);
    if (round % 10 === 0)
      log(`  kill -9 server: round ${round}/${rounds}, ${writers.acked.size} acknowledged`);
  }
  server.child.kill('SIGTERM');
  await server.exited;
  const check = await checkWrites(w, offer.id, offer.packs[0]!, STOCK, writers);
  return {
    rounds,
    ...check,
    inFlightAtKill: inFlight,
    createdOnReplay: writers.createdOnReplay,
    foundOnReplay: writers.foundOnReplay,
    unexpected5xx: writers.count5xx(),
    restartMsMedian: Math.round(percentile(restarts, 50)),
    restartMsMax: Math.round(Math.max(...restarts)),
  };
}
