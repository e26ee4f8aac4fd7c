import pg from 'pg';
import { analyticsScenarios } from './analytics-scenarios.ts';
import { benchDatabase, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';

/**
 * `node bench/analytics-explain.ts [--quick]`: EXPLAIN (ANALYZE, BUFFERS) of each statement of
 * GET /api/analytics/general over this month and twelve months, on the generated data, to see
 * which statement and which plan node the time goes to.
 */
const s = sizes();
const db = await benchDatabase(s);
try {
  const { url } = await ensureGenerated(s);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const sc of await analyticsScenarios(url)) {
      for (const st of sc.statements) {
        const r = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${st.sql}`, st.parameters);
        process.stdout.write(`\n=== ${sc.key} ${sc.start}..${sc.end}: ${st.name}\n`);
        process.stdout.write(`${r.rows.map((x) => x['QUERY PLAN']).join('\n')}\n`);
      }
    }
  } finally {
    await c.end();
  }
} finally {
  await db.stop();
}
