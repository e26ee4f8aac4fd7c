import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '../../domain/roles.ts';
import type { AuthAnswer } from '../../domain/users/schema.ts';
import { type BuildOptions, build } from '../../server/app.ts';
import { createDb } from '../../server/db/pool.ts';
import type { Database } from '../../server/db/types.ts';
import { answerMismatch } from './answer-check.ts';
import { databaseUrl } from './db-url.ts';

export const DEMO_PASSWORD = 'comptoir-demo';
export const demoEmail = (role: Role) => `${role}@demo.comptoir`;

type Body = Record<string, unknown> | unknown[] | string | undefined;

export interface TestApp {
  app: FastifyInstance;
  /** a second pool on the same database, to look at what the API wrote */
  db: Kysely<Database>;
  url: string;
  login: (email: string, password?: string) => Promise<AuthAnswer>;
  /** a bearer token of the demo user of that role (one login per role per file) */
  tokenOf: (role: Role) => Promise<string>;
  call: (
    method: InjectOptions['method'],
    url: string,
    opts?: { as?: Role; token?: string; body?: Body; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

let counter = 0;

/**
 * The real app on a database of its own, copied from the seeded template: every test file starts
 * from the same demo data and may change it freely.
 */
export async function testApp(opts: Partial<BuildOptions> = {}): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${inject('templateDb')}_${process.pid}_${++counter}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(inject('templateDb'))}`,
  );
  const url = databaseUrl(adminUrl, name);
  const app = await build({ databaseUrl: url, ...opts });
  checkAnswers(app);
  const peek = createDb(url, 2);
  const tokens = new Map<Role, Promise<string>>();

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const r = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (r.statusCode !== 200) throw new Error(`login ${email}: ${r.statusCode} ${r.body}`);
    return r.json() as AuthAnswer;
  };
  const tokenOf = (role: Role) => {
    let t = tokens.get(role);
    if (!t) {
      t = login(demoEmail(role)).then((a) => a.token);
      tokens.set(role, t);
    }
    return t;
  };
  const call: TestApp['call'] = async (method, path, o = {}) => {
    const token = o.token ?? (o.as ? await tokenOf(o.as) : undefined);
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (token) headers.authorization = `Bearer ${token}`;
    const payload =
      o.body === undefined ? {} : typeof o.body === 'string' ? { body: o.body } : { payload: o.body };
    if (typeof o.body === 'string') headers['content-type'] ??= 'application/json';
    return app.inject({ method, url: path, headers, ...payload });
  };
  return {
    app,
    db: peek.db,
    url,
    login,
    tokenOf,
    call,
    close: async () => {
      await app.close();
      await peek.close();
      await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Every answer of `app.inject` (and so of `call` and `login`) is checked against the OpenAPI
 * document (answer-check.ts): an answer the document does not describe fails the test that got it.
 */
function checkAnswers(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (o: InjectOptions) => Promise<LightMyRequestResponse>;
  const checked = async (o: InjectOptions | string) => {
    const opts = typeof o === 'string' ? { url: o } : o;
    const r = await inject(opts);
    const url = typeof opts.url === 'string' ? opts.url : (opts.url?.pathname ?? '');
    const wrong = answerMismatch(String(opts.method ?? 'GET').toUpperCase(), url, r);
    if (wrong) throw new Error(`answer not as documented: ${wrong}\n${r.body.slice(0, 500)}`);
    return r;
  };
  // only the promise form is checked; the chained form (no argument) is left as Fastify's
  app.inject = ((o?: InjectOptions | string, cb?: unknown) =>
    o === undefined || cb !== undefined
      ? (inject as (...a: unknown[]) => unknown)(o, cb)
      : checked(o)) as typeof app.inject;
}

/** `?sort=..&range=..&filter=..` from plain values, as the client's listSearchParams does. */
export function qs(params: Record<string, unknown>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) p.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return `?${p.toString()}`;
}
