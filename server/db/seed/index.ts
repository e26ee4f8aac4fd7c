import { type Kysely, sql, type Transaction } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import type { FileStore } from '../../storage/store.ts';
import type { Database } from '../types.ts';
import { financeSeed } from './finance.ts';
import { foundationSeed } from './foundation.ts';
import { liveSeed } from './live.ts';
import { productsSeed } from './products.ts';
import { recipesSeed } from './recipes.ts';
import { serviceSeed } from './service.ts';
import { stockSeed } from './stock.ts';
import { suppliersSeed } from './suppliers.ts';

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
  run: (trx: Transaction<Database>, ctx: SeedContext) => Promise<void>;
}

/** The demo data, in order. Later areas append their module (e.g. live.ts) here. */
// stock last: it writes the movement history of whatever products the seeds before it made
export const SEEDS: SeedModule[] = [
  foundationSeed,
  liveSeed,
  suppliersSeed,
  productsSeed,
  recipesSeed,
  stockSeed,
  financeSeed,
  serviceSeed,
];

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
    for (const m of SEEDS) {
      if (done.has(m.name)) continue;
      await m.run(trx, ctx);
      await trx.insertInto('seed_runs').values({ name: m.name }).execute();
      ran.push(m.name);
    }
    if (ran.length) log(`[seed] demo data: ${ran.join(', ')}`);
    return ran;
  });
}
