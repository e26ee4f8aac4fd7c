import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { listSearchParams } from '../domain/list-wire.ts';
import type { OrderView } from '../domain/live-views.ts';
import { benchBundle } from './bundle.ts';
import { BENCH_DIR, benchDatabase, isQuick, log, PORTS, type Sizes, saveResult, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';
import { feed, gridOffer } from './live-grid-feed.ts';
import { login, startNode } from './proc.ts';

const ROWS = 5_000;
const PER_SECOND = 1_000;

/**
 * The grid half of bench/live-fanout: the production build of the live page in Chromium, an
 * offer of 5,000 orders, 1,000 UPDATE_ORDER per second for 5 minutes (30 s with --quick). Long
 * tasks come from the page's own PerformanceObserver ('longtask': every task over 50 ms); the JS
 * heap is read through the DevTools protocol after a forced GC, every 30 s.
 */
export async function benchLiveGrid(s: Sizes) {
  const { url } = await ensureGenerated(s);
  const offerId = await gridOffer(url, ROWS);
  const dist = path.join(BENCH_DIR, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) benchBundle();
  const base = `http://127.0.0.1:${PORTS.app}`;
  const app = await startNode(
    'server/main.ts',
    { DATABASE_URL: url, PORT: String(PORTS.app), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: dist },
    `${base}/api/health`,
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const token = await login(base, 'admin@demo.comptoir');
    const q = listSearchParams({
      sort: ['orderDate', 'DESC'],
      range: [0, 9999],
      filter: { offer: offerId, channel: 'wechat_group' },
    });
    const orders = (await (
      await fetch(`${base}/api/orders/details?${q}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as OrderView[];
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    // the events the page's socket actually received (the grid renders only the rows in view)
    let received = 0;
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (typeof f.payload === 'string' && f.payload.includes('"UPDATE_ORDER"')) received++;
      }),
    );
    await page.goto(`${base}/`);
    await page.locator('#login-email').fill('admin@demo.comptoir');
    await page.locator('#login-email').press('Tab');
    await page.keyboard.type('comptoir-demo');
    await page.keyboard.press('Enter');
    await page.locator('.cpt-topbar').waitFor();
    await page.goto(`${base}/offers/${offerId}/orders`);
    await page.locator('.cpt-live-conn[data-state="open"]').waitFor({ timeout: 60_000 });
    await page.locator('.cpt-live-grid .ag-row').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    };
    const samples = [{ s: 0, heap: await heap() }];
    const seconds = isQuick() ? 30 : 300;
    log(`live grid: ${orders.length} rows, ${PER_SECOND} UPDATE_ORDER/s for ${seconds} s`);
    const source = await feed(url, offerId, orders, PER_SECOND);
    const t0 = performance.now();
    while ((performance.now() - t0) / 1000 < seconds) {
      await new Promise((r) => setTimeout(r, Math.min(30_000, seconds * 1000 - (performance.now() - t0))));
      samples.push({ s: Math.round((performance.now() - t0) / 1000), heap: await heap() });
      log(`live grid: ${JSON.stringify(samples.at(-1))}`);
    }
    const { sent, perSecond: rate } = await source.stop();
    await new Promise((r) => setTimeout(r, 2000));
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const out = {
      rows: orders.length,
      seconds,
      eventsPerSecond: rate,
      sent,
      longTasks: longTasks.length,
      longestTask: longTasks.length ? Math.max(...longTasks) : 0,
      heap: samples,
      received,
    };
    log(`live grid: ${JSON.stringify({ ...out, heap: undefined })}`);
    return out;
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.main) {
  const s = sizes();
  const db = await benchDatabase(s);
  try {
    await saveResult('live-grid', { sizes: s, ...(await benchLiveGrid(s)) });
  } finally {
    await db.stop();
  }
}
