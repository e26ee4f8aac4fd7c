import autocannon from 'autocannon';
import { listSearchParams } from '../domain/list-wire.ts';
import { benchAppEnv, benchDatabase, FULL, flag, PORTS } from './env.ts';
import { cpuSecondsOf, login, startNode } from './proc.ts';

/**
 * What one list request costs the server's own CPU, apart from PostgreSQL: the product server on
 * the 1M set under autocannon (10 connections) against one list call, its CPU seconds (all
 * threads, from /proc) divided by the requests answered. On a shared machine this moves far less
 * with the load than req/s does. `--cpu-prof=DIR` also writes a V8 CPU profile of the server.
 *
 *   node bench/profile-list.ts [--path=/api/product-stocks] [--duration=12] [--cpu-prof=/tmp/prof]
 */
const db = await benchDatabase(FULL);
const base = `http://127.0.0.1:${PORTS.app}`;
const prof = flag('cpu-prof');
const app = await startNode(
  'server/main.ts',
  benchAppEnv(db.url, prof ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${prof}` } : {}),
  `${base}/api/health`,
);
try {
  const headers = { authorization: `Bearer ${await login(base, 'admin@demo.comptoir')}` };
  const page = { sort: ['createdAt', 'DESC'] as [string, 'DESC'], range: [0, 79] as [number, number] };
  const url = `${base}${flag('path') ?? '/api/products/details'}?${listSearchParams({ ...page, filter: {} })}`;
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`${url}: ${check.status}`);
  await autocannon({ url, connections: 10, duration: 3, headers });
  const cpu0 = cpuSecondsOf(app.pid);
  const r = await autocannon({ url, connections: 10, duration: Number(flag('duration') ?? 12), headers });
  const cpuMs = ((cpuSecondsOf(app.pid) - cpu0) * 1000) / r.requests.total;
  console.log(
    JSON.stringify({
      requests: r.requests.total,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      serverCpuMsPerRequest: Number(cpuMs.toFixed(3)),
      failures: r.errors + r.timeouts + r.non2xx,
    }),
  );
} finally {
  await app.stop();
  await db.stop();
}
