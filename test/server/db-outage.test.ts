import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { build } from '../../server/app.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer } from './live-fixtures.ts';

/**
 * A TCP relay between the app and PostgreSQL: closing it is the database going away (a failover,
 * a stopped postmaster) without stopping the PostgreSQL the other test files share.
 */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((inbound) => {
        const outbound = net.connect(Number(target.port), target.hostname);
        for (const s of [inbound, outbound]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port));
    });
  let port = 0;
  return {
    start: async () => {
      port = await open();
      return port;
    },
    /** every connection cut, new ones refused */
    down: async () => {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    up: async () => {
      await open();
    },
  };
}

let t: TestApp;
const crashes: unknown[] = [];
const onCrash = (err: unknown) => crashes.push(err);
beforeAll(async () => {
  process.on('uncaughtException', onCrash);
  t = await testApp();
});
afterAll(async () => {
  process.off('uncaughtException', onCrash);
  await t.close();
});

describe('PostgreSQL dropping its connections', () => {
  it('costs some requests a 503, never the process: backends terminated during 6 concurrent sales', async () => {
    const customer = await anyCustomer(t.db);
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 100_000, price: 100 }],
    });
    const body = {
      offer: offer.id,
      channel: 'wechat_group',
      customer: customer.id,
      packs: [{ id: offer.packs[0]!, quantity: 1 }],
    };
    await t.tokenOf('customer-hero');
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    const codes: number[] = [];
    let running = true;
    const seller = async () => {
      while (running) {
        const r = await t.call('POST', '/api/orders', { as: 'customer-hero', body });
        codes.push(r.statusCode);
        if (r.statusCode >= 500) expect(r.json()).toMatchObject({ message: 'errors.databaseUnavailable' });
      }
    };
    const sellers = Array.from({ length: 6 }, seller);
    for (let kill = 0; kill < 6; kill++) {
      await new Promise((r) => setTimeout(r, 150));
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'comptoir' AND datname = current_database() AND pid <> pg_backend_pid()`,
      );
    }
    await new Promise((r) => setTimeout(r, 150));
    running = false;
    await Promise.all(sellers);
    await admin.end();
    expect(crashes).toEqual([]);
    expect(codes.every((c) => c === 201 || c === 503)).toBe(true);
    // the app keeps answering: a new sale and the health check go through
    const after = await t.call('POST', '/api/orders', { as: 'customer-hero', body });
    expect(after.statusCode).toBe(201);
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
  });

  it('answers 503 errors.databaseUnavailable while the database cannot be reached, then recovers', async () => {
    const target = new URL(t.url);
    const link = relay(target);
    const port = await link.start();
    const viaRelay = new URL(t.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    const app = await build({ databaseUrl: viaRelay.toString() });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@demo.comptoir', password: 'comptoir-demo' },
      });
      const token = (login.json() as { token: string }).token;
      const headers = { authorization: `Bearer ${token}` };
      await link.down();
      const write = await app.inject({
        method: 'POST',
        url: '/api/customers',
        headers,
        payload: { name: 'Outage customer' },
      });
      expect(write.statusCode).toBe(503);
      expect(write.json()).toMatchObject({ message: 'errors.databaseUnavailable' });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@demo.comptoir', password: 'comptoir-demo' },
      });
      expect(signIn.statusCode).toBe(503);
      // the process is alive, not ready: a load balancer takes it out, a supervisor leaves it be
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ error: 'unavailable', message: 'errors.databaseUnavailable' });
      await link.up();
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      const again = await app.inject({
        method: 'POST',
        url: '/api/customers',
        headers,
        payload: { name: 'Back' },
      });
      expect(again.statusCode).toBe(201);
      expect(crashes).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
