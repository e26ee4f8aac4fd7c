import { loadDotEnv, readConfig } from '../config.ts';
import { archiveDataDir, dumpDatabase } from '../db/backup.ts';
import { createLogger } from '../log.ts';

/**
 * `npm run backup -- <file>`: pg_dump (custom format) of DATABASE_URL, or, for the embedded
 * database, an archive of DATA_DIR taken while comptoir is stopped. See docs/operations.md.
 */
loadDotEnv();
const config = readConfig();
const logger = createLogger(config.logLevel);
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run backup -- <file>');
  process.exit(2);
}
try {
  if (config.databaseUrl) await dumpDatabase(config.databaseUrl, file);
  else await archiveDataDir(config.dataDir, file);
  logger.info(
    { area: 'backup', file, database: config.databaseUrl ? 'DATABASE_URL' : 'embedded' },
    'backup written',
  );
} catch (err) {
  logger.fatal({ err, area: 'backup' }, 'backup failed');
  process.exitCode = 1;
}
