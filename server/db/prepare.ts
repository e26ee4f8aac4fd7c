import { LocalDiskStore } from '../storage/local-disk.ts';
import { migrate } from './migrate.ts';
import { createDb } from './pool.ts';
import { runSeeds } from './seed/index.ts';

/** What every start does before serving: migrate, then load the demo data into an empty database. */
export async function prepareDatabase(
  databaseUrl: string,
  opts: { seed?: boolean; log?: (m: string) => void; storageDir?: string } = {},
): Promise<void> {
  const log = opts.log ?? console.log;
  const { pool, db, close } = createDb(databaseUrl, 2);
  try {
    await migrate(pool, log);
    const store = opts.storageDir ? new LocalDiskStore(opts.storageDir) : undefined;
    if (opts.seed ?? true) await runSeeds(db, log, store);
  } finally {
    await close();
  }
}
