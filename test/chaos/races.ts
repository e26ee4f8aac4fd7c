import { sql } from 'kysely';
import { call, kill9, login, newKey, orderFixture, startServer, type World } from './harness.ts';
import { type StockRacesResult, stockRaces } from './stock-races.ts';

export interface RacesResult extends StockRacesResult {
  /** 50 orders at once, half through each of two instances, on a pack with stock 10 */
  stockOrders: number;
  stockCreated: number;
  stockRefused: number;
  stockLeft: number;
  stockOrdersInDatabase: number;
  /** one Idempotency-Key sent 5 times at once (through both instances) */
  keyCalls: number;
  keyOrdersInDatabase: number;
  keyDistinctOrderIds: number;
}

/** Races through two server processes on one database: the answers and the rows must be exact. */
export async function races(w: World): Promise<RacesResult> {
  const [a, b] = [await startServer(w), await startServer(w)];
  try {
    const token = await login(a.base, 'customer-hero@demo.comptoir');
    const stock = await orderFixture(w, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 ? a.base : b.base, 'POST', '/api/orders', { token, body: stock.body }),
      ),
    );
    const left = (
      await sql<{
        n: number;
      }>`SELECT actual_stock AS n FROM offer_lines WHERE id = ${stock.offer.packs[0]!}`.execute(w.db)
    ).rows[0]!.n;
    const stockRows = (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM orders WHERE offer_id = ${stock.offer.id}`.execute(w.db)
    ).rows[0]!.n;

    const once = await orderFixture(w, 1000);
    const key = newKey();
    const keyed = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(i % 2 ? a.base : b.base, 'POST', '/api/orders', {
          token,
          body: once.body,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    const keyRows = (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM orders WHERE offer_id = ${once.offer.id}`.execute(w.db)
    ).rows[0]!.n;
    const all = [...answers, ...keyed];
    const stockRace = await stockRaces(w, a, b);
    return {
      ...stockRace,
      stockOrders: answers.length,
      stockCreated: answers.filter((x) => x.status === 201).length,
      stockRefused: answers.filter((x) => x.status >= 400 && x.status < 500).length,
      stockLeft: left,
      stockOrdersInDatabase: stockRows,
      keyCalls: keyed.length,
      keyOrdersInDatabase: keyRows,
      keyDistinctOrderIds: new Set(
        keyed.filter((x) => x.status < 300).map((x) => (x.body as { id: string }).id),
      ).size,
      unexpected5xx: stockRace.unexpected5xx + all.filter((x) => x.status >= 500 || x.status === 0).length,
    };
  } finally {
    await kill9(a);
    await kill9(b);
  }
}
