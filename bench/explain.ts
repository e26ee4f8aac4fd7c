import pg from 'pg';
import { benchDatabase, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';
import { scenarios } from './list-scenarios.ts';

/**
 * `node bench/explain.ts [--quick] [--scenarios=customer-search,…]`: the plans of the list statements the product runs, with
 * timings (EXPLAIN ANALYZE, BUFFERS), for working on indexes and query shapes.
 */
const s = sizes();
const db = await benchDatabase(s);
try {
  const { url } = await ensureGenerated(s);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const only =
    process.argv
      .find((a) => a.startsWith('--scenarios='))
      ?.slice(12)
      .split(',') ?? [];
  for (const sc of await scenarios(url, only)) {
    for (const st of sc.statements.filter((x) => !x.sql.trimStart().startsWith('EXPLAIN'))) {
      const plan = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${st.sql}`, st.parameters);
      console.log(
        `\n=== ${sc.key}\n${st.sql.replace(/\s+/g, ' ').slice(0, 400)}\n${JSON.stringify(st.parameters)}`,
      );
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  await c.end();
} finally {
  await db.stop();
}
