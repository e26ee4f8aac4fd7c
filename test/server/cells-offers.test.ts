import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OfferListRow } from '../../domain/offers/list.ts';
import type { OfferInput } from '../../domain/offers/schema.ts';
import { OFFER_EDITORS } from '../../domain/role-groups.ts';
import { ROLES } from '../../domain/roles.ts';
import { cellsCalls } from './cells-calls.ts';
import { qs, type TestApp, testApp } from './helpers.ts';

/**
 * POST /api/offers/cells (docs/spreadsheet.md): internal name, sales target and commission rate
 * before the start, status at any time, each row saved by the offer's own edits.
 */
let t: TestApp;
let c: ReturnType<typeof cellsCalls<OfferListRow>>;
let product: string;
let area: string;
beforeAll(async () => {
  t = await testApp();
  c = cellsCalls<OfferListRow>(t, '/api/offers/cells', 'offer');
  product = (
    await t.db.selectFrom('products').select('id').where('status', '=', 'available').executeTakeFirstOrThrow()
  ).id;
  area = (await t.db.selectFrom('delivery_areas').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();

/** A coming offer (it starts tomorrow), as the offers list shows it. */
const coming = async (community: string = COMMUNITY_IDS.kitchen) => {
  const body: OfferInput = {
    internalName: `Cells offer ${randomUUID().slice(0, 6)}`,
    community,
    channel: 'wechat_group',
    name: { en: 'Cells week', zh: '表格周' },
    startingDate: at(24),
    endingDate: at(72),
    fees: [{ area, rules: [{ type: 'flat', fee: 1000 }] }],
    deliveryDates: [at(96).slice(0, 10)],
    wechatGroup: {
      packs: [
        {
          id: randomUUID(),
          name: { en: 'Pack', zh: '套餐' },
          stock: 5,
          price: 5000,
          products: [{ product, quantity: 1, weight: 1, weightType: 'piece' }],
        },
      ],
    },
  } as OfferInput;
  const r = await t.call('POST', '/api/offers', { as: 'admin', body: body as Record<string, unknown> });
  expect(r.statusCode, r.body).toBe(201);
  return row(r.json().id);
};

/** The offer's row as GET /api/offers/details lists it. */
const row = async (id: string) => {
  const offerID = (
    await t.db.selectFrom('offers').select('offer_id').where('id', '=', id).executeTakeFirstOrThrow()
  ).offer_id;
  const r = await t.call('GET', `/api/offers/details${qs({ range: [0, 0], filter: { offerID } })}`, {
    as: 'admin',
  });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as OfferListRow[])[0]!;
};

/** moves an offer's start into the past, as time would */
const start = async (id: string) => {
  await sql`UPDATE offers SET starting_date = date_trunc('hour', now()) - interval '1 hour' WHERE id = ${id}`.execute(
    t.db,
  );
  return row(id);
};

describe('POST /api/offers/cells', () => {
  it('saves the figures by the form edit and the status by the status update, one row, read back', async () => {
    const o = await coming();
    const set = {
      internalName: ' Renamed ',
      targetSales: 1_234_500,
      commissionRate: 12.5,
      status: 'discontinued',
    };
    const saved = c.saved(await c.one('community-manager', o, set));
    const want = {
      internalName: 'Renamed',
      targetSales: 1_234_500,
      commissionRate: 12.5,
      status: 'discontinued',
    };
    expect(saved).toMatchObject({ ...want, id: o.id, numberOfOrders: 0 });
    expect(saved.version).toBe(o.version + 2);
    expect(await row(o.id)).toMatchObject({ ...want, version: saved.version });
    expect(await c.actions(o.id)).toEqual(['create', 'update', 'discontinue']);
    // an empty target is none (0); the status goes back
    const back = c.saved(await c.one('admin', saved, { targetSales: null, status: 'available' }));
    expect(back).toMatchObject({ targetSales: 0, status: 'available' });
  });

  it('locks the figures once the offer has started, not its status', async () => {
    const o = await start((await coming()).id);
    for (const [field, value] of Object.entries({ internalName: 'late', targetSales: 1, commissionRate: 5 }))
      expect(await c.one('admin', o, { [field]: value })).toEqual({
        id: o.id,
        ok: false,
        status: 403,
        message: 'cells.locked.started',
        field,
      });
    expect(c.saved(await c.one('product-manager', o, { status: 'discontinued' })).status).toBe(
      'discontinued',
    );
  });

  it.each(ROLES.filter((r) => !OFFER_EDITORS.includes(r)))(
    '%s, no offer editor, is refused the whole call',
    async (role) => {
      const o = await coming();
      const r = await c.send(role, [{ id: o.id, version: o.version, set: { internalName: 'nope' } }]);
      expect(r.statusCode).toBe(403);
      expect((await row(o.id)).version).toBe(o.version);
    },
  );

  it("answers another community's offer 403, a bad value 400 naming it, a stale row 409, in one batch", async () => {
    const [cellar, bad, stale, good] = [
      await coming(COMMUNITY_IDS.petCorner),
      await coming(),
      await coming(),
      await coming(),
    ];
    const other = await t.call('PUT', `/api/offers/${stale.id}`, {
      as: 'admin',
      body: { status: 'discontinued', version: stale.version },
    });
    expect(other.statusCode, other.body).toBe(200);
    const answer = await c.cells('community-manager', [
      { id: cellar.id, version: cellar.version, set: { internalName: 'not mine' } },
      { id: bad.id, version: bad.version, set: { commissionRate: 101 } },
      { id: stale.id, version: stale.version, set: { internalName: 'mine' } },
      { id: good.id, version: good.version, set: { commissionRate: 7 } },
    ]);
    expect(answer).toMatchObject({ saved: 1, refused: 3 });
    expect(answer.results).toMatchObject([
      { id: cellar.id, status: 403, message: 'errors.outOfScope' },
      { id: bad.id, status: 400, field: 'commissionRate', message: 'validation.max' },
      { id: stale.id, status: 409, current: { status: 'discontinued' } },
      { id: good.id, ok: true, row: { commissionRate: 7 } },
    ]);
    const values: [string, unknown, string][] = [
      ['internalName', '', 'validation.required'],
      ['targetSales', 1.5, 'validation.integer'],
      ['targetSales', -1, 'validation.min'],
      ['status', 'gone', 'validation.invalid'],
    ];
    for (const [field, value, message] of values)
      expect(await c.one('admin', bad, { [field]: value }), field).toMatchObject({
        status: 400,
        field,
        message,
      });
    expect(await c.actions(cellar.id)).toEqual(['create']);
  });

  it('is done once per Idempotency-Key', async () => {
    const o = await coming();
    const key = `cells-${randomUUID()}`;
    const rows = [{ id: o.id, version: o.version, set: { commissionRate: 3 } }];
    const first = await c.cells('admin', rows, key);
    expect(await c.cells('admin', rows, key)).toEqual(first);
    expect(await c.actions(o.id)).toEqual(['create', 'update']);
  });
});
