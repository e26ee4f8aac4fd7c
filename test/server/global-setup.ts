import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedHandle, startEmbedded } from '../../server/db/embedded.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { databaseUrl } from './db-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a superuser connection to create and drop the per-file databases */
    pgAdminUrl: string;
    /** the migrated, seeded database every test file copies (CREATE DATABASE ... TEMPLATE) */
    templateDb: string;
  }
}

/** A port of our range (54400-54499) that nothing listens on right now. */
async function freePort(): Promise<number> {
  const start = 54400 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 54400 + ((start - 54400 + i) % 100);
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.createServer().once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port in 54400-54499');
}

/**
 * One PostgreSQL for the whole run: the machine's (DATABASE_URL, e.g. PostgreSQL 15 on :5432) or
 * an embedded one in a temp dir. A run only ever creates and drops databases named
 * comptoir_test_<run>...; it never touches any other database of that server.
 */
export default async function setup(project: TestProject) {
  const run = `comptoir_test_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  let embedded: EmbeddedHandle | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-test-'));
    embedded = await startEmbedded({
      dataDir: dir,
      port: await freePort(),
      database: 'postgres',
      fast: true,
      log: () => {},
    });
    adminUrl = embedded.adminUrl;
  }
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
      await embedded?.stop();
      if (dir) await rm(dir, { recursive: true, force: true });
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
