import { migrate } from '../db/migrate.ts';
import { createDb } from '../db/pool.ts';
import { runCommand } from './database.ts';

/** `npm run migrate`: applies the pending migrations (what every start does first) and exits. */
await runCommand('migrate', async ({ url, logger, log }) => {
  const { pool, close } = createDb(url, 2);
  try {
    const applied = await migrate(pool, log);
    logger.info({ area: 'migrate', applied }, applied.length ? 'migrated' : 'nothing to migrate');
  } finally {
    await close();
  }
});
