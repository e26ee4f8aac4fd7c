import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { type EmbeddedHandle, startEmbedded } from '../../server/db/embedded.ts';
import { freePort } from '../../server/db/free-port.ts';
import { createDb } from '../../server/db/pool.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import type { Database } from '../../server/db/types.ts';
import { anyCustomer, makeOffer } from '../server/live-fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const DEMO_PASSWORD = 'comptoir-demo';

/**
 * The fault suite's world: a real embedded PostgreSQL (durable: fsync on, as in production) and
 * real server processes (server/main.ts) on it, killed and restarted by the scenarios.
 */
export interface World {
  dataDir: string;
  pg: EmbeddedHandle;
  pgPort: number;
  url: string;
  db: Kysely<Database>;
  closeDb: () => Promise<void>;
}

const log = (m: string) => process.stdout.write(`${m}\n`);

export async function openWorld(): Promise<World> {
  const dataDir = process.env.CHAOS_DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'comptoir-chaos-')));
  const pgPort = Number(process.env.CHAOS_PG_PORT) || (await freePort());
  const pg = await startPg(dataDir, pgPort);
  await prepareDatabase(pg.url, { seed: true, log: () => undefined });
  const { db, close } = createDb(pg.url, 4);
  return { dataDir, pg, pgPort, url: pg.url, db, closeDb: close };
}

export const startPg = (dataDir: string, port: number) =>
  startEmbedded({ dataDir, port, database: 'comptoir', log: () => undefined });

export interface Server {
  child: ChildProcess;
  base: string;
  port: number;
  /** stderr and non-JSON lines, and every line at level 50 or above */
  errors: string[];
  exited: Promise<void>;
}

/**
 * server/main.ts on the world's database; resolves once it answers /api/health. A free port can
 * be taken by another process of the shared machine before the server listens: then another one.
 */
export async function startServer(
  w: World,
  port?: number,
  env: Record<string, string> = {},
): Promise<Server> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(w, port ?? (await freePort()), env);
    } catch (err) {
      if (port !== undefined || attempt >= 5 || !String(err).includes('EADDRINUSE')) throw err;
    }
  }
}

async function startServerOn(w: World, p: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: w.url,
      HOST: '127.0.0.1',
      PORT: String(p),
      SEED: '0',
      LOG_LEVEL: 'warn',
      // the sweeps send thousands of requests from one address on purpose
      RATE_LIMIT_USER: '0',
      RATE_LIMIT_ADDRESS: '0',
      SHUTDOWN_GRACE: '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  child.stdout?.on('data', (d: Buffer) => {
    for (const line of d.toString().split('\n').filter(Boolean)) {
      try {
        if ((JSON.parse(line) as { level?: number }).level! >= 50) errors.push(line);
      } catch {
        errors.push(line);
      }
    }
  });
  child.stderr?.on('data', (d: Buffer) => errors.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${p}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, port: p, errors, exited };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${errors.join('\n')}`);
}

export async function kill9(s: Server): Promise<void> {
  s.child.kill('SIGKILL');
  await s.exited;
}

export async function login(base: string, email: string): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!r.ok) throw new Error(`login ${email}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { token: string }).token;
}

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
  /** the answer's Set-Cookie headers, one per cookie */
  setCookies?: string[];
}

/** One HTTP call; a network error (the server died) is status 0. */
export async function call(
  base: string,
  method: string,
  url: string,
  o: {
    token?: string;
    body?: unknown;
    raw?: string;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const t0 = performance.now();
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const body = o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  try {
    const r = await fetch(base + url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
    });
    const text = await r.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: kept as text */
    }
    return {
      status: r.status,
      body: parsed,
      ms: performance.now() - t0,
      setCookies: r.headers.getSetCookie(),
    };
  } catch (err) {
    // what the network said (a reset, a timeout): kept for the report
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, body: cause?.code ?? cause?.message ?? String(err), ms: performance.now() - t0 };
  }
}

/** A live offer (of the kitchen by default) with one pack, and an order body for it. */
export async function orderFixture(w: World, stock: number, community: string = COMMUNITY_IDS.kitchen) {
  const offer = await makeOffer(w.db, { community, packs: [{ stock, price: 500 }] });
  const customer = await anyCustomer(w.db);
  const body = {
    offer: offer.id,
    channel: 'wechat_group',
    customer: customer.id,
    packs: [{ id: offer.packs[0]!, quantity: 1 }],
  };
  return { offer, body };
}

export const newKey = () => `chaos-${randomUUID()}`;

export const percentile = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

export { log };
