import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Backups, two ways (docs/operations.md):
 * - a DATABASE_URL deployment: pg_dump's custom format and pg_restore, from the PATH or PG_BIN
 *   (of the server's major version or newer: pg_dump refuses a newer server);
 * - the embedded database: the package ships no pg_dump, so a copy of its data directory taken
 *   while it is stopped (a consistent file-level backup), restored by putting it back.
 */
const bin = (name: string) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);

export async function dumpDatabase(url: string, file: string): Promise<void> {
  await run(bin('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--file',
    file,
    '--dbname',
    url,
  ]);
}

/** Restores into `url`, which should be a new, empty database (objects of the dump are replaced). */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  await run(bin('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    '--dbname',
    url,
    file,
  ]);
}

/** The major version of the pg_dump in use, to compare with the server's. */
export async function pgDumpMajor(): Promise<number | undefined> {
  try {
    const { stdout } = await run(bin('pg_dump'), ['--version']);
    return Number(/(\d+)(\.\d+)?/.exec(stdout)?.[1]);
  } catch {
    return undefined;
  }
}

/** Whether a postmaster runs on the embedded cluster under `dataDir` (a server or a command). */
export async function clusterRunning(dataDir: string): Promise<boolean> {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const STOP_FIRST = 'the embedded PostgreSQL is running: stop comptoir first (Ctrl+C or SIGTERM)';

/** A gzip'd tar of the cluster and its password file, taken while the cluster is stopped. */
export async function archiveDataDir(dataDir: string, file: string): Promise<void> {
  const dir = path.resolve(dataDir);
  if (!existsSync(path.join(dir, 'pg', 'PG_VERSION'))) throw new Error(`no embedded database in ${dir}`);
  if (await clusterRunning(dir)) throw new Error(STOP_FIRST);
  const parts = ['pg', ...(existsSync(path.join(dir, 'pg-password')) ? ['pg-password'] : [])];
  await run('tar', ['--create', '--gzip', '--file', path.resolve(file), '--directory', dir, ...parts]);
}

/**
 * Puts an archive of archiveDataDir back under `dataDir`. A cluster already there is kept aside
 * as pg.before-restore-<time> (never deleted by a restore). Owners and modes are restored as
 * archived (as root, the `postgres` user the cluster runs as).
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<string | undefined> {
  const dir = path.resolve(dataDir);
  if (await clusterRunning(dir)) throw new Error(STOP_FIRST);
  let aside: string | undefined;
  if (existsSync(path.join(dir, 'pg'))) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    aside = path.join(dir, `pg.before-restore-${stamp}`);
    await rename(path.join(dir, 'pg'), aside);
    if (existsSync(path.join(dir, 'pg-password')))
      await rename(path.join(dir, 'pg-password'), `${aside}.password`);
  }
  await run('mkdir', ['-p', dir]);
  await run('tar', [
    '--extract',
    '--gzip',
    '--same-permissions',
    '--file',
    path.resolve(file),
    '--directory',
    dir,
  ]);
  return aside;
}
