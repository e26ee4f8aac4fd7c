import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { installGuard, requireUser } from './auth/guard.ts';
import { HashGate } from './auth/hash-gate.ts';
import { type AuthSettings, authenticate } from './auth/sessions.ts';
import { loadSecret } from './auth/tokens.ts';
import type { AppContext } from './context.ts';
import { createDb } from './db/pool.ts';
import { installReads, type ReplicaOptions } from './db/read-handle.ts';
import { stopPdfThread } from './documents/pdf-thread.ts';
import { apiNotFound, clientError, frameworkError, installErrorHandling } from './error-handler.ts';
import { installFileCookie } from './files/file-cookie.ts';
import { scheduleSweep } from './files/sweep.ts';
import { installBodyCharset } from './http/body-charset.ts';
import { type TrustProxy, trustFunction } from './http/client-address.ts';
import { installApiCompression } from './http/compress.ts';
import { installRateLimit, type RateLimits } from './http/rate-limit.ts';
import { installRequestLog, requestId } from './http/request-id.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installWriteCapacity } from './http/write-capacity.ts';
import type { Logger } from './log.ts';
import { loadAreas } from './routes.ts';
import { serveClient } from './static.ts';
import { LocalDiskStore } from './storage/local-disk.ts';

export interface BuildOptions {
  databaseUrl: string;
  /** Fastify logger: false in tests, a level or pino options elsewhere */
  logger?: boolean | { level: string };
  /** the process's JSON logger (log.ts), used instead of `logger` when given */
  log?: Logger;
  /** API rate limit (http/rate-limit.ts); off when absent */
  rateLimit?: RateLimits;
  /** serve the built console from this folder (dist/) with the SPA fallback */
  staticDir?: string;
  /** COMPTOIR_SECRET; when absent the secret stored in the database is used */
  secret?: string;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** see AuthSettings.refreshReuseGraceSeconds (default 20) */
  refreshReuseGraceSeconds?: number;
  /**
   * behind a reverse proxy: take the client address from X-Forwarded-For (login throttle, rate
   * limit); a hop count (true = 1) or the proxies' addresses, see http/client-address.ts
   */
  trustProxy?: TrustProxy;
  /** the bound on concurrent password hashes (auth/hash-gate.ts); a fresh one by default */
  hashGate?: HashGate;
  poolMax?: number;
  /** DATABASE_READ_URL: lists, exports and analytics read there when it is close enough (db/read-handle.ts) */
  replica?: ReplicaOptions;
  /** uploaded files on local disk (default ./data/storage); see docs/files.md */
  storageDir?: string;
  /** run the unreferenced-file sweep this often (off when absent, e.g. in tests) */
  sweepIntervalMs?: number;
  /** how long an unreferenced file is kept (default one day) */
  fileGraceMs?: number;
}

/**
 * The API as a Fastify instance, not listening: main.ts and start.ts listen, tests inject.
 * The database must be migrated already (see db/prepare.ts).
 */
export async function build(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // typed as Fastify's base logger so the instance keeps the type every area is written for
    ...(opts.log ? { loggerInstance: opts.log as FastifyBaseLogger } : { logger: opts.logger ?? false }),
    genReqId: requestId,
    // Fastify's two lines per request are replaced by one (http/request-id.ts)
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustFunction(opts.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    // A client that stops sending its body, or stops reading an answer (a CSV export holds a
    // database connection while it streams), is cut after a minute without a byte either way;
    // Fastify's default keeps it forever. Live sockets are exempt (ws clears the timer).
    connectionTimeout: 60_000,
    // and a body that trickles in takes ten minutes at most (a 50 MB upload at 0.7 Mbit/s)
    requestTimeout: 600_000,
    // JSON bodies with __proto__ / constructor.prototype are refused (400), not merged
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  });
  // Fastify reads text/plain as a string by default: a JSON body sent so was answered as a
  // string refused by its schema (400 on `_`), where no route of the API takes text at all
  app.removeContentTypeParser('text/plain');
  const primary = createDb(opts.databaseUrl, opts.poolMax);
  const { db, pool, newClient, close } = primary;
  app.addHook('onClose', close);
  const replica = opts.replica && createDb(opts.replica.url, opts.poolMax);
  installReads(app, primary, replica, opts.replica);
  app.addHook('onClose', stopPdfThread);
  try {
    const auth: AuthSettings = {
      secret: await loadSecret(db, opts.secret),
      accessTtlSeconds: opts.accessTtlSeconds ?? 15 * 60,
      refreshTtlSeconds: opts.refreshTtlSeconds ?? 7 * 24 * 3600,
      refreshReuseGraceSeconds: opts.refreshReuseGraceSeconds ?? 20,
    };
    const ctx: AppContext = {
      app,
      db,
      pool,
      newClient,
      auth,
      authenticate: (token) => authenticate(db, auth, token),
      user: requireUser,
      hashGate: opts.hashGate ?? new HashGate(),
      store: new LocalDiskStore(opts.storageDir ?? path.resolve('data', 'storage')),
    };
    if (opts.sweepIntervalMs) {
      const stop = scheduleSweep(db, ctx.store, {
        intervalMs: opts.sweepIntervalMs,
        graceMs: opts.fileGraceMs ?? 24 * 3600 * 1000,
        log: (err) => app.log.error({ err }, 'file sweep failed'),
      });
      app.addHook('onClose', async () => stop());
    }
    installErrorHandling(app);
    installWriteCapacity(app);
    installRequestLog(app);
    installSecurityHeaders(app);
    installBodyCharset(app);
    installFileCookie(app, auth);
    installApiCompression(app);
    const guard = () => installGuard(app, ctx.authenticate, { allDeclaredServed: true });
    if (opts.rateLimit) {
      // the limiter's own few connections (http/rate-limit.ts)
      const limiter = createDb(opts.databaseUrl, opts.rateLimit.connections ?? 3);
      app.addHook('onClose', limiter.close);
      installRateLimit(app, limiter.pool, opts.rateLimit, ctx.authenticate, guard);
    } else guard();
    for (const area of await loadAreas()) await area(ctx);
    if (opts.staticDir) await serveClient(app, opts.staticDir);
    else app.setNotFoundHandler(apiNotFound);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
