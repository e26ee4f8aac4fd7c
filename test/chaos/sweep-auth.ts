import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { ROLES, type Role } from '../../domain/roles.ts';
import { sampleOf } from '../server/openapi-sample.ts';
import { call, login, orderFixture, startServer, type World } from './harness.ts';
import { type DocOperation, fillPath, operationsOf, pool } from './openapi-walk.ts';

export interface AuthSweepResult {
  operations: number;
  calls: number;
  /** no token on a guarded operation: 401 expected */
  anonymous: number;
  /** a role outside the operation's roles: 403 expected */
  deniedRoles: number;
  /** a permitted role on a named row of a community it does not have: 403 or 404 expected */
  foreignRows: number;
  /** 2xx where a denial was due (must be 0) */
  unexpected2xx: number;
  /** a denial with another status than expected, or a 5xx (must be 0) */
  wrongStatus: number;
  examples: string[];
}

// demo members whose communities leave out the pet corner (server/db/seed/foundation.ts)
const WITHOUT_PET_CORNER: Role[] = ['product-manager', 'community-manager', 'customer-hero', 'logistic'];

/**
 * Every operation of the OpenAPI document as every role (and anonymously): the roles the
 * permission table leaves out get 403 (before the body is read, so any body will do); then
 * every scoped operation on a named offer or order of a community the caller lacks gets 403/404.
 */
export async function authSweep(w: World): Promise<AuthSweepResult> {
  const server = await startServer(w);
  try {
    const tokens = Object.fromEntries(
      await Promise.all(ROLES.map(async (r) => [r, await login(server.base, `${r}@demo.comptoir`)] as const)),
    ) as Record<Role, string>;
    const ops = (await operationsOf(server.base)).filter((o) => !o.public);
    // an offer and an order of the pet corner, made by the super-admin
    const foreign = await orderFixture(w, 100, COMMUNITY_IDS.petCorner);
    const made = await call(server.base, 'POST', '/api/orders', {
      token: tokens['super-admin'],
      body: foreign.body,
    });
    if (made.status !== 201) throw new Error(`fixture order: ${made.status} ${JSON.stringify(made.body)}`);
    const orderId = (made.body as { id: string }).id;

    const r: AuthSweepResult = {
      operations: ops.length,
      calls: 0,
      anonymous: 0,
      deniedRoles: 0,
      foreignRows: 0,
      unexpected2xx: 0,
      wrongStatus: 0,
      examples: [],
    };
    type Job = {
      op: DocOperation;
      role: Role | null;
      url: string;
      expect: number[];
      kind: 'anonymous' | 'deniedRoles' | 'foreignRows';
    };
    const jobs: Job[] = [];
    for (const op of ops) {
      jobs.push({ op, role: null, url: fillPath(op.path), expect: [401], kind: 'anonymous' });
      for (const role of ROLES) {
        const allowed = op.roles === 'authenticated' || (Array.isArray(op.roles) && op.roles.includes(role));
        if (!allowed) jobs.push({ op, role, url: fillPath(op.path), expect: [403], kind: 'deniedRoles' });
        else if (op.scoped && op.path.includes('{') && WITHOUT_PET_CORNER.includes(role)) {
          const id = op.path.startsWith('/api/offers/')
            ? foreign.offer.id
            : op.path.startsWith('/api/orders/')
              ? orderId
              : undefined;
          if (id)
            jobs.push({ op, role, url: fillPath(op.path, { id }), expect: [403, 404], kind: 'foreignRows' });
        }
      }
      // a record's history is readable exactly by those who may read the record
      if (op.path.startsWith('/api/history/')) {
        for (const role of WITHOUT_PET_CORNER) {
          jobs.push({
            op,
            role,
            url: `/api/history/orders/${orderId}`,
            expect: [403, 404],
            kind: 'foreignRows',
          });
        }
      }
    }
    await pool(jobs, 4, async (j) => {
      const a = await call(server.base, j.op.method, j.url, {
        ...(j.role ? { token: tokens[j.role] } : {}),
        ...(j.op.body ? { body: sampleOf(j.op.body, true) } : {}),
      });
      r.calls++;
      r[j.kind]++;
      const bad = !j.expect.includes(a.status);
      if (a.status >= 200 && a.status < 300) r.unexpected2xx++;
      else if (bad) r.wrongStatus++;
      if (bad && r.examples.length < 30)
        r.examples.push(
          `${j.op.method} ${j.url} as ${j.role ?? 'anonymous'} → ${a.status} ${JSON.stringify(a.body)?.slice(0, 120)}`,
        );
    });
    return r;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
