import pg from 'pg';
import type WebSocket from 'ws';
import { benchDatabase, isQuick, log, PORTS, type Sizes, saveResult, sizes } from './env.ts';
import { Meter, openSockets } from './fanout-meter.ts';
import { ensureGenerated } from './generate.ts';
import { login, startNode } from './proc.ts';
import { captureSale } from './sale-sql.ts';

/** How many sockets, spread over how many instances of the product (and of the sale-SQL floor). */
export interface FanoutShape {
  sockets: number;
  instances: 1 | 2;
}
export const ONE_INSTANCE: FanoutShape = { sockets: 200, instances: 1 };
export const TWO_INSTANCES: FanoutShape = { sockets: 1000, instances: 2 };

/** Rounds of product and bare in turn: a load change on the shared machine hits both alike. */
const ROUNDS = 10;

/** The sockets split over the servers in turn: socket i on server i mod n. */
async function spread(bases: string[], first: object, n: number): Promise<WebSocket[]> {
  const parts = await Promise.all(
    bases.map((b, i) =>
      openSockets(
        `ws://${b.slice('http://'.length)}/api/live`,
        first,
        Math.floor(n / bases.length) + (i < n % bases.length ? 1 : 0),
      ),
    ),
  );
  return parts.flat();
}

/**
 * bench/live-fanout: sockets on one offer, product (POST /api/orders) beside a bare ws broadcast
 * and a bare broadcast after the same sale SQL. With two instances, the sockets are split over two
 * product processes on one database and the orders are posted to the first: the second hears of
 * them through PostgreSQL, as behind a load balancer; its floor is two bare servers that run the
 * same SQL and pass the payload through one NOTIFY (bench/bare-ws-server.ts).
 * The offer is the second newest bench offer: the newest is the lists' live query, which orders
 * posted here would grow from run to run.
 */
export async function benchFanout(s: Sizes, shape: FanoutShape = ONE_INSTANCE) {
  const { sockets: SOCKETS, instances } = shape;
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
  const appPorts = [PORTS.app, PORTS.app2].slice(0, instances);
  const appBases = appPorts.map((p) => `http://127.0.0.1:${p}`);
  const base = appBases[0]!;
  const bareBase = `http://127.0.0.1:${PORTS.bareWs}`;
  const servers: Awaited<ReturnType<typeof startNode>>[] = [];
  const opened: WebSocket[] = [];
  try {
    for (const [i, port] of appPorts.entries())
      servers.push(
        await startNode(
          'server/main.ts',
          { DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ACCESS_TTL: '7200' },
          `${appBases[i]}/api/health`,
        ),
      );
    servers.push(
      await startNode('bench/bare-ws-server.ts', { PORT: String(PORTS.bareWs) }, `${bareBase}/api/health`),
    );
    const token = await login(base, 'admin@demo.comptoir');
    // the third path: bare ws after the SQL of a sale on another offer (rolled back every time)
    const saleSql = await captureSale(url, floorOffer.id, floorOffer.pack, token);
    const salePorts = [PORTS.saleWs, PORTS.saleWs2].slice(0, instances);
    const saleBases = salePorts.map((p) => `http://127.0.0.1:${p}`);
    const bus: Record<string, string> = instances > 1 ? { LISTEN_CHANNEL: 'bench_fanout' } : {};
    for (const [i, port] of salePorts.entries())
      servers.push(
        await startNode(
          'bench/bare-ws-server.ts',
          {
            PORT: String(port),
            DATABASE_URL: url,
            ...bus,
            ...(i === 0 ? { SALE_SQL: saleSql } : ({} as Record<string, string>)),
          },
          `${saleBases[i]}/api/health`,
        ),
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
    const productSockets = await spread(appBases, first, SOCKETS);
    opened.push(...productSockets);
    // one order to warm up, and its NEW_ORDER as the bare server's payload (same bytes on the wire)
    const sample = new Promise<string>((r) =>
      productSockets[0]!.once('message', (d) => r(String(d).includes('NEW_ORDER') ? String(d) : '')),
    );
    const productMeter = new Meter(productSockets);
    await productMeter.run(postOrder, 5, false);
    const payload = (await sample) || JSON.stringify({ type: 'NEW_ORDER', offerId: offer.id, seq: 1 });
    const bareSockets = await spread([bareBase], first, SOCKETS);
    opened.push(...bareSockets);
    const broadcast = () => fetch(`${bareBase}/broadcast`, { method: 'POST', body: payload });
    const bareMeter = new Meter(bareSockets);
    await bareMeter.run(broadcast, 5, false);
    const saleSockets = await spread(saleBases, first, SOCKETS);
    opened.push(...saleSockets);
    const saleBroadcast = () => fetch(`${saleBases[0]}/broadcast`, { method: 'POST', body: payload });
    const saleMeter = new Meter(saleSockets);
    await saleMeter.run(saleBroadcast, 5, false);
    log(
      `fan-out: ${ROUNDS} rounds of ${posts / ROUNDS} orders, bare broadcasts and sale-SQL broadcasts, to ${SOCKETS} sockets on ${instances} instance(s)`,
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
      instances,
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
    await Promise.all(servers.map((x) => x.stop()));
  }
}

/** The result file of a shape: the one-instance run keeps its old name. */
export const fanoutResult = (shape: FanoutShape) =>
  shape.instances === 1 ? 'live-fanout' : `live-fanout-${shape.instances}x${shape.sockets}`;

if (import.meta.main) {
  const s = sizes();
  const db = await benchDatabase(s);
  const shape = process.argv.includes('--two') ? TWO_INSTANCES : ONE_INSTANCE;
  try {
    await saveResult(fanoutResult(shape), { sizes: s, ...(await benchFanout(s, shape)) });
  } finally {
    await db.stop();
  }
}
