import pg from 'pg';
import WebSocket from 'ws';
import { benchDatabase, isQuick, log, PORTS, type Sizes, saveResult, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';
import { login, quantile, startNode } from './proc.ts';

const SOCKETS = 200;

interface Fanout {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** the POST's own answer time */
  postP50: number;
  /** p95 of each delivery after the first socket's of the same event: the fan-out alone */
  spreadP95: number;
  samples: number;
}

/** Opens `n` sockets, subscribes them to the offer and waits for every ack. */
async function openSockets(wsUrl: string, first: object, n: number): Promise<WebSocket[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const ws = new WebSocket(wsUrl);
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => ws.send(JSON.stringify(first)));
        ws.once('error', reject);
        ws.once('message', (d) => (String(d).includes('"ack"') ? resolve() : reject(new Error(String(d)))));
      });
      return ws;
    }),
  );
}

/**
 * `posts` times: POST, then wait until each socket got its NEW_ORDER. Latency per socket is from
 * just before the POST is sent to that socket's message; one POST at a time, as staff key them.
 */
async function measure(sockets: WebSocket[], post: () => Promise<Response>, posts: number): Promise<Fanout> {
  const lat: number[] = [];
  const postMs: number[] = [];
  const spread: number[] = [];
  let first = 0;
  let t0 = 0;
  let pending = 0;
  let done: () => void = () => undefined;
  for (const ws of sockets) {
    ws.on('message', (d) => {
      if (pending > 0 && String(d).includes('"type":"NEW_ORDER"')) {
        const now = performance.now();
        if (pending === sockets.length) first = now;
        lat.push(now - t0);
        spread.push(now - first);
        if (--pending === 0) done();
      }
    });
  }
  for (let i = 0; i < posts; i++) {
    const all = new Promise<void>((r) => {
      done = r;
    });
    pending = sockets.length;
    t0 = performance.now();
    const r = await post();
    postMs.push(performance.now() - t0);
    if (r.status !== 201) throw new Error(`POST answered ${r.status}: ${await r.text()}`);
    await r.arrayBuffer();
    await Promise.race([
      all,
      new Promise((_, rej) => setTimeout(() => rej(new Error('fan-out timed out')), 10_000)),
    ]);
    await new Promise((r) => setTimeout(r, 50));
  }
  const q = (x: number) => quantile(lat, x);
  return {
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    max: q(1),
    postP50: quantile(postMs, 0.5),
    spreadP95: quantile(spread, 0.95),
    samples: lat.length,
  };
}

/**
 * bench/live-fanout: 200 sockets on one offer, product (POST /api/orders) beside a bare ws broadcast.
 * The offer is the second newest bench offer: the newest is the lists' live query, which orders
 * posted here would grow from run to run.
 */
export async function benchFanout(s: Sizes) {
  const { url } = await ensureGenerated(s);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const offer = (
    await c.query<{ id: string; pack: string }>(`
      SELECT o.id, (SELECT l.id FROM offer_lines l WHERE l.offer_id = o.id AND l.channel = 'wechat_group'
                      AND l.kind = 'pack' ORDER BY l.position LIMIT 1) AS pack
      FROM offers o WHERE o.internal_name LIKE 'bench-%' AND o.channel <> 'miniprogram'
      ORDER BY o.starting_date DESC LIMIT 1 OFFSET 1`)
  ).rows[0]!;
  await c.end();
  const base = `http://127.0.0.1:${PORTS.app}`;
  const bareBase = `http://127.0.0.1:${PORTS.bareWs}`;
  const app = await startNode(
    'server/main.ts',
    { DATABASE_URL: url, PORT: String(PORTS.app), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ACCESS_TTL: '7200' },
    `${base}/api/health`,
  );
  const bare = await startNode(
    'bench/bare-ws-server.ts',
    { PORT: String(PORTS.bareWs) },
    `${bareBase}/api/health`,
  );
  const opened: WebSocket[] = [];
  try {
    const token = await login(base, 'admin@demo.comptoir');
    const posts = isQuick() ? 20 : 100;
    let n = 0;
    const body = () =>
      JSON.stringify({
        offer: offer.id,
        channel: 'wechat_group',
        customerDaily: { customerName: `Bench walk-in ${++n}` },
        packs: [{ id: offer.pack, quantity: 1 }],
      });
    const postOrder = () =>
      fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body(),
      });
    const first = { type: 'offer', offerId: offer.id, token };
    const productSockets = await openSockets(`ws://127.0.0.1:${PORTS.app}/api/live`, first, SOCKETS);
    opened.push(...productSockets);
    // one order to warm up, and its NEW_ORDER as the bare server's payload (same bytes on the wire)
    const sample = new Promise<string>((r) =>
      productSockets[0]!.once('message', (d) => r(String(d).includes('NEW_ORDER') ? String(d) : '')),
    );
    await measure(productSockets, postOrder, 3);
    const payload = (await sample) || JSON.stringify({ type: 'NEW_ORDER', offerId: offer.id, seq: 1 });
    log(`fan-out: product, ${posts} orders to ${SOCKETS} sockets`);
    const product = await measure(productSockets, postOrder, posts);
    const bareSockets = await openSockets(`ws://127.0.0.1:${PORTS.bareWs}/api/live`, first, SOCKETS);
    opened.push(...bareSockets);
    const broadcast = () => fetch(`${bareBase}/broadcast`, { method: 'POST', body: payload });
    await measure(bareSockets, broadcast, 3);
    log(`fan-out: bare ws, ${posts} broadcasts`);
    const bareWs = await measure(bareSockets, broadcast, posts);
    const out = {
      sockets: SOCKETS,
      posts,
      payloadBytes: payload.length,
      product,
      bare: bareWs,
      p95Ratio: product.p95 / bareWs.p95,
    };
    log(`fan-out: ${JSON.stringify(out)}`);
    return out;
  } finally {
    for (const ws of opened) ws.terminate();
    await Promise.all([app.stop(), bare.stop()]);
  }
}

if (import.meta.main) {
  const s = sizes();
  const db = await benchDatabase(s);
  try {
    await saveResult('live-fanout', { sizes: s, ...(await benchFanout(s)) });
  } finally {
    await db.stop();
  }
}
