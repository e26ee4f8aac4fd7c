import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEVICE_COOKIE } from '../../server/auth/trusted-device.ts';
import { call, DEMO_PASSWORD, percentile, startServer, type World } from './harness.ts';

export interface LoginStormResult {
  clients: number;
  seconds: number;
  scryptLog2n: number;
  stormRequests: number;
  /** the storm's answers by status */
  statuses: Record<string, number>;
  /** members on the browser they signed in from before the storm (device cookie) */
  memberLogins: number;
  memberIn: number;
  memberMsMedian: number;
  memberMsMax: number;
  /** a member on a browser that never signed in (no device cookie): he waits like the storm */
  newcomerLogins: number;
  newcomerIn: number;
  newcomerMsMedian: number;
  newcomerMsMax: number;
  readyPolls: number;
  readyNot200: number;
}

const MEMBERS = ['admin', 'logistic', 'finance', 'designer', 'customer-hero', 'community-manager'];
const NEWCOMER = 'product-manager';
const email = (role: string) => `${role}@demo.comptoir`;

/** The device cookie an answer sets, as the browser sends it back. */
const deviceOf = (setCookies: string[] | undefined) =>
  setCookies?.find((c) => c.startsWith(`${DEVICE_COOKIE}=`))?.split(';')[0];

/**
 * One sign-in as the console does it: a 503 is tried again after its Retry-After (1 s), at most
 * `tries` times; the time counts from the first try. Resolves to the time taken, or undefined.
 */
async function signIn(base: string, role: string, from: string, jar: Map<string, string>, tries: number) {
  const t0 = performance.now();
  for (let i = 0; i < tries; i++) {
    const cookie = jar.get(role);
    const r = await call(base, 'POST', '/api/auth/login', {
      body: { email: email(role), password: DEMO_PASSWORD },
      headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
      timeoutMs: 60_000,
    });
    if (r.status === 200) {
      // the browser keeps the renewed cookie
      const next = deviceOf(r.setCookies);
      if (next) jar.set(role, next);
      return performance.now() - t0;
    }
    if (r.status !== 503) return undefined;
    await sleep(1000);
  }
  return undefined;
}

const summary = (ms: number[]) => ({
  in: ms.length,
  median: Math.round(percentile(ms, 50)),
  max: Math.round(Math.max(0, ...ms)),
});

/**
 * A login storm: `clients` loops post made-up e-mails through one trusted proxy (TRUST_PROXY=1,
 * ten client addresses), ignoring every Retry-After, for `seconds`. The members signed in once
 * before it (as staff do daily), so their browsers hold a device cookie; during the storm one of
 * them signs in every 2 s from another address, and a member on a new browser (no cookie) tries
 * in a loop of his own. /api/ready is polled every 500 ms. Production rate limits.
 */
export async function loginStorm(w: World, clients = 50, seconds = 60): Promise<LoginStormResult> {
  const scryptLog2n = Number(process.env.CHAOS_SCRYPT_LOG2N ?? 15);
  const server = await startServer(w, undefined, {
    TRUST_PROXY: '1',
    SCRYPT_LOG2N: String(scryptLog2n),
    RATE_LIMIT_USER: '600',
    RATE_LIMIT_ADDRESS: '3000',
  });
  const statuses: Record<string, number> = {};
  let stormRequests = 0;
  try {
    const jar = new Map<string, string>();
    for (const [i, role] of MEMBERS.entries()) {
      const ms = await signIn(server.base, role, `203.0.113.${i}`, jar, 1);
      if (ms === undefined || !jar.has(role)) throw new Error(`${role} could not sign in before the storm`);
    }
    const until = Date.now() + seconds * 1000;
    const storm = Array.from({ length: clients }, async (_, i) => {
      const from = `198.51.100.${i % 10}`;
      while (Date.now() < until) {
        const r = await call(server.base, 'POST', '/api/auth/login', {
          body: { email: `${randomBytes(6).toString('hex')}@example.com`, password: 'guess' },
          headers: { 'x-forwarded-for': from },
          timeoutMs: 60_000,
        });
        stormRequests++;
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
    });
    const memberMs: number[] = [];
    let memberLogins = 0;
    const members = (async () => {
      for (let i = 0; Date.now() < until - 2000; i++) {
        await sleep(2000);
        memberLogins++;
        const ms = await signIn(
          server.base,
          MEMBERS[i % MEMBERS.length] as string,
          `203.0.113.${i % 200}`,
          jar,
          10,
        );
        if (ms !== undefined) memberMs.push(ms);
      }
    })();
    const newcomerMs: number[] = [];
    let newcomerLogins = 0;
    const newcomer = (async () => {
      for (let i = 0; Date.now() < until - 2000; i++) {
        await sleep(2000);
        newcomerLogins++;
        // a new browser each time: no cookie kept
        const ms = await signIn(server.base, NEWCOMER, `192.0.2.${i % 200}`, new Map(), 10);
        if (ms !== undefined) newcomerMs.push(ms);
      }
    })();
    let readyPolls = 0;
    let readyNot200 = 0;
    const ready = (async () => {
      while (Date.now() < until) {
        const r = await call(server.base, 'GET', '/api/ready', { timeoutMs: 30_000 });
        readyPolls++;
        if (r.status !== 200) readyNot200++;
        await sleep(500);
      }
    })();
    await Promise.all([...storm, members, newcomer, ready]);
    const m = summary(memberMs);
    const n = summary(newcomerMs);
    return {
      clients,
      seconds,
      scryptLog2n,
      stormRequests,
      statuses,
      memberLogins,
      memberIn: m.in,
      memberMsMedian: m.median,
      memberMsMax: m.max,
      newcomerLogins,
      newcomerIn: n.in,
      newcomerMsMedian: n.median,
      newcomerMsMax: n.max,
      readyPolls,
      readyNot200,
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
