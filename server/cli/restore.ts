import { loadDotEnv, readConfig } from '../config.ts';
import { restoreDatabase, restoreDataDir } from '../db/backup.ts';
import { createLogger } from '../log.ts';

/**
 * `npm run restore -- <file>`: pg_restore into DATABASE_URL (a new, empty database), or, for the
 * embedded database, the archive put back under DATA_DIR (the current cluster is kept aside).
 */
loadDotEnv();
const config = readConfig();
const logger = createLogger(config.logLevel);
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <file>');
  process.exit(2);
}
try {
  if (config.databaseUrl) {
    await restoreDatabase(config.databaseUrl, file);
    logger.info({ area: 'restore', file }, 'restored into DATABASE_URL');
  } else {
    const aside = await restoreDataDir(file, config.dataDir);
    logger.info({ area: 'restore', file, previous: aside }, 'embedded database restored; start comptoir');
  }
} catch (err) {
  logger.fatal({ err, area: 'restore' }, 'restore failed');
  process.exitCode = 1;
}
