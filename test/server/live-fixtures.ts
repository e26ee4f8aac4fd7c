import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import WebSocket from 'ws';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { parseServerMessage, type ServerMessage } from '../../domain/live-messages.ts';
import { SYSTEM } from '../../domain/system/resource.ts';
import type { Database } from '../../server/db/types.ts';

export interface TestLine {
  stock: number;
  price: number;
  freeFall?: { dropAmount: number; quantityTrigger: number; lowestPrice: number };
}

/**
 * A live offer made for one test: packs and add-ons on the wechat_group channel with exact stock
 * and prices, no fee areas, no specials, no minimum, so every figure a test asserts is its own.
 */
export async function makeOffer(
  db: Kysely<Database>,
  o: { community: string; packs: TestLine[]; items?: TestLine[]; type?: string },
): Promise<{ id: string; packs: string[]; items: string[] }> {
  const id = randomUUID();
  const now = Date.now();
  await sql`INSERT INTO offers (id, internal_name, community_id, channel, type, starting_date, ending_date, wechat_group, name)
    VALUES (${id}, ${`test offer ${id.slice(0, 8)}`}, ${o.community}, 'wechat_group', ${o.type ?? 'regular'},
      ${new Date(now - 3_600_000).toISOString()}, ${new Date(now + 86_400_000).toISOString()},
      ${JSON.stringify({ bourses: [], zikoSpecials: [], lotteryEnable: false, lottery: null })}::jsonb,
      '{"en":"Test offer","zh":"测试"}'::jsonb)`.execute(db);
  const insert = async (kind: 'pack' | 'item', ls: TestLine[]) => {
    const ids: string[] = [];
    for (const [i, l] of ls.entries()) {
      const lid = randomUUID();
      ids.push(lid);
      await sql`INSERT INTO offer_lines (id, offer_id, channel, kind, position, name, short_name, stock, actual_stock, price, free_fall)
        VALUES (${lid}, ${id}, 'wechat_group', ${kind}, ${i}, ${JSON.stringify({ en: `${kind} ${i}`, zh: `${kind} ${i}` })}::jsonb,
          ${`${kind}${i}`}, ${l.stock}, ${l.stock}, ${l.price}, ${l.freeFall ? JSON.stringify(l.freeFall) : null}::jsonb)`.execute(
        db,
      );
    }
    return ids;
  };
  return { id, packs: await insert('pack', o.packs), items: await insert('item', o.items ?? []) };
}

/** A live sale's body: one of the offer's first pack, for a named customer, `extra` added. */
export const saleBody = (
  offer: { id: string; packs: string[] },
  customer: string,
  extra: Record<string, unknown> = {},
) => ({
  offer: offer.id,
  channel: 'wechat_group',
  customer,
  packs: [{ id: offer.packs[0]!, quantity: 1 }],
  ...extra,
});

export async function anyCustomer(db: Kysely<Database>): Promise<{ id: string; name: string }> {
  const r = await sql<{ id: string; name: string }>`
    SELECT id, name FROM customers WHERE status = 'available' ORDER BY name LIMIT 1`.execute(db);
  return r.rows[0]!;
}

export async function lineStock(db: Kysely<Database>, lineId: string): Promise<number> {
  const r = await sql<{
    actual_stock: number;
  }>`SELECT actual_stock FROM offer_lines WHERE id = ${lineId}`.execute(db);
  return r.rows[0]!.actual_stock;
}

/** A socket client that keeps every message it receives and waits for the ones a test expects. */
export class LiveClient {
  readonly messages: ServerMessage[] = [];
  readonly raw: WebSocket;
  closeCode: number | undefined;
  private waiters: (() => void)[] = [];

  private constructor(ws: WebSocket) {
    this.raw = ws;
    ws.on('message', (data) => {
      const m = parseServerMessage(data.toString());
      if (m) this.messages.push(m);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async open(url: string): Promise<LiveClient> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new LiveClient(ws);
  }

  send(x: unknown): void {
    this.raw.send(typeof x === 'string' ? x : JSON.stringify(x));
  }

  /** Resolves with the first message (from `from` on) that matches; rejects after `ms`. */
  async next<T extends ServerMessage>(
    match: (m: ServerMessage) => m is T,
    from = 0,
    ms = 10_000,
  ): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = this.messages.slice(from).find(match);
      if (hit) return hit;
      if (this.closeCode !== undefined)
        throw new Error(`socket closed (${this.closeCode}) before the expected message`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching message; got ${JSON.stringify(this.messages.map((m) => m.type))}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  async closed(ms = 10_000): Promise<number> {
    const deadline = Date.now() + ms;
    while (this.closeCode === undefined && Date.now() < deadline) {
      await new Promise<void>((r) => this.waiters.push(r) && setTimeout(r, 200));
    }
    if (this.closeCode === undefined) throw new Error('socket not closed');
    return this.closeCode;
  }

  close(): void {
    this.raw.close();
  }
}

export const isType =
  <K extends ServerMessage['type']>(
    type: K,
    pred: (m: Extract<ServerMessage, { type: K }>) => boolean = () => true,
  ) =>
  (m: ServerMessage): m is Extract<ServerMessage, { type: K }> =>
    m.type === type && pred(m as Extract<ServerMessage, { type: K }>);

/** A validated voucher of `amount` fen for the customer, in the kitchen, valid until 2099. */
export async function kitchenVoucher(
  db: Kysely<Database>,
  customer: string,
  amount: number,
): Promise<string> {
  const r = await sql<{ id: string }>`
    INSERT INTO vouchers (customer_id, amount, expiration_date, communities, status)
    VALUES (${customer}, ${amount}, '2099-01-01', ${[COMMUNITY_IDS.kitchen]}::uuid[], 'validated') RETURNING id`.execute(
    db,
  );
  return r.rows[0]!.id;
}

/** The live socket's address on `app`, listening on a free local port. */
export async function liveUrlOf(app: { listen: (o: { port: number; host: string }) => Promise<string> }) {
  return `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${SYSTEM.ops.live.path}`;
}
