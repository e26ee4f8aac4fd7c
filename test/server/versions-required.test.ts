import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opKey } from '../../domain/resource.ts';
import { RESOURCES } from '../../domain/resources.generated.ts';
import type { Role } from '../../domain/roles.ts';
import { dailyBody } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { caseBody } from './service-fixtures.ts';
import { CREATES, type WriteRefs, writeRefs } from './write-fixtures.ts';

/**
 * Every update and every move of a record names the version it was made from: without it a 400
 * naming the field, with an older one a 409 carrying the current record, with the current one it
 * goes through. A double "next step" or two operators on one lottery slot then change it once.
 */
let t: TestApp;
let refs: WriteRefs;
beforeAll(async () => {
  t = await testApp();
  refs = await writeRefs(t);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

/** A record made through its create, as the API answered it. */
async function made(key: string, as?: Role): Promise<Json> {
  const c = CREATES[key]!;
  const r = await t.call('POST', key.slice('POST '.length), {
    as: as ?? c.as,
    body: await c.body(t, refs, 9),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}
/** The create's body again, for the whole-record updates. */
const bodyOf = async (key: string) => CREATES[key]!.body(t, refs, 9);
const at = (body: Json, version: unknown) => (version === undefined ? body : { ...body, version });

interface Target {
  url: string;
  /** the body at an asked version (or holder); undefined leaves the field out */
  body: (asked: unknown) => Json;
  current: unknown;
  stale: unknown;
}
interface Write {
  as: Role;
  method?: 'PUT' | 'POST';
  /** the field that names what the change was made from */
  field?: string;
  setup: () => Promise<Target>;
}

const versioned = (url: string, rec: Json, body: Json): Target => ({
  url,
  body: (v) => at(body, v),
  current: rec.version,
  stale: (rec.version as number) + 7,
});

/** An update of a record the create made, with its whole body. */
const whole =
  (key: string, path: (id: string) => string, as?: Role): Write['setup'] =>
  async () => {
    const body = await bodyOf(key);
    const c = CREATES[key]!;
    const r = await t.call('POST', key.slice('POST '.length), { as: as ?? c.as, body });
    expect(r.statusCode, r.body).toBe(201);
    return versioned(path(r.json().id), r.json(), body);
  };

const aVoucher = () => made('POST /api/vouchers');
const aClaim = () => made('POST /api/claims');
const aRefund = () => made('POST /api/refunds');
const aPo = () => made('POST /api/purchase-orders');
const aLiveOrder = () => made('POST /api/orders');

/** Every update and move, by `METHOD path` of its declaration (and the kind of change). */
const WRITES: Record<string, Write> = {
  'PUT /api/users/:userId': {
    as: 'admin',
    setup: async () => {
      const u = await made('POST /api/users');
      return versioned(`/api/users/${u.id}`, u, { name: 'Renamed' });
    },
  },
  'PUT /api/delivery-templates/:id': {
    as: 'admin',
    setup: whole('POST /api/delivery-templates', (id) => `/api/delivery-templates/${id}`),
  },
  'PUT /api/delivery-templates/:id (status)': {
    as: 'admin',
    setup: async () => {
      const x = await made('POST /api/delivery-templates');
      return versioned(`/api/delivery-templates/${x.id}`, x, { status: 'discontinued' });
    },
  },
  'PUT /api/delivery-areas/:id': {
    as: 'admin',
    setup: whole('POST /api/delivery-areas', (id) => `/api/delivery-areas/${id}`),
  },
  'PUT /api/views/:id': { as: 'admin', setup: whole('POST /api/views', (id) => `/api/views/${id}`) },
  'PUT /api/suppliers/:supplierId': {
    as: 'admin',
    setup: whole('POST /api/suppliers', (id) => `/api/suppliers/${id}`),
  },
  'PUT /api/quick-replies/:quickReplyId': {
    as: 'customer-hero',
    setup: whole('POST /api/quick-replies', (id) => `/api/quick-replies/${id}`),
  },
  'PUT /api/products/:productId': {
    as: 'product-manager',
    setup: whole('POST /api/products', (id) => `/api/products/${id}`),
  },
  'PUT /api/recipes/:recipeId': {
    as: 'designer',
    setup: whole('POST /api/recipes', (id) => `/api/recipes/${id}`),
  },
  'PUT /api/customers/:customerId': {
    as: 'customer-hero',
    setup: whole('POST /api/customers', (id) => `/api/customers/${id}`),
  },
  'PUT /api/offers/:id': {
    as: 'community-manager',
    setup: whole('POST /api/offers', (id) => `/api/offers/${id}`),
  },
  'PUT /api/offers/:id (status)': {
    as: 'community-manager',
    setup: async () => {
      const o = await made('POST /api/offers');
      return versioned(`/api/offers/${o.id}`, o, { status: 'discontinued' });
    },
  },
  'PUT /api/orders/:id': {
    as: 'community-manager',
    setup: async () => {
      const o = await aLiveOrder();
      return versioned(`/api/orders/${o.id}`, o, { comment: 'edited' });
    },
  },
  'PUT /api/orders/:id (daily)': {
    as: 'admin',
    setup: async () => {
      const r = await t.call('POST', '/api/orders', { as: 'admin', body: dailyBody(refs.daily) });
      expect(r.statusCode, r.body).toBe(201);
      return versioned(`/api/orders/${r.json().id}`, r.json(), { comment: 'edited' });
    },
  },
  'PUT /api/orders/:id/tracking': {
    as: 'admin',
    setup: async () => {
      const o = await aLiveOrder();
      return versioned(`/api/orders/${o.id}/tracking`, o, { deliveryTrackingID: 'SF-1' });
    },
  },
  'PUT /api/vouchers/:id': {
    as: 'admin',
    setup: async () => {
      const x = await aVoucher();
      return versioned(`/api/vouchers/${x.id}`, x, { status: 'validated' });
    },
  },
  'POST /api/vouchers/:id/validate': {
    as: 'admin',
    method: 'POST',
    setup: async () => {
      const x = await aVoucher();
      return versioned(`/api/vouchers/${x.id}/validate`, x, {});
    },
  },
  'POST /api/vouchers/:id/decline': {
    as: 'admin',
    method: 'POST',
    setup: async () => {
      const x = await aVoucher();
      return versioned(`/api/vouchers/${x.id}/decline`, x, {});
    },
  },
  'PUT /api/claims/:id': {
    as: 'customer-hero',
    setup: async () => {
      const c = await aClaim();
      return versioned(`/api/claims/${c.id}`, c, { ...caseBody(c.order as string), comment: 'edited' });
    },
  },
  'POST /api/claims/:id/next': {
    as: 'admin',
    method: 'POST',
    setup: async () => {
      const c = await aClaim();
      return versioned(`/api/claims/${c.id}/next`, c, {});
    },
  },
  'POST /api/claims/:id/fail': {
    as: 'admin',
    method: 'POST',
    setup: async () => {
      const c = await aClaim();
      return versioned(`/api/claims/${c.id}/fail`, c, {});
    },
  },
  'PUT /api/refunds/:id': {
    as: 'customer-hero',
    setup: async () => {
      const r = await aRefund();
      return versioned(`/api/refunds/${r.id}`, r, { comment: 'edited' });
    },
  },
  'PUT /api/refunds/:id (status)': {
    as: 'admin',
    setup: async () => {
      const r = await aRefund();
      return versioned(`/api/refunds/${r.id}`, r, { status: 'validated' });
    },
  },
  'PUT /api/purchase-orders/:poId': {
    as: 'product-manager',
    setup: whole('POST /api/purchase-orders', (id) => `/api/purchase-orders/${id}`),
  },
  'PUT /api/purchase-orders/:poId (received)': {
    as: 'product-manager',
    setup: async () => {
      const p = await aPo();
      return versioned(`/api/purchase-orders/${p.id}`, p, { stock_status: 'received' });
    },
  },
  'PUT /api/purchase-orders/:poId (paid)': {
    as: 'admin',
    setup: async () => {
      const p = await aPo();
      return versioned(`/api/purchase-orders/${p.id}`, p, { payment_status: 'paid', bankTransferID: 'B-1' });
    },
  },
  'PUT /api/purchase-orders/:poId (bank id)': {
    as: 'admin',
    setup: async () => {
      const p = await aPo();
      return versioned(`/api/purchase-orders/${p.id}`, p, { bankTransferID: 'B-2' });
    },
  },
  'POST /api/lottery-draws/:drawId/assign': {
    as: 'admin',
    method: 'POST',
    field: 'currentOrderID',
    setup: async () => {
      // a seeded draw, its first slot and an order of its offer and channel
      const r = await sql<{ id: string; order_id: number; holder: number | null }>`
        SELECT d.id, o.order_id,
          (SELECT h.order_id FROM lottery_winners w JOIN orders h ON h.id = w.order_id
            WHERE w.draw_id = d.id AND w.winner_number = 1) AS holder
        FROM lottery_draws d JOIN orders o ON o.offer_id = d.offer_id AND o.channel = d.channel
          AND o.status = 'available' AND o.payment_status NOT IN ('refunding', 'rfd')
        ORDER BY d.id, o.order_id DESC LIMIT 1`.execute(t.db);
      const d = r.rows[0]!;
      return {
        url: `/api/lottery-draws/${d.id}/assign`,
        body: (holder) => ({
          winnerNumber: 1,
          orderID: d.order_id,
          ...(holder === undefined ? {} : { currentOrderID: holder }),
        }),
        current: d.holder,
        stale: d.holder === null ? 1 : null,
      };
    },
  },
};

/** Writes that name no version, and why. */
const UNVERSIONED: Record<string, string> = {
  'PUT /api/profile/avatar': "the member's own picture: nobody else writes it",
};

describe('the updates and moves of the declarations', () => {
  it('are each in the table, or named with why they carry no version', () => {
    const moves = /\/(next|fail|validate|decline|assign)$/;
    const writes = RESOURCES.flatMap((r) => Object.values(r.ops))
      .filter((op) => op.method === 'PUT' || (op.method === 'POST' && moves.test(op.path)))
      .map(opKey);
    const covered = new Set(Object.keys(WRITES).map((k) => k.replace(/ \(.*\)$/, '')));
    expect(writes.filter((k) => !covered.has(k) && !(k in UNVERSIONED))).toEqual([]);
  });
});

describe.each(Object.entries(WRITES))('%s', (key, w) => {
  it('refuses a missing version (400 naming it) and a stale one (409 with the record), takes the current one', async () => {
    const target = await w.setup();
    const field = w.field ?? 'version';
    const send = (asked: unknown) =>
      t.call(w.method ?? 'PUT', target.url, { as: w.as, body: target.body(asked) as never });
    const absent = await send(undefined);
    expect(absent.statusCode, `${key}: ${absent.body}`).toBe(400);
    expect(absent.json().fields?.[field], absent.body).toBe('validation.required');
    const stale = await send(target.stale);
    expect(stale.statusCode, `${key}: ${stale.body}`).toBe(409);
    expect(stale.json().details?.id, stale.body).toBeTruthy();
    const current = await send(target.current);
    expect(current.statusCode, `${key}: ${current.body}`).toBeLessThan(300);
  });
});

describe('a move sent again from the same version', () => {
  it("moves a claim one step: the second 'next' is a 409, the claim is not solved by repeats", async () => {
    const c = await aClaim();
    const next = () =>
      t.call('POST', `/api/claims/${c.id}/next`, { as: 'admin', body: { version: c.version } });
    const answers = await Promise.all([next(), next(), next()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const now = await t.call('GET', `/api/claims/${c.id}/details`, { as: 'admin' });
    expect(now.json().step).toBe((c.step as number) + 1);
    expect(now.json().status).not.toBe('solved');
  });

  it('gives a lottery slot to one of two operators who saw it free; the other is told (409)', async () => {
    const setup = await WRITES['POST /api/lottery-draws/:drawId/assign']!.setup();
    const free = await t.call('POST', setup.url, {
      as: 'admin',
      body: { ...setup.body(setup.current), orderID: null },
    });
    expect(free.statusCode, free.body).toBe(200);
    const orders = await sql<{ order_id: number }>`
      SELECT o.order_id FROM orders o JOIN lottery_draws d ON d.offer_id = o.offer_id AND d.channel = o.channel
      WHERE d.id = ${setup.url.split('/')[3]!} AND o.status = 'available'
        AND o.payment_status NOT IN ('refunding', 'rfd')
      -- the largest tickets: orders that entered the lottery (its spend or buy condition met)
      ORDER BY o.ticket_amount DESC, o.order_id LIMIT 2`.execute(t.db);
    const give = (orderID: number, as: Role) =>
      t.call('POST', setup.url, { as, body: { winnerNumber: 1, orderID, currentOrderID: null } });
    const [a, b] = await Promise.all([
      give(orders.rows[0]!.order_id, 'admin'),
      give(orders.rows[1]!.order_id, 'super-admin'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? orders.rows[0]! : orders.rows[1]!;
    // the refused one is shown who holds the slot now
    const winners = lost.json().details.winners as {
      winnerNumber: number;
      order: { orderID: number } | null;
    }[];
    expect(winners.find((s) => s.winnerNumber === 1)?.order?.orderID).toBe(winner.order_id);
  });
});
