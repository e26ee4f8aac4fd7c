import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createDb } from '../server/db/pool.ts';

/**
 * The floor of the analytics benchmark: bare node:http + pg (the product's pool size, 10
 * connections) running the statements GET /api/analytics/general ran for the same window,
 * captured from the product's own code (bench/analytics.ts), side by side as the product runs
 * them, and answering their rows as JSON. No auth, no framework, no arithmetic on the rows: what
 * is left is PostgreSQL and the wire.
 *
 * env: DATABASE_URL, PORT, FLOOR_SQL (a JSON file {path: [{sql, parameters}]}).
 */
interface Statement {
  sql: string;
  parameters: unknown[];
}

const routes = JSON.parse(readFileSync(process.env.FLOOR_SQL!, 'utf8')) as Record<string, Statement[]>;
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
    const results = await Promise.all(statements.map((s) => pool.query(s.sql, s.parameters)));
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(results.map((r) => r.rows)));
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
