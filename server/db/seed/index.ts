import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, sql, type Transaction } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import type { FileStore } from '../../storage/store.ts';
import type { Database } from '../types.ts';

export const DEMO_PASSWORD = 'comptoir-demo';

export interface SeedContext {
  /** the scrypt hash of DEMO_PASSWORD, computed once per run (the KDF is slow on purpose) */
  demoPasswordHash: () => Promise<string>;
  /** where demo files (generated pictures) go; absent, their rows are written without bytes */
  store?: FileStore;
}

export interface SeedModule {
  /** recorded in seed_runs; never rename a module that has shipped */
  name: string;
  /** modules run by ascending order (stock after the seeds that make products, for instance) */
  order: number;
  run: (trx: Transaction<Database>, ctx: SeedContext) => Promise<void>;
}

const isSeed = (v: unknown): v is SeedModule =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SeedModule).name === 'string' &&
  typeof (v as SeedModule).order === 'number' &&
  typeof (v as SeedModule).run === 'function';

/**
 * The demo data, in order: every SeedModule exported by a file of this folder, so a new area adds
 * its seed file and nothing else. Read when seeding (not at import: the modules import this one's
 * types, and a top-level await here would make their import wait on itself).
 */
export async function seedModules(): Promise<SeedModule[]> {
  const dir = import.meta.dirname;
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
  const modules = await Promise.all(
    files.map(async (f): Promise<Record<string, unknown>> => import(pathToFileURL(path.join(dir, f)).href)),
  );
  const seeds = modules.flatMap((m) => Object.values(m).filter(isSeed));
  const names = new Set(seeds.map((s) => s.name));
  if (names.size !== seeds.length) throw new Error('two seed modules share a name');
  return seeds.sort((a, b) => a.order - b.order);
}

const SEED_LOCK = 26678649;

/**
 * Whether a start loads demo data. Its eight accounts share a public password, so it goes only
 * where it is meant: the embedded database of `npm start` (unless SEED=0), never a DATABASE_URL
 * deployment unless SEED=1 says so explicitly (such a deployment gets its first account from
 * `npm run admin:create`).
 */
export function wantsDemoData(seedVariable: string | undefined, externalDatabase: boolean): boolean {
  const raw = seedVariable?.trim().toLowerCase();
  if (raw === undefined || raw === '') return !externalDatabase;
  return !['0', 'false', 'no', 'off'].includes(raw);
}

/**
 * Loads demo data into a database that has none, deterministically. A database that was seeded
 * before gets only the modules added since; one that holds real data (users but no seed record)
 * is never touched. Runs under an advisory lock so that instances starting together seed once.
 */
export async function runSeeds(
  db: Kysely<Database>,
  log: (m: string) => void = console.log,
  store?: FileStore,
): Promise<string[]> {
  let hash: Promise<string> | undefined;
  const ctx: SeedContext = { demoPasswordHash: () => (hash ??= hashPassword(DEMO_PASSWORD)), store };
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const done = new Set((await trx.selectFrom('seed_runs').select('name').execute()).map((r) => r.name));
    if (done.size === 0) {
      const users = await trx
        .selectFrom('users')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      if (Number(users.n) > 0) return [];
    }
    const ran: string[] = [];
    for (const m of await seedModules()) {
      if (done.has(m.name)) continue;
      await m.run(trx, ctx);
      await trx.insertInto('seed_runs').values({ name: m.name }).execute();
      ran.push(m.name);
    }
    if (ran.length) log(`[seed] demo data: ${ran.join(', ')}`);
    return ran;
  });
}
