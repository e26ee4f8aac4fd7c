import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { addressKey } from '../auth/address-key.ts';
import { sessionOf } from '../auth/guard.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { HttpError } from '../errors.ts';
import { capacityFailure } from './write-capacity.ts';

export interface RateLimits {
  /** API requests per minute and signed-in member (also the burst: a full minute at once) */
  perUser: number;
  /** API requests per minute and client address, signed in or not (an office behind one NAT) */
  perAddress: number;
  /**
   * connections of the limiter's own pool (default 3): a flood's counting, its hot rows locked by
   * five requests at once, waits there, never in front of the members' queries in the main pool
   */
  connections?: number;
}

/** Load balancers poll these; they must answer even when a neighbour floods the address. */
const EXEMPT = new Set(['/api/health', '/api/ready']);

/**
 * Takes one token from each bucket, refilled continuously at rate per second up to its capacity.
 * One statement for all keys (sorted, so two requests never lock them in opposite orders).
 * `now()` is the statement's start: a request that waited for the row lock may see a time before
 * the last update, hence GREATEST(0, ...).
 */
const TAKE = `
  INSERT INTO rate_limits AS b (key, tokens, rate, denied, updated_at)
  SELECT k, cap - 1, rate, false, now()
    FROM unnest($1::text[], $2::float8[], $3::float8[]) AS r(k, cap, rate) ORDER BY k
  ON CONFLICT (key) DO UPDATE SET
    denied = LEAST(EXCLUDED.tokens + 1,
      b.tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - b.updated_at)) * EXCLUDED.rate) < 1,
    tokens = LEAST(EXCLUDED.tokens + 1,
      b.tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - b.updated_at)) * EXCLUDED.rate)
      - CASE WHEN LEAST(EXCLUDED.tokens + 1,
        b.tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - b.updated_at)) * EXCLUDED.rate) < 1
        THEN 0 ELSE 1 END,
    rate = EXCLUDED.rate,
    updated_at = now()
  RETURNING denied, tokens, rate`;

/** Full buckets need no row: dropping the idle ones keeps the table as small as the active users. */
const SWEEP = "DELETE FROM rate_limits WHERE updated_at < now() - interval '10 minutes'";

interface Bucket {
  key: string;
  perMinute: number;
}

/**
 * The count is a write: on a database that takes none (its disk full, or read-only) the request is
 * served uncounted, since reads must go on while writes cannot, and the instance already tells the
 * load balancer it is not ready. Any other failure is the request's (503 while the database is away).
 */
async function take(pool: pg.Pool, buckets: Bucket[], onUncounted: (err: unknown) => void): Promise<void> {
  const live = buckets.filter((b) => b.perMinute > 0);
  if (!live.length) return;
  let r: pg.QueryResult<{ denied: boolean; tokens: number; rate: number }>;
  try {
    r = await pool.query(TAKE, [
      live.map((b) => b.key),
      live.map((b) => b.perMinute),
      live.map((b) => b.perMinute / 60),
    ]);
  } catch (err) {
    if (capacityFailure(err)?.path !== 'database') throw err;
    onUncounted(err);
    return;
  }
  let wait = 0;
  for (const row of r.rows) {
    if (row.denied) wait = Math.max(wait, Math.ceil((1 - row.tokens) / row.rate));
  }
  if (wait > 0) {
    throw new HttpError('too_many_requests', 'errors.tooManyRequests', {
      headers: { 'retry-after': String(wait) },
    });
  }
}

const limited = (request: FastifyRequest) => {
  const url = request.routeOptions.url ?? request.url;
  return url.startsWith('/api/') && !EXEMPT.has(url);
};

/**
 * A general limit on the API in PostgreSQL, so that it holds across instances: a token bucket per
 * member and one per client address (X-Forwarded-For with TRUST_PROXY). Only a live session moves
 * a request to its member's bucket: without a token, or with a garbage, expired or logged-out one,
 * the request is counted on its address before the guard (so a made-up header lifts nothing).
 * Members are counted after the guard, on their bucket and their address's in one statement.
 */
export function installRateLimit(
  app: FastifyInstance,
  pool: pg.Pool,
  limits: RateLimits,
  authenticate: (token: string) => Promise<AuthUser | undefined>,
  /** registers the guard between the two hooks, so that the second one knows the member */
  installGuard: () => void,
): void {
  // an IPv6 client by its /64, as the login throttle counts it
  const address = (request: FastifyRequest) => ({
    key: `a:${addressKey(request.ip)}`,
    perMinute: limits.perAddress,
  });
  // said once a minute at most: during an incident every request would say it
  let saidAt = 0;
  const uncounted = (err: unknown) => {
    if (Date.now() - saidAt < 60_000) return;
    saidAt = Date.now();
    app.log.warn({ err }, 'rate limit: the database takes no writes, requests go uncounted');
  };
  app.addHook('onRequest', async (request) => {
    if (limited(request) && !(await sessionOf(request, authenticate)))
      await take(pool, [address(request)], uncounted);
  });
  installGuard();
  app.addHook('onRequest', async (request) => {
    if (!limited(request)) return;
    // a public route (the login) with a live session's token is the member's too
    const user = request.user ?? (await sessionOf(request, authenticate));
    if (!user) return;
    await take(pool, [{ key: `u:${user.id}`, perMinute: limits.perUser }, address(request)], uncounted);
  });
  const sweep = setInterval(() => void pool.query(SWEEP).catch(() => undefined), 5 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
