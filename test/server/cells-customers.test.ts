import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { CUSTOMER_CELLS } from '../../domain/customers/cells.ts';
import type { Customer } from '../../domain/customers/schema.ts';
import type { CustomerListRow } from '../../domain/customers/views.ts';
import { ROLES } from '../../domain/roles.ts';
import { cellsCalls } from './cells-calls.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * POST /api/customers/cells (docs/spreadsheet.md): the customers list's cells, each row saved by
 * the customer's own edit and answered as the list shows it.
 */
let t: TestApp;
let call: ReturnType<typeof cellsCalls<CustomerListRow>>;
beforeAll(async () => {
  t = await testApp();
  call = cellsCalls<CustomerListRow>(t, '/api/customers/cells', 'customer');
});
afterAll(() => t.close());

const { kitchen, farm } = COMMUNITY_IDS;
let n = 0;

/** A new customer (of the kitchen and the farm unless told): what a row of the list holds of him. */
async function customer(groups = [kitchen, farm]): Promise<Customer> {
  const r = await t.call('POST', '/api/customers', {
    as: 'admin',
    body: {
      name: `Cell customer ${++n}`,
      wechatID: `cell_${n}`,
      wechatGroups: groups.map((community, i) => ({ community, groupNumber: i + 1 })),
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as Customer;
}

const stored = async (id: string) =>
  (await t.call('GET', `/api/customers/${id}/details`, { as: 'admin' })).json() as Customer;

describe('POST /api/customers/cells: saving', () => {
  it('saves name, WeChat ID, level and status by the customer edit, audited, answered as listed', async () => {
    const c = await customer();
    const row = call.saved(
      await call.one('community-manager', c, {
        name: '  Renamed  ',
        wechatID: 'renamed_wx',
        level: 'lord_furnace',
      }),
    );
    expect(row).toMatchObject({ id: c.id, name: 'Renamed', wechatID: 'renamed_wx', level: 'lord_furnace' });
    expect(row.version).toBe(c.version + 1);
    expect(row).toHaveProperty('ordersCount');
    expect(row).not.toHaveProperty('addresses');
    const off = call.saved(await call.one('customer-hero', row, { status: 'discontinued', wechatID: null }));
    expect(off).toMatchObject({ status: 'discontinued', wechatID: '' });
    expect(await stored(c.id)).toMatchObject({ name: 'Renamed', status: 'discontinued', wechatID: '' });
    expect(await call.actions(c.id)).toEqual(['create', 'update', 'discontinue']);
  });

  it('keeps the groups of communities the member does not reach, and the rest of the record', async () => {
    const c = await customer();
    const before = await stored(c.id);
    call.saved(await call.one('community-manager', c, { level: 'secret_circle' }));
    const after = await stored(c.id);
    expect(after.wechatGroups).toEqual(before.wechatGroups);
    expect({ ...after, level: before.level, version: 0 }).toEqual({ ...before, version: 0 });
  });

  it('takes a flag off; a customer not flagged cannot be flagged; any saved cell takes it off too', async () => {
    const [a, b, c] = [await customer(), await customer(), await customer()];
    await sql`UPDATE customers SET flagged = true WHERE id IN (${a.id}, ${b.id})`.execute(t.db);
    expect(call.saved(await call.one('customer-hero', a, { flagged: false })).flagged).toBe(false);
    expect(call.saved(await call.one('customer-hero', b, { name: 'Other' })).flagged).toBe(false);
    expect(await call.one('customer-hero', c, { flagged: true })).toEqual({
      id: c.id,
      ok: false,
      status: 403,
      message: 'cells.locked.noMove',
      field: 'flagged',
    });
    expect((await stored(c.id)).flagged).toBe(false);
  });

  it('saves a seeded customer of the demo data (his files and areas as stored)', async () => {
    const seeded = await sql<{ id: string }>`
      SELECT id FROM customers WHERE jsonb_array_length(addresses) > 0
      ORDER BY profile_picture IS NULL, jsonb_array_length(fapiao_images) = 0, name LIMIT 1`.execute(t.db);
    const id = seeded.rows[0]!.id;
    const c = await stored(id);
    const row = call.saved(
      await call.one('admin', c, {
        level: 'tourist' === c.level ? 'secret_circle' : 'tourist',
      }),
    );
    expect(row.version).toBe(c.version + 1);
  });
});

describe('POST /api/customers/cells: who may change what', () => {
  const writers = ROLES.filter((r) => CUSTOMER_CELLS.cells.name!.roles.includes(r));

  it.each(writers)('%s saves every cell of a customer he reaches', async (role) => {
    const c = await customer();
    const row = call.saved(await call.one(role, c, { name: `By ${role}`, level: 'chummy_villager' }));
    expect(row).toMatchObject({ name: `By ${role}`, level: 'chummy_villager' });
  });

  it.each(ROLES.filter((r) => !writers.includes(r)))(
    '%s edits no customer: the whole call is refused, nothing changed',
    async (role) => {
      const c = await customer();
      const r = await call.send(role, [{ id: c.id, version: c.version, set: { name: 'x' } }]);
      expect(r.statusCode).toBe(403);
      expect((await stored(c.id)).version).toBe(c.version);
    },
  );

  it("answers another community's customer 404, as reading him does, and an unknown one 404", async () => {
    const c = await customer([farm]);
    expect(await call.one('community-manager', c, { name: 'not mine' })).toMatchObject({
      id: c.id,
      ok: false,
      status: 404,
    });
    const gone = randomUUID();
    expect(await call.one('admin', { id: gone, version: 1 }, { name: 'x' })).toMatchObject({
      id: gone,
      status: 404,
    });
    expect((await stored(c.id)).name).toBe(c.name);
  });
});

describe('POST /api/customers/cells: bad input, versions, a batch, once', () => {
  it('refuses a bad value on its row, naming the field', async () => {
    const c = await customer();
    const bad: [string, unknown, string][] = [
      ['name', '   ', 'validation.required'],
      ['name', 'x'.repeat(121), 'validation.tooLong'],
      ['wechatID', 'x'.repeat(101), 'validation.tooLong'],
      ['level', 'king', 'validation.invalid'],
      ['status', 'gone', 'validation.invalid'],
      ['flagged', 'yes', 'validation.invalid'],
    ];
    await call.refusesEach('admin', c, bad);
    expect((await stored(c.id)).version).toBe(c.version);
  });

  it('answers a stale row 409 with the row as listed; a retry that finds its values is ok', async () => {
    const c = await customer();
    const theirs = call.saved(await call.one('admin', c, { level: 'humble_resident' }));
    const stale = await call.one('customer-hero', c, { level: 'secret_circle' });
    expect(stale).toMatchObject({ ok: false, status: 409, current: { id: c.id, version: theirs.version } });
    expect((stale as { current: object }).current).not.toHaveProperty('wechatGroups');
    expect(call.saved(await call.one('customer-hero', c, { level: 'humble_resident' })).version).toBe(
      theirs.version,
    );
  });

  it('saves the good rows of a batch and answers the others, once per Idempotency-Key', async () => {
    const [good, bad, foreign] = [await customer(), await customer(), await customer([farm])];
    const rows = [
      { id: good.id, version: good.version, set: { level: 'lord_furnace' } },
      { id: bad.id, version: bad.version, set: { level: 'emperor' } },
      { id: foreign.id, version: foreign.version, set: { level: 'lord_furnace' } },
    ];
    const key = `cells-${randomUUID()}`;
    const answer = await call.cells('community-manager', rows, key);
    expect(answer.results.map((r) => [r.ok, r.ok ? 200 : r.status])).toEqual([
      [true, 200],
      [false, 400],
      [false, 404],
    ]);
    expect(answer).toMatchObject({ saved: 1, refused: 2 });
    expect(await call.cells('community-manager', rows, key)).toEqual(answer);
    expect(await call.actions(good.id)).toEqual(['create', 'update']);
  });
});
