import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { installGuard, requireUser } from './auth/guard.ts';
import { type AuthSettings, authenticate } from './auth/sessions.ts';
import { loadSecret } from './auth/tokens.ts';
import type { AppContext } from './context.ts';
import { createDb } from './db/pool.ts';
import { apiNotFound, frameworkError, installErrorHandling } from './error-handler.ts';
import { AREAS } from './routes.ts';
import { serveClient } from './static.ts';

export interface BuildOptions {
  databaseUrl: string;
  /** Fastify logger: false in tests, a level or pino options elsewhere */
  logger?: boolean | { level: string };
  /** serve the built console from this folder (dist/) with the SPA fallback */
  staticDir?: string;
  /** COMPTOIR_SECRET; when absent the secret stored in the database is used */
  secret?: string;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** see AuthSettings.refreshReuseGraceSeconds (default 20) */
  refreshReuseGraceSeconds?: number;
  /** behind a reverse proxy: take the client address from X-Forwarded-For (login throttle) */
  trustProxy?: boolean;
  poolMax?: number;
}

/**
 * The API as a Fastify instance, not listening: main.ts and start.ts listen, tests inject.
 * The database must be migrated already (see db/prepare.ts).
 */
export async function build(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // one line per request is noise for a console; errors (5xx) are logged by the error handler
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    // JSON bodies with __proto__ / constructor.prototype are refused (400), not merged
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors: frameworkError,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  });
  const { db, pool, newClient, close } = createDb(opts.databaseUrl, opts.poolMax);
  app.addHook('onClose', close);
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
    };
    installErrorHandling(app);
    installGuard(app, ctx.authenticate);
    for (const area of AREAS) await area(ctx);
    if (opts.staticDir) await serveClient(app, opts.staticDir);
    else app.setNotFoundHandler(apiNotFound);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
