import { migrate } from '../db/migrate.ts';
import { createDb } from '../db/pool.ts';
import { runSeeds } from '../db/seed/index.ts';
import { runCommand } from './database.ts';

/**
 * `npm run seed`: loads the demo data, whatever SEED says (running it is the explicit choice).
 * Like every start, it never touches a database that holds real members without a seed record.
 */
await runCommand('seed', async ({ url, logger, log }) => {
  const { pool, db, close } = createDb(url, 2);
  try {
    await migrate(pool, log);
    const ran = await runSeeds(db, log);
    logger.info({ area: 'seed', modules: ran }, ran.length ? 'demo data loaded' : 'nothing to seed');
  } finally {
    await close();
  }
});
