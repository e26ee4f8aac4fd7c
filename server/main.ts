import path from 'node:path';
import { loadDotEnv, readConfig } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';
import { createLogger, lineLogger } from './log.ts';
import { closeWithin, onShutdown, serve } from './serve.ts';

/**
 * The API alone on an existing database (DATABASE_URL): what `npm run dev` runs in watch mode
 * and what a deployment runs behind its own PostgreSQL. `npm start` is start.ts.
 */
loadDotEnv();
const config = readConfig();
const logger = createLogger(config.logLevel);
if (!config.databaseUrl) {
  logger.fatal('DATABASE_URL is required here; `npm start` runs an embedded PostgreSQL for you.');
  process.exit(1);
}
try {
  await prepareDatabase(config.databaseUrl, {
    seed: config.seed,
    log: lineLogger(logger),
    storageDir: path.join(config.dataDir, 'storage'),
  });
  const app = await serve(config, config.databaseUrl, logger, process.env.STATIC_DIR || undefined);
  onShutdown(() => closeWithin(app, config.shutdownGraceMs, logger), logger, {
    graceMs: config.shutdownGraceMs,
  });
} catch (err) {
  logger.fatal({ err }, 'start failed');
  process.exit(1);
}
