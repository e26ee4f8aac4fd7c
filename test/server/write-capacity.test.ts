import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { build } from '../../server/app.ts';
import { databaseUrl } from './db-url.ts';
import { multipart, PNG } from './files-fixtures.ts';
import { DEMO_PASSWORD, demoEmail, type TestApp, testApp } from './helpers.ts';

/**
 * Real full and read-only disks, not a stand-in error: small tmpfs file systems mounted for the
 * test (root, as on the developers' machines and CI) under the file store and under a tablespace
 * holding a whole database, and a database switched read-only by its own setting.
 */
const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
const mounts: string[] = [];

async function tmpfs(sizeBytes: number, owner?: { uid: number; gid: number }): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-capacity-'));
  const ids = owner ? `,uid=${owner.uid},gid=${owner.gid}` : '';
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes},mode=0700${ids}`, 'tmpfs', dir]);
  mounts.push(dir);
  return dir;
}

beforeAll(async () => {
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  for (const dir of mounts) {
    execFileSync('umount', ['-l', dir]);
    await rm(dir, { recursive: true, force: true });
  }
});

const customer = (name: string) => ({ name, wechatGroups: [] });

/** Asks until the answer is not a dropped connection's (the pool reconnecting after a kill). */
async function settled<R extends { statusCode: number; body: string }>(send: () => Promise<R>): Promise<R> {
  for (let i = 0; i < 20; i++) {
    const r = await send();
    if (!r.body.includes('errors.databaseUnavailable')) return r;
  }
  throw new Error('the database stayed unavailable');
}

describe('a read-only database', () => {
  let t: TestApp;
  let name: string;
  const kick = () =>
    admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  beforeAll(async () => {
    t = await testApp();
    name = new URL(t.url).pathname.slice(1);
  });
  afterAll(() => t.close());

  it('refuses writes with 503 and Retry-After, keeps reading, and is not ready until writable', async () => {
    const token = await t.tokenOf('admin');
    // the production set-up counts every API request in the database (the rate limit)
    const limited = await build({ databaseUrl: t.url, rateLimit: { perUser: 600, perAddress: 3000 } });
    const readLimited = () =>
      limited.inject({
        method: 'GET',
        url: '/api/customers/details',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await readLimited()).statusCode).toBe(200);
    await admin.query(
      `ALTER DATABASE ${admin.escapeIdentifier(name)} SET default_transaction_read_only = on`,
    );
    await kick();
    const write = await settled(() =>
      t.call('POST', '/api/customers', { as: 'admin', body: customer('Read Only') }),
    );
    expect(write.statusCode, write.body).toBe(503);
    expect(write.json().message).toBe('errors.databaseReadOnly');
    expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/customers/details', { as: 'admin' })).statusCode).toBe(200);
    // the count cannot be written: the read is served uncounted rather than refused
    const read = await settled(readLimited);
    expect(read.statusCode, read.body).toBe(200);
    const ready = await settled(() => t.call('GET', '/api/ready'));
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      message: 'errors.databaseReadOnly',
      details: { writes: 'database' },
    });

    await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(name)} RESET default_transaction_read_only`);
    await kick();
    expect((await settled(() => t.call('GET', '/api/ready'))).statusCode).toBe(200);
    const again = await settled(() =>
      t.call('POST', '/api/customers', { as: 'admin', body: customer('Read Only') }),
    );
    expect(again.statusCode).toBe(201);
    await limited.close();
  });
});

describe('a file store that cannot be written', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await tmpfs(4 * 1024 * 1024);
    t = await testApp({ storageDir: dir });
  });
  afterAll(() => t.close());

  const upload = async () => {
    const { body, contentType } = multipart([{ field: 'file', filename: 'a.png', data: PNG }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/files/member-avatar',
      headers: { authorization: `Bearer ${await t.tokenOf('admin')}`, 'content-type': contentType },
      payload: body,
    });
  };

  it('answers 503 with Retry-After on a read-only store, records nothing, and is ready again once writable', async () => {
    expect((await upload()).statusCode).toBe(200);
    const before = await t.db
      .selectFrom('files')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    execFileSync('mount', ['-o', 'remount,ro', dir]);
    const refused = await upload();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json().message).toBe('errors.storageUnavailable');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const after = await t.db
      .selectFrom('files')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const ready = await t.call('GET', '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      message: 'errors.storageUnavailable',
      details: { writes: 'files' },
    });

    execFileSync('mount', ['-o', 'remount,rw', dir]);
    expect((await t.call('GET', '/api/ready')).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(200);
    // no temporary file left behind by the refused upload
    for (const store of await readdir(dir)) {
      const names = await readdir(path.join(dir, store)).catch(() => []);
      expect(names.filter((n) => n.startsWith('.upload-'))).toEqual([]);
    }
  });
});

