import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archiveDataDir,
  dumpDatabase,
  pgDumpMajor,
  restoreDatabase,
  restoreDataDir,
} from '../../server/db/backup.ts';
import { startEmbedded } from '../../server/db/embedded.ts';
import { createDb } from '../../server/db/pool.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { type TestApp, testApp } from './helpers.ts';
import { freshDatabase } from './spawn-server.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'comptoir-backup-'));
  // as root, PostgreSQL runs as the postgres user, who must be able to enter the data directories
  await chmod(tmp, 0o755);
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

/** What a restore must bring back: the members and the orders (ids, amounts, lines). */
async function fingerprint(url: string) {
  const { db, close } = createDb(url, 1);
  try {
    const r = await sql<{ users: string; orders: string; admin: number }>`
      SELECT (SELECT string_agg(email || ':' || role, ',' ORDER BY email) FROM users) AS users,
             (SELECT md5(string_agg(id::text || total_amount::text || packs::text, ',' ORDER BY id)) FROM orders) AS orders,
             (SELECT count(*)::int FROM users WHERE email = 'admin@demo.comptoir') AS admin`.execute(db);
    return r.rows[0];
  } finally {
    await close();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe('backup and restore', () => {
  it('of the embedded database: an archive of DATA_DIR taken while stopped, put back, holds the data', async () => {
    const dataDir = path.join(tmp, 'data');
    const port = await freePort();
    const first = await startEmbedded({ dataDir, port, database: 'comptoir', fast: true, log: () => {} });
    await prepareDatabase(first.url, { log: () => {} });
    const before = await fingerprint(first.url);
    expect(before?.admin).toBe(1);
    const file = path.join(tmp, 'embedded.tar.gz');
    // a running cluster is not archived: its files would not be consistent
    await expect(archiveDataDir(dataDir, file)).rejects.toThrow(/stop comptoir first/);
    await first.stop();
    await archiveDataDir(dataDir, file);

    // the machine is lost: a new DATA_DIR from the archive alone
    const restoredDir = path.join(tmp, 'restored');
    expect(await restoreDataDir(file, restoredDir)).toBeUndefined();
    const again = await startEmbedded({
      dataDir: restoredDir,
      port,
      database: 'comptoir',
      fast: true,
      log: () => {},
    });
    try {
      expect(await fingerprint(again.url)).toEqual(before);
    } finally {
      await again.stop();
    }
    // restoring over a cluster keeps the old one aside
    const aside = await restoreDataDir(file, restoredDir);
    expect(aside).toMatch(/pg\.before-restore-/);
  }, 180_000);

  describe('of a DATABASE_URL database with pg_dump and pg_restore', () => {
    let t: TestApp;
    let usable = false;
    beforeAll(async () => {
      t = await testApp();
      const admin = new pg.Client({ connectionString: t.url });
      await admin.connect();
      const server =
        Number((await admin.query('SHOW server_version_num')).rows[0].server_version_num) / 10000;
      await admin.end();
      // pg_dump refuses a server newer than itself (the embedded test cluster is 18, Debian's 15)
      usable = ((await pgDumpMajor()) ?? 0) >= Math.floor(server);
    });
    afterAll(() => t.close());

    it('dumps and restores into a new database, data intact', async (ctx) => {
      if (!usable) ctx.skip(`pg_dump on the PATH is older than the test server; run with DATABASE_URL`);
      await t.call('POST', '/api/users', {
        as: 'admin',
        body: { name: 'Kept', email: 'kept@example.com', role: 'finance', password: 'long-enough-1' },
      });
      const before = await fingerprint(t.url);
      expect(before?.users).toContain('kept@example.com:finance');
      const file = path.join(tmp, 'external.dump');
      await dumpDatabase(t.url, file);
      const target = await freshDatabase('restored');
      await restoreDatabase(target, file);
      expect(await fingerprint(target)).toEqual(before);
    }, 120_000);
  });
});
