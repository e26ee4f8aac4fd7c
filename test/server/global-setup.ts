import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { scratchServer } from '../../server/db/scratch-server.ts';
import { databaseUrl } from './db-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a superuser connection to create and drop the per-file databases */
    pgAdminUrl: string;
    /** the migrated, seeded database every test file copies (CREATE DATABASE ... TEMPLATE) */
    templateDb: string;
  }
}

/**
 * One PostgreSQL for the whole run: the machine's (DATABASE_URL, e.g. PostgreSQL 15 on :5432) or
 * an embedded one in a temp dir. A run only ever creates and drops databases named
 * comptoir_test_<run>...; it never touches any other database of that server.
 */
export default async function setup(project: TestProject) {
  // Production hashes passwords at scrypt N=2^17 (seconds per hash on a shared test machine):
  // the suites hash at 2^14, the lowest cost server/auth/password.ts accepts for them
  process.env.SCRYPT_LOG2N ??= '14';
  const run = `comptoir_test_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const server = await scratchServer('comptoir-test-');
  const adminUrl = server.adminUrl;
  const admin = new pg.Client({ connectionString: adminUrl });
  const cleanup = async () => {
    try {
      const left = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')",
        [run],
      );
      for (const { datname } of left.rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`);
      }
    } finally {
      await admin.end().catch(() => undefined);
      await server.stop();
    }
  };
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(run)}`);
    await prepareDatabase(databaseUrl(adminUrl, run), { log: () => {} });
  } catch (err) {
    // vitest skips the teardown when setup throws: clean up here or PostgreSQL outlives the run
    await cleanup().catch(() => undefined);
    throw err;
  }
  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', run);
  return cleanup;
}
