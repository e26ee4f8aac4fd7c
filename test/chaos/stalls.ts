import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { call, login, percentile, startServer, type World } from './harness.ts';

export interface StallsResult {
  stalledBodies: number;
  stalledReaders: number;
  /** a list call while the stalls hold: median and worst, and how many failed */
  listMsMedian: number;
  listMsMax: number;
  listFailures: number;
  /** the same call with nothing stalled */
  baselineMsMedian: number;
  /** stalled sockets the server had closed `afterMs` after the stall began */
  closedBodies: number;
  /** size of one export: when it fits in the socket buffers a stalled reader holds nothing */
  exportBytes: number;
  /** server connections inside a transaction or a statement once `afterMs` passed (cursors) */
  busyDbConnectionsAfter: number;
  afterMs: number;
}

/** A request whose body never comes: headers and 10 of the 1000 announced bytes. */
function stalledBody(port: number, token: string): net.Socket {
  const s = net.connect(port, '127.0.0.1');
  s.on('error', () => undefined);
  s.write(
    `POST /api/orders HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"offer":"`,
  );
  return s;
}

/** The orders CSV export, downloaded by a client that stops reading after the first bytes. */
function stalledReader(base: string, token: string): Promise<http.IncomingMessage | undefined> {
  return new Promise((resolve) => {
    const req = http.get(
      `${base}/api/orders/export`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.pause();
        resolve(res);
      },
    );
    req.on('error', () => resolve(undefined));
  });
}

async function listTimes(base: string, token: string, n: number) {
  const ms: number[] = [];
  let failures = 0;
  for (let i = 0; i < n; i++) {
    const a = await call(base, 'GET', '/api/orders/details?range=[0,19]', { token, timeoutMs: 20_000 });
    if (a.status !== 200) failures++;
    ms.push(a.ms);
  }
  return { ms, failures };
}

/**
 * 100 requests that stop sending their body and 15 CSV downloads that stop reading (each holds
 * a database connection while it streams: more than the pool's 10): the other clients must
 * still be served, and the server must drop the stalled sockets in time.
 */
export async function stalls(w: World, afterMs = 70_000): Promise<StallsResult> {
  const server = await startServer(w);
  try {
    const token = await login(server.base, 'super-admin@demo.comptoir');
    const baseline = await listTimes(server.base, token, 10);
    const bodies = Array.from({ length: 100 }, () => stalledBody(server.port, token));
    const readers = (
      await Promise.all(Array.from({ length: 15 }, () => stalledReader(server.base, token)))
    ).filter((r) => r !== undefined);
    await sleep(500);
    const during = await listTimes(server.base, token, 20);
    await sleep(afterMs);
    const result: StallsResult = {
      stalledBodies: bodies.length,
      stalledReaders: readers.length,
      listMsMedian: Math.round(percentile(during.ms, 50)),
      listMsMax: Math.round(Math.max(...during.ms)),
      listFailures: during.failures,
      baselineMsMedian: Math.round(percentile(baseline.ms, 50)),
      closedBodies: bodies.filter((s) => s.destroyed || s.readyState === 'closed' || s.readableEnded).length,
      exportBytes: String((await call(server.base, 'GET', '/api/orders/export', { token })).body).length,
      busyDbConnectionsAfter: (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE application_name = 'comptoir' AND pid <> pg_backend_pid() AND state <> 'idle'`.execute(w.db)
      ).rows[0]!.n,
      afterMs,
    };
    for (const s of bodies) s.destroy();
    for (const r of readers) r.destroy();
    return result;
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}
