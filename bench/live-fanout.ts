import pg from 'pg';
import WebSocket from 'ws';
import { benchDatabase, isQuick, log, PORTS, type Sizes, saveResult, sizes } from './env.ts';
import { ensureGenerated } from './generate.ts';
import { login, quantile, startNode } from './proc.ts';
import { captureSale } from './sale-sql.ts';

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

/** Raw samples of one path, accumulated over the rounds. */
interface Samples {
  lat: number[];
  postMs: number[];
  spread: number[];
}

/**
 * One listener per socket for the whole run (a listener per round would pile up and make the
 * bench's own client slower round after round). `run(post, n)`: n times, POST, then wait until
 * each socket got its NEW_ORDER; latency per socket is from just before the POST is sent to that
 * socket's message; one POST at a time, as staff key them.
 */
class Meter {
  readonly samples: Samples = { lat: [], postMs: [], spread: [] };
  private first = 0;
  private t0 = 0;
  private pending = 0;
  private done: () => void = () => undefined;
  private readonly size: number;

  constructor(sockets: WebSocket[]) {
    this.size = sockets.length;
    for (const ws of sockets) {
      ws.on('message', (d) => {
        if (this.pending > 0 && String(d).includes('"type":"NEW_ORDER"')) {
          const now = performance.now();
          if (this.pending === this.size) this.first = now;
          this.samples.lat.push(now - this.t0);
          this.samples.spread.push(now - this.first);
          if (--this.pending === 0) this.done();
        }
      });
    }
  }

  async run(post: () => Promise<Response>, posts: number, record = true): Promise<void> {
    const keep = { lat: this.samples.lat.length, spread: this.samples.spread.length };
    for (let i = 0; i < posts; i++) {
      const all = new Promise<void>((r) => {
        this.done = r;
      });
      this.pending = this.size;
      this.t0 = performance.now();
      const r = await post();
      if (record) this.samples.postMs.push(performance.now() - this.t0);
      if (r.status !== 201) throw new Error(`POST answered ${r.status}: ${await r.text()}`);
      await r.arrayBuffer();
      await Promise.race([
        all,
        new Promise((_, rej) => setTimeout(() => rej(new Error('fan-out timed out')), 10_000)),
      ]);
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!record) {
      // a warm-up: forget what it measured
      this.samples.lat.length = keep.lat;
      this.samples.spread.length = keep.spread;
    }
  }

  summary(): Fanout {
    const { lat, postMs, spread } = this.samples;
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
}

/** Rounds of product and bare in turn: a load change on the shared machine hits both alike. */
const ROUNDS = 10;

/**
 * bench/live-fanout: 200 sockets on one offer, product (POST /api/orders) beside a bare ws broadcast.
 * The offer is the second newest bench offer: the newest is the lists' live query, which orders
 * posted here would grow from run to run.
 */
export async function benchFanout(s: Sizes) {
  const { url } = await ensureGenerated(s);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const offers = (
    await c.query<{ id: string; pack: string }>(`
      SELECT o.id, (SELECT l.id FROM offer_lines l WHERE l.offer_id = o.id AND l.channel = 'wechat_group'
                      AND l.kind = 'pack' ORDER BY l.position LIMIT 1) AS pack
      FROM offers o WHERE o.internal_name LIKE 'bench-%' AND o.channel <> 'miniprogram'
      ORDER BY o.starting_date DESC LIMIT 2 OFFSET 1`)
  ).rows;
  const [offer, floorOffer] = [offers[0]!, offers[1]!];
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
  let saleFloor: Awaited<ReturnType<typeof startNode>> | undefined;
  try {
    const token = await login(base, 'admin@demo.comptoir');
    // the third path: bare ws after the SQL of a sale on another offer (rolled back every time)
    const saleSql = await captureSale(url, floorOffer.id, floorOffer.pack, token);
    const saleBase = `http://127.0.0.1:${PORTS.saleWs}`;
    saleFloor = await startNode(
      'bench/bare-ws-server.ts',
      { PORT: String(PORTS.saleWs), SALE_SQL: saleSql, DATABASE_URL: url },
      `${saleBase}/api/health`,
    );
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
    const productMeter = new Meter(productSockets);
    await productMeter.run(postOrder, 5, false);
    const payload = (await sample) || JSON.stringify({ type: 'NEW_ORDER', offerId: offer.id, seq: 1 });
    const bareSockets = await openSockets(`ws://127.0.0.1:${PORTS.bareWs}/api/live`, first, SOCKETS);
    opened.push(...bareSockets);
    const broadcast = () => fetch(`${bareBase}/broadcast`, { method: 'POST', body: payload });
    const bareMeter = new Meter(bareSockets);
    await bareMeter.run(broadcast, 5, false);
    const saleSockets = await openSockets(`ws://127.0.0.1:${PORTS.saleWs}/api/live`, first, SOCKETS);
    opened.push(...saleSockets);
    const saleBroadcast = () => fetch(`${saleBase}/broadcast`, { method: 'POST', body: payload });
    const saleMeter = new Meter(saleSockets);
    await saleMeter.run(saleBroadcast, 5, false);
    log(
      `fan-out: ${ROUNDS} rounds of ${posts / ROUNDS} orders, bare broadcasts and sale-SQL broadcasts, to ${SOCKETS} sockets`,
    );
    for (let i = 0; i < ROUNDS; i++) {
      await productMeter.run(postOrder, posts / ROUNDS);
      await bareMeter.run(broadcast, posts / ROUNDS);
      await saleMeter.run(saleBroadcast, posts / ROUNDS);
    }
    const product = productMeter.summary();
    const bareWs = bareMeter.summary();
    const saleWs = saleMeter.summary();
    const out = {
      sockets: SOCKETS,
      posts,
      payloadBytes: payload.length,
      product,
      bare: bareWs,
      saleFloor: saleWs,
      p95Ratio: product.p95 / bareWs.p95,
      p95RatioToSaleFloor: product.p95 / saleWs.p95,
    };
    log(`fan-out: ${JSON.stringify(out)}`);
    return out;
  } finally {
    for (const ws of opened) ws.terminate();
    await Promise.all([app.stop(), bare.stop(), saleFloor?.stop()]);
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
