import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type pg from 'pg';
import { createDb } from '../server/db/pool.ts';
import type { CellsSql } from './cells-sql.ts';

/**
 * The floor of the cells benchmark: bare node:http + pg (the product's pool, its settings and its
 * prepared session check) running, for `POST /cells`, the statements the product ran for a cells
 * call that saves tracking IDs (captured from it, bench/cells-sql.ts), in the same order and the
 * same transactions, on one pinned connection as the product's Idempotency-Key lock pins one.
 * The values are those of this request: the row's id, the value, the rows read back; the JSON
 * texts (audit diff, NOTIFY notes, the live event, the stored answer) are made from the raw rows,
 * the same facts in the floor's own shape. No token check, no schema, no row mapping, no
 * framework: what is left is PostgreSQL, the wire and JSON.
 *
 * env: DATABASE_URL, PORT, CELLS_SQL (a CellsSql JSON file).
 */
const sql = JSON.parse(readFileSync(process.env.CELLS_SQL!, 'utf8')) as CellsSql;
const t = sql.texts;
const { pool } = createDb(process.env.DATABASE_URL!, 10);
const OPERATION = 'POST /api/orders/cells';

interface Edit {
  id: string;
  version: number;
  set: { deliveryTrackingID: string };
}
type Raw = Record<string, unknown>;

async function saveRow(c: pg.PoolClient, userId: string, e: Edit) {
  const row = (await c.query(t.read, [e.id])).rows[0] as Raw | undefined;
  if (!row) return { id: e.id, ok: false, status: 404 };
  if (row.delivery_tracking_id === e.set.deliveryTrackingID) return { id: e.id, ok: true, row };
  if (row.version !== e.version) return { id: e.id, ok: false, status: 409, current: row };
  await c.query(t.begin);
  try {
    const cur = (await c.query(t.lockRead, [e.id])).rows[0] as Raw;
    await c.query(t.update, [cur.tracking_status, e.set.deliveryTrackingID, false, null, userId, e.id]);
    const after = (await c.query(t.read, [e.id])).rows[0] as Raw;
    const diff = (r: Raw) =>
      JSON.stringify({ deliveryTrackingID: r.delivery_tracking_id, version: r.version });
    await c.query(t.audit, [userId, 'order', e.id, 'tracking', diff(cur), diff(after)]);
    const note = { resource: 'orders', id: e.id, communities: [after.community_id], version: after.version };
    await c.query(t.notify, ['record_changes', JSON.stringify(note)]);
    const seq = Number((await c.query(t.bumpSeq, [after.offer_id])).rows[0].live_seq);
    await c.query(t.insertEvent, [after.offer_id, seq, 'UPDATE_ORDER', JSON.stringify(after)]);
    const event = { type: 'UPDATE_ORDER', order: after, offerId: after.offer_id, seq };
    await c.query(t.notify, ['live_events', JSON.stringify(event)]);
    await c.query(t.commit);
    return { id: e.id, ok: true, row: after };
  } catch (err) {
    await c.query('rollback');
    throw err;
  }
}

async function cells(body: string, header: string): Promise<string> {
  const user = (await pool.query(t.session, sql.sessionValues)).rows[0] as { id: string };
  const key = `${user.id}:${header}`;
  const bodyHash = createHash('sha256').update(body).digest('base64url');
  const before = await pool.query(t.storedAnswer, [key]);
  if (before.rows[0]) return JSON.stringify(before.rows[0].answer);
  const c = await pool.connect();
  try {
    await c.query(t.lock, [`request-answer:${key}`]);
    try {
      const meanwhile = await c.query(t.storedAnswer, [key]);
      if (meanwhile.rows[0]) return JSON.stringify(meanwhile.rows[0].answer);
      const edits = (JSON.parse(body) as { rows: Edit[] }).rows;
      const results = [];
      for (const e of edits) results.push(await saveRow(c, user.id, e));
      const saved = results.filter((r) => r.ok).length;
      const answer = JSON.stringify({ saved, refused: results.length - saved, results });
      await c.query(t.storeAnswer, [key, OPERATION, bodyHash, answer]);
      await c.query(t.prune, ['1 day']);
      return answer;
    } finally {
      await c.query(t.unlock, [`request-answer:${key}`]);
    }
  } finally {
    c.release();
  }
}

const server = http.createServer(async (req, res) => {
  if (req.url === '/api/health') return res.end('{"ok":true}');
  if (req.url !== '/cells' || req.method !== 'POST') {
    res.statusCode = 404;
    return res.end();
  }
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await cells(Buffer.concat(chunks).toString(), String(req.headers['idempotency-key']));
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(answer);
  } catch (err) {
    res.statusCode = 500;
    res.end(String(err));
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1');
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    server.close();
    void pool.end().then(() => process.exit(0));
  });
}
