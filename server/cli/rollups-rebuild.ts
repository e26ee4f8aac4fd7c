import { isIsoDate } from '../../domain/dates.ts';
import { createDb } from '../db/pool.ts';
import { rebuildRollups } from '../finance/rollups-rebuild.ts';
import { runCommand } from './database.ts';

/**
 * `npm run rollups:rebuild [-- --from=YYYY-MM-DD] [--to=YYYY-MM-DD] [--check]`: computes the daily
 * and monthly order totals the analytics read again from the orders and says how many rows differed
 * (docs/operations.md "Daily order totals"). --check changes nothing.
 */
function option(name: string): string | undefined {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  const v = a?.slice(name.length + 3);
  if (v !== undefined && !isIsoDate(v)) throw new Error(`--${name} must be a day, YYYY-MM-DD`);
  return v;
}

await runCommand('rollups:rebuild', async ({ url, logger }) => {
  const range = { from: option('from'), to: option('to'), check: process.argv.includes('--check') };
  const { pool, close } = createDb(url, 1);
  try {
    const t0 = performance.now();
    const r = await rebuildRollups(pool, range);
    const ms = Math.round(performance.now() - t0);
    logger.info(
      { area: 'rollups', ...r, ms },
      r.rebuilt ? 'daily order totals rebuilt' : 'daily order totals checked',
    );
  } finally {
    await close();
  }
});
