import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { prepareMarked } from '../server/db/prepared.ts';
import { benchDatabase, isQuick, log, PORTS, saveResult, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';
import { login, quantile, startNode } from './proc.ts';
import { captureSale, type Statement } from './sale-sql.ts';

/**
 * `node bench/rollups-sale.ts [--quick] [--sales=N]`: what the daily totals' triggers (migration
 * 0045) cost a live sale. The SQL of one sale as the product runs it (bench/sale-sql.ts: session
 * check, BEGIN, gather, the one-statement write, COMMIT turned into ROLLBACK so the same values
 * serve every time), run on one prepared connection in alternating blocks with the orders'
 * rollup triggers enabled and disabled. Ratio = with / without, p50 and p95.
 */
const TRIGGERS = ['orders_rollup_insert', 'orders_rollup_update', 'orders_rollup_delete'];

async function setTriggers(c: pg.Client, on: boolean) {
  for (const name of TRIGGERS)
    await c.query(`ALTER TABLE orders ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${name}`);
}

const s = sizes();
const db = await benchDatabase(s);
try {
  const { url } = await ensureGenerated(s);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const offer = (
    await admin.query<{ id: string; pack: string }>(`
      SELECT o.id, (SELECT l.id FROM offer_lines l WHERE l.offer_id = o.id AND l.channel = 'wechat_group'
                      AND l.kind = 'pack' ORDER BY l.position LIMIT 1) AS pack
      FROM offers o WHERE o.internal_name LIKE 'bench-%' AND o.channel <> 'miniprogram'
      ORDER BY o.starting_date DESC LIMIT 1 OFFSET 2`)
  ).rows[0]!;
  const base = `http://127.0.0.1:${PORTS.app}`;
  const app = await startNode(
    'server/main.ts',
    { DATABASE_URL: url, PORT: String(PORTS.app), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ACCESS_TTL: '7200' },
    `${base}/api/health`,
  );
  let file: string;
  try {
    file = await captureSale(url, offer.id, offer.pack, await login(base, 'admin@demo.comptoir'));
  } finally {
    await app.stop();
  }
  const sale = JSON.parse(await readFile(file, 'utf8')) as Statement[];
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  prepareMarked(c);
  const runSale = async () => {
    const t0 = performance.now();
    for (const st of sale) await c.query(/^commit$/i.test(st.sql) ? 'rollback' : st.sql, st.parameters);
    return performance.now() - t0;
  };
  const total = Number(
    process.argv.find((a) => a.startsWith('--sales='))?.slice(8) ?? (isQuick() ? 200 : 2000),
  );
  const block = 50;
  const ms = { with: [] as number[], without: [] as number[] };
  try {
    for (let i = 0; i < 20; i++) await runSale();
    for (let done = 0; done < total; done += block) {
      const on = (done / block) % 2 === 0;
      await setTriggers(admin, on);
      for (let i = 0; i < block; i++) ms[on ? 'with' : 'without'].push(await runSale());
    }
  } finally {
    await setTriggers(admin, true);
    await c.end();
    await admin.end();
  }
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const of = (xs: number[]) => ({ p50: r2(quantile(xs, 0.5)), p95: r2(quantile(xs, 0.95)), n: xs.length });
  const result = {
    with: of(ms.with),
    without: of(ms.without),
    ratioP50: r2(quantile(ms.with, 0.5) / quantile(ms.without, 0.5)),
    ratioP95: r2(quantile(ms.with, 0.95) / quantile(ms.without, 0.95)),
  };
  log(`sale SQL with / without the rollup triggers: ${JSON.stringify(result)}`);
  await saveResult('rollups-sale', { sizes: s, ...result });
} finally {
  await db.stop();
}
