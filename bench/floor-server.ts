import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createDb } from '../server/db/pool.ts';
import { EXACT_COUNT_CAP } from '../server/lists/count.ts';

/**
 * The floor of the list benchmark: bare node:http + pg (the product's pool settings, 10
 * connections) running the SQL the product ran for the same list call, captured from it
 * (list-scenarios.ts). A path maps to its statements: the page and the count, run side by side as
 * the product runs them; the answer is the page as JSON with a Content-Range. No auth, no
 * framework, no row mapping: what is left is PostgreSQL and the wire.
 *
 * env: DATABASE_URL, PORT, FLOOR_SQL (a JSON file {path: [{sql, parameters}]}).
 */
interface Statement {
  sql: string;
  parameters: unknown[];
}

const byKind = (list: Statement[]) => ({
  // none for a total alone (total=only)
  page: list.find((x) => !/^\s*(SELECT count\(|EXPLAIN)/.test(x.sql)),
  count: list.find((x) => /^\s*SELECT count\(/.test(x.sql)),
  explain: list.find((x) => /^\s*EXPLAIN/.test(x.sql)),
});
const routes = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(process.env.FLOOR_SQL!, 'utf8')) as Record<string, Statement[]>).map(
    ([k, v]) => [k, byKind(v)],
  ),
);
const { pool } = createDb(process.env.DATABASE_URL!, 10);

const server = http.createServer(async (req, res) => {
  const path = (req.url ?? '/').split('?')[0]!;
  if (path === '/api/health') return res.end('{"ok":true}');
  const statements = routes[path];
  if (!statements) {
    res.statusCode = 404;
    return res.end();
  }
  try {
    // as the product: the page beside the capped count; the estimate only past the cap
    const [page, total] = await Promise.all([
      statements.page ? pool.query(statements.page.sql, statements.page.parameters) : { rows: [] },
      (async () => {
        if (!statements.count) return 0;
        const r = await pool.query(statements.count.sql, statements.count.parameters);
        const n = Number(Object.values(r.rows[0] ?? {})[0]);
        if (n <= EXACT_COUNT_CAP || !statements.explain) return n;
        const plan = await pool.query(statements.explain.sql, statements.explain.parameters);
        return Math.round(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
      })(),
    ]);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    const range = page.rows.length ? `0-${page.rows.length - 1}` : '*';
    res.setHeader('content-range', `orders ${range}/${statements.count ? total : '*'}`);
    res.end(JSON.stringify(page.rows));
  } catch (err) {
    res.statusCode = 500;
    res.end(String(err));
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1');
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    server.close();
    void pool.end().then(() => process.exit(0));
  });
}
