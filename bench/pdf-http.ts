/**
 * The customer-order PDF over HTTP, as the console downloads it (docs/benchmarks.md "Order PDF"):
 * `GET /api/orders/{id}/pdf?lang=zh` of a generated order on a server of the bench set.
 *   - latency: downloads one after the other, p50 / p95 (target p95 < 300 ms);
 *   - load: 20 downloads started together, a few rounds: documents per second, the server's peak
 *     RSS, and meanwhile `/api/health` every 20 ms: how long the server keeps other users waiting.
 * `node bench/pdf-http.ts --quick [--downloads=40] [--rounds=5]`
 */
import { sql } from 'kysely';
import { ORDERS } from '../domain/orders/resource.ts';
import { apiUrl } from '../domain/resource.ts';
import { createDb } from '../server/db/pool.ts';
import { benchDatabase, flag, log, PORTS, saveResult, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';
import { login, quantile, rssOf, startNode } from './proc.ts';

const PORT = PORTS.pdfHttp;
const BASE = `http://127.0.0.1:${PORT}`;
const DOWNLOADS = Number(flag('downloads') ?? 40);
const ROUNDS = Number(flag('rounds') ?? 5);
const CONCURRENT = 20;

const s = sizes();
const bench = await benchDatabase(s);
try {
  const { url } = await ensureGenerated(s);
  const { db, close } = createDb(url, 2);
  // a paid daily order of a few lines, the common document (one page)
  const order = (
    await sql<{
      id: string;
    }>`SELECT id FROM orders WHERE jsonb_array_length(packs || single_items) BETWEEN 3 AND 12
      ORDER BY order_date DESC LIMIT 1`.execute(db)
  ).rows[0]!.id;
  await close();
  const app = await startNode(
    'server/main.ts',
    {
      DATABASE_URL: url,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_USER: '0',
      RATE_LIMIT_ADDRESS: '0',
    },
    `${BASE}/api/health`,
  );
  try {
    const headers = { authorization: `Bearer ${await login(BASE, 'admin@demo.comptoir')}` };
    const path = `${BASE}/api/${apiUrl(ORDERS.ops.pdf, { id: order }, { lang: 'zh' })}`;
    const download = async () => {
      const t0 = performance.now();
      const r = await fetch(path, { headers });
      const bytes = (await r.arrayBuffer()).byteLength;
      if (r.status !== 200) throw new Error(`pdf: ${r.status}`);
      return { ms: performance.now() - t0, bytes };
    };
    const first = await download();
    const sequential: number[] = [];
    for (let i = 0; i < DOWNLOADS; i++) sequential.push((await download()).ms);
    log(`sequential: p50 ${quantile(sequential, 0.5)} p95 ${quantile(sequential, 0.95)}`);
    const baseRss = rssOf(app.pid);
    let peakRss = baseRss;
    const health: number[] = [];
    let loading = true;
    const poll = (async () => {
      while (loading) {
        const t0 = performance.now();
        await fetch(`${BASE}/api/health`);
        health.push(performance.now() - t0);
        peakRss = Math.max(peakRss, rssOf(app.pid));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const t0 = performance.now();
    for (let i = 0; i < ROUNDS; i++) await Promise.all(Array.from({ length: CONCURRENT }, download));
    const seconds = (performance.now() - t0) / 1000;
    loading = false;
    await poll;
    const round = (x: number) => Math.round(x);
    await saveResult('pdf-http', {
      sizes: s,
      kilobytes: round(first.bytes / 1024),
      firstMs: round(first.ms),
      sequential: {
        downloads: DOWNLOADS,
        p50: round(quantile(sequential, 0.5)),
        p95: round(quantile(sequential, 0.95)),
      },
      concurrent: {
        requests: CONCURRENT * ROUNDS,
        documentsPerSecond: Math.round((CONCURRENT * ROUNDS * 10) / seconds) / 10,
        rssBeforeMb: round(baseRss / 2 ** 20),
        rssPeakMb: round(peakRss / 2 ** 20),
        healthMeanwhile: {
          calls: health.length,
          p50: round(quantile(health, 0.5)),
          max: round(Math.max(...health)),
        },
      },
    });
  } finally {
    await app.stop();
  }
} finally {
  await bench.stop();
}
