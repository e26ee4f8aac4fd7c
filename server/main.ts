import { readConfig } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';
import { onShutdown, serve } from './serve.ts';

/**
 * The API alone on an existing database (DATABASE_URL): what `npm run dev` runs in watch mode
 * and what a deployment runs behind its own PostgreSQL. `npm start` is start.ts.
 */
const config = readConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is required here; `npm start` runs an embedded PostgreSQL for you.');
  process.exit(1);
}
await prepareDatabase(config.databaseUrl, { seed: config.seed });
const app = await serve(config, config.databaseUrl, process.env.STATIC_DIR || undefined);
onShutdown(() => app.close());
