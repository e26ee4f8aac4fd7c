import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from './embedded.ts';
import { freePort } from './free-port.ts';

export interface ScratchServer {
  /** a superuser connection to the `postgres` database, for creating and dropping databases */
  adminUrl: string;
  /** stops and deletes the embedded server, if one was started; leaves DATABASE_URL's alone */
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server for throwaway databases: DATABASE_URL's when set (the caller only creates
 * and drops its own databases there), else an embedded one in a temp dir, tuned for speed over
 * durability since nothing on it outlives the run.
 */
export async function scratchServer(prefix: string): Promise<ScratchServer> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) return { adminUrl: fromEnv, stop: async () => {} };
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const embedded = await startEmbedded({
    dataDir: dir,
    port: await freePort(),
    database: 'postgres',
    fast: true,
    log: () => {},
  });
  return {
    adminUrl: embedded.adminUrl,
    stop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
