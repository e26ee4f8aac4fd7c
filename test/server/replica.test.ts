import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../server/app.ts';
import { type EmbeddedHandle, startEmbedded } from '../../server/db/embedded.ts';
import { freePort } from '../../server/db/free-port.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { WROTE_COOKIE } from '../../server/db/read-handle.ts';
import { DEMO_PASSWORD, qs } from './helpers.ts';
import { type Standby, startStandby } from './standby.ts';

/**
 * Reads on a replica (docs/operations.md, "Reads on a replica"): a real streaming replica, built
 * from the embedded binaries, behind an app started with DATABASE_READ_URL. What tells the two
 * servers apart is data: a row written straight on the primary while the replica's replay is
 * paused is there for a read of the primary and missing from a read of the replica.
 */
const DB = 'comptoir';
let dir: string;
let primary: EmbeddedHandle;
let standby: Standby;
let onPrimary: pg.Client;
let onStandby: pg.Client;
const apps: FastifyInstance[] = [];

const lsnOf = async (c: pg.Client, fn: string) =>
  (await c.query<{ lsn: string }>(`SELECT ${fn}()::text AS lsn`)).rows[0]!.lsn;

/**
 * Waits until the replica has replayed every commit made so far. The test cluster commits
 * asynchronously (server/db/embedded.ts, `fast`), and a transaction that only takes an xid writes
 * its commit record without flushing either, so the flushed end may stop short of the app's last
 * commit: the target is the end of what was inserted. A commit record written after it carries
 * the replay past the target once the WAL writer flushes it (a target at a page's start would
 * otherwise wait for the next record).
 */
async function caughtUp(): Promise<void> {
  const target = await lsnOf(onPrimary, 'pg_current_wal_insert_lsn');
  await onPrimary.query('SELECT pg_current_xact_id()');
  for (;;) {
    const r = await onStandby.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [
      target,
    ]);
    if (r.rows[0]!.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An app on the primary and the replica; `checkMs: 0` looks at the replica before every read. */
async function appWith(maxLagSeconds: number) {
  const app = await build({
    databaseUrl: primary.url,
    replica: { url: standby.urlOf(DB), maxLagSeconds, checkMs: 0 },
  });
  apps.push(app);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@demo.comptoir', password: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const auth = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  return {
    /** the suppliers named `Replica…` on the Suppliers screen, as this browser reads them */
    names: async (cookie?: string) => {
      const r = await app.inject({
        method: 'GET',
        url: `/api/suppliers/details${qs({ filter: { name: 'Replica' }, sort: ['name', 'ASC'] })}`,
        headers: { ...auth, ...(cookie ? { cookie } : {}) },
      });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { name: string }[]).map((s) => s.name);
    },
    /** a supplier created in the console; answers the cookie the browser keeps */
    create: async (name: string) => {
      const r = await app.inject({
        method: 'POST',
        url: '/api/suppliers',
        headers: auth,
        payload: {
          name,
          type: 'direct_sales',
          phone: '021 5555 0101',
          contacts: [{ contactName: 'Wang Fang' }],
          paymentTerm: '30days',
          vat: 13,
          commission: null,
          status: 'available',
        },
      });
      expect(r.statusCode, r.body).toBe(201);
      const set = [r.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${WROTE_COOKIE}=`));
      return set!.split(';')[0]!;
    },
    get: (url: string) => app.inject({ method: 'GET', url, headers: auth }),
  };
}

const insertOnPrimary = (name: string) => onPrimary.query('INSERT INTO suppliers (name) VALUES ($1)', [name]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-replica-'));
  // PostgreSQL runs as the postgres user when we are root: it must be able to enter
  await chmod(dir, 0o755);
  primary = await startEmbedded({
    dataDir: path.join(dir, 'primary'),
    port: await freePort(),
    database: DB,
    fast: true,
    log: () => {},
  });
  await prepareDatabase(primary.url, { log: () => {} });
  standby = await startStandby({
    primaryAdminUrl: primary.adminUrl,
    primaryDir: path.join(dir, 'primary', 'pg'),
    dir: path.join(dir, 'standby'),
    port: await freePort(),
  });
  onPrimary = new pg.Client({ connectionString: primary.url });
  onStandby = new pg.Client({ connectionString: standby.urlOf(DB) });
  await onPrimary.connect();
  await onPrimary.query('SET synchronous_commit = on');
  await onStandby.connect();
  await caughtUp();
}, 240_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await onPrimary?.end().catch(() => undefined);
  await onStandby?.end().catch(() => undefined);
  await standby?.stop();
  await primary?.stop();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

describe('DATABASE_READ_URL', () => {
  it('serves lists from the replica, a writer reads his own write from the primary, on any instance', async () => {
    const a = await appWith(3600);
    const b = await appWith(3600);
    expect((await onStandby.query('SELECT pg_is_in_recovery() AS r')).rows[0].r).toBe(true);
    await insertOnPrimary('Replica 1 replayed');
    await caughtUp();
    expect(await a.names()).toEqual(['Replica 1 replayed']);

    await onStandby.query('SELECT pg_wal_replay_pause()');
    await insertOnPrimary('Replica 2 on the primary only');
    // the replica answers (it is within the hour's bound): the row it has not replayed is missing
    expect(await a.names()).toEqual(['Replica 1 replayed']);
    const seenBy = await onStandby.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'comptoir' AND datname = $1`,
      [DB],
    );
    expect(seenBy.rows[0]!.n).toBeGreaterThan(0);

    // the member who saves a supplier sees it at once, and the row before it, on both instances
    const cookie = await a.create('Replica 3 saved in the console');
    const everything = [
      'Replica 1 replayed',
      'Replica 2 on the primary only',
      'Replica 3 saved in the console',
    ];
    expect(await a.names(cookie)).toEqual(everything);
    expect(await b.names(cookie)).toEqual(everything);
    // everyone else reads the replica, a moment behind
    expect(await b.names()).toEqual(['Replica 1 replayed']);

    await onStandby.query('SELECT pg_wal_replay_resume()');
    await caughtUp();
    // replayed past the write: the writer is back on the replica, which now has it all
    expect(await a.names()).toEqual(everything);
    expect(await a.names(cookie)).toEqual(everything);
  });

  it('reads the primary when the replica is further behind than the bound', async () => {
    const strict = await appWith(0);
    await onStandby.query('SELECT pg_wal_replay_pause()');
    try {
      await insertOnPrimary('Replica 4 behind the bound');
      expect(await strict.names()).toContain('Replica 4 behind the bound');
    } finally {
      await onStandby.query('SELECT pg_wal_replay_resume()');
    }
    await caughtUp();
  });

  it('keeps answering from the primary when the replica is down: lists, export, analytics', async () => {
    const a = await appWith(3600);
    expect(await a.names()).toContain('Replica 4 behind the bound');
    await onStandby.end();
    await standby.stop();
    await insertOnPrimary('Replica 5 after the replica stopped');
    expect(await a.names()).toContain('Replica 5 after the replica stopped');
    expect(await a.names()).toContain('Replica 5 after the replica stopped');
    const exported = await a.get('/api/orders/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const analytics = await a.get('/api/analytics/general?dateStart=2025-01-01&dateEnd=2025-12-31');
    expect(analytics.statusCode, analytics.body).toBe(200);
  });
});
