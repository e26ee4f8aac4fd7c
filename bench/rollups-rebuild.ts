import pg from 'pg';
import { rebuildRollups } from '../server/finance/rollups-rebuild.ts';
import { benchDatabase, log, saveResult, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';

/**
 * `node bench/rollups-rebuild.ts [--quick]`: how long `npm run rollups:rebuild` takes on the
 * generated set, checking only (the whole history), then rebuilding the last month; and how many
 * rows the daily totals hold against the orders.
 */
const s = sizes();
const db = await benchDatabase(s);
try {
  const { url } = await ensureGenerated(s);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const time = async <T>(f: () => Promise<T>) => {
      const t0 = performance.now();
      const r = await f();
      return { ...r, ms: Math.round(performance.now() - t0) };
    };
    const check = await time(() => rebuildRollups(pool, { check: true }));
    const month = await time(() =>
      rebuildRollups(pool, { from: `${check.to!.slice(0, 8)}01`, to: check.to! }),
    );
    const rows = (
      await pool.query<{ totals: string; units: string; orders: string }>(`SELECT
        (SELECT count(*) FROM order_day_totals)::text AS totals, (SELECT count(*) FROM cellar_line_day_units)::text AS units,
        (SELECT count(*) FROM orders)::text AS orders`)
    ).rows[0]!;
    log(`rebuild: ${JSON.stringify({ check, month, rows })}`);
    await saveResult('rollups-rebuild', { sizes: s, check, month, rows });
  } finally {
    await pool.end();
  }
} finally {
  await db.stop();
}
