import { Kysely, PostgresDialect } from 'kysely';
import { todayBusiness } from '../domain/dates.ts';
import { type Role, seesAllCommunities } from '../domain/roles.ts';
import { createDb } from '../server/db/pool.ts';
import type { Database } from '../server/db/types.ts';
import { generalAnalytics } from '../server/finance/analytics.ts';

/** One GET /api/analytics/general call as the page makes it, with the SQL the product ran for it. */
export interface AnalyticsScenario {
  key: string;
  label: string;
  email: string;
  start: string;
  end: string;
  statements: { name: string; sql: string; parameters: unknown[] }[];
}

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

/** What a statement of generalAnalytics reads, for the per-statement timings. */
function nameOf(text: string): string {
  if (text.includes('GROUPING SETS')) return 'orders by channel, community, payment';
  if (text.includes('cellar_line_day_units')) return 'cellar gross margin';
  if (/JOIN offers f ON f\.id = x\.offer_id/.test(text)) return 'service fees per offer';
  return text.match(/FROM\s+([a-z_]+)/)?.[1] ?? 'statement';
}

/**
 * The page's default window (the current month, first to last day) and a year (the twelve months
 * to the end of this one), asked by the finance demo user (every community), as the page does.
 */
export async function analyticsScenarios(url: string): Promise<AnalyticsScenario[]> {
  const [y, m] = todayBusiness().split('-').map(Number) as [number, number];
  const end = iso(y, m, 0);
  const windows = [
    { key: 'analytics-month', label: 'General analytics, this month', start: iso(y, m - 1, 1), end },
    { key: 'analytics-year', label: 'General analytics, twelve months', start: iso(y, m - 12, 1), end },
  ];
  const email = 'finance@demo.comptoir';
  const { pool, close } = createDb(url, 2);
  try {
    const u = await pool.query<{ role: Role; communities: string[] }>(
      'SELECT role, communities FROM users WHERE email = $1',
      [email],
    );
    const caller = u.rows[0]!;
    const scope = seesAllCommunities(caller.role) ? null : caller.communities;
    const out: AnalyticsScenario[] = [];
    for (const w of windows) {
      const statements: AnalyticsScenario['statements'] = [];
      // the product's own query code, with a Kysely that records what it sends
      const db = new Kysely<Database>({
        dialect: new PostgresDialect({ pool }),
        log: (e) => {
          if (e.level === 'query')
            statements.push({
              name: nameOf(e.query.sql),
              sql: e.query.sql,
              parameters: [...e.query.parameters],
            });
        },
      });
      await generalAnalytics(db, w.start, w.end, scope);
      out.push({ ...w, email, statements });
    }
    return out;
  } finally {
    await close();
  }
}
