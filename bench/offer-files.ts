import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { OFFER_DOCUMENTS } from '../domain/offer-documents/resource.ts';
import { apiUrl } from '../domain/resource.ts';
import { benchDatabase, bigOfferSize, flag, log, PORTS, type Sizes, saveResult, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';
import { BIG_OFFER_DAYS, ensureBigOffer } from './generate-big-offer.ts';
import { cpuSecondsOf, login, quantile, rssOf, startNode } from './proc.ts';

const PORT = PORTS.offerFiles;
const BASE = `http://127.0.0.1:${PORT}`;

const startApp = (url: string, nodeOptions = '') =>
  startNode(
    'server/main.ts',
    {
      DATABASE_URL: url,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: nodeOptions,
    },
    `${BASE}/api/health`,
  );

/** One download: its time, size and the server's peak RSS while it ran. */
async function download(path: string, token: string, pid: number) {
  const baseRss = rssOf(pid);
  let peakRss = baseRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(pid));
  }, 20);
  const cpu0 = cpuSecondsOf(pid);
  const t0 = performance.now();
  const r = await fetch(`${BASE}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (r.status !== 200 || !r.body) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  const chunks: Uint8Array[] = [];
  for await (const b of r.body as AsyncIterable<Uint8Array>) chunks.push(b);
  const ms = performance.now() - t0;
  const cpuSeconds = cpuSecondsOf(pid) - cpu0;
  clearInterval(sampler);
  const bytes = Buffer.concat(chunks);
  return { ms, cpuSeconds, bytes, peakRss: Math.max(peakRss, rssOf(pid)), baseRss };
}

async function pagesOf(pdf: Uint8Array): Promise<number> {
  const task = getDocument({ data: new Uint8Array(pdf) });
  const n = (await task.promise).numPages;
  await task.destroy();
  return n;
}

const mb = (b: number) => Math.round(b / 1024 / 102.4) / 10;

/**
 * bench/offer-files: the recap workbook of the big offer (rows/s, the server's peak RSS: twice on
 * one server, then on a server whose old space is capped at 64 MB, which finishes only if the
 * workbook is not held in memory), and the packing list PDF of a small day (one page) and of the
 * large day (about 50 pages): p50 and p95 over repeated downloads. `--only=recap` or
 * `--only=packing` measures one of the two.
 */
export async function benchOfferFiles(s: Sizes, orders: number, only = flag('only')) {
  const { url } = await ensureGenerated(s);
  const big = await ensureBigOffer(url, orders);
  let app = await startApp(url);
  try {
    const token = await login(BASE, 'admin@demo.comptoir');
    const recapPath = `/api/${apiUrl(OFFER_DOCUMENTS.ops.recap, { id: big.id }, { lang: 'zh' })}`;
    const recap = [];
    for (let i = 0; i < (only === 'packing' ? 0 : 2); i++) {
      const d = await download(recapPath, token, app.pid);
      recap.push({
        seconds: d.ms / 1000,
        rowsPerSecond: Math.round(big.orders / (d.ms / 1000)),
        // rows per CPU-second of the server: what one core would do, whatever else runs
        rowsPerCpuSecond: Math.round(big.orders / d.cpuSeconds),
        cpuSeconds: d.cpuSeconds,
        megabytes: mb(d.bytes.length),
        peakRssMb: mb(d.peakRss),
        baseRssMb: mb(d.baseRss),
      });
      log(`recap: ${JSON.stringify(recap.at(-1))}`);
    }
    const pdf = async (day: string, runs: number) => {
      const ms: number[] = [];
      let pages = 0;
      let orderBytes = 0;
      for (let i = 0; i < runs + 1; i++) {
        const d = await download(
          `/api/${apiUrl(OFFER_DOCUMENTS.ops.packingList, { id: big.id }, { deliveryDate: day, lang: 'zh' })}`,
          token,
          app.pid,
        );
        // the first run warms the fonts and the JIT: not counted
        if (i > 0) ms.push(d.ms);
        pages = await pagesOf(d.bytes);
        orderBytes = d.bytes.length;
      }
      const out = {
        pages,
        kilobytes: Math.round(orderBytes / 1024),
        runs,
        p50: Math.round(quantile(ms, 0.5)),
        p95: Math.round(quantile(ms, 0.95)),
      };
      log(`packing list ${day}: ${JSON.stringify(out)}`);
      return out;
    };
    const packing = only === 'recap' ? 0 : 1;
    const onePage = packing ? await pdf(BIG_OFFER_DAYS.small, 20) : null;
    const fiftyPages = packing ? await pdf(BIG_OFFER_DAYS.large, 5) : null;
    await app.stop();
    if (only === 'packing') return { offerOrders: big.orders, packingList: { onePage, fiftyPages } };
    log('recap: old space capped at 64 MB');
    app = await startApp(url, '--max-old-space-size=64');
    const capped = await download(recapPath, await login(BASE, 'admin@demo.comptoir'), app.pid);
    return {
      offerOrders: big.orders,
      recap,
      recapCapped: {
        seconds: capped.ms / 1000,
        peakRssMb: mb(capped.peakRss),
        megabytes: mb(capped.bytes.length),
      },
      packingList: { onePage, fiftyPages },
    };
  } finally {
    await app.stop();
  }
}

if (import.meta.main) {
  const s = sizes();
  const db = await benchDatabase(s);
  try {
    await saveResult('offer-files', { sizes: s, ...(await benchOfferFiles(s, bigOfferSize() || 50_000)) });
  } finally {
    await db.stop();
  }
}
