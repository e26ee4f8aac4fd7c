import { readFile } from 'node:fs/promises';
import http from 'node:http';
import pg from 'pg';
import { WebSocket, WebSocketServer } from 'ws';
import { prepareMarked } from '../server/db/prepared.ts';
import type { Statement } from './sale-sql.ts';

/**
 * The references of bench/live-fanout: a bare `ws` server. Sockets subscribe with the same first
 * message as on /api/live and get an ack; `POST /broadcast` sends its body, as it is, to every
 * subscribed socket and answers 201. What is left is the socket fan-out itself.
 *
 * With SALE_SQL (a file from bench/sale-sql.ts), each broadcast first runs the SQL of one sale as
 * the product ran it, on one pooled connection, its marked statements prepared as the product
 * prepares them, COMMIT turned into ROLLBACK so that the same values serve every time: the floor
 * of a sale that is written to the database before anyone hears of it.
 *
 * With LISTEN_CHANNEL (and DATABASE_URL), the floor of several instances on one PostgreSQL: each
 * server LISTENs on the channel; `POST /broadcast` (after the sale's SQL when there is one)
 * sends the body to its own sockets and NOTIFYs it, and the other servers send what they hear, as
 * the product's instances do (docs/live.md, "Fan-out": the committing instance does not wait for
 * its own NOTIFY).
 *
 * env: PORT, SALE_SQL, LISTEN_CHANNEL and DATABASE_URL.
 */
const sale = process.env.SALE_SQL
  ? (JSON.parse(await readFile(process.env.SALE_SQL, 'utf8')) as Statement[])
  : undefined;
const pool = sale ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 }) : undefined;
pool?.on('connect', prepareMarked);
const channel = process.env.LISTEN_CHANNEL;
const bus = channel ? new pg.Client({ connectionString: process.env.DATABASE_URL }) : undefined;
if (bus && channel) {
  await bus.connect();
  // each NOTIFY names its sender: a server's own comes back to it, and it has sent that already
  bus.on('notification', (n) => {
    const text = n.payload ?? '';
    const cut = text.indexOf(' ');
    if (text.slice(0, cut) !== String(process.pid)) broadcast(text.slice(cut + 1));
  });
  await bus.query(`LISTEN ${channel}`);
}

async function runSale(): Promise<void> {
  const client = await pool!.connect();
  try {
    for (const s of sale!) {
      await client.query(/^commit$/i.test(s.sql) ? 'rollback' : s.sql, s.parameters);
    }
  } finally {
    client.release();
  }
}

function broadcast(body: string): void {
  for (const ws of subscribed) if (ws.readyState === WebSocket.OPEN) ws.send(body);
}

const server = http.createServer((req, res) => {
  if (req.url === '/api/health') return res.end('{"ok":true}');
  if (req.method !== 'POST' || req.url !== '/broadcast') {
    res.statusCode = 404;
    return res.end();
  }
  const parts: Buffer[] = [];
  req.on('data', (b: Buffer) => parts.push(b));
  req.on('end', async () => {
    const body = Buffer.concat(parts).toString();
    try {
      if (sale) await runSale();
    } catch (e) {
      res.statusCode = 500;
      return res.end(String(e));
    }
    broadcast(body);
    if (bus) await bus.query('SELECT pg_notify($1, $2)', [channel, `${process.pid} ${body}`]);
    res.statusCode = 201;
    res.end(body);
  });
});

const subscribed = new Set<WebSocket>();
const wss = new WebSocketServer({ server, path: '/api/live' });
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    try {
      const m = JSON.parse(data.toString()) as { type?: string; offerId?: string };
      if (m.type !== 'offer') return;
      subscribed.add(ws);
      ws.send(JSON.stringify({ type: 'ack', offerId: m.offerId, seq: 0 }));
    } catch {
      // unparsable: ignored, as the product does
    }
  });
  ws.on('close', () => subscribed.delete(ws));
});

server.listen(Number(process.env.PORT), '127.0.0.1');
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
    server.close(() => process.exit(0));
  });
}
