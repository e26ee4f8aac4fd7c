import type { FastifyInstance } from 'fastify';
import { build } from './app.ts';
import type { ServerConfig } from './config.ts';

/** Builds the app from the configuration and listens on PORT. */
export async function serve(
  config: ServerConfig,
  databaseUrl: string,
  staticDir?: string,
): Promise<FastifyInstance> {
  const app = await build({
    databaseUrl,
    logger: { level: config.logLevel },
    ...(staticDir ? { staticDir } : {}),
    ...(config.secret ? { secret: config.secret } : {}),
    accessTtlSeconds: config.accessTtlSeconds,
    refreshTtlSeconds: config.refreshTtlSeconds,
    refreshReuseGraceSeconds: config.refreshReuseGraceSeconds,
    trustProxy: config.trustProxy,
  });
  await app.listen({ port: config.port, host: config.host });
  return app;
}

/**
 * Runs `stop` once on SIGINT/SIGTERM, then exits; a second signal exits at once (a stuck
 * shutdown must not hold the terminal).
 */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`[comptoir] ${signal}: shutting down`);
    stop().then(
      () => process.exit(0),
      (err) => {
        console.error('[comptoir] shutdown failed:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
