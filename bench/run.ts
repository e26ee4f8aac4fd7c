import { benchAnalytics } from './analytics.ts';
import { benchBundle } from './bundle.ts';
import { benchCells } from './cells.ts';
import { writeCellsReport } from './cells-report.ts';
import { benchDatabase, isQuick, log, runSeconds, saveResult, sizes } from './env.ts';
import { benchExport } from './export.ts';
import { ensureGenerated } from './generate.ts';
import { benchLists } from './lists.ts';
import { benchFanout, fanoutResult, ONE_INSTANCE, TWO_INSTANCES } from './live-fanout.ts';
import { benchLiveGrid } from './live-grid.ts';
import { writeReport } from './report.ts';
import { benchStartup } from './startup.ts';

/**
 * `npm run bench [-- --quick] [-- --only=lists,analytics,export,fanout,grid,cells,startup,bundle] [-- --report]`:
 * generates the data set once (kept under BENCH_DIR), runs the benchmarks one after another (never
 * side by side: they would measure each other) and rewrites the results part of
 * docs/benchmarks.md; the cells figures have a block of their own there, so `--only=cells`
 * rewrites that block alone. --quick: 50,000 orders and 5 s runs, to check the harness, not to quote.
 * Never run in CI.
 */
const ALL = ['lists', 'analytics', 'export', 'fanout', 'grid', 'cells', 'startup', 'bundle'] as const;
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : [...ALL];
const reportOnly = process.argv.includes('--report');

if (!reportOnly) {
  const s = sizes();
  const needsDb = only.some((x) => ['lists', 'analytics', 'export', 'fanout', 'grid', 'cells'].includes(x));
  if (needsDb) {
    const db = await benchDatabase(s);
    try {
      const gen = await ensureGenerated(s);
      if (gen.seconds) await saveResult('generate', { sizes: s, seconds: gen.seconds });
      if (only.includes('lists'))
        await saveResult('lists', { sizes: s, seconds: runSeconds(), ...(await benchLists(s)) });
      if (only.includes('analytics'))
        await saveResult('analytics', {
          sizes: s,
          seconds: runSeconds(),
          connections: 4,
          ...(await benchAnalytics(s)),
        });
      if (only.includes('export')) await saveResult('export', { sizes: s, ...(await benchExport(s)) });
      if (only.includes('fanout'))
        for (const shape of [ONE_INSTANCE, TWO_INSTANCES])
          await saveResult(fanoutResult(shape), { sizes: s, ...(await benchFanout(s, shape)) });
      if (only.includes('grid')) await saveResult('live-grid', { sizes: s, ...(await benchLiveGrid(s)) });
      if (only.includes('cells')) await saveResult('cells', { sizes: s, ...(await benchCells(s)) });
    } finally {
      await db.stop();
    }
  }
  // the build first: start-up then finds dist/ fresh or not, as a developer's machine would
  if (only.includes('bundle')) await saveResult('bundle', benchBundle());
  if (only.includes('startup')) await saveResult('startup', { runs: await benchStartup() });
}
if (only.some((x) => x !== 'cells')) await writeReport(isQuick());
if (only.includes('cells')) await writeCellsReport(isQuick());
log('docs/benchmarks.md updated');
