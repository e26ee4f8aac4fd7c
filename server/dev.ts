import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadDotEnv, readConfig } from './config.ts';
import { type EmbeddedHandle, startEmbedded } from './db/embedded.ts';
import { prepareDatabase } from './db/prepare.ts';
import { createLogger, lineLogger } from './log.ts';
import { onShutdown } from './serve.ts';

/**
 * `npm run dev`: the database once (embedded unless DATABASE_URL), the API under `node --watch`
 * (restarts on any change of server/ or domain/), and vite's dev server on 5173, which proxies
 * /api and the live socket to the API (vite.config.ts).
 */
const root = path.resolve(import.meta.dirname, '..');
loadDotEnv();
const config = readConfig();
const logger = createLogger(config.logLevel);
const log = lineLogger(logger);
let pg: EmbeddedHandle | undefined;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  pg = await startEmbedded({ dataDir: config.dataDir, port: config.pgPort, database: 'comptoir', log });
  databaseUrl = pg.url;
}
await prepareDatabase(databaseUrl, { seed: config.seed, log });

const api = spawn(
  process.execPath,
  ['--watch', '--watch-preserve-output', path.join(root, 'server/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(config.port) },
  },
);

process.env.API_TARGET ??= `http://localhost:${config.port}`;
const { createServer } = await import('vite');
const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts') });
await vite.listen();
vite.printUrls();

onShutdown(
  async () => {
    api.kill('SIGTERM');
    await vite.close();
    await pg?.stop();
  },
  logger,
  { graceMs: config.shutdownGraceMs },
);
