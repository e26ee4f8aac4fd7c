import path from 'node:path';
import { buildClientIfStale } from './client-build.ts';
import { readConfig } from './config.ts';
import { type EmbeddedHandle, startEmbedded } from './db/embedded.ts';
import { prepareDatabase } from './db/prepare.ts';
import { onShutdown, serve } from './serve.ts';

/**
 * `npm start`: build the console if its sources changed, start the embedded PostgreSQL (unless
 * DATABASE_URL names one), migrate, seed an empty database, serve console and API on PORT.
 * The client build and the database start run side by side to keep the first start short.
 */
const t0 = performance.now();
const root = path.resolve(import.meta.dirname, '..');
const config = readConfig();
const log = (m: string) => console.log(m);

let pg: EmbeddedHandle | undefined;
try {
  const client = buildClientIfStale(root, log);
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    pg = await startEmbedded({ dataDir: config.dataDir, port: config.pgPort, database: 'comptoir', log });
    databaseUrl = pg.url;
  }
  await prepareDatabase(databaseUrl, { seed: config.seed, log });
  await client;
  const app = await serve(config, databaseUrl, path.join(root, 'dist'));
  onShutdown(async () => {
    await app.close();
    await pg?.stop();
  });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  log(`[comptoir] ready in ${seconds} s: http://localhost:${config.port}`);
} catch (err) {
  console.error('[comptoir] start failed:', err);
  await pg?.stop().catch(() => undefined);
  process.exit(1);
}