describe('a database whose disk is full', () => {
  const name = `${inject('templateDb')}_full_${process.pid}`;
  const space = `${name}_space`;
  let app: Awaited<ReturnType<typeof build>>;
  let peek: pg.Client;
  let token: string;

  beforeAll(async () => {
    // the tablespace's folder must belong to the user PostgreSQL runs as
    const dataDir = (await admin.query<{ d: string }>("SELECT current_setting('data_directory') AS d"))
      .rows[0]?.d;
    const owner = await stat(dataDir ?? '/');
    const size = (
      await admin.query<{ n: string }>('SELECT pg_database_size($1) AS n', [inject('templateDb')])
    ).rows[0]?.n;
    const dir = await tmpfs(Number(size) + 12 * 1024 * 1024, { uid: owner.uid, gid: owner.gid });
    await admin.query(`CREATE TABLESPACE ${admin.escapeIdentifier(space)} LOCATION '${dir}'`);
    await admin.query(
      `CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(inject('templateDb'))}
       TABLESPACE ${admin.escapeIdentifier(space)} STRATEGY file_copy`,
    );
    const url = databaseUrl(inject('pgAdminUrl'), name);
    app = await build({ databaseUrl: url });
    peek = new pg.Client({ connectionString: url });
    await peek.connect();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('admin'), password: DEMO_PASSWORD },
    });
    token = login.json().token;
    // every byte left taken by a table of incompressible rows (unlogged: no WAL on the real disk)
    await peek.query('CREATE UNLOGGED TABLE filler (b text NOT NULL)');
    await peek.query('ALTER TABLE filler ALTER COLUMN b SET STORAGE PLAIN');
    for (let i = 0; i < 400; i++) {
      try {
        await peek.query(
          'INSERT INTO filler SELECT repeat(md5(random()::text), 240) FROM generate_series(1, 128)',
        );
      } catch (e) {
        expect((e as { code?: string }).code).toBe('53100');
        break;
      }
    }
  });
  afterAll(async () => {
    await app?.close();
    await peek?.end();
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.query(`DROP TABLESPACE IF EXISTS ${admin.escapeIdentifier(space)}`);
  });

  const post = (n: number) =>
    app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: `Bearer ${token}` },
      payload: customer(`Full Disk ${n}`),
    });

  it('refuses the write that needs room with 503, half of nothing saved, not ready until room is made', async () => {
    // writes fill what room the last pages had, then one must extend a file and cannot
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    let n = 0;
    for (; n < 500 && !refused; n++) {
      const r = await post(n);
      if (r.statusCode !== 201) refused = r;
    }
    expect(refused?.statusCode, refused?.body).toBe(503);
    expect(refused?.json().message).toBe('errors.databaseFull');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const left = await peek.query('SELECT count(*)::int AS n FROM customers WHERE name = $1', [
      `Full Disk ${n - 1}`,
    ]);
    expect(left.rows[0].n).toBe(0);
    const audit = await peek.query("SELECT count(*)::int AS n FROM audit_log WHERE after->>'name' = $1", [
      `Full Disk ${n - 1}`,
    ]);
    expect(audit.rows[0].n).toBe(0);
    const reads = await app.inject({
      method: 'GET',
      url: '/api/customers/details',
      headers: { authorization: `Bearer ${token}` },
    });
    // the body names the refusal when it is not the list (seen once: a 503 under load, cause not found)
    expect(reads.statusCode, reads.body).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ message: 'errors.databaseFull', details: { writes: 'database' } });
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);

    await peek.query('DROP TABLE filler');
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await post(n)).statusCode).toBe(201);
  });
});
