import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../types.ts';
import type { SeedModule } from './index.ts';
import { seedCatalogue } from './live-catalogue.ts';
import { prng } from './live-data.ts';
import { seedOffers } from './live-offers.ts';
import { seedOrders } from './live-orders.ts';

/**
 * Seed of the live offer page: suppliers, products, customers with vouchers, five offers
 * (one live per channel setting, one coming, one over; free-fall, bourse, lotteries) and a few
 * hundred orders in every payment state. Deterministic: the same PRNG seed gives the same rows;
 * only the offers' dates follow the clock, so the live ones are live whenever it runs.
 */
export async function seedLive(
  db: Kysely<Database>,
  opts: { seed?: number; now?: Date } = {},
): Promise<void> {
  const exists = await sql<{ n: number }>`SELECT count(*)::int AS n FROM offers`.execute(db);
  if ((exists.rows[0]?.n ?? 0) > 0) return;
  const rnd = prng(opts.seed ?? 20_260_401);
  const now = opts.now ?? new Date();
  const cat = await seedCatalogue(db, rnd);
  const offers = await seedOffers(db, rnd, cat, now);
  await seedOrders(db, rnd, cat, offers, now);
}

export const liveSeed: SeedModule = { name: 'live', order: 20, run: (trx) => seedLive(trx) };
