import pg from 'pg';
import type { TestApp } from './helpers.ts';

/**
 * An offer's discontinue as it runs (server/offers/lifecycle.ts), held open on a connection of its
 * own: the offer's lines and row locked, its status written, not yet committed. A write that starts
 * now reads the offer still available; it must wait for the offer's lock and then see it
 * discontinued. The caller commits or rolls back the client it is given, then ends it.
 */
export async function discontinuing(t: TestApp, offerId: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: t.url });
  await c.connect();
  await c.query('BEGIN');
  await c.query('SELECT id FROM offer_lines WHERE offer_id = $1 ORDER BY id FOR UPDATE', [offerId]);
  await c.query('SELECT id FROM offers WHERE id = $1 FOR UPDATE', [offerId]);
  await c.query(`UPDATE offers SET status = 'discontinued', version = version + 1 WHERE id = $1`, [offerId]);
  return c;
}
