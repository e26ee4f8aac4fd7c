import type { Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from './app.ts';
import type { ServerConfig } from './config.ts';
import { verifyRawFrames } from './live/verify-frames.ts';
import type { Logger } from './log.ts';

/** Builds the app from the configuration and listens on PORT. */
export async function serve(
  config: ServerConfig,
  databaseUrl: string,
  log: Logger,
  staticDir?: string,
): Promise<FastifyInstance> {
  await verifyRawFrames((msg, data) => log.warn(data, msg));
  const app = await build({
    databaseUrl,
    log,
    ...(staticDir ? { staticDir } : {}),
    ...(config.secret ? { secret: config.secret } : {}),
    accessTtlSeconds: config.accessTtlSeconds,
    refreshTtlSeconds: config.refreshTtlSeconds,
    refreshReuseGraceSeconds: config.refreshReuseGraceSeconds,
    trustProxy: config.trustProxy,
    storageDir: path.join(config.dataDir, 'storage'),
    sweepIntervalMs: config.filesSweepSeconds * 1000,
    fileGraceMs: config.filesGraceSeconds * 1000,
    rateLimit: config.rateLimit,
    ...(config.databaseReadUrl
      ? { replica: { url: config.databaseReadUrl, maxLagSeconds: config.readMaxLagSeconds } }
      : {}),
  });
  trackUpgrades(app);
  await app.listen({ port: config.port, host: config.host });
  return app;
}

const upgraded = new WeakMap<FastifyInstance, Set<Socket>>();

/** Upgraded sockets (the live streams) leave the HTTP server's books: keep our own. */
function trackUpgrades(app: FastifyInstance): void {
  const sockets = new Set<Socket>();
  upgraded.set(app, sockets);
  app.server.on('upgrade', (_req, socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
}

/**
 * Closes the app, giving in-flight requests and live streams `graceMs` to finish (a live client
 * is asked to close and normally reconnects to another instance at once). Past the grace every
 * connection still open is cut: a client that never reads, never sends the rest of its body or
 * never answers the websocket close must not keep the process.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number, log: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  const closing = app.close().then(() => 'closed' as const);
  const first = await Promise.race([closing, late]);
  clearTimeout(timer);
  if (first === 'closed') return;
  const streams = upgraded.get(app) ?? new Set();
  log.warn({ graceMs, streams: streams.size }, 'shutdown: grace over, cutting the open connections');
  for (const socket of streams) socket.destroy();
  app.server.closeAllConnections();
  await closing;
}

/**
 * Runs `stop` once on SIGINT/SIGTERM, then exits. A second signal exits at once, and so does a
 * stop that outlives its grace by `backstopMs` (a query that never returns, say): a stuck
 * shutdown must hold neither the terminal nor an orchestrator's rolling update.
 */
export function onShutdown(
  stop: () => Promise<void>,
  log: Logger,
  opts: { graceMs: number; backstopMs?: number },
): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    log.info({ signal, graceMs: opts.graceMs }, 'shutting down');
    setTimeout(
      () => {
        log.error('shutdown did not finish in time, exiting');
        process.exit(1);
      },
      opts.graceMs + (opts.backstopMs ?? 5000),
    ).unref();
    stop().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (err) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
