import path from 'node:path';
import { buildClientIfStale } from './client-build.ts';
import { loadDotEnv, readConfig } from './config.ts';
import { type EmbeddedHandle, startEmbedded } from './db/embedded.ts';
import { prepareDatabase } from './db/prepare.ts';
import { createLogger, lineLogger } from './log.ts';

/**
 * `npm start`: build the console if its sources changed, start the embedded PostgreSQL (unless
 * DATABASE_URL names one), migrate, seed an empty embedded database, serve console and API on
 * PORT. The client build and the database start run side by side to keep the first start short.
 */
const root = path.resolve(import.meta.dirname, '..');
loadDotEnv();
const config = readConfig();
const logger = createLogger(config.logLevel);
const log = lineLogger(logger);

let pg: EmbeddedHandle | undefined;
try {
  // the API's modules (Fastify, every route) and the demo data's load while PostgreSQL starts in
  // its own process: a warm start waits for the longer of the two instead of their sum
  const serving = import('./serve.ts');
  if (config.seed) void import('./db/seed/index.ts').then((m) => m.seedModules()).catch(() => undefined);
  const client = buildClientIfStale(root, log);
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    pg = await startEmbedded({ dataDir: config.dataDir, port: config.pgPort, database: 'comptoir', log });
    databaseUrl = pg.url;
  }
  await prepareDatabase(databaseUrl, {
    seed: config.seed,
    log,
    storageDir: path.join(config.dataDir, 'storage'),
  });
  await client;
  const { closeWithin, onShutdown, serve } = await serving;
  const app = await serve(config, databaseUrl, logger, path.join(root, 'dist'));
  onShutdown(
    async () => {
      await closeWithin(app, config.shutdownGraceMs, logger);
      await pg?.stop();
    },
    logger,
    { graceMs: config.shutdownGraceMs },
  );
  // from the process's own start (performance's time origin), module loading included
  const seconds = Number((performance.now() / 1000).toFixed(1));
  logger.info(
    { seconds, url: `http://localhost:${config.port}`, database: pg ? 'embedded' : 'DATABASE_URL' },
    `ready in ${seconds} s: http://localhost:${config.port}`,
  );
} catch (err) {
  logger.fatal({ err }, 'start failed');
  await pg?.stop().catch(() => undefined);
  process.exit(1);
}
