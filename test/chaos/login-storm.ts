import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, DEMO_PASSWORD, percentile, startServer, type World } from './harness.ts';

export interface LoginStormResult {
  clients: number;
  seconds: number;
  scryptLog2n: number;
  stormRequests: number;
  /** the storm's answers by status */
  statuses: Record<string, number>;
  memberLogins: number;
  memberIn: number;
  memberMsMedian: number;
  memberMsMax: number;
  readyPolls: number;
  readyNot200: number;
}

const MEMBERS = ['admin', 'logistic', 'finance', 'designer', 'customer-hero', 'community-manager'];

/**
 * A login storm: `clients` loops post made-up e-mails through one trusted proxy (TRUST_PROXY=1,
 * ten client addresses), ignoring every Retry-After, for `seconds`. Meanwhile members sign in from
 * other addresses every 2 s (a 503 is retried after its Retry-After, the time counts) and
 * /api/ready is polled every 500 ms. The server runs with the production rate limits.
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
  const until = Date.now() + seconds * 1000;
  try {
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
        const t0 = performance.now();
        for (let tries = 0; tries < 10; tries++) {
          const r = await call(server.base, 'POST', '/api/auth/login', {
            body: { email: `${MEMBERS[i % MEMBERS.length]}@demo.comptoir`, password: DEMO_PASSWORD },
            headers: { 'x-forwarded-for': `203.0.113.${i % 200}` },
            timeoutMs: 60_000,
          });
          if (r.status === 200) {
            memberMs.push(performance.now() - t0);
            break;
          }
          if (r.status !== 503) break;
          await sleep(1000);
        }
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
    await Promise.all([...storm, members, ready]);
    return {
      clients,
      seconds,
      scryptLog2n,
      stormRequests,
      statuses,
      memberLogins,
      memberIn: memberMs.length,
      memberMsMedian: Math.round(percentile(memberMs, 50)),
      memberMsMax: Math.round(Math.max(0, ...memberMs)),
      readyPolls,
      readyNot200,
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
