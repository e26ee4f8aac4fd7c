import pg from 'pg';
import WebSocket from 'ws';
import { COMMUNITY_IDS } from '../domain/communities.ts';
import { CHANGES_CHANNEL, type ChangeNote } from '../server/changes/publish.ts';
import { log } from './env.ts';
import { login } from './proc.ts';

/** What the sockets heard while the lists were measured. */
export interface SubscriberStats {
  sockets: number;
  /** changes announced on the channel (NOTIFY), per second */
  changesPerSecond: number;
  changesSent: number;
  /** CHANGE messages the sockets received in all */
  delivered: number;
}

export interface Subscribers {
  stop: () => Promise<SubscriberStats>;
}

/** the roles of the sockets, in turn: staff with every list open, scoped or not */
const EMAILS = ['admin', 'customer-hero', 'logistic', 'product-manager', 'community-manager'].map(
  (r) => `${r}@demo.comptoir`,
);
/** the lists a console keeps live: orders, catalogue, customers */
const RESOURCES = ['orders', 'products', 'product-stocks', 'customers', 'suppliers', 'offers'];

/**
 * `n` live-list sockets on /api/live, each following the lists' change feed (the `watch`
 * message, as the client's live lists send it), and a writer announcing `perSecond` record changes
 * a second on the changes channel (orders of each community, products, customers), as committed
 * writes do: every instance's feed hears them and sends CHANGE to the sockets that may read them.
 */
export async function subscribe(
  dbUrl: string,
  appBase: string,
  n: number,
  perSecond = 20,
): Promise<Subscribers> {
  const tokens = await Promise.all(EMAILS.map((e) => login(appBase, e)));
  const wsUrl = `${appBase.replace(/^http/, 'ws')}/api/live`;
  let delivered = 0;
  const sockets = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const ws = new WebSocket(wsUrl);
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () =>
          ws.send(JSON.stringify({ type: 'watch', token: tokens[i % tokens.length], resources: RESOURCES })),
        );
        ws.once('error', reject);
        ws.once('message', (d) =>
          String(d).includes('"watching"') ? resolve() : reject(new Error(String(d))),
        );
      });
      ws.on('message', (d) => {
        if (String(d).includes('"CHANGE"')) delivered++;
      });
      return ws;
    }),
  );
  log(`${n} live-list sockets following ${RESOURCES.join(', ')}`);
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const communities = Object.values(COMMUNITY_IDS);
  let sent = 0;
  let running = true;
  const t0 = performance.now();
  const writer = (async () => {
    while (running && perSecond > 0) {
      const due = t0 + (sent / perSecond) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const k = sent % 4;
      const note: ChangeNote =
        k < 2
          ? {
              resource: 'orders',
              id: crypto.randomUUID(),
              communities: [communities[sent % communities.length]!],
            }
          : { resource: k === 2 ? 'products' : 'customers', id: crypto.randomUUID(), version: 2 };
      await c.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify(note)]);
      sent++;
    }
  })();
  let result: SubscriberStats | undefined;
  return {
    stop: async () => {
      if (result) return result;
      running = false;
      await writer;
      const seconds = (performance.now() - t0) / 1000;
      // the last changes still on their way
      await new Promise((r) => setTimeout(r, 500));
      for (const ws of sockets) ws.terminate();
      await c.end();
      result = { sockets: n, changesPerSecond: sent / seconds, changesSent: sent, delivered };
      log(`live lists: ${sent} changes announced, ${delivered} CHANGE messages delivered`);
      return result;
    },
  };
}
